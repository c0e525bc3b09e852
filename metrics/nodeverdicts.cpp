#include "nodeverdicts.h"

#include "engine/metricrun.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace claimscope {

namespace {

// lupdate files the strings of free functions in namespace claimscope under "claimscope".
QString tr(const char *text)
{
    return QCoreApplication::translate("claimscope", text);
}

} // namespace

void judgeNodes(MetricRun &run, const QJsonObject &vars, const QList<ContextNode> &nodes, const QString &scope,
                bool prefixStatements, std::function<void(const NodeVerdicts &)> done)
{
    QList<StepCall> calls;
    for (int i = 0; i < nodes.size(); ++i) {
        StepCall call;
        call.step = run.info().id + QStringLiteral("__verdicts");
        call.vars = vars;
        call.vars.insert(QStringLiteral("context"), nodes[i].item.text);
        call.scope = scope.isEmpty() ? tr("node %1").arg(i + 1) : tr("%1, node %2").arg(scope).arg(i + 1);
        calls.append(call);
    }
    run.askAll(calls, [nodes, prefixStatements, done](const QList<QJsonObject> &answers) {
        NodeVerdicts result;
        for (int i = 0; i < answers.size(); ++i) {
            for (const QJsonValue &entry : answers[i].value(QStringLiteral("verdicts")).toArray()) {
                const QJsonObject verdict = entry.toObject();
                BreakdownItem item;
                item.kind = BreakdownItem::Kind::Statement;
                item.text = verdict.value(QStringLiteral("statement")).toString();
                item.verdict = verdict.value(QStringLiteral("verdict")).toString();
                item.reason = verdict.value(QStringLiteral("reason")).toString();
                item.turnIndex = nodes[i].turnIndex;
                result.statements.append(item);
                if (item.verdict == QLatin1String("yes")) {
                    ++result.relevant;
                    result.relevantStatements.append(item.text);
                } else {
                    const QString reason = item.reason.isEmpty() ? item.text : item.reason;
                    result.irrelevantReasons.append(prefixStatements ? item.text + QStringLiteral(": ") + reason
                                                                     : reason);
                }
            }
        }
        done(result);
    });
}

} // namespace claimscope
