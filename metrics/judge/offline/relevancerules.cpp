#include "relevancerules.h"

#include "claimextractor.h"
#include "evidencematcher.h"

#include <algorithm>

namespace claimscope {

namespace {

// A statement is relevant when it covers this weighted share of the input's content ...
constexpr double relevantInputShare = 0.2;
// ... or shares at least this many distinct content stems with it.
constexpr int relevantSharedStems = 3;
// A reply is on topic when it takes up this weighted share of the user's message.
constexpr double replyShare = 0.2;
// ... or this share of the earlier conversation (follow-ups such as "how is that calculated?").
constexpr double conversationShare = 0.15;
// Inputs with at most this many content stems are vague ("thanks!", "hello").
constexpr int vagueStems = 1;
// How many words a reason names.
constexpr int namedWords = 4;

// The words of `text` whose stems are in `stems`, distinct, in order, at most namedWords.
QString namedWordsOf(const AnalysedText &text, const QSet<QString> &stems)
{
    QStringList named;
    QSet<QString> seen;
    for (const QString &word : text.words) {
        const QStringList stem = TextAnalysis::contentStems({word});
        if (stem.isEmpty() || !stems.contains(stem.first()) || seen.contains(stem.first()))
            continue;
        seen.insert(stem.first());
        named.append(QLatin1Char('"') + word + QLatin1Char('"'));
        if (named.size() == namedWords)
            break;
    }
    return named.join(QStringLiteral(", "));
}

// Nothing specific once greetings, thanks and courtesies are set aside.
bool isVague(const AnalysedText &text)
{
    int stems = 0;
    for (const QString &sentence : TextAnalysis::sentences(text.text)) {
        const QString clean = ClaimExtractor::clean(sentence);
        if (!ClaimExtractor::isPleasantry(clean))
            stems += int(TextAnalysis::contentStems(TextAnalysis::words(clean)).size());
    }
    return stems <= vagueStems;
}

} // namespace

QList<RelevanceRules::Verdict> RelevanceRules::statements(const QString &input, const QString &context)
{
    const AnalysedText query = TextAnalysis::analyse(input);
    QList<AnalysedText> sentences;
    for (const QString &sentence : TextAnalysis::sentences(context))
        sentences.append(TextAnalysis::analyse(sentence));
    const EvidenceMatcher idf(sentences, {query});

    QList<Verdict> verdicts;
    for (const AnalysedText &sentence : std::as_const(sentences)) {
        const QSet<QString> shared = QSet<QString>(query.stemSet).intersect(sentence.stemSet);
        const double share = idf.coverage(query, sentence.stemSet);
        Verdict verdict;
        verdict.statement = sentence.text;
        verdict.relevant = !shared.isEmpty()
            && (share >= relevantInputShare || shared.size() >= relevantSharedStems);
        verdict.reason = verdict.relevant
            ? tr("It speaks of %1, which the input asks about.").arg(namedWordsOf(sentence, shared))
            : shared.isEmpty()
                ? tr("It shares nothing with the input.")
                : tr("It only touches %1 from the input.").arg(namedWordsOf(sentence, shared));
        verdicts.append(verdict);
    }
    return verdicts;
}

RelevanceRules::Verdict RelevanceRules::lastReply(const QList<Message> &messages)
{
    const auto lastAssistant = std::find_if(messages.rbegin(), messages.rend(), [](const Message &m) {
        return m.role == QLatin1String("assistant");
    });
    if (lastAssistant == messages.rend())
        return {QString(), true, tr("There is no assistant reply to judge.")};
    const int replyIndex = int(messages.rend() - lastAssistant) - 1;
    const AnalysedText reply = TextAnalysis::analyse(lastAssistant->content);

    int userIndex = -1;
    QList<AnalysedText> earlier;
    for (int i = 0; i < replyIndex; ++i) {
        earlier.append(TextAnalysis::analyse(messages[i].content));
        if (messages[i].role == QLatin1String("user"))
            userIndex = i;
    }
    Verdict verdict{lastAssistant->content, true, QString()};
    if (userIndex < 0) {
        verdict.reason = tr("The reply opens the conversation; nothing was asked yet.");
        return verdict;
    }
    const AnalysedText &question = earlier[userIndex];
    if (isVague(question)) {
        verdict.reason = tr("The user's message asks for nothing specific, so the reply fits it.");
        return verdict;
    }
    if (isVague(reply)) {
        verdict.relevant = false;
        verdict.reason = tr("The reply does not take up what the user asked about (%1).")
                             .arg(namedWordsOf(question, question.stemSet));
        return verdict;
    }
    QList<AnalysedText> documents = earlier;
    documents.append(reply);
    const EvidenceMatcher idf(documents, {});
    const QSet<QString> sharedWithQuestion = QSet<QString>(question.stemSet).intersect(reply.stemSet);
    if (idf.coverage(question, reply.stemSet) >= replyShare) {
        verdict.reason = tr("The reply takes up %1 from the user's message.")
                             .arg(namedWordsOf(question, sharedWithQuestion));
        return verdict;
    }
    QSet<QString> conversation;
    for (const AnalysedText &text : std::as_const(earlier))
        conversation.unite(text.stemSet);
    const QSet<QString> sharedWithConversation = QSet<QString>(reply.stemSet).intersect(conversation);
    if (idf.coverage(reply, conversation) >= conversationShare) {
        verdict.reason = tr("The reply continues the conversation's topic (%1).")
                             .arg(namedWordsOf(reply, sharedWithConversation));
        return verdict;
    }
    verdict.relevant = false;
    verdict.reason = tr("The reply does not take up what the user asked about (%1).")
                         .arg(namedWordsOf(question, question.stemSet));
    return verdict;
}

} // namespace claimscope
