#include "testcase.h"

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

} // namespace claimscope
