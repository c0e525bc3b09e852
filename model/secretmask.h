#pragma once

#include <QString>

namespace claimscope {

// Masks anything in `text` that looks like an API key — "sk-…" tokens and the token after
// "Bearer " — as maskedKey() does ("sk-…abcd"). A last line of defence for the judge-call log
// and exports: no code path should put a key there in the first place. Pure, any thread.
QString maskSecrets(const QString &text);

} // namespace claimscope
