#include "evidencematcher.h"

#include <algorithm>
#include <cmath>

namespace claimscope {

EvidenceMatcher::EvidenceMatcher(const QList<AnalysedText> &evidence,
                                 const QList<AnalysedText> &others)
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
    }
    for (const AnalysedText &text : others)
        count(text);
}

double EvidenceMatcher::weight(const QString &stem) const
{
    const int df = m_documentFrequency.value(stem, 0);
    return std::log(1.0 + double(m_documents + 1) / double(df + 1));
}

double EvidenceMatcher::coverage(const AnalysedText &claim, const QSet<QString> &stems) const
{
    double total = 0;
    double found = 0;
    for (const QString &stem : claim.stemSet) {
        const double w = weight(stem);
        total += w;
        if (stems.contains(stem))
            found += w;
    }
    return total > 0 ? found / total : 0;
}

QList<EvidenceMatcher::Match> EvidenceMatcher::best(const AnalysedText &claim, int count,
                                                    double floor) const
{
    QList<Match> matches;
    for (int i = 0; i < m_evidence.size(); ++i) {
        const double c = coverage(claim, m_evidence[i].stemSet);
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
