#include "textanalysis.h"

#include "stemmer.h"

#include <QRegularExpression>
#include <QTextBoundaryFinder>

namespace claimscope {

namespace {

// NLTK's English stop words plus common contractions, modal verbs and discourse fillers.
const QSet<QString> &stopWords()
{
    static const QSet<QString> words = [] {
        const QString list =
            QStringLiteral("i me my myself we our ours ourselves you you're you've you'll you'd your yours "
                           "yourself yourselves he him his himself she she's her hers herself it it's its itself "
                           "they them their theirs themselves what which who whom this that that'll these those "
                           "am is are was were be been being have has had having do does did doing a an the and "
                           "but if or because as until while of at by for with about against between into "
                           "through during before after above below to from up down in out on off over under "
                           "again further then once here there when where why how all any both each few more "
                           "most other some such no nor not only own same so than too very s t can will just "
                           "don don't should should've now d ll m o re ve y ain aren aren't couldn couldn't didn "
                           "didn't doesn doesn't hadn hadn't hasn hasn't haven haven't isn isn't ma mightn "
                           "mightn't mustn mustn't needn needn't shan shan't shouldn shouldn't wasn wasn't weren "
                           "weren't won won't wouldn wouldn't can't cannot i'm i've i'll i'd we're we've we'll "
                           "we'd they're they've they'll they'd there's here's let's that's what's who's "
                           "also may might would could must shall us yes ok okay please etc e.g i.e via per "
                           "however additionally therefore thus hence though although since unless whether yet "
                           "even either neither upon within without among onto already still just really "
                           "actually often sometimes one ones another anything "
                           "something everything nothing someone anyone everyone many much several certain pm");
        const QStringList split = list.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        return QSet<QString>(split.begin(), split.end());
    }();
    return words;
}

const QSet<QString> &negationWords()
{
    static const QSet<QString> words = {QStringLiteral("not"),     QStringLiteral("no"),      QStringLiteral("never"),
                                        QStringLiteral("cannot"),  QStringLiteral("nor"),     QStringLiteral("neither"),
                                        QStringLiteral("none"),    QStringLiteral("nobody"),  QStringLiteral("nothing"),
                                        QStringLiteral("nowhere"), QStringLiteral("without"), QStringLiteral("non")};
    return words;
}

// How many content words after "not", "never" ... a negation covers.
constexpr int negationScope = 2;

// Both halves of a split must carry at least this many content stems (or quantities).
constexpr int minimumClauseStems = 3;

struct WordSpan {
    QString word;
    qsizetype start = 0;
    qsizetype end = 0;
};

// Lower-case word tokens with their offsets in `text` (see TextAnalysis::words).
QList<WordSpan> wordSpans(const QString &text)
{
    QList<WordSpan> result;
    QTextBoundaryFinder finder(QTextBoundaryFinder::Word, text);
    qsizetype start = 0;
    while (finder.toNextBoundary() != -1) {
        const qsizetype end = finder.position();
        if (end > start && text.at(start).isLetterOrNumber()) {
            QString word = text.mid(start, end - start).toLower();
            word.replace(QChar(0x2019), QLatin1Char('\'')).replace(QChar(0x2018), QLatin1Char('\''));
            if (word.endsWith(QLatin1String("'s")) && !stopWords().contains(word))
                word.chop(2);
            if (!word.isEmpty())
                result.append({word, start, end});
        }
        start = end;
    }
    return result;
}

// For each word, the index of the phrase it belongs to, or -1.
QList<int> phraseOfWord(int wordCount, const QList<Lexicon::Phrase> &phrases)
{
    QList<int> owner(wordCount, -1);
    for (int p = 0; p < phrases.size(); ++p) {
        for (int i = phrases[p].first; i <= phrases[p].last; ++i)
            owner[i] = p;
    }
    return owner;
}

QStringList contentStemsOf(const QStringList &words, const QList<Lexicon::Phrase> &phrases)
{
    const QList<int> owner = phraseOfWord(int(words.size()), phrases);
    QStringList stems;
    for (int i = 0; i < words.size(); ++i) {
        const QString &word = words[i];
        if (owner[i] >= 0) {
            if (phrases[owner[i]].first == i)
                stems.append(phrases[owner[i]].meaning);
        } else if (!word.front().isDigit() && !TextAnalysis::isStopWord(word) && word.size() >= 2) {
            stems.append(Stemmer::stem(word));
        }
    }
    return stems;
}

} // namespace

QString AnalysedText::wordingOf(const QString &stem) const
{
    for (const Lexicon::Phrase &phrase : phrases) {
        if (phrase.meaning == stem)
            return words.mid(phrase.first, phrase.last - phrase.first + 1).join(QLatin1Char(' '));
    }
    const qsizetype at = wordStems.indexOf(stem);
    return at >= 0 ? words[at] : QString();
}

QStringList TextAnalysis::clauses(const QString &sentence)
{
    static const QRegularExpression boundary(
        QStringLiteral(R"(\s*;\s*|,\s+(?=(?:but|while|whereas|although|though|yet)\s))"),
        QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression leadingJoin(QStringLiteral(R"(^(?:but|while|whereas|although|though|yet)\s+)"),
                                                QRegularExpression::CaseInsensitiveOption);
    // A time, amount or date counts as content: "check-in starts at 3 pm" stands alone.
    auto standsAlone = [](const QString &part) {
        const QString clause = QString(part).remove(leadingJoin);
        const QList<Quantity> quantities = Quantities::extract(clause);
        const auto measured = std::count_if(quantities.begin(), quantities.end(), [](const Quantity &q) {
            return q.kind != Quantity::Kind::Count && q.kind != Quantity::Kind::Ordinal;
        });
        return contentStems(words(clause)).size() + measured >= minimumClauseStems;
    };
    // Ranges of the sentence between boundaries; a range too small to stand alone joins the
    // previous one (with the original separator kept).
    QList<std::pair<qsizetype, qsizetype>> ranges;
    qsizetype start = 0;
    auto addRange = [&](qsizetype from, qsizetype to) {
        const QString part = sentence.mid(from, to - from).trimmed();
        const QString previous = ranges.isEmpty()
            ? QString()
            : sentence.mid(ranges.last().first, ranges.last().second - ranges.last().first);
        if (!ranges.isEmpty() && (!standsAlone(part) || !standsAlone(previous)))
            ranges.last().second = to;
        else
            ranges.append({from, to});
    };
    auto it = boundary.globalMatch(sentence);
    while (it.hasNext()) {
        const auto match = it.next();
        addRange(start, match.capturedStart());
        start = match.capturedEnd();
    }
    addRange(start, sentence.size());

    QStringList result;
    for (const auto &[from, to] : std::as_const(ranges)) {
        const QString part = sentence.mid(from, to - from).trimmed();
        result.append(result.isEmpty() ? part : QString(part).remove(leadingJoin));
    }
    return result;
}

QStringList TextAnalysis::words(const QString &text)
{
    QStringList result;
    for (const WordSpan &span : wordSpans(text))
        result.append(span.word);
    return result;
}

bool TextAnalysis::isStopWord(const QString &word)
{
    return stopWords().contains(word) || Lexicon::isHedge(word);
}

bool TextAnalysis::isNegation(const QString &word)
{
    return negationWords().contains(word) || word.endsWith(QLatin1String("n't"));
}

QStringList TextAnalysis::contentStems(const QStringList &words)
{
    return contentStemsOf(words, Lexicon::phrases(words));
}

AnalysedText TextAnalysis::analyse(const QString &text)
{
    AnalysedText analysed;
    analysed.text = text;
    const QList<WordSpan> spans = wordSpans(text);
    for (const WordSpan &span : spans) {
        analysed.words.append(span.word);
        analysed.wordStems.append(Stemmer::stem(span.word));
    }
    analysed.phrases = Lexicon::phrases(analysed.words);
    analysed.stems = contentStemsOf(analysed.words, analysed.phrases);
    analysed.stemSet = QSet<QString>(analysed.stems.begin(), analysed.stems.end());
    // A number inside a phrase ("24 hours a day") is part of what the phrase means.
    const QList<Quantity> quantities = Quantities::extract(text);
    for (const Quantity &q : quantities) {
        const bool inPhrase =
            std::any_of(analysed.phrases.begin(), analysed.phrases.end(), [&](const Lexicon::Phrase &p) {
                return q.position >= spans[p.first].start && q.position < spans[p.last].end;
            });
        if (!inPhrase)
            analysed.quantities.append(q);
    }
    // An answer's leading "No, ..." replies to a question; it negates nothing in the sentence.
    static const QRegularExpression answerWord(QStringLiteral(R"(^\W*(?:no|yes)\s*[,.!;:])"),
                                               QRegularExpression::CaseInsensitiveOption);
    const int first = answerWord.match(text).hasMatch() ? 1 : 0;
    // A phrase's own "no" ("no charge") negates nothing; a negation before it negates its meaning.
    const QList<int> owner = phraseOfWord(int(analysed.words.size()), analysed.phrases);
    int scope = 0;
    for (int i = first; i < analysed.words.size(); ++i) {
        const QString &word = analysed.words[i];
        if (owner[i] >= 0) {
            if (scope > 0 && analysed.phrases[owner[i]].first == i) {
                analysed.negatedStems.insert(analysed.phrases[owner[i]].meaning);
                --scope;
            }
        } else if (isNegation(word)) {
            ++analysed.negations;
            scope = negationScope;
        } else if (scope > 0 && !isStopWord(word) && !word.front().isDigit()) {
            analysed.negatedStems.insert(Stemmer::stem(word));
            --scope;
        }
    }
    return analysed;
}

} // namespace claimscope
