#include "questionfocus.h"
#include "sentences.h"

#include "claimextractor.h"
#include "stemmer.h"

#include <QRegularExpression>
#include <algorithm>

namespace claimscope {

namespace {

constexpr auto caseless = QRegularExpression::CaseInsensitiveOption;

QSet<QString> stemsOf(const char *words)
{
    QSet<QString> stems;
    for (const QString &word : QString::fromLatin1(words).split(QLatin1Char(' '), Qt::SkipEmptyParts))
        stems.insert(Stemmer::stem(word));
    return stems;
}

// Words of the journey itself: a reply naming one answers "how do I get there?".
const QSet<QString> &routeStems()
{
    static const QSet<QString> stems =
        stemsOf("metro subway underground train tram bus coach taxi cab shuttle ferry boat flight fly "
                "walk walking drive driving car bike cycle station stop line platform terminal exit "
                "route road street highway motorway");
    return stems;
}

QList<QuestionFocus::Expects> expectations(const QString &question)
{
    using E = QuestionFocus::Expects;
    static const QList<std::pair<QRegularExpression, E>> cues = {
        {QRegularExpression(
             QStringLiteral(
                 R"(\bhow much\b|\b(?:cost|costs|price|prices|fee|fees|charge|charges|fare|fares|rate|rates)\b)"),
             caseless),
         E::Amount},
        {QRegularExpression(
             QStringLiteral(R"(\bwhen\b|\bwhat time\b|\bwhich day\b|\bwhat date\b|\bhow (?:early|late)\b|\bhours\b)"),
             caseless),
         E::Time},
        {QRegularExpression(QStringLiteral(R"(\bhow long\b|\bhow far\b)"), caseless), E::Duration},
        {QRegularExpression(QStringLiteral(R"(\bhow (?:many|often)\b)"), caseless), E::Count},
        {QRegularExpression(
             QStringLiteral(
                 R"(\bget (?:to|there|here|from)\b|\b(?:way|route|directions?) (?:to|from)\b|\bhow (?:do|can|should) (?:i|we) (?:go|reach|travel)\b)"),
             caseless),
         E::Route},
    };
    QList<E> result;
    for (const auto &[pattern, expects] : cues) {
        if (pattern.match(question).hasMatch())
            result.append(expects);
    }
    return result;
}

bool givesQuantity(QuestionFocus::Expects expects, const Quantity &q)
{
    using E = QuestionFocus::Expects;
    using K = Quantity::Kind;
    switch (expects) {
    case E::Amount: return q.kind == K::Money || q.kind == K::Percent;
    case E::Time: return q.kind == K::Time || q.kind == K::Date || q.kind == K::Year;
    case E::Duration: return q.kind == K::Duration || q.kind == K::Measure;
    case E::Count: return q.kind == K::Count || q.kind == K::Percent || q.kind == K::Duration;
    case E::Route:
    case E::Anything: break;
    }
    return false;
}

} // namespace

bool QuestionFocus::isFiller(const QString &stem)
{
    static const QSet<QString> filler =
        stemsOf("hi hello hey thanks thank ok okay hmm hm ah oh um well great good nice perfect cool "
                "awesome wonderful lovely fine sure right alright chance question questions last quick "
                "easiest easy best way ways thing things lot bit fairly pretty quite really possible "
                "anyway also wondering wonder want wanted like know tell mean go going get help please "
                "bye goodbye cheers");
    return filler.contains(stem);
}

bool QuestionFocus::isAcknowledgement(const QString &text)
{
    static const QRegularExpression acknowledgement(
        QStringLiteral(
            R"(\b(?:you(?:'|’)re (?:very )?welcome|you are (?:very )?welcome|my pleasure|no problem|any ?time|glad|happy to help|enjoy (?:your|the)|safe (?:travels|trip|journey)|look(?:ing)? forward to|see you|take care|(?:good)?bye|have a (?:great|nice|good|lovely|wonderful|pleasant|safe)|thank you|thanks)\b)"),
        caseless);
    return acknowledgement.match(text).hasMatch();
}

QuestionFocus::QuestionFocus(const QString &message)
    : m_text(TextAnalysis::analyse(message))
{
    static const QRegularExpression closing(
        QStringLiteral(
            R"(\b(?:thanks|thank you|cheers|bye|goodbye|see you|that(?:'|’)?s (?:all|it|everything)|have a (?:great|nice|good) (?:day|evening|one))\b)"),
        caseless);
    m_closing = closing.match(message).hasMatch();
    for (const QString &sentence : splitSentences(message)) {
        const QString clean = ClaimExtractor::clean(sentence);
        if (ClaimExtractor::isPleasantry(clean))
            continue;
        for (const QString &stem : TextAnalysis::contentStems(TextAnalysis::words(clean))) {
            if (!isFiller(stem))
                m_stems.insert(stem);
        }
        if (clean.endsWith(QLatin1Char('?')) || clean.contains(QLatin1Char('?')))
            m_expects += expectations(clean);
    }
}

QString QuestionFocus::quoteWords(const AnalysedText &text, const QSet<QString> &stems, int count, bool latestFirst)
{
    // The words chosen from the end or the start, quoted in the text's order either way.
    QList<int> chosen;
    QSet<QString> seen;
    const int words = int(text.words.size());
    for (int n = 0; n < words && chosen.size() < count; ++n) {
        const int i = latestFirst ? words - 1 - n : n;
        const QString &stem = text.wordStems[i];
        if (stems.contains(stem) && !seen.contains(stem)) {
            seen.insert(stem);
            chosen.append(i);
        }
    }
    std::sort(chosen.begin(), chosen.end());
    QStringList named;
    for (const int i : std::as_const(chosen))
        named.append(QLatin1Char('"') + text.words[i] + QLatin1Char('"'));
    return named.join(QStringLiteral(", "));
}

QString QuestionFocus::answerEvidence(const AnalysedText &reply) const
{
    for (Expects expects : m_expects) {
        for (const Quantity &q : reply.quantities) {
            if (givesQuantity(expects, q))
                return QLatin1Char('"') + q.text + QLatin1Char('"');
        }
        if (expects != Expects::Route)
            continue;
        for (int i = 0; i < reply.words.size(); ++i) {
            if (routeStems().contains(reply.wordStems[i]))
                return QLatin1Char('"') + reply.words[i] + QLatin1Char('"');
        }
    }
    return {};
}

} // namespace claimscope
