#pragma once

#include "model/projectsettings.h"

#include <QCommandLineOption>
#include <QCoreApplication>
#include <QList>
#include <QStringList>

#include <optional>

class QCommandLineParser;

namespace claimscope::cli {

// The judge's options (--config, --judge-url, --api-key-env …) and the CLAIMSCOPE_* environment,
// shared by every command that reaches the judge's endpoint (evaluate, batches cancel), so the
// same flags make the same JudgeSettings. CLI main thread.
class JudgeOptions
{
    Q_DECLARE_TR_FUNCTIONS(claimscope::cli::JudgeOptions)

public:
    JudgeOptions();

    QList<QCommandLineOption> all() const;
    // What --config FILE configures; nothing when it is not given or cannot be read (`errors`
    // then says why).
    std::optional<ProjectSettings> readConfig(const QCommandLineParser &parser, QStringList &errors) const;
    // Over `settings`: CLAIMSCOPE_JUDGE_URL, CLAIMSCOPE_JUDGE_MODEL and CLAIMSCOPE_API_KEY_ENV,
    // then the options given; every value out of range goes to `errors`.
    void apply(const QCommandLineParser &parser, JudgeSettings &settings, QStringList &errors) const;
    // The API key from the variable settings.apiKeyEnv names, into memory only; without one, a
    // warning that requests go without an Authorization header.
    static void readApiKey(JudgeSettings &settings, QStringList &warnings);

    QCommandLineOption config;
    QCommandLineOption judge;
    QCommandLineOption url;
    QCommandLineOption model;
    QCommandLineOption embedding;
    QCommandLineOption generator;
    QCommandLineOption keyEnv;
    QCommandLineOption concurrency;
    QCommandLineOption timeout;
    QCommandLineOption retries;
    QCommandLineOption rpm;
    QCommandLineOption tpm;
    QCommandLineOption maxReply;
    QCommandLineOption structured;
};

} // namespace claimscope::cli
