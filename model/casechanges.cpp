#include "casechanges.h"

namespace claimscope {

namespace {

constexpr int MostChangesNamed = 3;

QString turnNumber(int index)
{
    return QString::number(index + 1);
}

} // namespace

QStringList CaseChanges::between(const TestCase &was, const TestCase &now)
{
    QStringList changes;
    if (was.kind != now.kind)
        return {tr("the test case was replaced by another kind")};
    if (was.isConversational()) {
        const qsizetype common = qMin(was.turns.size(), now.turns.size());
        for (qsizetype i = 0; i < common; ++i) {
            const Turn &before = was.turns[i];
            const Turn &after = now.turns[i];
            const QString number = turnNumber(int(i));
            if (before.role != after.role)
                changes.append(tr("turn %1 changed role").arg(number));
            if (before.content != after.content)
                changes.append(tr("turn %1 edited").arg(number));
            if (before.retrievalContext != after.retrievalContext)
                changes.append(tr("the retrieval context of turn %1 edited").arg(number));
            if (before.samples != after.samples)
                changes.append(tr("the samples of turn %1 edited").arg(number));
        }
        if (now.turns.size() > was.turns.size())
            changes.append(tr("%n turn(s) added", nullptr, int(now.turns.size() - was.turns.size())));
        else if (now.turns.size() < was.turns.size())
            changes.append(tr("%n turn(s) removed", nullptr, int(was.turns.size() - now.turns.size())));
        if (was.scenario != now.scenario)
            changes.append(tr("the scenario edited"));
        if (was.expectedOutcome != now.expectedOutcome)
            changes.append(tr("the expected outcome edited"));
        if (was.chatbotRole != now.chatbotRole)
            changes.append(tr("the chatbot role edited"));
        return changes;
    }
    if (was.input != now.input)
        changes.append(tr("the input edited"));
    if (was.actualOutput != now.actualOutput)
        changes.append(tr("the actual output edited"));
    if (was.expectedOutput != now.expectedOutput)
        changes.append(tr("the expected output edited"));
    if (was.retrievalContext != now.retrievalContext)
        changes.append(tr("the retrieval context edited"));
    if (was.samples != now.samples)
        changes.append(tr("the samples edited"));
    return changes;
}

QString CaseChanges::summary(const TestCase &was, const TestCase &now)
{
    QStringList changes = between(was, now);
    if (changes.size() > MostChangesNamed) {
        const int more = int(changes.size()) - MostChangesNamed + 1;
        changes.resize(MostChangesNamed - 1);
        changes.append(tr("%n more change(s)", nullptr, more));
    }
    return changes.join(QStringLiteral(", "));
}

bool CaseChanges::turnChanged(const TestCase &was, const TestCase &now, int turnIndex)
{
    if (turnIndex < 0 || turnIndex >= was.turns.size())
        return false;
    return turnIndex >= now.turns.size() || !(was.turns[turnIndex] == now.turns[turnIndex]);
}

bool CaseChanges::sameContent(const TestCase &was, const TestCase &now)
{
    // Copies of one test case share their data: equal at once, with no text compared (a whole
    // dataset is checked after every edit).
    const auto same = [](const auto &a, const auto &b) {
        return (a.constData() == b.constData() && a.size() == b.size()) || a == b;
    };
    return was.kind == now.kind && same(was.turns, now.turns) && same(was.scenario, now.scenario)
        && same(was.expectedOutcome, now.expectedOutcome) && same(was.chatbotRole, now.chatbotRole)
        && same(was.input, now.input) && same(was.actualOutput, now.actualOutput)
        && same(was.expectedOutput, now.expectedOutput) && same(was.retrievalContext, now.retrievalContext)
        && same(was.samples, now.samples);
}

} // namespace claimscope
