#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace claimscope {

// The offline judge's relevance rules: a retrieval statement or the last reply is relevant when it
// takes up a focus word of the user's input (by stem) or gives the kind of answer a question
// expects; courtesies answer greetings, thanks and goodbyes. Pure functions, any thread.
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
        QString role; // "user" or "assistant"
        QString content;
    };

    // One verdict per sentence of `context`, judged against `input`.
    static QList<Verdict> statements(const QString &input, const QString &context);
    // Is the last assistant message relevant to the messages before it?
    static Verdict lastReply(const QList<Message> &messages);
};

} // namespace claimscope
