#include "turnlocator.h"

#include <QRegularExpression>
#include <QSet>

namespace claimscope::TurnLocator {

namespace {

// Shorter quotes are single words the judge names ("does not say "pm""), not evidence.
constexpr int MinimumQuote = 16;
// A quote that differs from its source after its first words is still found by them.
constexpr int ShortQuote = 60;

QSet<QString> words(const QString &text)
{
    static const QRegularExpression word(QStringLiteral("\\w+"), QRegularExpression::UseUnicodePropertiesOption);
    QSet<QString> set;
    QRegularExpressionMatchIterator it = word.globalMatch(text.toLower());
    while (it.hasNext())
        set.insert(it.next().captured());
    return set;
}

} // namespace

int locate(const TestCase &testCase, const QList<int> &windowTurns, const QString &text)
{
    if (!testCase.isConversational())
        return -1;
    const QSet<QString> wanted = words(text);
    int best = -1;
    int bestShared = 0;
    int lastAssistant = -1;
    for (int turnIndex : windowTurns) {
        if (turnIndex < 0 || turnIndex >= testCase.turns.size())
            continue;
        const Turn &turn = testCase.turns[turnIndex];
        if (turn.role != Role::Assistant)
            continue;
        lastAssistant = turnIndex;
        QSet<QString> candidate = words(turn.content);
        for (const ContextItem &item : turn.retrievalContext)
            candidate.unite(words(item.text));
        const int shared = int(candidate.intersect(wanted).size());
        if (shared > bestShared) {
            best = turnIndex;
            bestShared = shared;
        }
    }
    if (best >= 0)
        return best;
    if (lastAssistant >= 0)
        return lastAssistant;
    return windowTurns.isEmpty() ? -1 : windowTurns.last();
}

int itemTurn(const TestCase *testCase, const QList<int> &windowTurns, int ownTurn, const QString &evidence)
{
    if (ownTurn >= 0)
        return ownTurn;
    if (testCase)
        return locate(*testCase, windowTurns, evidence);
    return windowTurns.isEmpty() ? -1 : windowTurns.last();
}

QString quotedEvidence(const QString &reason)
{
    static const QRegularExpression quote(QStringLiteral("[\"“]([^\"“”]+)[\"”]"));
    QString longest;
    QRegularExpressionMatchIterator it = quote.globalMatch(reason);
    while (it.hasNext()) {
        const QString passage = it.next().captured(1).trimmed();
        if (passage.size() > longest.size())
            longest = passage;
    }
    return longest.size() >= MinimumQuote ? longest : QString();
}

Span findPassage(const QString &text, const QString &passage)
{
    const QString needle = passage.trimmed();
    if (needle.isEmpty())
        return {};
    qsizetype start = text.indexOf(needle, 0, Qt::CaseInsensitive);
    if (start >= 0)
        return {start, needle.size()};
    if (needle.size() > ShortQuote && (start = text.indexOf(needle.left(ShortQuote), 0, Qt::CaseInsensitive)) >= 0)
        return {start, ShortQuote};
    return {};
}

QString passageStillThere(const Turn &before, const Turn &after, const QString &passage)
{
    const auto textsOf = [](const Turn &turn) {
        QStringList texts;
        for (const ContextItem &item : turn.retrievalContext)
            texts.append(item.text);
        texts.append(turn.content);
        return texts;
    };
    QString marked;
    for (const QString &text : textsOf(before)) {
        const Span span = findPassage(text, passage);
        if (span.start >= 0) {
            marked = text.mid(span.start, span.length);
            break;
        }
    }
    if (marked.isEmpty())
        return {};
    for (const QString &text : textsOf(after)) {
        if (text.contains(marked))
            return marked;
    }
    return {};
}

Evidence evidenceOf(const TestCase &testCase, const BreakdownWindow &window, const BreakdownItem &item)
{
    Evidence evidence;
    evidence.passage = quotedEvidence(item.reason);
    if (evidence.passage.isEmpty())
        evidence.passage = item.text;
    evidence.turnIndex = item.turnIndex >= 0 ? item.turnIndex : locate(testCase, window.turnIndices, evidence.passage);
    return evidence;
}

} // namespace claimscope::TurnLocator
