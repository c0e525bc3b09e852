#pragma once

#include "engine/runrequest.h"
#include "experiments/labelsplit.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace claimscope::cli {

enum class OutputFormat { Text, Json, Jsonl, Html };

// `claimscope-cli evaluate …` parsed and merged with --config and the environment.
struct EvaluateOptions {
    QStringList files;
    RunRequest request;      // test cases not loaded yet
    bool allMetrics = false; // no --metric: every metric the test case has fields for
    OutputFormat format = OutputFormat::Text;
    QString outputFile;
    bool showPrompts = false;
    bool details = false;
    bool quiet = false;
    bool saveRun = false; // keep the run in the run store
    int repeat = 1;       // --repeat N: run the evaluation N times, each repetition asking the judge again
    QString runName;      // empty: named after what changed since the previous run
    QString runNote;
    QString runsFile;     // empty: the default run store
    QStringList warnings; // printed on stderr, never fatal
    // --labels: a CSV file or metadata mappings; none when not given (an empty one is an error)
    std::optional<QString> labelsSpec;
    // --split: the part of the labelled cases agreement is printed for (none: all), split at the
    // share --config gives (label_split.tuning_share).
    std::optional<LabelSplit::Part> splitPart;
    LabelSplit split;
};

struct ParsedEvaluate {
    EvaluateOptions options;
    QStringList errors; // usage or input errors: exit code 2
    bool helpShown = false;
};

// Parses the evaluate command line (arguments after "evaluate"). Reads --config and the
// CLAIMSCOPE_* environment; resolves the API key from its variable into memory only.
ParsedEvaluate parseEvaluate(const QStringList &arguments);

// "trust_score.weights.semantic_drift=0" → metric "trust_score", params {"weights": {"semantic_drift": 0}}.
// The value is read as JSON when it parses as JSON, otherwise as a string.
bool applySet(const QString &assignment, QList<MetricSelection> &metrics, QString *error);

} // namespace claimscope::cli
