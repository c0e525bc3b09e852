#pragma once

#include "model/metricresult.h"

#include <QChartView>
#include <QList>

class QBarCategoryAxis;
class QBarSet;
class QValueAxis;

namespace claimscope {

// The mix of the judge's verdicts per metric — ✓ yes, ✗ no, ? idk stacked to 100 % — counted
// over every window's claims, statements, spans and messages. UI thread.
class VerdictMixChart : public QChartView
{
    Q_OBJECT
public:
    explicit VerdictMixChart(QWidget *parent = nullptr);

    // One test case's results; metrics without yes/no/idk verdicts are left out.
    void setResults(const QList<MetricResult> &results);

    QStringList metricIds() const { return m_metricIds; } // top to bottom
    // Counts per metric (top to bottom) for "yes", "no" or "idk".
    QList<int> counts(const QString &verdict) const;

private:
    QValueAxis *m_share;
    QBarCategoryAxis *m_categories;
    QStringList m_metricIds;
    QList<QBarSet *> m_sets; // yes, no, idk
};

} // namespace claimscope
