#pragma once

#include "judge.h"

#include <QCoreApplication>

#include <memory>

namespace claimscope {

// Stands in for a judge during `--dry-run`: sends nothing and answers every step with the
// answer that makes a metric ask the most (one claim judged "no", an irrelevant statement …),
// so a run shows every step and an upper bound of the requests. It keeps the real judge's
// cache identity and request bodies, so cached steps are recognised. Engine worker thread.
class PlanningJudge : public Judge
{
    Q_DECLARE_TR_FUNCTIONS(claimscope::PlanningJudge)

public:
    explicit PlanningJudge(std::unique_ptr<Judge> real);

    QString label() const override;
    QByteArray cacheIdentity() const override;
    QByteArray requestBody(const JudgeQuery &query) const override;
    void send(const JudgeQuery &query, std::function<void(const JudgeReply &)> done) override;
    void cancelAll() override;
    bool canGenerate() const override { return m_real->canGenerate(); }

    // The worst-case answer to a step (a JSON text, or plain text for samples).
    static QString plannedAnswer(const JudgeQuery &query);

private:
    std::unique_ptr<Judge> m_real;
};

// The embedding counterpart: unit vectors, nothing sent.
class PlanningEmbedder : public Embedder
{
    Q_DECLARE_TR_FUNCTIONS(claimscope::PlanningEmbedder)

public:
    explicit PlanningEmbedder(std::unique_ptr<Embedder> real);

    QString label() const override;
    QByteArray cacheIdentity() const override;
    void embed(const QStringList &texts, std::function<void(const EmbedReply &)> done) override;
    void cancelAll() override { }

private:
    std::unique_ptr<Embedder> m_real;
};

} // namespace claimscope
