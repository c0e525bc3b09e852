#pragma once

#include "judgesettings.h"

#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

namespace claimscope {

// A metric chosen for a run, with the user's parameter overrides.
struct MetricSelection {
    QString id;
    bool enabled = true;
    QJsonObject params;
    bool operator==(const MetricSelection &) const = default;
};

// What a project or a --config file configures besides its test cases: the judge (never its
// key), the metrics with their params, and the template overrides. Value type, any thread.
struct ProjectSettings {
    // The share of labelled test cases the judge is tuned on; the rest are held out.
    static constexpr double DefaultTuningShare = 0.6;

    JudgeSettings judge;
    QList<MetricSelection> metrics;
    QHash<QString, QString> templates;       // step → template text (overrides only)
    double tuningShare = DefaultTuningShare; // 0..1, "label_split.tuning_share"
    bool operator==(const ProjectSettings &) const = default;

    // Replaces the entry of metric.id, or appends it when the metric has none yet.
    void setMetric(const MetricSelection &metric);
};

QJsonObject projectSettingsToJson(const ProjectSettings &settings);
// Reads the "judge", "metrics", "templates" and "label_split" sections; every problem is appended to
// `errors` as "<file>: judge.max_concurrency: expected a whole number ≥ 1, got "eight"".
ProjectSettings projectSettingsFromJson(const QJsonObject &json, const QString &file, QStringList *errors);

} // namespace claimscope
