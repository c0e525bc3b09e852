#pragma once

#include <QString>
#include <QStringList>

namespace claimscope {

// Masks every secret in `text`: each of `known` (the judge's API key, a URL's credentials)
// wherever it appears, "sk-…" tokens and the token after "Bearer " — as maskedKey() does
// ("sk-…abcd") — and credentials in quoted URLs. Judges mask their answers and errors with it
// as they arrive, so nothing later (cache, results, outputs) holds a key; the call log and
// exports apply it again as a last line of defence. Pure, any thread.
QString maskSecrets(const QString &text, const QStringList &known = {});

} // namespace claimscope
