#pragma once

#include "evidencematcher.h"

#include <QCoreApplication>
#include <QString>

namespace claimscope {

// One claim's verdict against the evidence, with a reason that quotes it.
struct ClaimVerdict {
    enum class Kind { Yes, No, Idk };
    Kind kind = Kind::Idk;
    QString reason;
    int evidenceIndex = -1; // the sentence the reason quotes, -1 for none

    QString verdictName() const;
};

// The offline judge's faithfulness rules. `no`: a sentence stating the same thing contradicts
// the claim (a different number, date or amount, a flipped negation, an antonym), the claim
// gainsays the terms the context sets on its topic (TermConflicts: "free" against a fee), or
// the context talks about the claim's topic but does not say what the claim says. `yes`: the
// context covers the claim's words and word pairs, and any amount, date or time it gives.
// `idk`: there is no context, or it shares no content word with the claim. Pure functions,
// any thread.
class VerdictRules
{
    Q_DECLARE_TR_FUNCTIONS(claimscope::VerdictRules)

public:
    static ClaimVerdict judge(const AnalysedText &claim, const EvidenceMatcher &evidence);
    // A short quotation of an evidence sentence for reasons ("…" past the limit).
    static QString quote(const QString &text);
};

} // namespace claimscope
