#pragma once

#include "judge/judge.h"
#include "model/judgesettings.h"

#include <QString>

#include <memory>

namespace claimscope {

class RequestScheduler;

// The judge, generator and embedder one run talks to, built from the settings.
struct JudgeSet {
    std::unique_ptr<RequestScheduler> scheduler; // null for the offline judge
    std::unique_ptr<Judge> judge;
    std::unique_ptr<Judge> generator; // null: the judge generates samples too
    std::unique_ptr<Embedder> embedder;
    QString judgeModel;
    QString generatorModel;
    QString error; // settings that cannot work

    JudgeSet();
    JudgeSet(JudgeSet &&) noexcept;
    JudgeSet &operator=(JudgeSet &&) noexcept;
    ~JudgeSet();
};

// Offline: the built-in lexical judge and embedder. OpenAI-compatible: one scheduler for
// the endpoint shared by judge, generator (generatorModel, else the judge model) and embedder
// (embeddingModel, else the judge model; "offline" picks the built-in embedder).
// Call on the engine thread.
JudgeSet makeJudges(const JudgeSettings &settings);

} // namespace claimscope
