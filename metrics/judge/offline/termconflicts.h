#pragma once

#include "verdictrules.h"

#include <optional>

namespace claimscope {

// Claims that gainsay the terms the context sets on their topic: "free" or "no charge" where
// the context names a fee or price, "any size" or "unlimited" where it sets a limit ("up to
// 15 kg"), and the reverse; the reason quotes both sides. Pure functions, any thread.
class TermConflicts
{
    Q_DECLARE_TR_FUNCTIONS(claimscope::TermConflicts)

public:
    // A `no` verdict naming every such conflict with the `closest` sentences (best first) that
    // are on the claim's topic, or none.
    static std::optional<ClaimVerdict> judge(const AnalysedText &claim, const EvidenceMatcher &evidence,
                                             const QList<EvidenceMatcher::Match> &closest);
};

} // namespace claimscope
