#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace claimscope {

// A small curated table of equivalent wording in hotel, retail and support texts: synonym
// groups ("fare" = "price" = "cost"), phrases with one meaning ("around the clock" = "24 hours
// a day", "free of charge" = "free") and hedges that carry no content ("about", "usually").
// Built once, read-only after; any thread.
class Lexicon
{
public:
    // A phrase found in a text's words, standing for the stem of what it means.
    struct Phrase {
        QString meaning; // the stem of what the phrase means ("free", "alway", "weekday" ...)
        int first = 0;   // index of its first word
        int last = 0;    // index of its last word
        bool operator==(const Phrase &) const = default;
    };

    // The stem that stands for `stem`'s synonym group, or `stem` itself.
    static QString canonical(const QString &stem);
    // The other stems of `stem`'s synonym group (empty when it has none).
    static const QStringList &synonyms(const QString &stem);
    // Approximators and frequency hedges ("about", "roughly", "normally", "typically").
    static bool isHedge(const QString &word);
    // The table's phrases in lower-case `words`, left to right, longest first, not overlapping.
    static QList<Phrase> phrases(const QStringList &words);
};

} // namespace claimscope
