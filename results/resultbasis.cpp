#include "resultbasis.h"

#include "metrics/engine/runplan.h"
#include "metrics/paramnames.h"
#include "metrics/registry.h"
#include "model/casechanges.h"
#include "model/urlcredentials.h"

namespace claimscope {

ResultBasis ResultBasis::of(const RunRequest &request)
{
    ResultBasis basis;
    basis.params = RunPlan::of(request).params;
    basis.templates = request.templates;
    basis.judgeReadsTemplates = !request.judge.isOffline();
    basis.judge = request.judge.isOffline()
        ? tr("the offline judge")
        : tr("%1 at %2").arg(request.judge.model, UrlCredentials::stripped(request.judge.baseUrl));
    for (int i = 0; i < request.testCases.size(); ++i)
        basis.testCases.insert(request.testCaseIndices.value(i, i), request.testCases[i]);
    return basis;
}

QStringList ResultBasis::outOfDate(const QString &metricId, const ResultBasis &now) const
{
    const MetricInfo *metric = MetricRegistry::find(metricId);
    if (!metric || !isKnown() || !now.isKnown())
        return {};
    QStringList why;
    if (judge != now.judge)
        why.append(tr("the judge changed from %1 to %2").arg(judge, now.judge));
    QStringList ids{metricId};
    ids.append(metric->components);
    for (const QString &id : ids) {
        const MetricInfo *info = MetricRegistry::find(id);
        const QJsonObject was = params.value(id);
        const QJsonObject is = now.params.value(id);
        for (const ParamInfo &param : info->params) {
            if (!info->changeNeedsRun(param.name) || was.value(param.name) == is.value(param.name))
                continue;
            why.append(ParamNames::change(id, param.name, was.value(param.name), is.value(param.name)));
        }
        if (!judgeReadsTemplates)
            continue;
        for (const QString &step : info->steps) {
            if (templates.text(step) != now.templates.text(step))
                why.append(tr("the template %1 was edited").arg(MetricRegistry::stepDisplayName(step)));
        }
    }
    why.removeDuplicates();
    return why;
}

QString ResultBasis::caseOutOfDate(int index, const TestCase *now) const
{
    const auto was = testCases.constFind(index);
    if (was == testCases.cend())
        return {};
    if (!now)
        return tr("the test case was removed");
    if (CaseChanges::sameContent(*was, *now))
        return {};
    if (was->displayName(index) != now->displayName(index))
        return tr("another test case is in its place now");
    return CaseChanges::summary(*was, *now);
}

const TestCase *ResultBasis::testCase(int index) const
{
    const auto found = testCases.constFind(index);
    return found == testCases.cend() ? nullptr : &*found;
}

} // namespace claimscope
