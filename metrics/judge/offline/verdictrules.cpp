#include "verdictrules.h"

#include "stemmer.h"

#include <QHash>

#include <algorithm>
#include <optional>

namespace claimscope {

namespace {

// How many of the best-matching sentences are read together as the claim's support.
constexpr int supportSentences = 3;
// Weighted coverage by the best sentences from which a claim counts as supported.
constexpr double supportedCoverage = 0.70;
// Coverage from which a sentence talks about the same thing as the claim (contradictions).
constexpr double sameTopicCoverage = 0.45;
// Coverage a flipped negation needs: the sentence must say nearly the same words.
constexpr double negationCoverage = 0.70;
// Below this coverage by the whole context the claim is about something else: idk.
constexpr double topicFloor = 0.25;
// Longest quotation of evidence in a reason.
constexpr int quoteLength = 160;
// How many missing words a reason names.
constexpr int namedMissingWords = 3;

// Curated antonyms: a claim using one word of a pair where its evidence uses the other.
const QHash<QString, QStringList> &antonyms()
{
    static const QHash<QString, QStringList> table = [] {
        const char *pairs[][2] = {
            {"increase", "decrease"}, {"increase", "reduce"}, {"rise", "fall"},
            {"higher", "lower"}, {"more", "less"}, {"more", "fewer"}, {"maximum", "minimum"},
            {"above", "below"}, {"before", "after"}, {"earlier", "later"}, {"early", "late"},
            {"first", "last"}, {"begin", "end"}, {"start", "finish"}, {"open", "closed"},
            {"allow", "prohibit"}, {"allow", "forbid"}, {"permit", "prohibit"},
            {"legal", "illegal"}, {"possible", "impossible"}, {"required", "optional"},
            {"mandatory", "optional"}, {"always", "never"}, {"include", "exclude"},
            {"accept", "reject"}, {"approve", "deny"}, {"approve", "reject"}, {"win", "lose"},
            {"gain", "loss"}, {"profit", "loss"}, {"buy", "sell"}, {"public", "private"},
            {"free", "paid"}, {"cheap", "expensive"}, {"positive", "negative"},
            {"true", "false"}, {"correct", "incorrect"}, {"valid", "invalid"},
            {"safe", "dangerous"}, {"safe", "unsafe"}, {"same", "different"},
            {"similar", "different"}, {"north", "south"}, {"east", "west"}, {"inside", "outside"},
            {"import", "export"}, {"internal", "external"}, {"input", "output"},
            {"success", "failure"}, {"succeed", "fail"}, {"pass", "fail"}, {"hot", "cold"},
            {"large", "small"}, {"big", "small"}, {"long", "short"}, {"fast", "slow"},
            {"strong", "weak"}, {"easy", "difficult"}, {"alive", "dead"},
            {"temporary", "permanent"}, {"full", "empty"}, {"major", "minor"},
            {"lend", "borrow"}, {"deposit", "withdraw"}, {"add", "remove"}, {"enable", "disable"},
            {"online", "offline"}, {"majority", "minority"}, {"likely", "unlikely"},
            {"available", "unavailable"}, {"eligible", "ineligible"}, {"upper", "lower"},
            {"increase", "cut"}, {"most", "least"}, {"best", "worst"}, {"oldest", "newest"},
        };
        QHash<QString, QStringList> t;
        for (const auto &pair : pairs) {
            const QString a = Stemmer::stem(QString::fromLatin1(pair[0]));
            const QString b = Stemmer::stem(QString::fromLatin1(pair[1]));
            t[a].append(b);
            t[b].append(a);
        }
        return t;
    }();
    return table;
}

// Stems of every word (stop words included: "more", "before" are stop words).
QSet<QString> allWordStems(const AnalysedText &text)
{
    QSet<QString> stems;
    for (const QString &word : text.words)
        stems.insert(Stemmer::stem(word));
    return stems;
}

bool isCheckable(const Quantity &q)
{
    const bool unitless = q.kind == Quantity::Kind::Count || q.kind == Quantity::Kind::Ordinal;
    return !unitless || !q.unit.isEmpty() || (!q.text.isEmpty() && q.text.front().isDigit());
}

struct Conflict {
    QString reason;
    int index = -1;
};

std::optional<Conflict> quantityConflict(const AnalysedText &claim, const EvidenceMatcher &evidence,
                                         const QList<EvidenceMatcher::Match> &topical)
{
    for (const Quantity &q : claim.quantities) {
        bool found = false;
        for (int i = 0; i < evidence.size() && !found; ++i) {
            const auto &qs = evidence.evidence(i).quantities;
            found = std::any_of(qs.begin(), qs.end(), [&q](const Quantity &p) { return q.matches(p); });
        }
        if (found)
            continue;
        for (const auto &match : topical) {
            for (const Quantity &p : evidence.evidence(match.index).quantities) {
                if (p.comparable(q))
                    return Conflict{VerdictRules::tr("The context says %1, the claim says %2: \"%3\"")
                                        .arg(p.text, q.text,
                                             VerdictRules::quote(evidence.evidence(match.index).text)),
                                    match.index};
            }
        }
    }
    return std::nullopt;
}

std::optional<Conflict> wordingConflict(const AnalysedText &claim, const EvidenceMatcher &evidence,
                                        const QList<EvidenceMatcher::Match> &topical)
{
    const QSet<QString> claimStems = allWordStems(claim);
    for (const auto &match : topical) {
        const AnalysedText &sentence = evidence.evidence(match.index);
        if (match.coverage >= negationCoverage && (claim.negations % 2) != (sentence.negations % 2))
            return Conflict{VerdictRules::tr("The context says the opposite: \"%1\"")
                                .arg(VerdictRules::quote(sentence.text)),
                            match.index};
        const QSet<QString> sentenceStems = allWordStems(sentence);
        for (const QString &word : claim.words) {
            const QString stem = Stemmer::stem(word);
            for (const QString &opposite : antonyms().value(stem)) {
                if (sentenceStems.contains(opposite) && !sentenceStems.contains(stem)
                    && !claimStems.contains(opposite)) {
                    return Conflict{VerdictRules::tr("The context says \"%1\" where the claim says \"%2\": \"%3\"")
                                        .arg(opposite, word, VerdictRules::quote(sentence.text)),
                                    match.index};
                }
            }
        }
    }
    return std::nullopt;
}

// The claim's heaviest words that the support does not contain, in claim order.
QStringList missingWords(const AnalysedText &claim, const EvidenceMatcher &evidence,
                         const QSet<QString> &support)
{
    QList<std::pair<double, int>> ranked;
    QSet<QString> seen;
    for (int i = 0; i < claim.words.size(); ++i) {
        const QStringList stems = TextAnalysis::contentStems({claim.words[i]});
        if (stems.isEmpty() || support.contains(stems.first()) || seen.contains(stems.first()))
            continue;
        seen.insert(stems.first());
        ranked.append({evidence.weight(stems.first()), i});
    }
    std::stable_sort(ranked.begin(), ranked.end(),
                     [](const auto &a, const auto &b) { return a.first > b.first; });
    if (ranked.size() > namedMissingWords)
        ranked.resize(namedMissingWords);
    std::sort(ranked.begin(), ranked.end(), [](const auto &a, const auto &b) { return a.second < b.second; });
    QStringList words;
    for (const auto &entry : ranked)
        words.append(QLatin1Char('"') + claim.words[entry.second] + QLatin1Char('"'));
    return words;
}

} // namespace

QString ClaimVerdict::verdictName() const
{
    switch (kind) {
    case Kind::Yes:
        return QStringLiteral("yes");
    case Kind::No:
        return QStringLiteral("no");
    case Kind::Idk:
        break;
    }
    return QStringLiteral("idk");
}

QString VerdictRules::quote(const QString &text)
{
    QString simplified = text.simplified();
    if (simplified.size() > quoteLength)
        simplified = simplified.left(quoteLength - 1).trimmed() + QChar(0x2026);
    return simplified;
}

ClaimVerdict VerdictRules::judge(const AnalysedText &claim, const EvidenceMatcher &evidence)
{
    if (evidence.size() == 0)
        return {ClaimVerdict::Kind::Idk, tr("There is no retrieval context to check this claim against."), -1};
    const QList<EvidenceMatcher::Match> best = evidence.best(claim, supportSentences);
    const double overall = evidence.coverage(claim, evidence.allStems());
    if (best.isEmpty() || overall < topicFloor)
        return {ClaimVerdict::Kind::Idk, tr("The context does not mention this."), -1};

    QList<EvidenceMatcher::Match> topical;
    QSet<QString> support;
    for (const auto &match : best) {
        if (match.coverage >= sameTopicCoverage)
            topical.append(match);
        support.unite(evidence.evidence(match.index).stemSet);
    }
    if (auto conflict = quantityConflict(claim, evidence, topical))
        return {ClaimVerdict::Kind::No, conflict->reason, conflict->index};
    if (auto conflict = wordingConflict(claim, evidence, topical))
        return {ClaimVerdict::Kind::No, conflict->reason, conflict->index};

    QStringList unsupportedNumbers;
    for (const Quantity &q : claim.quantities) {
        bool found = false;
        for (const auto &match : best) {
            const auto &qs = evidence.evidence(match.index).quantities;
            found = found || std::any_of(qs.begin(), qs.end(), [&q](const Quantity &p) { return q.matches(p); });
        }
        if (!found && isCheckable(q))
            unsupportedNumbers.append(QLatin1Char('"') + q.text + QLatin1Char('"'));
    }
    const QString closest = quote(evidence.evidence(best.first().index).text);
    const double covered = evidence.coverage(claim, support);
    if (covered >= supportedCoverage && unsupportedNumbers.isEmpty())
        return {ClaimVerdict::Kind::Yes, tr("The context says: \"%1\"").arg(closest), best.first().index};

    QStringList missing = unsupportedNumbers + missingWords(claim, evidence, support);
    if (missing.size() > namedMissingWords)
        missing.resize(namedMissingWords);
    return {ClaimVerdict::Kind::No,
            tr("The context covers this topic but does not say %1; closest: \"%2\"")
                .arg(missing.join(QStringLiteral(", ")), closest),
            best.first().index};
}

} // namespace claimscope
