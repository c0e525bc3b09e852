#include "verdictrules.h"

#include "stemmer.h"
#include "termconflicts.h"

#include <QHash>

#include <algorithm>
#include <optional>

namespace claimscope {

namespace {

// How many of the best-matching sentences a reason and the contradiction checks look at.
constexpr int candidateSentences = 3;
// A claim is supported when the mean of its weighted stem coverage by the context and the
// share of its word pairs found in the context reaches this.
constexpr double supportedScore = 0.45;
// A sentence states "the same thing" as the claim (so a difference contradicts) when it covers
// this much of the claim ...
constexpr double sameThingCoverage = 0.75;
// ... and the claim covers this much of the sentence.
constexpr double sameThingReverse = 0.5;
// Another sentence this close that agrees with the claim cancels a flipped negation.
constexpr double agreeingCoverage = 0.6;
// Longest quotation of evidence in a reason.
constexpr int quoteLength = 160;
// How many missing words a reason names.
constexpr int namedMissingWords = 3;

// Curated antonyms: a claim using one word of a pair where its evidence uses the other.
const QHash<QString, QStringList> &antonyms()
{
    static const QHash<QString, QStringList> table = [] {
        const char *pairs[][2] = {
            {"increase", "decrease"},
            {"increase", "reduce"},
            {"rise", "fall"},
            {"higher", "lower"},
            {"more", "less"},
            {"more", "fewer"},
            {"maximum", "minimum"},
            {"above", "below"},
            {"before", "after"},
            {"earlier", "later"},
            {"early", "late"},
            {"first", "last"},
            {"begin", "end"},
            {"start", "finish"},
            {"open", "closed"},
            {"allow", "prohibit"},
            {"allow", "forbid"},
            {"permit", "prohibit"},
            {"legal", "illegal"},
            {"possible", "impossible"},
            {"required", "optional"},
            {"mandatory", "optional"},
            {"always", "never"},
            {"include", "exclude"},
            {"accept", "reject"},
            {"approve", "deny"},
            {"approve", "reject"},
            {"win", "lose"},
            {"gain", "loss"},
            {"profit", "loss"},
            {"buy", "sell"},
            {"public", "private"},
            {"free", "paid"},
            {"cheap", "expensive"},
            {"positive", "negative"},
            {"true", "false"},
            {"correct", "incorrect"},
            {"valid", "invalid"},
            {"safe", "dangerous"},
            {"safe", "unsafe"},
            {"same", "different"},
            {"similar", "different"},
            {"north", "south"},
            {"east", "west"},
            {"inside", "outside"},
            {"import", "export"},
            {"internal", "external"},
            {"input", "output"},
            {"success", "failure"},
            {"succeed", "fail"},
            {"pass", "fail"},
            {"hot", "cold"},
            {"large", "small"},
            {"big", "small"},
            {"long", "short"},
            {"fast", "slow"},
            {"strong", "weak"},
            {"easy", "difficult"},
            {"alive", "dead"},
            {"temporary", "permanent"},
            {"full", "empty"},
            {"major", "minor"},
            {"lend", "borrow"},
            {"deposit", "withdraw"},
            {"add", "remove"},
            {"enable", "disable"},
            {"online", "offline"},
            {"majority", "minority"},
            {"likely", "unlikely"},
            {"available", "unavailable"},
            {"eligible", "ineligible"},
            {"upper", "lower"},
            {"increase", "cut"},
            {"best", "worst"},
            {"oldest", "newest"},
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
    return QSet<QString>(text.wordStems.begin(), text.wordStems.end());
}

// Amounts, percentages, durations, dates and times must appear in the context for a claim to
// count as supported; bare counts and ordinals are often labels ("step 2", "401(k)").
bool mustAppear(const Quantity &q)
{
    return q.kind != Quantity::Kind::Count && q.kind != Quantity::Kind::Ordinal;
}

bool appears(const Quantity &q, const EvidenceMatcher &evidence)
{
    for (int i = 0; i < evidence.size(); ++i) {
        const auto &qs = evidence.evidence(i).quantities;
        if (std::any_of(qs.begin(), qs.end(), [&q](const Quantity &p) { return q.matches(p); }))
            return true;
    }
    return false;
}

struct Conflict {
    QString reason;
    int index = -1;
};

std::optional<Conflict> quantityConflict(const AnalysedText &claim, const EvidenceMatcher &evidence,
                                         const QList<EvidenceMatcher::Match> &sameThing)
{
    for (const Quantity &q : claim.quantities) {
        if (appears(q, evidence))
            continue;
        for (const auto &match : sameThing) {
            for (const Quantity &p : evidence.evidence(match.index).quantities) {
                if (p.comparable(q))
                    return Conflict{VerdictRules::tr("The context says %1, the claim says %2: \"%3\"")
                                        .arg(p.text, q.text, VerdictRules::quote(evidence.evidence(match.index).text)),
                                    match.index};
            }
        }
    }
    return std::nullopt;
}

// Does another close sentence give `stem` the claim's polarity?
bool someSentenceAgrees(const AnalysedText &claim, const EvidenceMatcher &evidence, const QString &stem)
{
    const bool negated = claim.negatedStems.contains(stem);
    for (const auto &match : evidence.best(claim, candidateSentences, agreeingCoverage)) {
        const AnalysedText &sentence = evidence.evidence(match.index);
        if (sentence.stemSet.contains(stem) && sentence.negatedStems.contains(stem) == negated)
            return true;
    }
    return false;
}

// Words that say "not" without a negation ("avoid putting" = "do not put", "failure to
// release" = "does not release"), and instructions to check a condition ("verify that X
// matches"), which assert neither polarity: a text with either cannot flip a negation.
bool polarityIsUnclear(const AnalysedText &text)
{
    static const QSet<QString> cues = [] {
        QSet<QString> stems;
        for (const char *word :
             {"avoid", "fail", "failure", "lack", "unable", "absence", "absent", "prevent", "refrain", "stop",
              "instead", "rather", "except", "verify", "ensure", "check", "confirm", "sure"})
            stems.insert(Stemmer::stem(QString::fromLatin1(word)));
        return stems;
    }();
    return std::any_of(text.wordStems.begin(), text.wordStems.end(),
                       [](const QString &stem) { return cues.contains(stem); });
}

// Exactly one of claim and sentence is negated, over a word both use, and no other close
// sentence agrees with the claim ("Encrypted images are scanned" against "... are not
// scanned"). Two negated texts ("does not scan" / "aren't scanned") never flip.
bool negationFlipped(const AnalysedText &claim, const AnalysedText &sentence, const EvidenceMatcher &evidence)
{
    if ((claim.negations > 0) == (sentence.negations > 0) || polarityIsUnclear(claim) || polarityIsUnclear(sentence))
        return false;
    const QSet<QString> &negated = claim.negations > 0 ? claim.negatedStems : sentence.negatedStems;
    const QSet<QString> shared = QSet<QString>(claim.stemSet).intersect(sentence.stemSet);
    return std::any_of(shared.begin(), shared.end(), [&](const QString &stem) {
        return negated.contains(stem) && !someSentenceAgrees(claim, evidence, stem);
    });
}

std::optional<Conflict> wordingConflict(const AnalysedText &claim, const EvidenceMatcher &evidence,
                                        const QList<EvidenceMatcher::Match> &sameThing)
{
    const QSet<QString> claimStems = allWordStems(claim);
    for (const auto &match : sameThing) {
        const AnalysedText &sentence = evidence.evidence(match.index);
        if (negationFlipped(claim, sentence, evidence))
            return Conflict{
                VerdictRules::tr("The context says the opposite: \"%1\"").arg(VerdictRules::quote(sentence.text)),
                match.index};
        const QSet<QString> sentenceStems = allWordStems(sentence);
        for (int w = 0; w < claim.words.size(); ++w) {
            for (const QString &opposite : antonyms().value(claim.wordStems[w])) {
                if (sentenceStems.contains(opposite) && !sentenceStems.contains(claim.wordStems[w])
                    && !claimStems.contains(opposite)) {
                    return Conflict{
                        VerdictRules::tr("The context says \"%1\" where the claim says \"%2\": \"%3\"")
                            .arg(sentence.wordingOf(opposite), claim.words[w], VerdictRules::quote(sentence.text)),
                        match.index};
                }
            }
        }
    }
    return std::nullopt;
}

// The claim's heaviest words (or phrases) that the support does not mention, in claim order.
QStringList missingWords(const AnalysedText &claim, const EvidenceMatcher &evidence, const QSet<QString> &support)
{
    QList<std::pair<double, int>> ranked;
    QSet<QString> seen;
    for (int i = 0; i < claim.stems.size(); ++i) {
        const QString &stem = claim.stems[i];
        if (seen.contains(stem) || EvidenceMatcher::mentions(support, stem))
            continue;
        seen.insert(stem);
        ranked.append({evidence.weight(stem), i});
    }
    std::stable_sort(ranked.begin(), ranked.end(), [](const auto &a, const auto &b) { return a.first > b.first; });
    if (ranked.size() > namedMissingWords)
        ranked.resize(namedMissingWords);
    std::sort(ranked.begin(), ranked.end(), [](const auto &a, const auto &b) { return a.second < b.second; });
    QStringList words;
    for (const auto &entry : ranked)
        words.append(QLatin1Char('"') + claim.wordingOf(claim.stems[entry.second]) + QLatin1Char('"'));
    return words;
}

} // namespace

QString ClaimVerdict::verdictName() const
{
    switch (kind) {
    case Kind::Yes: return QStringLiteral("yes");
    case Kind::No: return QStringLiteral("no");
    case Kind::Idk: break;
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
    // `idk` only for a claim that shares no content word with the context at all. A claim on
    // the context's topic that the context does not state is `no` below: the verdict prompt
    // keeps `no` for direct contradictions, so this stretches it, deliberately (a context that
    // speaks about the topic and says something else is taken to gainsay the claim). With
    // default parameters `idk` counts as faithful, so the stretch is what lets invented
    // details lower the score; without any context there is no topic to stretch to.
    const double overall = evidence.coverage(claim, evidence.allStems());
    if (overall <= 0)
        return {ClaimVerdict::Kind::Idk, tr("The context does not mention this."), -1};

    const QList<EvidenceMatcher::Match> best = evidence.best(claim, candidateSentences);
    QList<EvidenceMatcher::Match> sameThing;
    for (const auto &match : best) {
        const AnalysedText &sentence = evidence.evidence(match.index);
        if (match.coverage >= sameThingCoverage && evidence.coverage(sentence, claim.stemSet) >= sameThingReverse)
            sameThing.append(match);
    }
    if (auto conflict = quantityConflict(claim, evidence, sameThing))
        return {ClaimVerdict::Kind::No, conflict->reason, conflict->index};
    if (auto conflict = TermConflicts::judge(claim, evidence, best))
        return *conflict;
    if (auto conflict = wordingConflict(claim, evidence, sameThing))
        return {ClaimVerdict::Kind::No, conflict->reason, conflict->index};

    QStringList missing;
    for (const Quantity &q : claim.quantities) {
        if (mustAppear(q) && !appears(q, evidence))
            missing.append(QLatin1Char('"') + q.text + QLatin1Char('"'));
    }
    const int closestIndex = best.first().index;
    const QString closest = quote(evidence.evidence(closestIndex).text);
    const double support = (overall + evidence.pairCoverage(claim)) / 2;
    if (support >= supportedScore && missing.isEmpty())
        return {ClaimVerdict::Kind::Yes, tr("The context says: \"%1\"").arg(closest), closestIndex};

    missing += missingWords(claim, evidence, evidence.allStems());
    if (missing.size() > namedMissingWords)
        missing.resize(namedMissingWords);
    if (missing.isEmpty())
        return {ClaimVerdict::Kind::No,
                tr("The context uses these words but never says this; closest: \"%1\"").arg(closest), closestIndex};
    return {ClaimVerdict::Kind::No,
            tr("The context covers this topic but does not say %1; closest: \"%2\"")
                .arg(missing.join(QStringLiteral(", ")), closest),
            closestIndex};
}

} // namespace claimscope
