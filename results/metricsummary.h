#pragma once

#include "resultsmodel.h"

#include <QList>
#include <QString>

#include <array>
#include <optional>

namespace claimscope {

// One metric across every test case shown: how many results of each status, the mean score and
// the distribution of the scores in ten bins, split by status. Value type; built on the UI
// thread from the results table, so every count is one the table shows for the same filter.
struct MetricSummary {
    static constexpr int BinCount = 10;
    static constexpr int StatusCount = int(ResultsModel::Status::Skipped) + 1;

    QString metricId;
    int results = 0;
    std::array<int, StatusCount> byStatus{};
    std::optional<double> mean;      // of the scored results; none when no result has a score
    std::optional<double> threshold; // none when the results disagree (some out of date)
    // Scored results per status and bin (errors and skips have no score: their rows stay empty).
    std::array<std::array<int, BinCount>, StatusCount> perBin{};

    int count(ResultsModel::Status status) const { return byStatus[int(status)]; }
    // The results with a score (every bin's): what the pass rate is over, as everywhere.
    int scored() const;
    int inBin(ResultsModel::Status status, int bin) const { return perBin[int(status)][bin]; }
    // Bin i holds scores in [i/10, (i+1)/10); the last also holds 1.0.
    static int binOf(double score);
    static double binStart(int bin) { return bin / double(BinCount); }
    static double binEnd(int bin) { return (bin + 1) / double(BinCount); }

    // One summary per metric with results, in the catalogue's order.
    static QList<MetricSummary> of(const ResultsModel &model);
};

} // namespace claimscope
