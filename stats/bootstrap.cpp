#include "bootstrap.h"

#include <algorithm>
#include <cmath>

namespace claimscope {

namespace {

// SplitMix64: a small generator whose sequence is fixed by its seed alone, unlike the standard
// distributions, whose output differs between standard libraries.
class CaseDrawer
{
public:
    explicit CaseDrawer(quint64 seed)
        : m_state(seed)
    {
    }
    // An index in [0, cases), evenly (Lemire's multiply-shift on the upper 32 bits).
    int draw(int cases)
    {
        m_state += 0x9e3779b97f4a7c15u;
        quint64 z = m_state;
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
        z ^= z >> 31;
        return int(((z >> 32) * quint64(cases)) >> 32);
    }

private:
    quint64 m_state;
};

QList<std::optional<Interval>> percentiles(QList<QList<double>> &values, int resamples, double level)
{
    QList<std::optional<Interval>> result;
    for (QList<double> &figure : values) {
        if (double(figure.size()) < Bootstrap::MostlyDefined * resamples) {
            result.append(std::nullopt);
            continue;
        }
        std::sort(figure.begin(), figure.end());
        const double tail = (1.0 - level) / 2.0;
        result.append(Interval{quantileOfSorted(figure, tail), quantileOfSorted(figure, 1.0 - tail)});
    }
    return result;
}

} // namespace

double quantileOfSorted(const QList<double> &sorted, double q)
{
    if (sorted.isEmpty())
        return 0;
    const double position = q * double(sorted.size() - 1);
    const auto below = qsizetype(std::floor(position));
    const qsizetype above = std::min(below + 1, sorted.size() - 1);
    const double fraction = position - double(below);
    return sorted[below] + fraction * (sorted[above] - sorted[below]);
}

QList<std::optional<Interval>> Bootstrap::intervals(int cases, const FiguresOf &figures) const
{
    return pairedDifferences(cases, {}, figures);
}

QList<std::optional<Interval>> Bootstrap::pairedDifferences(int cases, const FiguresOf &figuresA,
                                                            const FiguresOf &figuresB) const
{
    if (cases <= 0 || resamples <= 0)
        return {};
    CaseDrawer drawer(seed);
    Resample resample(cases);
    QList<QList<double>> values;
    for (int r = 0; r < resamples; ++r) {
        for (int &index : resample)
            index = drawer.draw(cases);
        const Figures b = figuresB(resample);
        const Figures a = figuresA ? figuresA(resample) : Figures(b.size(), 0.0);
        if (values.isEmpty()) {
            values.resize(b.size());
            for (QList<double> &figure : values)
                figure.reserve(resamples);
        }
        for (qsizetype i = 0; i < b.size() && i < a.size(); ++i) {
            if (a[i] && b[i])
                values[i].append(*b[i] - *a[i]);
        }
    }
    return percentiles(values, resamples, level);
}

} // namespace claimscope
