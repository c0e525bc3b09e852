#include "chartstyle.h"

#include "chartfontfollower.h"

#include <QAbstractAxis>
#include <QApplication>
#include <QBarCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QFontMetrics>
#include <QLegend>
#include <QRegularExpression>
#include <QValueAxis>

namespace claimscope::ChartStyle {

QFont titleFont(const QFont &base)
{
    QFont font = base;
    font.setPointSizeF(font.pointSizeF() * 1.35);
    font.setBold(true);
    return font;
}

QFont labelFont(const QFont &base)
{
    QFont font = base;
    font.setPointSizeF(font.pointSizeF() * 1.1);
    return font;
}

void apply(QChartView *view, const QString &title)
{
    QChart *chart = view->chart();
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->setTheme(QChart::ChartThemeLight);
    chart->setBackgroundRoundness(0);
    chart->setMargins(QMargins(6, 6, 6, 6));
    chart->setTitle(title);
    chart->setTitleFont(titleFont(view->font()));
    chart->legend()->setAlignment(Qt::AlignBottom);
    chart->legend()->setFont(labelFont(view->font()));
    view->setRenderHint(QPainter::Antialiasing);
    view->setMinimumHeight(220);
    new ChartFontFollower(view); // zoom and presentation mode reach the chart's type
}

void styleAxis(QAbstractAxis *axis, const QFont &base)
{
    axis->setLabelsFont(labelFont(base));
    axis->setTitleFont(labelFont(base));
    axis->setGridLineColor(QColor(0xDD, 0xDD, 0xDD));
}

void addBarAxes(QChart *chart, QValueAxis *values, QBarCategoryAxis *categories, const QString &labelFormat)
{
    values->setLabelFormat(labelFormat);
    categories->setGridLineVisible(false);
    // Whole names: fitCategoryLabels() gives the view room for them, which the axis's own guess
    // of its room (two-line labels on one line, "Evidence Coverage...") does not see.
    categories->setTruncateLabels(false);
    styleAxis(values);
    styleAxis(categories);
    chart->addAxis(values, Qt::AlignBottom);
    chart->addAxis(categories, Qt::AlignLeft);
}

void fitCategoryLabels(QChartView *view, const QBarCategoryAxis *axis, const QStringList &categories)
{
    constexpr double AxisShare = 0.4;
    constexpr int LinesAroundThePlot = 8; // title, value axis and legend
    // The view is sized for this axis from now on: its font follower sizes it again.
    const_cast<QBarCategoryAxis *>(axis)->setProperty(SizesItsView, true);
    const QFontMetrics metrics(axis->labelsFont());
    int widest = 0;
    int lines = 0;
    for (const QString &category : categories) {
        // A label's lines: broken as text or as rich text (the axis draws both).
        static const QRegularExpression lineBreak(QStringLiteral("\n|<br>"));
        const QStringList split = category.split(lineBreak);
        lines = qMax(lines, int(split.size()));
        for (const QString &line : split)
            widest = qMax(widest, metrics.horizontalAdvance(line));
    }
    const int padding = 4 * metrics.averageCharWidth();
    view->setMinimumWidth(int((widest + padding) / AxisShare) + padding);
    view->setMinimumHeight((int(categories.size()) * (lines + 1) + LinesAroundThePlot) * metrics.lineSpacing());
}

void setAxesVisible(QChart *chart, bool visible)
{
    const QList<QAbstractAxis *> axes = chart->axes();
    for (QAbstractAxis *axis : axes)
        axis->setVisible(visible);
}

} // namespace claimscope::ChartStyle
