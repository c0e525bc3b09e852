#pragma once

#include <QList>

#include <functional>
#include <optional>

namespace claimscope {

// A range of plausible values of a figure: [low, high].
struct Interval {
    double low = 0;
    double high = 0;
    double halfWidth() const { return (high - low) / 2.0; }
    bool contains(double value) const { return low <= value && value <= high; }
    bool operator==(const Interval &) const = default;
};

// The indices of the cases one resample drew, with replacement.
using Resample = QList<int>;
// Some figures computed on one resample, in a fixed order; none where a figure is undefined on it.
using Figures = QList<std::optional<double>>;
using FiguresOf = std::function<Figures(const Resample &)>;

// Percentile bootstrap over test cases: draws `resamples` resamples of the cases with
// replacement from a fixed seed (the same data always gives the same interval, on every
// machine), computes the figures on each and keeps the central `level` share of each figure's
// values. A figure undefined on more than 5 % of the resamples (κ or ROC-AUC when a class has a
// case or two only) has no interval: the resamples it is defined on would not be the data's.
// Pure, any thread.
struct Bootstrap {
    static constexpr int DefaultResamples = 2000;
    static constexpr quint64 DefaultSeed = 0x5eed2027c1a1u;
    static constexpr double MostlyDefined = 0.95;

    int resamples = DefaultResamples;
    double level = 0.95;
    quint64 seed = DefaultSeed;

    // One interval per figure that `figures` returns, over `cases` cases.
    QList<std::optional<Interval>> intervals(int cases, const FiguresOf &figures) const;
    // Paired: each resample's figures on B minus the same resample's figures on A (the same
    // cases in both runs), one interval of the difference per figure.
    QList<std::optional<Interval>> pairedDifferences(int cases, const FiguresOf &figuresA,
                                                     const FiguresOf &figuresB) const;
};

// The value at quantile q (0..1) of sorted values, interpolated between neighbours.
double quantileOfSorted(const QList<double> &sorted, double q);

} // namespace claimscope
