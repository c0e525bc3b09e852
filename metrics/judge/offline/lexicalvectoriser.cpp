#include "lexicalvectoriser.h"

#include "textanalysis.h"

#include <QHash>

#include <cmath>

namespace claimscope {

namespace {

// Share of the stem block in the final vector; the character n-grams get the rest.
constexpr double stemShare = 0.6;
constexpr int shortestGram = 3;
constexpr int longestGram = 5;

// FNV-1a over UTF-16 code units, salted per block: stable across Qt versions and runs (qHash
// is not), so cached vectors stay valid.
quint64 fnv1a(const QString &text, quint64 salt)
{
    quint64 hash = 14695981039346656037ULL ^ salt;
    for (const QChar c : text) {
        hash ^= c.unicode();
        hash *= 1099511628211ULL;
    }
    return hash;
}

void addHashed(QList<double> &block, const QHash<QString, int> &counts, quint64 salt)
{
    for (auto it = counts.cbegin(); it != counts.cend(); ++it) {
        const quint64 hash = fnv1a(it.key(), salt);
        const double weight = 1.0 + std::log(double(it.value()));
        block[int(hash % LexicalVectoriser::dimension)] += (hash >> 63) ? -weight : weight;
    }
}

double norm(const QList<double> &v)
{
    double sum = 0;
    for (double x : v)
        sum += x * x;
    return std::sqrt(sum);
}

} // namespace

QList<double> LexicalVectoriser::vector(const QString &text)
{
    QHash<QString, int> stems;
    for (const QString &stem : TextAnalysis::contentStems(TextAnalysis::words(text)))
        ++stems[stem];

    QString normalised;
    normalised.reserve(text.size() + 2);
    for (const QChar c : text.toLower())
        normalised.append(c.isLetterOrNumber() ? c : QChar(u' '));
    normalised = QLatin1Char(' ') + normalised.simplified() + QLatin1Char(' ');
    QHash<QString, int> grams;
    if (normalised.size() > 2) {
        for (int n = shortestGram; n <= longestGram; ++n) {
            for (int i = 0; i + n <= normalised.size(); ++i)
                ++grams[normalised.mid(i, n)];
        }
    }

    QList<double> stemBlock(dimension, 0.0);
    QList<double> gramBlock(dimension, 0.0);
    addHashed(stemBlock, stems, 0x5354454dULL);
    addHashed(gramBlock, grams, 0x4752414dULL);
    const double stemNorm = norm(stemBlock);
    const double gramNorm = norm(gramBlock);
    QList<double> result(dimension, 0.0);
    for (int i = 0; i < dimension; ++i) {
        if (stemNorm > 0)
            result[i] += stemShare * stemBlock[i] / stemNorm;
        if (gramNorm > 0)
            result[i] += (stemNorm > 0 ? 1.0 - stemShare : 1.0) * gramBlock[i] / gramNorm;
    }
    const double total = norm(result);
    if (total > 0) {
        for (double &x : result)
            x /= total;
    }
    return result;
}

} // namespace claimscope
