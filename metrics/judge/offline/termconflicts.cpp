#include "termconflicts.h"

#include "lexicon.h"
#include "stemmer.h"

#include <QRegularExpression>

#include <algorithm>

namespace claimscope {

namespace {

constexpr auto caseless = QRegularExpression::CaseInsensitiveOption;

// A close sentence is on the claim's topic when it covers more than this of the claim's
// content, where one side states an amount or a limit ...
constexpr double statedTopicCoverage = 0.1;
// ... and this much where both sides only use words ("a fee" against "free").
constexpr double wordedTopicCoverage = 0.5;

// The terms a text can set on something; each pair of the first two and of the last two
// contradicts.
enum class Term { Free, Price, Unlimited, Limit };

// How a text states a term.
struct Wording {
    QString words;       // as written; empty when the text does not state the term
    bool amount = false; // with a number ("DKK 250", "up to 15 kg"), not in words alone
};

QString quoted(const QString &text)
{
    return QLatin1Char('"') + text + QLatin1Char('"');
}

// How the text words `meaning` with a Lexicon phrase, unless negated.
QString phraseWording(const AnalysedText &text, const QString &meaning)
{
    if (text.negatedStems.contains(meaning))
        return {};
    for (const Lexicon::Phrase &phrase : text.phrases) {
        if (phrase.meaning == meaning)
            return text.wordingOf(meaning);
    }
    return {};
}

Wording freeWording(const AnalysedText &text)
{
    static const QString free = Stemmer::stem(QStringLiteral("free"));
    if (const QString phrase = phraseWording(text, free); !phrase.isEmpty())
        return {phrase};
    // Not "tax-free", "feel free", "toll free", "free from defects", "free up space".
    static const QRegularExpression word(
        QStringLiteral(
            R"((?<![\w-])(?<!feel )(?<!toll )(free|complimentary)(?![\w-])(?!\s+(?:from|up)\b)(?!\s+of\s+(?!charge|cost)))"),
        caseless);
    const auto match = word.match(text.text);
    if (!match.hasMatch() || text.negatedStems.contains(Stemmer::stem(match.captured(1).toLower())))
        return {};
    return {match.captured(1)};
}

Wording unlimitedWording(const AnalysedText &text)
{
    static const QString unlimited = Stemmer::stem(QStringLiteral("unlimited"));
    if (const QString phrase = phraseWording(text, unlimited); !phrase.isEmpty())
        return {phrase};
    return {text.negatedStems.contains(unlimited) ? QString() : text.wordingOf(unlimited)};
}

// What the text charges: an amount of money next to a cost, fee, price ... or paid "for"
// something, with its wording around it ("a cleaning fee of DKK 250 per night"); else a cost,
// fee or charge it names without a negation ("a cleaning fee applies").
Wording priceWording(const AnalysedText &text)
{
    static const QString cost = Stemmer::stem(QStringLiteral("cost"));
    static const QSet<QString> payStems = {Stemmer::stem(QStringLiteral("pay")), Stemmer::stem(QStringLiteral("paid")),
                                           Stemmer::stem(QStringLiteral("payable"))};
    // A cost word of its own: not negated, not inside a phrase ("free of charge").
    int costWord = -1;
    for (int i = 0; i < text.wordStems.size() && costWord < 0; ++i) {
        const QString &s = text.wordStems[i];
        const bool inPhrase = std::any_of(text.phrases.begin(), text.phrases.end(),
                                          [i](const Lexicon::Phrase &p) { return i >= p.first && i <= p.last; });
        if (Lexicon::canonical(s) == cost && !text.negatedStems.contains(s) && !inPhrase)
            costWord = i;
    }
    const bool namesCost = costWord >= 0
        || std::any_of(text.wordStems.begin(), text.wordStems.end(),
                       [](const QString &s) { return payStems.contains(s); });
    static const QRegularExpression forAmount(QStringLiteral(R"(\bfor\s*$)"), caseless);
    static const QRegularExpression nounBefore(
        QStringLiteral(
            R"((?:\b(?:an?|the)\s+)?(?:[\w-]+\s+)?\b(?:fee|charge|cost|price|fare|tariff|surcharge|supplement)s?\s+of\s+$)"),
        caseless);
    static const QRegularExpression rateAfter(QStringLiteral(R"(^(?:\s+(?:per|a|an|each|every)\s+[\w-]+)+)"), caseless);
    for (const Quantity &q : text.quantities) {
        if (q.kind != Quantity::Kind::Money || q.value <= 0)
            continue;
        const QString before = text.text.left(q.position);
        if (!namesCost && !forAmount.match(before).hasMatch())
            continue;
        const auto noun = nounBefore.match(before);
        const qsizetype start = noun.hasMatch() ? noun.capturedStart() : q.position;
        const qsizetype end = q.position + q.text.size();
        const auto rate = rateAfter.match(text.text.mid(end));
        return {text.text.mid(start, end - start + (rate.hasMatch() ? rate.capturedLength() : 0)), true};
    }
    return {costWord >= 0 ? text.words[costWord] : QString()};
}

// An upper bound the text sets ("up to 15 kg", "no more than 2 pets", "under 12 years").
Wording limitWording(const AnalysedText &text)
{
    static const QRegularExpression bound(
        QStringLiteral(
            R"(\b(?:up to|maximum(?: of)?|max\.?|at most|no more than|not more than|under|below|less than|fewer than|limited to|not exceeding|a limit of)\s*$)"),
        caseless);
    static const QRegularExpression nextWord(QStringLiteral(R"(^\s+[\w-]+)"));
    for (const Quantity &q : text.quantities) {
        using K = Quantity::Kind;
        if (q.kind == K::Date || q.kind == K::Time || q.kind == K::Year || q.kind == K::Ordinal
            || !bound.match(text.text.left(q.position)).hasMatch())
            continue;
        if (q.kind == K::Count && !q.unit.isEmpty()) {
            const auto noun = nextWord.match(text.text.mid(q.position + q.text.size()));
            return {q.text + noun.captured(), true};
        }
        return {q.text, true};
    }
    return {};
}

Wording wording(const AnalysedText &text, Term term)
{
    switch (term) {
    case Term::Free: return freeWording(text);
    case Term::Price: return priceWording(text);
    case Term::Unlimited: return unlimitedWording(text);
    case Term::Limit: return limitWording(text);
    }
    return {};
}

// The context's side of a conflict, as the reason names it.
QString contextSays(Term term, const QString &words)
{
    return term == Term::Limit ? TermConflicts::tr("a limit of %1").arg(quoted(words)) : quoted(words);
}

} // namespace

std::optional<ClaimVerdict> TermConflicts::judge(const AnalysedText &claim, const EvidenceMatcher &evidence,
                                                 const QList<EvidenceMatcher::Match> &closest)
{
    QStringList contextSide;
    QStringList claimSide;
    int index = -1;
    static const std::pair<Term, Term> opposites[] = {{Term::Free, Term::Price}, {Term::Unlimited, Term::Limit}};
    for (const auto &[first, second] : opposites) {
        // A claim that says both ("free to join, then $5 a month") sets no single term.
        const Wording firstWording = wording(claim, first);
        const Wording secondWording = wording(claim, second);
        if (firstWording.words.isEmpty() == secondWording.words.isEmpty())
            continue;
        const bool saysFirst = !firstWording.words.isEmpty();
        const Term claimed = saysFirst ? first : second;
        const Term opposite = saysFirst ? second : first;
        const Wording &claimWording = saysFirst ? firstWording : secondWording;
        // The closest sentence on the topic that speaks of either term decides.
        for (const EvidenceMatcher::Match &match : closest) {
            if (match.coverage <= statedTopicCoverage)
                break;
            const AnalysedText &sentence = evidence.evidence(match.index);
            if (!wording(sentence, claimed).words.isEmpty())
                break;
            const Wording contextWording = wording(sentence, opposite);
            if (contextWording.words.isEmpty())
                continue;
            if (!claimWording.amount && !contextWording.amount && match.coverage < wordedTopicCoverage)
                break;
            contextSide.append(contextSays(opposite, contextWording.words));
            claimSide.append(quoted(claimWording.words));
            if (index < 0)
                index = match.index;
            break;
        }
    }
    if (index < 0)
        return std::nullopt;
    const QString separator = tr(" and ");
    return ClaimVerdict{ClaimVerdict::Kind::No,
                        tr("The context says %1; the claim says %2: \"%3\"")
                            .arg(contextSide.join(separator), claimSide.join(separator),
                                 VerdictRules::quote(evidence.evidence(index).text)),
                        index};
}

} // namespace claimscope
