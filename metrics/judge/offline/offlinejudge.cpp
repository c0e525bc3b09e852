#include "offlinejudge.h"

#include "backgroundrunner.h"
#include "offlineanswers.h"

#include <QElapsedTimer>
#include <QJsonDocument>

namespace claimscope {

OfflineJudge::OfflineJudge(QObject *parent)
    : QObject(parent)
    , m_runner(new BackgroundRunner(this))
{
}

QString OfflineJudge::label() const
{
    return tr("Offline (lexical)");
}

QString OfflineJudge::refusal(const StepCall &call) const
{
    return OfflineAnswers::refusal(call);
}

QByteArray OfflineJudge::cacheIdentity() const
{
    return {};
}

QByteArray OfflineJudge::requestBody(const JudgeQuery &query) const
{
    const QJsonObject body{{QStringLiteral("step"), query.call.step}, {QStringLiteral("vars"), query.call.vars}};
    return QJsonDocument(body).toJson(QJsonDocument::Compact);
}

void OfflineJudge::send(const JudgeQuery &query, std::function<void(const JudgeReply &)> done)
{
    const QString step = query.call.step;
    m_runner->run(
        [call = query.call, done]() -> std::function<void()> {
            QElapsedTimer timer;
            timer.start();
            JudgeReply reply = OfflineAnswers::answer(call);
            reply.latencyMs = timer.elapsed();
            return [done, reply] { done(reply); };
        },
        [step, done] {
            JudgeReply reply;
            reply.error = tr("out of memory while the offline judge answered %1").arg(step);
            done(reply);
        });
}

void OfflineJudge::cancelAll()
{
    m_runner->cancel();
}

} // namespace claimscope
