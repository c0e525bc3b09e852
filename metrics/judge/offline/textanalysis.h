#pragma once

#include "lexicon.h"
#include "quantities.h"

#include <QList>
#include <QSet>
#include <QString>
#include <QStringList>

namespace claimscope {

// A sentence or claim prepared for lexical comparison. Plain value type, any thread.
struct AnalysedText {
    QString text;
    QStringList words;     // lower-case word tokens in order (stop words included)
    QStringList wordStems; // Snowball stems of every word, in order
    QStringList stems;     // Snowball stems of the content words, in order; a phrase of
                           // the Lexicon counts as the one stem it means
    QSet<QString> stemSet; // the same, distinct
    QList<Quantity> quantities;
    int negations = 0;              // "not", "never", "n't", "no" ...
    QSet<QString> negatedStems;     // content stems within a negation's scope ("not [taxed]")
    QList<Lexicon::Phrase> phrases; // "free of charge", "around the clock" ...

    // How the text writes `stem`: the word, or the words of the phrase that means it; empty
    // when the text has no such word.
    QString wordingOf(const QString &stem) const;
};

// Unicode-aware text segmentation and normalisation for English: sentences and clauses
// (QTextBoundaryFinder, UAX #29), word tokens, stop words, stems. Pure functions, any thread.
class TextAnalysis
{
public:
    // A sentence split at clause boundaries (";", ", but", ", while", ", whereas" ...) where both
    // sides can stand alone as claims; the sentence itself when it cannot be split.
    static QStringList clauses(const QString &sentence);
    // Lower-case word tokens (letters or digits) by Unicode word boundaries; typographic
    // apostrophes normalised and possessive "'s" dropped.
    static QStringList words(const QString &text);
    // Stop words and the Lexicon's hedges: words that carry no checkable content.
    static bool isStopWord(const QString &word);
    static bool isNegation(const QString &word);
    // Stems of the words that carry content: no stop words, no numbers; a Lexicon phrase
    // gives the one stem it means ("free of charge" → "free").
    static QStringList contentStems(const QStringList &words);
    static AnalysedText analyse(const QString &text);
};

} // namespace claimscope
