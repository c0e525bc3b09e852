#pragma once

#include <QList>
#include <QMetaType>

#include <optional>

namespace claimscope {

// How one (test case, metric) came out over the repetitions of a repeated evaluation (`--repeat
// N`): the spread of its score and how often its verdict changed. Value type, any thread.
struct RepeatStats {
    int repetitions = 0; // how many ran, scored or not
    int scored = 0;      // how many gave a score (the rest errored or were skipped)
    double mean = 0;
    double sd = 0; // sample standard deviation (n − 1); 0 for a single score
    double min = 0;
    double max = 0;
    int passes = 0; // scored repetitions that passed their threshold

    // The share of scored repetitions whose verdict differs from the more common one: 0 when
    // every repetition passed (or every one failed), 0.5 at the most unstable.
    double flipRate() const;
    bool operator==(const RepeatStats &) const = default;

    // The statistics of the outcomes of each repetition: its score (none: errored or skipped)
    // and whether it passed.
    struct Outcome {
        std::optional<double> score;
        bool success = false;
    };
    static RepeatStats of(const QList<Outcome> &outcomes);
};

} // namespace claimscope
