#include "reasonwriter.h"

#include <QJsonDocument>
#include <QJsonObject>

namespace claimscope {

namespace {

// How many items a reason quotes before summarising the rest as a count.
constexpr int quotedItems = 2;

QString quoted(const QJsonArray &items)
{
    QStringList parts;
    for (int i = 0; i < items.size() && i < quotedItems; ++i)
        parts.append(QLatin1Char('"') + ReasonWriter::describe(items.at(i)) + QLatin1Char('"'));
    return parts.join(QStringLiteral("; "));
}

QString andMore(const QJsonArray &items)
{
    const int rest = int(items.size()) - quotedItems;
    return rest > 0 ? QLatin1Char(' ') + ReasonWriter::tr("(and %n more)", nullptr, rest) : QString();
}

} // namespace

QString ReasonWriter::describe(const QJsonValue &item)
{
    if (item.isString())
        return item.toString().simplified();
    if (item.isDouble())
        return QString::number(item.toDouble());
    if (item.isBool())
        return item.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    if (item.isObject()) {
        const QJsonObject object = item.toObject();
        QStringList parts;
        for (const char *key : {"statement", "message", "content", "reason"}) {
            const QString text = object.value(QLatin1String(key)).toString().simplified();
            if (!text.isEmpty())
                parts.append(text);
        }
        if (!parts.isEmpty())
            return parts.join(QStringLiteral(": "));
        return QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact));
    }
    if (item.isArray()) {
        QStringList parts;
        for (const QJsonValue &value : item.toArray())
            parts.append(describe(value));
        return parts.join(QStringLiteral(", "));
    }
    return QString();
}

QString ReasonWriter::faithfulness(const QString &score, const QJsonArray &contradictions)
{
    if (contradictions.isEmpty())
        return tr("The score is %1 because no claim of the output contradicts the retrieval context.")
            .arg(score);
    return tr("The score is %1 because %n claim(s) of the output are contradicted or not backed by "
              "the retrieval context: %2%3.", nullptr, int(contradictions.size()))
        .arg(score, quoted(contradictions), andMore(contradictions));
}

QString ReasonWriter::contextualRelevancy(const QString &score, const QJsonArray &irrelevant,
                                          const QJsonArray &relevant)
{
    QString text = tr("The score is %1.").arg(score);
    if (!relevant.isEmpty())
        text += QLatin1Char(' ') + tr("%n statement(s) of the retrieval context relate to the input, "
                                      "such as %1%2.", nullptr, int(relevant.size()))
                                       .arg(quoted(relevant), andMore(relevant));
    if (!irrelevant.isEmpty())
        text += QLatin1Char(' ') + tr("%n statement(s) do not, such as %1%2.", nullptr,
                                      int(irrelevant.size()))
                                       .arg(quoted(irrelevant), andMore(irrelevant));
    if (relevant.isEmpty() && irrelevant.isEmpty())
        text += QLatin1Char(' ') + tr("The retrieval context gave no statements to judge.");
    return text;
}

QString ReasonWriter::relevance(const QString &score, const QJsonArray &irrelevant)
{
    if (irrelevant.isEmpty())
        return tr("The score is %1 because every reply addresses what was asked.").arg(score);
    return tr("The score is %1 because %n reply/replies did not address the conversation: %2%3.",
              nullptr, int(irrelevant.size()))
        .arg(score, quoted(irrelevant), andMore(irrelevant));
}

QString ReasonWriter::finalReason(const QString &score, bool success, const QJsonArray &windowReasons)
{
    QString text = success ? tr("The final score is %1, which passes the threshold.").arg(score)
                           : tr("The final score is %1, which fails the threshold.").arg(score);
    if (windowReasons.isEmpty())
        return text + QLatin1Char(' ') + tr("There were no windows to judge.");
    text += QLatin1Char(' ') + tr("It averages %n window(s).", nullptr, int(windowReasons.size()));
    int shown = 0;
    for (int i = 0; i < windowReasons.size() && shown < quotedItems; ++i) {
        const QString reason = describe(windowReasons.at(i));
        if (reason.isEmpty())
            continue;
        text += QLatin1Char(' ') + tr("Window %1: %2").arg(QString::number(i + 1), reason);
        ++shown;
    }
    return text;
}

} // namespace claimscope
