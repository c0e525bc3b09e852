#pragma once

#include <QApplication>
#include <QFont>
#include <QString>
#include <QStringList>

class QAbstractAxis;
class QBarCategoryAxis;
class QChart;
class QChartView;
class QValueAxis;

namespace claimscope {

// The look every results chart shares: no animation (no jank while results stream in), large
// readable fonts for projectors that follow the view's font (zoom, presentation mode), a plain
// background and the legend at the bottom. UI thread.
namespace ChartStyle {

void apply(QChartView *view, const QString &title);
void styleAxis(QAbstractAxis *axis, const QFont &base = QApplication::font());
// A horizontal bar chart's axes, styled: values along the bottom labelled `labelFormat`, the
// categories down the left without grid lines. The caller sets the value range.
void addBarAxes(QChart *chart, QValueAxis *values, QBarCategoryAxis *categories, const QString &labelFormat);
// Sizes a horizontal bar chart so Qt Charts shows its category labels whole: it gives a vertical
// axis at most 40 % of the chart's width and a category the height of its bar's slot, and cuts
// labels ("…") that need more. Labels may hold line breaks.
void fitCategoryLabels(QChartView *view, const QBarCategoryAxis *axis, const QStringList &categories);
// The property fitCategoryLabels() sets on an axis it sized its view for.
inline constexpr char SizesItsView[] = "sizesItsView";
// Sizes relative to `base`: a widget passes its own font, so zoom and presentation reach it.
QFont titleFont(const QFont &base = QApplication::font());
QFont labelFont(const QFont &base = QApplication::font());
// A chart's axes live as long as the chart (recreating them leaves stale labels behind until
// deferred deletes run); a rebuild swaps the series and shows or hides the axes.
void setAxesVisible(QChart *chart, bool visible);

} // namespace ChartStyle

} // namespace claimscope
