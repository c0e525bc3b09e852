#include "lexicon.h"

#include "stemmer.h"

#include <QHash>
#include <QSet>

#include <algorithm>

namespace claimscope {

namespace {

// Words that mean the same in the texts the judge checks; the first word's stem stands for
// the group. Kept general: hotel, travel, retail and customer-support vocabulary.
const char *const synonymGroups[] = {
    "start begin commence",
    "end finish conclude",
    "cost price fare fee charge tariff",
    "open staffed",
    "free complimentary",
    "buy purchase",
    "refund reimburse",
    "allow permit welcome",
    "child children kid",
    "luggage baggage",
    "help assist assistance",
    "choose select pick",
    "show display",
    "repair fix mend",
    "book reserve reservation",
    "require mandatory compulsory",
    "customer client",
    "large big",
    "fast quick rapid",
    "photo picture",
    "reception receptionist",
    "lift elevator",
    "deliver delivery ship shipping",
    "phone telephone",
};

// Phrases (as lower-case words, hyphens and slashes split) and the word whose stem they mean.
struct PhraseEntry {
    const char *words;
    const char *meaning;
};

const PhraseEntry phraseEntries[] = {
    {"free of charge", "free"},
    {"free of cost", "free"},
    {"at no cost", "free"},
    {"at no extra cost", "free"},
    {"at no additional cost", "free"},
    {"no charge", "free"},
    {"no extra charge", "free"},
    {"no additional charge", "free"},
    {"without charge", "free"},
    {"no fee", "free"},
    {"no fees", "free"},
    {"around the clock", "always"},
    {"round the clock", "always"},
    {"24 7", "always"},
    {"24 hours a day", "always"},
    {"24 hours every day", "always"},
    {"24 hours daily", "always"},
    {"24 hour", "always"},
    {"day and night", "always"},
    {"night and day", "always"},
    {"at all times", "always"},
    {"monday to friday", "weekday"},
    {"monday through friday", "weekday"},
    {"monday friday", "weekday"},
    {"mondays to fridays", "weekday"},
    {"saturday and sunday", "weekend"},
    {"saturdays and sundays", "weekend"},
    {"saturday sunday", "weekend"},
    {"any size", "unlimited"},
    {"all sizes", "unlimited"},
    {"any weight", "unlimited"},
    {"any age", "unlimited"},
    {"any number", "unlimited"},
    {"no limit", "unlimited"},
    {"no limits", "unlimited"},
    {"without limit", "unlimited"},
    {"no restriction", "unlimited"},
    {"no restrictions", "unlimited"},
    {"no maximum", "unlimited"},
    {"regardless of size", "unlimited"},
    {"regardless of weight", "unlimited"},
    {"regardless of age", "unlimited"},
    {"money back", "refund"},
    {"front desk", "reception"},
    {"wi fi", "wifi"},
};

const char *const hedges[] = {"about",  "around",   "approximately", "approx",    "roughly",   "circa",      "nearly",
                              "almost", "normally", "usually",       "typically", "generally", "ordinarily", "mostly"};

struct Tables {
    QHash<QString, QString> canonical;
    QHash<QString, QStringList> synonyms;
    QHash<QString, QList<std::pair<QStringList, QString>>> phrasesByFirstWord;
    QSet<QString> hedges;
};

const Tables &tables()
{
    static const Tables t = [] {
        Tables built;
        for (const char *group : synonymGroups) {
            QStringList stems;
            for (const QString &word : QString::fromLatin1(group).split(QLatin1Char(' ')))
                stems.append(Stemmer::stem(word));
            stems.removeDuplicates();
            for (const QString &stem : std::as_const(stems)) {
                built.canonical.insert(stem, stems.first());
                QStringList others = stems;
                others.removeAll(stem);
                built.synonyms.insert(stem, others);
            }
        }
        for (const PhraseEntry &entry : phraseEntries) {
            const QStringList words = QString::fromLatin1(entry.words).split(QLatin1Char(' '));
            built.phrasesByFirstWord[words.first()].append({words, Stemmer::stem(QString::fromLatin1(entry.meaning))});
        }
        for (auto &candidates : built.phrasesByFirstWord) {
            std::stable_sort(candidates.begin(), candidates.end(),
                             [](const auto &a, const auto &b) { return a.first.size() > b.first.size(); });
        }
        for (const char *hedge : hedges)
            built.hedges.insert(QString::fromLatin1(hedge));
        return built;
    }();
    return t;
}

} // namespace

QString Lexicon::canonical(const QString &stem)
{
    return tables().canonical.value(stem, stem);
}

const QStringList &Lexicon::synonyms(const QString &stem)
{
    static const QStringList none;
    const auto it = tables().synonyms.constFind(stem);
    return it == tables().synonyms.cend() ? none : *it;
}

bool Lexicon::isHedge(const QString &word)
{
    return tables().hedges.contains(word);
}

QList<Lexicon::Phrase> Lexicon::phrases(const QStringList &words)
{
    QList<Phrase> found;
    for (int i = 0; i < words.size(); ++i) {
        const auto it = tables().phrasesByFirstWord.constFind(words[i]);
        if (it == tables().phrasesByFirstWord.cend())
            continue;
        for (const auto &[phrase, meaning] : *it) {
            if (i + phrase.size() <= words.size() && std::equal(phrase.begin(), phrase.end(), words.begin() + i)) {
                found.append({meaning, i, int(i + phrase.size() - 1)});
                i += int(phrase.size()) - 1;
                break;
            }
        }
    }
    return found;
}

} // namespace claimscope
