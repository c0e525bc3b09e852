#pragma once

#include "textanalysis.h"

#include <QHash>
#include <QList>
#include <QSet>

namespace claimscope {

// IDF-weighted stem overlap of claims against candidate evidence sentences (a Lexicon synonym
// counts as the word): which sentences support a claim best, and how much of the claim's
// content they cover. The IDF comes from the texts of one request (evidence plus the claims
// being judged). Built and used on one thread (a pool thread of the offline judge); immutable
// after construction.
class EvidenceMatcher
{
public:
    struct Match {
        int index = -1;      // evidence sentence
        double coverage = 0; // weighted share of the claim's stems found in it, 0..1
    };

    EvidenceMatcher(const QList<AnalysedText> &evidence, const QList<AnalysedText> &others);

    int size() const { return int(m_evidence.size()); }
    const AnalysedText &evidence(int index) const { return m_evidence[index]; }
    // Inverse document frequency of a stem over the request's texts (rare → heavy).
    double weight(const QString &stem) const;
    // Weighted share of the claim's distinct stems that `stems` mentions.
    double coverage(const AnalysedText &claim, const QSet<QString> &stems) const;
    // `stems` contains `stem` or one of its Lexicon synonyms.
    static bool mentions(const QSet<QString> &stems, const QString &stem);
    // The `count` best sentences by coverage (ties: earlier sentence first); none below `floor`.
    QList<Match> best(const AnalysedText &claim, int count, double floor = 0) const;
    // Every stem of every evidence sentence.
    const QSet<QString> &allStems() const { return m_allStems; }
    // Share of the claim's adjacent word pairs (stems, stop words included, hedges left out,
    // synonyms alike) that occur somewhere in the evidence: phrase-level support that a bag of
    // words misses.
    double pairCoverage(const AnalysedText &claim) const;

private:
    // The claim's distinct stems in order, with their weights.
    QList<std::pair<QString, double>> weighted(const AnalysedText &claim) const;
    static double covered(const QList<std::pair<QString, double>> &weighted, const QSet<QString> &stems);

    QList<AnalysedText> m_evidence;
    QHash<QString, int> m_documentFrequency;
    QSet<QString> m_allStems;
    QSet<QString> m_pairs;
    int m_documents = 0;
};

} // namespace claimscope
