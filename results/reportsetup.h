#pragma once

#include "metrics/engine/runrequest.h"

#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

namespace claimscope {

// The setup that produced a report's results, reduced to what a reader needs to reproduce it:
// the build, the judge (never its key), the metrics with their resolved params and the
// templates that differ from the shipped ones. Value type, any thread.
struct ReportSetup {
    QString appVersion;
    QString provider;
    QString baseUrl; // without credentials (UrlCredentials::stripped)
    QString model;
    QString embeddingModel;
    QString generatorModel;
    QString structuredOutput;               // "json_schema" …
    bool judgeReadsTemplates = true;        // the offline judge does not
    QStringList metricIds;                  // the metrics run, in run order
    QMap<QString, QJsonObject> params;      // metric id → every param, defaults filled in
    QMap<QString, QString> editedTemplates; // step → its text, only where it differs from the default
    // Results the workbench marks out of date when the report is written, and why ("turn 6
    // edited"): the report says so beside the judge.
    int outOfDateResults = 0;
    QStringList outOfDate;

    static ReportSetup of(const RunRequest &request);
    bool isKnown() const { return !appVersion.isEmpty(); }
};

// One param whose value differs from the registry's default.
struct ChangedParam {
    QString metricId;
    QString name;
    QJsonValue defaultValue;
    QJsonValue value;
};

// The params of `setup`'s metrics (and their components) that differ from the defaults.
QList<ChangedParam> changedParams(const ReportSetup &setup);

} // namespace claimscope
