#include "resultpalette.h"

#include <array>

namespace claimscope::ResultPalette {

QColor passColor()
{
    return QColor(0x00, 0x9E, 0x73);
}
QColor failColor()
{
    return QColor(0xD5, 0x5E, 0x00);
}
QColor errorColor()
{
    return QColor(0xC6, 0x28, 0x28);
}
QColor idkColor()
{
    return QColor(0xE6, 0x9F, 0x00);
}
QColor neutralColor()
{
    return QColor(0x00, 0x72, 0xB2);
}
QColor mutedColor()
{
    return QColor(0x70, 0x70, 0x70);
}
QColor outOfDateColor()
{
    return idkColor();
}

QColor statusColor(ResultsModel::Status status)
{
    switch (status) {
    case ResultsModel::Status::Pass: return passColor();
    case ResultsModel::Status::Fail: return failColor();
    case ResultsModel::Status::Error: return errorColor();
    case ResultsModel::Status::Running: return neutralColor();
    case ResultsModel::Status::Partial: return idkColor();
    case ResultsModel::Status::Skipped: return mutedColor();
    }
    return mutedColor();
}

QColor verdictColor(const QString &verdict)
{
    if (verdict == QLatin1String("yes"))
        return passColor();
    if (verdict == QLatin1String("no"))
        return failColor();
    if (verdict == QLatin1String("idk"))
        return idkColor();
    if (verdict == QLatin1String("best"))
        return neutralColor();
    return {};
}

QColor callStatusColor(const QString &status)
{
    if (status == QLatin1String("ok"))
        return passColor();
    if (status == QLatin1String("cached"))
        return neutralColor();
    if (status == QLatin1String("repaired"))
        return idkColor();
    return errorColor();
}

QColor tint(const QColor &color)
{
    QColor light = color;
    light.setAlphaF(0.16f);
    return light;
}

QColor textColor(const QColor &color)
{
    return color.darker(135);
}

QColor seriesColor(int index)
{
    static const std::array<QColor, 7> colors{
        QColor(0x00, 0x72, 0xB2), QColor(0xE6, 0x9F, 0x00), QColor(0x00, 0x9E, 0x73), QColor(0xCC, 0x79, 0xA7),
        QColor(0x56, 0xB4, 0xE9), QColor(0xD5, 0x5E, 0x00), QColor(0x00, 0x00, 0x00)};
    return colors[size_t(index) % colors.size()];
}

QColor lineColor(int index)
{
    static const std::array<QColor, 4> colors{QColor(0x00, 0x72, 0xB2), QColor(0xE6, 0x9F, 0x00),
                                              QColor(0xCC, 0x79, 0xA7), QColor(0x56, 0xB4, 0xE9)};
    return colors[size_t(index) % colors.size()];
}

} // namespace claimscope::ResultPalette
