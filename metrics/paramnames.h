#pragma once

#include <QCoreApplication>
#include <QJsonValue>
#include <QString>

namespace claimscope {

// The words a person reads for a metric's parameter and its values, the same everywhere the
// workbench names one: "Turn Faithfulness › Penalize ambiguous claims: off → on". Machine output
// (JSON, the command line's setup lines) keeps the ids. Static, any thread.
struct ParamNames {
    Q_DECLARE_TR_FUNCTIONS(claimscope::ParamNames)

public:
    // "window_size" → "Window size", as the Metrics dock labels it.
    static QString label(const QString &param);
    // "Turn Faithfulness › Window size" (the id when the metric is unknown).
    static QString qualified(const QString &metricId, const QString &param);
    // A value as a person reads it: on/off, a number, "none", a list.
    static QString value(const QJsonValue &value);
    // "Turn Faithfulness › Window size: 10 → 1".
    // A param's value as the tables and cards write it: a threshold with two decimals at least
    // ("0.50"), else value().
    static QString shown(const QString &param, const QJsonValue &value);
    static QString change(const QString &metricId, const QString &param, const QJsonValue &before,
                          const QJsonValue &after);
};

} // namespace claimscope
