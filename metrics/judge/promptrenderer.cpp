#include "promptrenderer.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>

namespace claimscope {

namespace {

const QRegularExpression &placeholderPattern()
{
    static const QRegularExpression pattern(QStringLiteral(R"(\{\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}\})"));
    return pattern;
}

const QString systemMarker = QStringLiteral("=== system ===");
const QString userMarker = QStringLiteral("=== user ===");

QString valueText(const QJsonValue &value)
{
    switch (value.type()) {
    case QJsonValue::String: return value.toString();
    case QJsonValue::Array:
        return QString::fromUtf8(QJsonDocument(value.toArray()).toJson(QJsonDocument::Indented)).trimmed();
    case QJsonValue::Object:
        return QString::fromUtf8(QJsonDocument(value.toObject()).toJson(QJsonDocument::Indented)).trimmed();
    case QJsonValue::Bool: return value.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    case QJsonValue::Double: {
        const double number = value.toDouble();
        return number == qint64(number) ? QString::number(qint64(number)) : QString::number(number, 'g', 17);
    }
    case QJsonValue::Null:
    case QJsonValue::Undefined: return QStringLiteral("null");
    }
    return {};
}

} // namespace

QString TemplateSet::defaultText(const QString &step)
{
    QFile file(QStringLiteral(":/templates/%1.txt").arg(step));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(file.readAll());
}

QString TemplateSet::text(const QString &step) const
{
    const auto it = m_overrides.constFind(step);
    return it != m_overrides.constEnd() ? *it : defaultText(step);
}

void TemplateSet::setText(const QString &step, const QString &text)
{
    if (text == defaultText(step))
        m_overrides.remove(step);
    else
        m_overrides.insert(step, text);
}

void TemplateSet::reset(const QString &step)
{
    m_overrides.remove(step);
}

bool TemplateSet::isCustomised(const QString &step) const
{
    return m_overrides.contains(step);
}

QStringList TemplateSet::validate(const QStringList &steps) const
{
    QStringList problems;
    for (const QString &step : steps) {
        const StepInfo *info = findStep(step);
        if (!info) {
            problems.append(tr("%1: no such judge step").arg(step));
            continue;
        }
        const QString body = text(step);
        if (body.trimmed().isEmpty()) {
            problems.append(tr("%1: the template is empty").arg(step));
            continue;
        }
        const QStringList used = placeholdersIn(body);
        for (const QString &name : used) {
            if (!info->placeholders.contains(name)) {
                problems.append(tr("%1: unknown placeholder {{%2}} (this step offers: %3)")
                                    .arg(step, name, info->placeholders.join(QStringLiteral(", "))));
            }
        }
        for (const QString &name : info->required) {
            if (!used.contains(name)) {
                problems.append(
                    tr("%1: the template never uses {{%2}}, so the judge would not see it").arg(step, name));
            }
        }
        QString stripped = body;
        stripped.remove(placeholderPattern());
        if (stripped.contains(QLatin1String("{{")) || stripped.contains(QLatin1String("}}")))
            problems.append(tr("%1: a \"{{\" or \"}}\" does not form a placeholder like {{name}}").arg(step));
    }
    return problems;
}

QList<ChatMessage> TemplateSet::render(const StepCall &call) const
{
    QString body = text(call.step);
    QString system;
    if (body.startsWith(systemMarker)) {
        const qsizetype userAt = body.indexOf(userMarker);
        if (userAt > 0) {
            system = body.mid(systemMarker.size(), userAt - systemMarker.size()).trimmed();
            body = body.mid(userAt + userMarker.size());
        }
    }
    QList<ChatMessage> messages;
    if (!system.isEmpty())
        messages.append({QStringLiteral("system"), renderTemplate(system, call.vars)});
    messages.append({QStringLiteral("user"), renderTemplate(body.trimmed(), call.vars)});
    return messages;
}

QStringList placeholdersIn(const QString &templateText)
{
    QStringList names;
    auto it = placeholderPattern().globalMatch(templateText);
    while (it.hasNext()) {
        const QString name = it.next().captured(1);
        if (!names.contains(name))
            names.append(name);
    }
    return names;
}

QString renderTemplate(const QString &templateText, const QJsonObject &vars)
{
    QString out;
    out.reserve(templateText.size() * 2);
    qsizetype last = 0;
    auto it = placeholderPattern().globalMatch(templateText);
    while (it.hasNext()) {
        const QRegularExpressionMatch match = it.next();
        out += QStringView(templateText).mid(last, match.capturedStart() - last);
        const QString name = match.captured(1);
        out += vars.contains(name) ? valueText(vars.value(name)) : match.captured(0);
        last = match.capturedEnd();
    }
    out += QStringView(templateText).mid(last);
    return out;
}

} // namespace claimscope
