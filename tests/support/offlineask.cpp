#include "offlineask.h"

#include "metrics/judge/offline/offlineanswers.h"

#include <QDebug>
#include <QJsonArray>
#include <QJsonDocument>

namespace claimscope {

QJsonObject askOffline(const QString &step, const QJsonObject &vars)
{
    const JudgeReply reply = OfflineAnswers::answer({step, vars});
    if (!reply.ok)
        qWarning() << step << reply.error;
    return QJsonDocument::fromJson(reply.content.toUtf8()).object();
}

QJsonObject offlineVerdict(const QString &claim, const QStringList &truths)
{
    const QJsonObject answer = askOffline(QStringLiteral("faithfulness__verdicts"),
                                          {{QStringLiteral("claims"), QJsonArray{claim}},
                                           {QStringLiteral("truths"), QJsonArray::fromStringList(truths)}});
    return answer.value(QLatin1String("verdicts")).toArray().at(0).toObject();
}

} // namespace claimscope
