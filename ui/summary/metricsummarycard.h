#pragma once

#include "results/metricsummary.h"

#include <QFrame>

#include <optional>

class QLabel;

namespace claimscope {

class ScoreHistogram;

// One metric in the summary: its name, how many results passed, failed, erred, are partial or
// were skipped (each count a link to those results), the mean score and the score histogram.
// UI thread.
class MetricSummaryCard : public QFrame
{
    Q_OBJECT
public:
    explicit MetricSummaryCard(const QString &metricId, QWidget *parent = nullptr);

    void setSummary(const MetricSummary &summary);
    // The least height the card reads whole in at `width`: its title and counts wrapped, the
    // histogram at its least.
    int leastHeight(int width) const;
    // The heights its title and counts take wrapped at `width`; given the tallest of a row, the
    // charts of the row's cards start level.
    struct TextHeights {
        int title = 0;
        int counts = 0;
    };
    TextHeights textHeights(int width) const;
    void setTextHeights(const TextHeights &heights);

    QLabel *counts() const { return m_counts; }
    ScoreHistogram *histogram() const { return m_histogram; }

Q_SIGNALS:
    // Show the metric's results, only those of `status` (none: all) in `bin` (none: any score).
    void showResults(const QString &metricId, std::optional<claimscope::ResultsModel::Status> status,
                     std::optional<int> bin);

private:
    QString m_metricId;
    QLabel *m_title;
    QLabel *m_counts;
    ScoreHistogram *m_histogram;
};

} // namespace claimscope
