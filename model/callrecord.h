#pragma once

#include <QMetaType>
#include <QString>

#include <optional>

namespace claimscope {

// One judge, generator or embedding call as the judge-call log shows it. Never holds a key.
struct CallRecord {
    quint64 runId = 0;
    int testCaseIndex = -1;
    QString metricId;
    QString step;  // "faithfulness__verdicts", "embeddings"
    QString scope; // "window 2", "node 3"
    QString judgeLabel;
    bool cached = false;
    bool repair = false; // the one repair retry after a malformed answer
    bool batch = false;  // answered through a provider batch (priced at the batch discount)
    bool ok = false;
    int attempts = 0;
    int httpStatus = 0;
    qint64 latencyMs = 0;
    int promptTokens = -1;
    int completionTokens = -1;
    std::optional<double> costUsd;
    QString prompt;  // the rendered messages, "role: content" blocks; an embedding call's texts
    QString request; // the request body as sent (model, temperature, schema …), pretty JSON; never a key
    QString answer;  // the raw answer text (of an unusable one, a TextPreview)
    QString error;
};

} // namespace claimscope

Q_DECLARE_METATYPE(claimscope::CallRecord)
