#pragma once

#include "judge/judge.h"
#include "judge/promptrenderer.h"
#include "model/callrecord.h"
#include "model/judgesettings.h"
#include "model/metricresult.h"

#include <QJsonObject>
#include <QObject>
#include <QPointer>

#include <functional>
#include <optional>

namespace claimscope {

class StepCache;

// Who asked: the test case and metric a call is made for (for logs and statistics).
struct CallOrigin {
    int testCaseIndex = -1;
    QString metricId;
};

struct StepResult {
    bool ok = false;
    QJsonObject value; // the validated answer ({"text": ...} for plain generations)
    QString error;
    QString raw; // the last raw answer, when it was the answer that failed (a TextPreview of it)
    CallStats stats;
};

struct EmbedResult {
    bool ok = false;
    QList<QList<double>> vectors;
    QString error;
    CallStats stats;
};

// The judges, cache and templates of one run.
struct StepServices {
    Judge *judge = nullptr;
    Judge *generator = nullptr; // plain-text samples
    Embedder *embedder = nullptr;
    StepCache *cache = nullptr; // null: --no-cache
    TemplateSet templates;
    PriceTable prices;
    QString judgeModel;
    QString generatorModel;
    quint64 runId = 0;
    int repetition = 0; // of a repeated evaluation: each has its own cache slot
};

// Turns a StepCall into an answer: render the template, serve it from the StepCache or ask
// the judge, validate it, make the one repair retry, record the call. Engine worker thread.
class StepRunner : public QObject
{
    Q_OBJECT
public:
    explicit StepRunner(StepServices services, QObject *parent = nullptr);

    void ask(const CallOrigin &origin, const StepCall &call, std::function<void(const StepResult &)> done);
    void embed(const CallOrigin &origin, const QStringList &texts, std::function<void(const EmbedResult &)> done);
    // Aborts every request; pending callbacks are never called.
    void cancel();
    bool isCancelled() const { return m_cancelled; }
    // Whether plain-text generations (consistency samples) can be asked for at all.
    bool canGenerate() const { return m_services.generator && m_services.generator->canGenerate(); }

    // The rendered prompt of a call, as the log shows it.
    static QString promptText(const QList<ChatMessage> &messages);

Q_SIGNALS:
    void callRecorded(const claimscope::CallRecord &record);
    void stepIssued();
    // The template of `step` rendered one prompt.
    void templateRendered(const QString &step);
    void stepDone(bool cached, bool failed);

private:
    struct Attempt;
    void send(std::shared_ptr<Attempt> attempt);
    // Reads a reply; running out of memory on it fails the step, not the program.
    void onReply(std::shared_ptr<Attempt> attempt, const JudgeReply &reply);
    // The step's result from a reply, or nullopt when the one repair request went out instead.
    std::optional<StepResult> judged(std::shared_ptr<Attempt> attempt, const JudgeReply &reply);
    void finish(std::shared_ptr<Attempt> attempt, StepResult result);
    // The log entry of a call: who asked (callOf), then a judge step's or an embedding's details.
    CallRecord callOf(const CallOrigin &origin, const QString &step, const QString &judgeLabel) const;
    CallRecord record(const Attempt &attempt, bool cached) const;
    CallRecord embedRecord(const CallOrigin &origin, const Embedder &embedder, const QStringList &texts,
                           const EmbedReply &reply, qint64 latencyMs) const;
    // What a call cost: its tokens at the model's price (the batch price for an answer from a
    // provider batch), nothing for an answer from the cache; none without a price or token counts.
    std::optional<double> costOf(const QString &model, const JudgeReply &reply, bool cached) const;

    StepServices m_services;
    bool m_cancelled = false;
};

} // namespace claimscope
