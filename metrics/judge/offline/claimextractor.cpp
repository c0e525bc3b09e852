#include "claimextractor.h"
#include "sentences.h"

#include "textanalysis.h"

#include <QRegularExpression>

namespace claimscope {

namespace {

constexpr auto caseless = QRegularExpression::CaseInsensitiveOption;

// Fewer content words than this: "Yes.", "Sure!", "FICO Score:" — nothing to check.
constexpr int minimumClaimStems = 2;

} // namespace

bool ClaimExtractor::isPleasantry(const QString &sentence)
{
    static const QRegularExpression greeting(
        QStringLiteral(
            R"(^(?:hi|hello|hey|greetings|good (?:morning|afternoon|evening)|welcome|sure|certainly|of course|absolutely|great question)\b)"),
        caseless);
    static const QRegularExpression closing(
        QStringLiteral(
            R"(\b(?:i hope (?:this|that|it|these|the (?:above|information|answer))|hope (?:this|that) helps|feel free|let me know|(?:do not|don't) hesitate|happy to help|glad (?:i could|to) help|you(?:'|’)re welcome|you are welcome|thank you|thanks|any (?:other|more|further) questions|is there anything else|good luck|have a (?:great|nice|good) day)\b)"),
        caseless);
    if (closing.match(sentence).hasMatch())
        return true;
    return greeting.match(sentence).hasMatch() && TextAnalysis::contentStems(TextAnalysis::words(sentence)).size() < 3;
}

namespace {

// "I don't have information about that", "I'm sorry": the assistant speaks of itself.
bool isAbstention(const QString &sentence)
{
    static const QRegularExpression abstention(
        QStringLiteral(
            R"(\bi(?: do not| don't| don’t| cannot| can't| can’t| could not| couldn't| am unable to|'m unable to|’m unable to| was unable to| did not| didn't) (?:know|find|say|answer|provide|determine|tell|confirm|access|see|have)\b|\bi(?:'m|’m| am) (?:not sure|sorry|afraid|unable)\b|^sorry\b)"),
        caseless);
    return abstention.match(sentence).hasMatch();
}

} // namespace

QString ClaimExtractor::clean(const QString &sentence)
{
    static const QRegularExpression marker(
        QStringLiteral(R"(^\s*(?:#{1,6}\s*|[-*+•·▪◦‣]\s+|\(?\d{1,2}[.)]\s+|\(?[a-z][.)]\s+)*)"));
    static const QRegularExpression emphasis(QStringLiteral(R"(\*\*|__|`)"));
    // The next item's number left at the end by sentence splitting: "... to ovulate 2."
    static const QRegularExpression trailingMarker(QStringLiteral(R"((\w+)(:?)\s+\d{1,2}[.)]$)"));
    QString text = sentence.trimmed();
    text.remove(marker);
    text.remove(emphasis);
    if (const auto m = trailingMarker.match(text); m.hasMatch() && !TextAnalysis::isStopWord(m.captured(1).toLower()))
        text.truncate(m.capturedEnd(2));
    return text.trimmed();
}

bool ClaimExtractor::isClaim(const QString &cleanSentence)
{
    if (cleanSentence.endsWith(QLatin1Char('?')) || isPleasantry(cleanSentence) || isAbstention(cleanSentence))
        return false;
    if (cleanSentence.endsWith(QLatin1Char(':')))
        return false;
    return TextAnalysis::contentStems(TextAnalysis::words(cleanSentence)).size() >= minimumClaimStems;
}

QStringList ClaimExtractor::claims(const QString &answer)
{
    QStringList result;
    for (const QString &sentence : splitSentences(answer)) {
        const QString text = clean(sentence);
        if (!isClaim(text))
            continue;
        for (const QString &clause : TextAnalysis::clauses(text)) {
            if (isClaim(clause))
                result.append(clause);
        }
    }
    return result;
}

} // namespace claimscope
