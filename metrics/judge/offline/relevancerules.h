#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace claimscope {

// The offline judge's relevance rules: weighted stem overlap of a retrieval statement with the
// user's input, and of the last assistant reply with what preceded it (vague replies to vague
// inputs such as greetings and thanks count as relevant). Pure functions, any thread.
class RelevanceRules
{
    Q_DECLARE_TR_FUNCTIONS(claimscope::RelevanceRules)

public:
    struct Verdict {
        QString statement;
        bool relevant = false;
        QString reason;
    };
    struct Message {
        QString role;       // "user" or "assistant"
        QString content;
    };

    // One verdict per sentence of `context`, judged against `input`.
    static QList<Verdict> statements(const QString &input, const QString &context);
    // Is the last assistant message relevant to the messages before it?
    static Verdict lastReply(const QList<Message> &messages);
};

} // namespace claimscope
