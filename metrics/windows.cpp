#include "windows.h"

#include <algorithm>

namespace claimscope {

QList<Unit> unitInteractions(const QList<Turn> &turns)
{
    QList<Unit> units;
    Unit current;
    bool hasUser = false;
    for (int i = 0; i < turns.size(); ++i) {
        const Role role = turns[i].role;
        if (!current.isEmpty() && turns[current.last()].role == Role::Assistant && role == Role::User && hasUser) {
            units.append(current);
            current = {i};
            hasUser = true;
            continue;
        }
        current.append(i);
        if (role == Role::User)
            hasUser = true;
    }
    if (current.size() > 1 && turns[current.last()].role == Role::Assistant && hasUser)
        units.append(current);
    return units;
}

QList<Window> slidingWindows(const QList<Unit> &units, int windowSize)
{
    Q_ASSERT(windowSize >= 1);
    QList<Window> windows;
    windows.reserve(units.size());
    for (int i = 0; i < units.size(); ++i) {
        Window window;
        window.firstUnit = std::max(0, i - windowSize + 1);
        window.lastUnit = i;
        for (int u = window.firstUnit; u <= i; ++u)
            window.turnIndices.append(units[u]);
        windows.append(window);
    }
    return windows;
}

WindowText windowText(const QList<Turn> &turns, const QList<int> &turnIndices)
{
    WindowText text;
    for (int index : turnIndices) {
        const Turn &turn = turns[index];
        if (turn.role == Role::User) {
            text.userContent += QLatin1Char('\n') + turn.content;
        } else {
            text.assistantContent += QLatin1Char('\n') + turn.content;
            text.context.append(turn.retrievalContext);
        }
    }
    return text;
}

UnitText unitText(const QList<Turn> &turns, const Unit &unit)
{
    UnitText text;
    QStringList queries;
    QStringList answers;
    for (int index : unit) {
        const Turn &turn = turns[index];
        if (turn.role == Role::User) {
            queries.append(turn.content);
        } else {
            answers.append(turn.content);
            text.documents.append(turn.retrievalContext);
            if (!turn.samples.isEmpty()) {
                text.samples.append(turn.samples);
                text.hasSamples = true;
            }
        }
    }
    text.query = queries.join(QLatin1Char('\n'));
    text.answer = answers.join(QLatin1Char('\n'));
    return text;
}

} // namespace claimscope
