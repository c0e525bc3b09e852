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
    int evidenceIndex = -1;     // the sentence the reason quotes, -1 for none

    QString verdictName() const;
};

// The offline judge's faithfulness rules. `yes`: the best-matching sentences cover the claim's
// content, numbers included. `no`: a sentence about the same thing contradicts it (different
// number, date or amount for the same thing, flipped negation, an antonym), or the context
// covers the claim's topic but not what the claim asserts about it. `idk`: the context does not
// talk about it. Pure functions, any thread.
class VerdictRules
{
    Q_DECLARE_TR_FUNCTIONS(claimscope::VerdictRules)

public:
    static ClaimVerdict judge(const AnalysedText &claim, const EvidenceMatcher &evidence);
    // A short quotation of an evidence sentence for reasons ("…" past the limit).
    static QString quote(const QString &text);
};

} // namespace claimscope
