#include "testcase.h"

#include <QRegularExpression>

namespace claimscope {

QString roleName(Role role)
{
    return role == Role::User ? QStringLiteral("user") : QStringLiteral("assistant");
}

QStringList contextTexts(const QList<ContextItem> &items)
{
    QStringList texts;
    texts.reserve(items.size());
    for (const ContextItem &item : items)
        texts.append(item.text);
    return texts;
}

QString TestCase::displayName(int index) const
{
    return name.isEmpty() ? QStringLiteral("#%1").arg(index + 1) : name;
}

QString TestCase::readableName(int index) const
{
    static const QRegularExpression machineId(QStringLiteral("[0-9a-fA-F]{16,}|[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-"));
    if (!machineId.match(name).hasMatch())
        return displayName(index);
    for (const char *key : {"title", "display_name", "topic"}) {
        const QString title = metadata.value(QLatin1String(key)).toString().simplified();
        if (!title.isEmpty())
            return title;
    }
    QString question = input;
    for (auto turn = turns.crbegin(); turn != turns.crend() && isConversational(); ++turn) {
        if (turn->role == Role::User) {
            question = turn->content;
            break;
        }
    }
    question = question.simplified();
    if (question.isEmpty())
        return displayName(index);
    constexpr int MaxChars = 60;
    if (question.size() > MaxChars) {
        const qsizetype cut = question.lastIndexOf(QLatin1Char(' '), MaxChars);
        question = question.left(cut > MaxChars / 2 ? cut : MaxChars) + QStringLiteral("…");
    }
    QString title = QStringLiteral("“%1”").arg(question);
    const QString model = metadata.value(QLatin1String("model_id")).toString();
    if (!model.isEmpty())
        title += QStringLiteral(" · ") + model;
    return title;
}

} // namespace claimscope
