#include "reportsetup.h"

#include "metrics/engine/runplan.h"
#include "metrics/registry.h"
#include "model/appversion.h"
#include "model/urlcredentials.h"

#include <QUrl>

namespace claimscope {

ReportSetup ReportSetup::of(const RunRequest &request)
{
    ReportSetup setup;
    setup.appVersion = claimscope::appVersion();
    setup.provider = request.judge.provider;
    setup.baseUrl = UrlCredentials::stripped(request.judge.baseUrl);
    setup.model = request.judge.model;
    setup.embeddingModel = request.judge.embeddingModel;
    setup.generatorModel = request.judge.generatorModel;
    setup.structuredOutput = structuredOutputName(request.judge.structuredOutput);
    setup.judgeReadsTemplates = !request.judge.isOffline();
    const RunPlan plan = RunPlan::of(request);
    for (const MetricInfo *info : plan.metrics) {
        setup.metricIds.append(info->id);
        setup.params.insert(info->id, plan.params.value(info->id));
        for (const QString &component : info->components)
            setup.params.insert(component, plan.params.value(component));
    }
    const QHash<QString, QString> overrides = request.templates.overrides();
    for (auto it = overrides.begin(); it != overrides.end(); ++it) {
        if (it.value() != TemplateSet::defaultText(it.key()))
            setup.editedTemplates.insert(it.key(), it.value());
    }
    return setup;
}

QList<ChangedParam> changedParams(const ReportSetup &setup)
{
    QList<ChangedParam> changed;
    for (auto it = setup.params.begin(); it != setup.params.end(); ++it) {
        const MetricInfo *info = MetricRegistry::find(it.key());
        if (!info)
            continue;
        for (const ParamInfo &param : info->params) {
            const QJsonValue value = it.value().value(param.name);
            if (value != param.defaultValue && !value.isUndefined())
                changed.append({info->id, param.name, param.defaultValue, value});
        }
    }
    return changed;
}

} // namespace claimscope
