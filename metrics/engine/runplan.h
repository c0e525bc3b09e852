#pragma once

#include "engine/runrequest.h"
#include "registry.h"

#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

namespace claimscope {

// A RunRequest read once: every metric's params resolved and checked, the steps the run may
// issue and what is wrong with their templates. The engine, the workbench, the CLI and every
// description of a run (report setup, result basis, run snapshot) read params from here. Pure
// value; any thread.
struct RunPlan {
    QList<const MetricInfo *> metrics;       // the metrics to run, in request order (unknown ids left out)
    QHash<QString, QJsonObject> params;      // every registry metric's resolved params
    QHash<QString, QStringList> paramErrors; // per metric run: its own and its components' errors
    QStringList steps;                       // every judge step the run's metrics may issue, once each
    QStringList templateProblems;            // unknown or missing placeholders in those steps' templates

    static RunPlan of(const RunRequest &request);

    // The resolved params of the components `metric` weighs (the trust score's), by metric id.
    QHash<QString, QJsonObject> componentParams(const MetricInfo &metric) const;
    // Every param error of the metrics run, then every template problem, each once.
    QStringList problems() const;
    // The metrics that do not apply to some of `testCases` (a run leaves them out there), one
    // line each in run order: "Faithfulness: not run on 12 of 477 test cases — needs …".
    QStringList notApplicable(const QList<TestCase> &testCases) const;
    // One such line: `metric` was not run on `missing` of `testCases` test cases, for `why`.
    static QString notApplicableLine(const QString &metric, int missing, int testCases, const QString &why);
};

} // namespace claimscope
