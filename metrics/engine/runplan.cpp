#include "runplan.h"

#include <QCoreApplication>

namespace claimscope {

RunPlan RunPlan::of(const RunRequest &request)
{
    RunPlan plan;
    QHash<QString, QStringList> errors;
    for (const MetricInfo &info : MetricRegistry::all()) {
        const ResolvedParams resolved = MetricRegistry::resolve(info, request.params.value(info.id));
        plan.params.insert(info.id, resolved.values);
        errors.insert(info.id, resolved.errors);
    }
    for (const QString &id : request.metrics) {
        const MetricInfo *info = MetricRegistry::find(id);
        if (!info || plan.metrics.contains(info))
            continue;
        plan.metrics.append(info);
        QStringList own = errors.value(id);
        for (const QString &component : info->components)
            own.append(errors.value(component));
        plan.paramErrors.insert(id, own);
        plan.steps.append(info->steps);
        for (const QString &component : info->components) {
            if (const MetricInfo *part = MetricRegistry::find(component))
                plan.steps.append(part->steps);
        }
    }
    plan.steps.removeDuplicates();
    plan.templateProblems = request.templates.validate(plan.steps);
    return plan;
}

QHash<QString, QJsonObject> RunPlan::componentParams(const MetricInfo &metric) const
{
    QHash<QString, QJsonObject> components;
    for (const QString &component : metric.components)
        components.insert(component, params.value(component));
    return components;
}

QStringList RunPlan::problems() const
{
    QStringList found;
    for (const MetricInfo *info : metrics)
        found.append(paramErrors.value(info->id));
    found.append(templateProblems);
    found.removeDuplicates();
    return found;
}

QStringList RunPlan::notApplicable(const QList<TestCase> &testCases) const
{
    QStringList lines;
    for (const MetricInfo *info : metrics) {
        int missing = 0;
        QString why; // the first test case's reason stands for all: they lack the same kind of input
        for (const TestCase &testCase : testCases) {
            const QString reason = info->missingInput(testCase);
            if (reason.isEmpty())
                continue;
            ++missing;
            if (why.isEmpty())
                why = reason;
        }
        if (missing > 0)
            lines.append(notApplicableLine(info->displayName, missing, int(testCases.size()), why));
    }
    return lines;
}

QString RunPlan::notApplicableLine(const QString &metric, int missing, int testCases, const QString &why)
{
    return QCoreApplication::translate("claimscope::RunPlan", "%1: not run on %2 of %n test case(s) — %3", nullptr,
                                       testCases)
        .arg(metric, QString::number(missing), why);
}

} // namespace claimscope
