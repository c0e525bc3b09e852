#include "judgeoutage.h"

namespace claimscope {

QString JudgeOutage::text() const
{
    if (keyRefused)
        return tr("the judge at %1 refused the requests: %2 (check the API key)").arg(endpoint, cause);
    return tr("the judge at %1 is not answering: %2 (%n request(s) in a row got no answer)", nullptr, unanswered)
        .arg(endpoint, cause);
}

QString JudgeOutage::skippedText() const
{
    return tr("skipped: the judge at %1 was unreachable (%2)").arg(endpoint, cause);
}

} // namespace claimscope
