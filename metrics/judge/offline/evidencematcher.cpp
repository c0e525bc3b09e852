#include "evidencematcher.h"

#include "lexicon.h"
#include "stemmer.h"

#include <algorithm>
#include <cmath>

namespace claimscope {

namespace {

// Generic words of explanatory prose ("provide", "ensure", "various", "information") that
// carry little checkable content: they count this much of their IDF weight.
constexpr double weakWordShare = 0.3;

const QSet<QString> &weakStems()
{
    static const QSet<QString> stems = [] {
        const QString words =
            QStringLiteral("include including according provide provided follow following step steps use using "
                           "used ensure refer specific various example examples important consider help helps "
                           "able need needs make makes get gets take takes give gives way ways thing things like "
                           "well good new information detail details detailed process option options overall "
                           "mention mentioned note possible typical typically usual general particular "
                           "especially essentially basically simply directly key main significant relevant "
                           "related regarding based due result results case cases situation factor factors "
                           "aspect aspects type types kind kinds range variety number amount level part common "
                           "commonly known called want see find look know understand recommend suggest advise "
                           "try check learn keep available offer offers involve involves allow allows additional "
                           "addition furthermore moreover instance provides specifically certain crucial "
                           "essential aim ensure overall better best appropriate approach various able");
        QSet<QString> set;
        for (const QString &word : words.split(QLatin1Char(' '), Qt::SkipEmptyParts))
            set.insert(Stemmer::stem(word));
        return set;
    }();
    return stems;
}

QString pairKey(const QString &first, const QString &second)
{
    return first + QLatin1Char(' ') + second;
}

// The text's words for phrase matching: stems (stop words included) with synonyms as their
// group's stem, a Lexicon phrase as its one stem, hedges left out ("takes about 20 minutes" and
// "takes 20 minutes" share "take 20").
QStringList pairSequence(const AnalysedText &text)
{
    QStringList sequence;
    auto phrase = text.phrases.cbegin();
    for (int i = 0; i < text.words.size(); ++i) {
        if (phrase != text.phrases.cend() && phrase->first == i) {
            sequence.append(phrase->meaning);
            i = phrase->last;
            ++phrase;
        } else if (!Lexicon::isHedge(text.words[i])) {
            sequence.append(Lexicon::canonical(text.wordStems[i]));
        }
    }
    return sequence;
}

} // namespace

EvidenceMatcher::EvidenceMatcher(const QList<AnalysedText> &evidence, const QList<AnalysedText> &others)
    : m_evidence(evidence)
{
    auto count = [this](const AnalysedText &text) {
        for (const QString &stem : text.stemSet)
            ++m_documentFrequency[stem];
        ++m_documents;
    };
    for (const AnalysedText &text : evidence) {
        count(text);
        m_allStems.unite(text.stemSet);
        const QStringList sequence = pairSequence(text);
        for (int i = 1; i < sequence.size(); ++i)
            m_pairs.insert(pairKey(sequence[i - 1], sequence[i]));
    }
    for (const AnalysedText &text : others)
        count(text);
}

double EvidenceMatcher::weight(const QString &stem) const
{
    const int df = m_documentFrequency.value(stem, 0);
    const double idf = std::log(1.0 + double(m_documents + 1) / double(df + 1));
    return weakStems().contains(stem) ? weakWordShare * idf : idf;
}

QList<std::pair<QString, double>> EvidenceMatcher::weighted(const AnalysedText &claim) const
{
    QList<std::pair<QString, double>> result;
    QSet<QString> seen;
    for (const QString &stem : claim.stems) {
        if (!seen.contains(stem)) {
            seen.insert(stem);
            result.append({stem, weight(stem)});
        }
    }
    return result;
}

double EvidenceMatcher::covered(const QList<std::pair<QString, double>> &weighted, const QSet<QString> &stems)
{
    double total = 0;
    double found = 0;
    for (const auto &[stem, w] : weighted) {
        total += w;
        if (mentions(stems, stem))
            found += w;
    }
    return total > 0 ? found / total : 0;
}

double EvidenceMatcher::coverage(const AnalysedText &claim, const QSet<QString> &stems) const
{
    return covered(weighted(claim), stems);
}

bool EvidenceMatcher::mentions(const QSet<QString> &stems, const QString &stem)
{
    if (stems.contains(stem))
        return true;
    const QStringList &synonyms = Lexicon::synonyms(stem);
    return std::any_of(synonyms.begin(), synonyms.end(),
                       [&stems](const QString &synonym) { return stems.contains(synonym); });
}

double EvidenceMatcher::pairCoverage(const AnalysedText &claim) const
{
    const QStringList stems = pairSequence(claim);
    if (stems.size() < 2)
        return coverage(claim, m_allStems);
    int found = 0;
    for (int i = 1; i < stems.size(); ++i)
        found += m_pairs.contains(pairKey(stems[i - 1], stems[i])) ? 1 : 0;
    return double(found) / double(stems.size() - 1);
}

QList<EvidenceMatcher::Match> EvidenceMatcher::best(const AnalysedText &claim, int count, double floor) const
{
    const QList<std::pair<QString, double>> claimStems = weighted(claim);
    QList<Match> matches;
    for (int i = 0; i < m_evidence.size(); ++i) {
        const double c = covered(claimStems, m_evidence[i].stemSet);
        if (c > floor || (floor <= 0 && c >= 0))
            matches.append({i, c});
    }
    std::stable_sort(matches.begin(), matches.end(),
                     [](const Match &a, const Match &b) { return a.coverage > b.coverage; });
    if (matches.size() > count)
        matches.resize(count);
    return matches;
}

} // namespace claimscope
