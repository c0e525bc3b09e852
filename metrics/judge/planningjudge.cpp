#include "planningjudge.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTimer>

namespace claimscope {

namespace {

QString compact(const QJsonObject &object)
{
    return QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact));
}

} // namespace

PlanningJudge::PlanningJudge(std::unique_ptr<Judge> real)
    : m_real(std::move(real))
{
}

QString PlanningJudge::label() const
{
    return tr("%1 (dry run)").arg(m_real->label());
}

QByteArray PlanningJudge::cacheIdentity() const
{
    return m_real->cacheIdentity();
}

QByteArray PlanningJudge::requestBody(const JudgeQuery &query) const
{
    return m_real->requestBody(query);
}

QString PlanningJudge::plannedAnswer(const JudgeQuery &query)
{
    const QString placeholder = tr("(known after the run)");
    const QJsonObject no{{QStringLiteral("verdict"), QStringLiteral("no")}, {QStringLiteral("reason"), placeholder}};
    switch (query.kind) {
    case AnswerKind::Truths: return compact({{QStringLiteral("truths"), QJsonArray{placeholder}}});
    case AnswerKind::Claims: return compact({{QStringLiteral("claims"), QJsonArray{placeholder}}});
    case AnswerKind::FaithfulnessVerdicts: {
        QJsonArray verdicts;
        for (int i = 0; i < qMax(1, query.call.expectedCount); ++i)
            verdicts.append(no);
        return compact({{QStringLiteral("verdicts"), verdicts}});
    }
    case AnswerKind::RelevancyVerdicts: {
        QJsonObject statement = no;
        statement.insert(QStringLiteral("statement"), placeholder);
        return compact({{QStringLiteral("verdicts"), QJsonArray{statement}}});
    }
    case AnswerKind::SingleVerdict: return compact(no);
    case AnswerKind::Reason: return compact({{QStringLiteral("reason"), placeholder}});
    case AnswerKind::Spans:
        return compact({{QStringLiteral("spans"),
                         QJsonArray{QJsonObject{{QStringLiteral("index"), 0},
                                                {QStringLiteral("reason"), placeholder},
                                                {QStringLiteral("supported"), false}}}}});
    case AnswerKind::PlainText: return placeholder;
    }
    return {};
}

void PlanningJudge::send(const JudgeQuery &query, std::function<void(const JudgeReply &)> done)
{
    JudgeReply reply;
    reply.ok = true;
    reply.attempts = 0;
    reply.content = plannedAnswer(query);
    // Answer from the event loop, like a real judge, so pipelines never recurse.
    QTimer::singleShot(0, [done, reply] { done(reply); });
}

void PlanningJudge::cancelAll()
{
}

PlanningEmbedder::PlanningEmbedder(std::unique_ptr<Embedder> real)
    : m_real(std::move(real))
{
}

QString PlanningEmbedder::label() const
{
    return tr("%1 (dry run)").arg(m_real->label());
}

QByteArray PlanningEmbedder::cacheIdentity() const
{
    return m_real->cacheIdentity();
}

void PlanningEmbedder::embed(const QStringList &texts, std::function<void(const EmbedReply &)> done)
{
    EmbedReply reply;
    reply.ok = true;
    reply.requests = 1;
    for (qsizetype i = 0; i < texts.size(); ++i)
        reply.vectors.append(QList<double>{1.0});
    QTimer::singleShot(0, [done, reply] { done(reply); });
}

} // namespace claimscope
