#pragma once

#include "model/metricresult.h"
#include "resultsmodel.h"

#include <QCoreApplication>
#include <QString>

#include <array>

namespace claimscope {

// The tally of one metric over a run, in constant memory however many results come: outcome
// counts (by resultStatus(), the rule the workbench counts by), the mean score and a 10-bin
// histogram, drawn as an inline SVG with the threshold marked. Value type, any thread.
class ScoreDistribution
{
    Q_DECLARE_TR_FUNCTIONS(claimscope::HtmlReport)

public:
    static constexpr int Bins = 10;

    // The threshold drawn until a result says which one it was scored against.
    explicit ScoreDistribution(double threshold = 0.5)
        : m_threshold(threshold)
    {
    }

    void add(const MetricResult &result);

    int count(ResultsModel::Status status) const { return m_statuses[size_t(status)]; }
    int passed() const { return count(ResultsModel::Status::Pass); }
    int results() const { return m_results; }
    int scored() const { return m_scored; }
    double mean() const { return m_scored ? m_sum / m_scored : 0; }
    // Of the results with a score; 0 when there is none.
    double passRate() const { return m_scored ? double(passed()) / m_scored : 0; }
    double threshold() const { return m_threshold; }
    const std::array<int, Bins> &bins() const { return m_bins; }

    // A small bar chart of the scores from 0 to 1, the bins below the threshold set apart and
    // the threshold as a vertical line; its <title> says the same in words.
    QString svg() const;

private:
    std::array<int, Bins> m_bins{};
    std::array<int, size_t(ResultsModel::Status::Skipped) + 1> m_statuses{};
    int m_results = 0;
    int m_scored = 0;
    double m_sum = 0;
    double m_threshold = 0.5;
};

} // namespace claimscope
