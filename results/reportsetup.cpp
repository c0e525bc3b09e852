#include "reportsetup.h"

#include "model/appversion.h"
#include "metrics/registry.h"

#include <QUrl>

namespace claimscope {

ReportSetup ReportSetup::of(const RunRequest &request)
{
    ReportSetup setup;
    setup.appVersion = claimscope::appVersion();
    setup.provider = request.judge.provider;
    QUrl url(request.judge.baseUrl);
    url.setUserInfo({});
    setup.baseUrl = url.toString();
    setup.model = request.judge.model;
    setup.embeddingModel = request.judge.embeddingModel;
    setup.generatorModel = request.judge.generatorModel;
    setup.structuredOutput = structuredOutputName(request.judge.structuredOutput);
    setup.judgeReadsTemplates = !request.judge.isOffline();
    QStringList withComponents;
    for (const MetricSelection &selection : request.metrics) {
        if (const MetricInfo *info = MetricRegistry::find(selection.id)) {
            setup.metricIds.append(info->id);
            setup.params.insert(info->id, MetricRegistry::resolve(*info, selection.params).values);
            withComponents.append(info->components);
        }
    }
    for (const QString &id : std::as_const(withComponents)) {
        const MetricInfo *info = MetricRegistry::find(id);
        if (info && !setup.params.contains(id))
            setup.params.insert(id, MetricRegistry::resolve(*info, request.paramOverrides.value(id)).values);
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
