#pragma once

#include "metrics/judge/judge.h"

#include <QCoreApplication>

namespace claimscope {

// The offline judge's answers: reads a step's name and variables (never the rendered prompt)
// and answers in the exact JSON shape of the step's AnswerKind, from lexical analysis alone.
// Deterministic (same call → same bytes). Pure function, any thread.
class OfflineAnswers
{
    Q_DECLARE_TR_FUNCTIONS(claimscope::OfflineAnswers)

public:
    // The most characters of text one step may hand the offline judge (about 250,000 tokens,
    // more than a judge model reads at once). Beyond it the step fails with a clear error, so
    // one huge answer cannot take the machine's memory.
    static constexpr qsizetype MaxStepChars = 1000000;

    static JudgeReply answer(const StepCall &call);
    // Why `call` hands the offline judge more text than it reads; empty when it does not.
    static QString refusal(const StepCall &call);
};

} // namespace claimscope
