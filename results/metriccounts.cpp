#include "metriccounts.h"

#include <QCoreApplication>
#include <QLocale>

namespace claimscope {

QString metricCountText(int metrics)
{
    return QCoreApplication::translate("claimscope::MetricCounts", "%n metric(s)", nullptr, metrics);
}

QString enabledMetricsText(int enabled, int metrics)
{
    return QCoreApplication::translate("claimscope::MetricCounts", "%1 of %n metric(s) enabled", nullptr, metrics)
        .arg(enabled);
}

QString resultsProgressText(int done, int total)
{
    return QCoreApplication::translate("claimscope::MetricCounts", "%1 of %Ln result(s)", nullptr, total)
        .arg(QLocale().toString(done));
}

} // namespace claimscope
