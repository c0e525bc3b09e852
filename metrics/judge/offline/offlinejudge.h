#pragma once

#include "metrics/judge/judge.h"

#include <QObject>

namespace claimscope {

class BackgroundRunner;

// The built-in judge labelled "Offline (lexical)": answers every structured step from lexical
// analysis (OfflineAnswers) on the global thread pool, with no key and no network; a step asked
// before is answered from offlinememo. Lives on the engine's thread; `done` is called there. Cannot write Epistemic
// Consistency samples.
class OfflineJudge : public QObject, public Judge
{
    Q_OBJECT

public:
    explicit OfflineJudge(QObject *parent = nullptr);

    QString label() const override;
    bool canGenerate() const override { return false; }
    // A step with more text than the offline judge reads (OfflineAnswers::MaxStepChars).
    QString refusal(const StepCall &call) const override;
    QByteArray cacheIdentity() const override;
    // Canonical compact JSON of {step, vars}, for the call log.
    QByteArray requestBody(const JudgeQuery &query) const override;
    void send(const JudgeQuery &query, std::function<void(const JudgeReply &)> done) override;
    void cancelAll() override;

private:
    BackgroundRunner *m_runner;
};

} // namespace claimscope
