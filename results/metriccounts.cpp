#include "metriccounts.h"

#include <QCoreApplication>
#include <QLocale>

namespace claimscope {

namespace {

QString tr(const char *text, int n)
{
    return QCoreApplication::translate("claimscope::MetricCounts", text, nullptr, n);
}

} // namespace

QString metricCountText(int metrics)
{
    return tr("%n metric(s)", metrics);
}

QString enabledMetricsText(int enabled, int metrics)
{
    return tr("%1 of %n metric(s) enabled", metrics).arg(enabled);
}

QString resultsProgressText(int done, int total)
{
    return tr("%1 of %Ln result(s)", total).arg(QLocale().toString(done));
}

} // namespace claimscope
