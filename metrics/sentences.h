#pragma once

#include <QString>
#include <QStringList>

namespace claimscope {

// Unicode sentences (UAX #29, QTextBoundaryFinder), trimmed, empty ones dropped. Pure.
QStringList splitSentences(const QString &text);

} // namespace claimscope
