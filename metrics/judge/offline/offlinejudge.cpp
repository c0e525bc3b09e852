#include "offlinejudge.h"

#include "backgroundrunner.h"
#include "offlineanswers.h"
#include "offlinememo.h"

#include <QElapsedTimer>
#include <QJsonDocument>
#include <QScopeGuard>

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
            const QByteArray key = offlinememo::keyOf(call);
            std::optional<JudgeReply> reply = offlinememo::findOrClaimAnswer(key);
            if (reply) {
                reply->remembered = true;
            } else {
                // Claimed: others asking the same wait for it, so it is given back even if it throws.
                auto unclaim = qScopeGuard([&key] { offlinememo::releaseAnswer(key); });
                reply = OfflineAnswers::answer(call);
                offlinememo::keepAnswer(key, *reply);
                unclaim.dismiss();
            }
            reply->latencyMs = timer.elapsed();
            return [done, reply = *reply] { done(reply); };
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
