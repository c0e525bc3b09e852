#include "relevancerules.h"
#include "sentences.h"

#include "evidencematcher.h"
#include "questionfocus.h"

#include <algorithm>

namespace claimscope {

namespace {

// A reply that shares no focus word with the user's latest message still continues the
// conversation when the message is a short follow-up ("and for kids?") with at most this many
// focus words ...
constexpr int followUpStems = 2;
// ... and this weighted share of the reply's content comes from the earlier conversation.
constexpr double conversationShare = 0.15;
// How many words a reason names.
constexpr int namedWords = 4;

bool isUser(const RelevanceRules::Message &message)
{
    return message.role == QLatin1String("user");
}

} // namespace

QList<RelevanceRules::Verdict> RelevanceRules::statements(const QString &input, const QString &context)
{
    const QuestionFocus focus(input);
    QList<Verdict> verdicts;
    for (const QString &text : splitSentences(context)) {
        const AnalysedText sentence = TextAnalysis::analyse(text);
        const QSet<QString> shared = QSet<QString>(sentence.stemSet).intersect(focus.stems());
        const QString evidence = focus.answerEvidence(sentence);
        Verdict verdict;
        verdict.statement = sentence.text;
        verdict.relevant = !shared.isEmpty() || !evidence.isEmpty();
        if (!shared.isEmpty())
            verdict.reason = tr("It speaks of %1, which the user's questions ask about.")
                                 .arg(QuestionFocus::quoteWords(sentence, shared, namedWords));
        else if (!evidence.isEmpty())
            verdict.reason = tr("It gives %1, the kind of answer the user's questions ask for.").arg(evidence);
        else if (focus.isVague())
            verdict.reason = tr("The user's questions ask for nothing specific that this statement answers.");
        else
            verdict.reason = tr("It says nothing about %1, which the user's questions ask about.")
                                 .arg(focus.describeLatest(focus.stems(), namedWords));
        verdicts.append(verdict);
    }
    return verdicts;
}

RelevanceRules::Verdict RelevanceRules::lastReply(const QList<Message> &messages)
{
    const auto lastAssistant = std::find_if(messages.rbegin(), messages.rend(),
                                            [](const Message &m) { return m.role == QLatin1String("assistant"); });
    if (lastAssistant == messages.rend())
        return {QString(), true, tr("There is no assistant reply to judge.")};
    const int replyIndex = int(messages.rend() - lastAssistant) - 1;
    // The user's latest message: the user turns since the assistant spoke before the reply.
    int recentEnd = replyIndex;
    while (recentEnd > 0 && !isUser(messages[recentEnd - 1]))
        --recentEnd;
    int recentStart = recentEnd;
    while (recentStart > 0 && isUser(messages[recentStart - 1]))
        --recentStart;

    Verdict verdict{lastAssistant->content, true, QString()};
    if (recentStart == recentEnd) {
        verdict.reason = tr("The reply opens the conversation; nothing was asked yet.");
        return verdict;
    }
    QStringList recentTexts;
    for (int i = recentStart; i < recentEnd; ++i)
        recentTexts.append(messages[i].content);
    const QuestionFocus recent(recentTexts.join(QLatin1Char('\n')));
    const QuestionFocus replyFocus(lastAssistant->content);
    const AnalysedText reply = TextAnalysis::analyse(lastAssistant->content);

    if (recent.isClosing() && (replyFocus.isVague() || QuestionFocus::isAcknowledgement(reply.text))) {
        verdict.reason = tr("The user is wrapping up and the reply acknowledges it.");
        return verdict;
    }
    if (recent.isVague()) {
        verdict.reason = tr("The user's message asks for nothing specific, so the reply fits it.");
        return verdict;
    }
    const QString asked = recent.describe(recent.stems(), namedWords);
    if (replyFocus.isVague()) {
        verdict.relevant = false;
        verdict.reason = tr("The reply only offers courtesies; the user asked about %1.").arg(asked);
        return verdict;
    }
    const QSet<QString> shared = QSet<QString>(recent.stems()).intersect(reply.stemSet);
    if (!shared.isEmpty()) {
        verdict.reason = tr("The reply takes up %1 from the user's message.").arg(recent.describe(shared, namedWords));
        return verdict;
    }
    const QString evidence = recent.answerEvidence(reply);
    if (!evidence.isEmpty()) {
        verdict.reason = tr("The reply answers what the user asked (%1) with %2.").arg(asked, evidence);
        return verdict;
    }
    if (recent.stems().size() <= followUpStems) {
        QList<AnalysedText> earlier;
        QSet<QString> conversation;
        for (int i = 0; i < recentEnd; ++i) {
            earlier.append(TextAnalysis::analyse(messages[i].content));
            conversation.unite(earlier.last().stemSet);
        }
        earlier.append(reply);
        const EvidenceMatcher idf(earlier, {});
        if (idf.coverage(reply, conversation) >= conversationShare) {
            verdict.reason = tr("The reply continues the conversation's topic (%1).")
                                 .arg(QuestionFocus::quoteWords(
                                     reply, QSet<QString>(reply.stemSet).intersect(conversation), namedWords));
            return verdict;
        }
    }
    verdict.relevant = false;
    verdict.reason = tr("The reply does not take up what the user asked about (%1).").arg(asked);
    return verdict;
}

} // namespace claimscope
