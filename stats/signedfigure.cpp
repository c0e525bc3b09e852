#include "signedfigure.h"

#include <cmath>

namespace claimscope {

QString signedFigureText(const std::optional<double> &value, int places, MinusSign minus)
{
    if (!value)
        return QStringLiteral("–");
    const double scale = std::pow(10.0, places);
    const double shown = std::round(*value * scale) / scale;
    if (shown == 0.0)
        return QString::number(0.0, 'f', places);
    const QString digits = QString::number(std::abs(shown), 'f', places);
    if (shown > 0)
        return QLatin1Char('+') + digits;
    return (minus == MinusSign::Ascii ? QStringLiteral("-") : QStringLiteral("\u2212")) + digits;
}

} // namespace claimscope
