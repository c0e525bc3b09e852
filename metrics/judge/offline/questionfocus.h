#pragma once

#include "textanalysis.h"

#include <QList>
#include <QSet>
#include <QString>

namespace claimscope {

// What a user's message asks about: the content stems of its sentences that are not courtesies
// ("Hi!", "Thanks"), without conversational filler ("any chance", "last question"), and the kind
// of answer each question expects (an amount, a time, a route ...). Plain value type, any thread.
class QuestionFocus
{
public:
    enum class Expects { Anything, Amount, Time, Duration, Count, Route };

    explicit QuestionFocus(const QString &message);

    // Focus stems of every sentence that is not a courtesy.
    const QSet<QString> &stems() const { return m_stems; }
    // The message's words whose stems are in `stems`, quoted (for reasons).
    QString describe(const QSet<QString> &stems, int count) const { return quoteWords(m_text, stems, count); }
    // The same, the words asked last first chosen (a window's input holds several questions: the
    // latest is the one its context serves), quoted in the message's order.
    QString describeLatest(const QSet<QString> &stems, int count) const
    {
        return quoteWords(m_text, stems, count, true);
    }
    // Nothing specific: only courtesies and filler.
    bool isVague() const { return m_stems.isEmpty(); }
    // Thanks, goodbyes or "that's all": the user is wrapping up.
    bool isClosing() const { return m_closing; }
    // Words or amounts in `reply` that give what one of the questions expects ("DKK 300" for
    // "how much", "Metro" for "how do I get there"), quoted; empty when none does.
    QString answerEvidence(const AnalysedText &reply) const;

    // The first `count` distinct words of `text` whose stems are in `stems` (the last ones when
    // `latestFirst`), quoted, in the text's order.
    static QString quoteWords(const AnalysedText &text, const QSet<QString> &stems, int count,
                              bool latestFirst = false);
    // A content stem that carries no topic in conversation ("chance", "question", "okay").
    static bool isFiller(const QString &stem);
    // Acknowledgements and send-offs ("You're welcome", "Enjoy your stay", "Safe travels").
    static bool isAcknowledgement(const QString &text);

private:
    AnalysedText m_text;
    QSet<QString> m_stems;
    QList<Expects> m_expects;
    bool m_closing = false;
};

} // namespace claimscope
