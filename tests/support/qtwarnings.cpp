#include "qtwarnings.h"

#include <QRegularExpression>
#include <QTest>

namespace claimscope {

void failOnQtWarnings()
{
    static const QRegularExpression AnyButPlatformNoise(
        QStringLiteral("^(?!This plugin does not support \\w+\\(\\)$)"));
    QTest::failOnWarning(AnyButPlatformNoise);
}

} // namespace claimscope
