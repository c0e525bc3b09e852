#pragma once

#include "model/metricresult.h"

#include <QCoreApplication>
#include <QString>

#include <array>

namespace claimscope {

// The tally of one metric over a run, in constant memory however many results come: outcome
// counts, the mean score and a 10-bin histogram, drawn as an inline SVG with the threshold
// marked. Value type, any thread.
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
    void addSkipped() { ++m_skipped; }

    int passed() const { return m_passed; }
    int failed() const { return m_failed; }
    int errors() const { return m_errors; }
    int skipped() const { return m_skipped; }
    int scored() const { return m_scored; }
    double mean() const { return m_scored ? m_sum / m_scored : 0; }
    // Of the results with a score; 0 when there is none.
    double passRate() const { return m_scored ? double(m_passed) / m_scored : 0; }
    double threshold() const { return m_threshold; }
    const std::array<int, Bins> &bins() const { return m_bins; }

    // A small bar chart of the scores from 0 to 1, the bins below the threshold set apart and
    // the threshold as a vertical line; its <title> says the same in words.
    QString svg() const;

private:
    std::array<int, Bins> m_bins{};
    int m_passed = 0;
    int m_failed = 0;
    int m_errors = 0;
    int m_skipped = 0;
    int m_scored = 0;
    double m_sum = 0;
    double m_threshold = 0.5;
};

} // namespace claimscope
