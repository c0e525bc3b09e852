#pragma once

#include <QCoreApplication>
#include <QList>
#include <QMetaType>
#include <QString>

#include <optional>

namespace claimscope {

// How one (test case, metric) came out over the repetitions of a repeated evaluation (`--repeat
// N`): the spread of its score and how often its verdict changed. Value type, any thread.
struct RepeatStats {
    Q_DECLARE_TR_FUNCTIONS(claimscope::RepeatStats)

public:
    int repetitions = 0; // how many ran, scored or not
    int scored = 0;      // how many gave a score (the rest errored or were skipped)
    double mean = 0;
    double sd = 0; // sample standard deviation (n − 1); 0 for a single score
    double min = 0;
    double max = 0;
    int passes = 0; // scored repetitions that passed their threshold

    // How each repetition came out: its score (none: errored or skipped) and whether it passed;
    // `decidedBy` is the value its pass was decided on when that is not the score (TrustifAI's
    // raw score behind a rounded one), and a partial result never passes.
    struct Outcome {
        std::optional<double> score;
        bool success = false;
        std::optional<double> decidedBy;
        bool partial = false;
        bool operator==(const Outcome &) const = default;
    };
    QList<Outcome> outcomes; // in repetition order

    // The share of scored repetitions whose verdict differs from the more common one: 0 when
    // every repetition passed (or every one failed), 0.5 at the most unstable.
    double flipRate() const;
    bool operator==(const RepeatStats &) const = default;

    // The spread as every view says it: "over 3 repetitions: mean 0.667 ± 0.577, range
    // 0.000–1.000, passed 2 of 3, flip rate 0.33".
    QString text() const;
    // The flip-rate column's text: "0.33 (2/3 pass)"; "—" with nothing scored.
    QString flipText() const;

    // The statistics of the outcomes of each repetition.
    static RepeatStats of(const QList<Outcome> &outcomes);
    // The same repetitions decided again at a new threshold (the scores stay); unchanged when
    // the outcomes are not known.
    RepeatStats redecided(double threshold) const;
};

} // namespace claimscope
