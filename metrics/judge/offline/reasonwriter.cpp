#include "reasonwriter.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

namespace claimscope {

namespace {

// How many items a reason quotes before summarising the rest as a count.
constexpr int quotedItems = 2;

// Typographic quotes around each item: the items (verdict reasons) quote evidence themselves.
QString quoted(const QJsonArray &items)
{
    QStringList parts;
    for (int i = 0; i < items.size() && i < quotedItems; ++i)
        parts.append(QChar(0x201C) + ReasonWriter::describe(items.at(i)) + QChar(0x201D));
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
    if (contradictions.isEmpty()) {
        // Nothing contradicted, yet less than full marks: claims the context neither backs nor
        // contradicts were counted against the score (penalize_ambiguous_claims).
        bool isNumber = false;
        if (const double value = score.toDouble(&isNumber); isNumber && value < 0.995)
            return tr("The score is %1: no claim of the output contradicts the retrieval context, but claims it "
                      "neither backs nor contradicts count against the score.")
                .arg(score);
        return tr("The score is %1 because no claim of the output contradicts the retrieval context.").arg(score);
    }
    return tr("The score is %1 because %n claim(s) of the output are contradicted or not backed by "
              "the retrieval context: %2%3.",
              nullptr, int(contradictions.size()))
        .arg(score, quoted(contradictions), andMore(contradictions));
}

QString ReasonWriter::contextualRelevancy(const QString &score, const QJsonArray &irrelevant,
                                          const QJsonArray &relevant)
{
    QString text = tr("The score is %1.").arg(score);
    if (!relevant.isEmpty())
        text += QLatin1Char(' ')
            + tr("%n statement(s) of the retrieval context relate to the input, "
                 "such as %1%2.",
                 nullptr, int(relevant.size()))
                  .arg(quoted(relevant), andMore(relevant));
    if (!irrelevant.isEmpty())
        text += QLatin1Char(' ')
            + tr("%n statement(s) do not, such as %1%2.", nullptr, int(irrelevant.size()))
                  .arg(quoted(irrelevant), andMore(irrelevant));
    if (relevant.isEmpty() && irrelevant.isEmpty())
        text += QLatin1Char(' ') + tr("The retrieval context gave no statements to judge.");
    return text;
}

QString ReasonWriter::relevance(const QString &score, const QJsonArray &irrelevant)
{
    if (irrelevant.isEmpty())
        return tr("The score is %1 because every reply addresses what was asked.").arg(score);
    return tr("The score is %1 because %n reply/replies did not address the conversation: %2%3.", nullptr,
              int(irrelevant.size()))
        .arg(score, quoted(irrelevant), andMore(irrelevant));
}

QString ReasonWriter::finalReason(const QString &score, const QJsonArray &windowReasons)
{
    const int windows = int(windowReasons.size());
    if (windows == 0)
        return tr("The final score is %1.").arg(score) + QLatin1Char(' ') + tr("There were no windows to judge.");
    QString text = tr("The final score is %1, the mean of %n window(s).", nullptr, windows).arg(score);
    // Each window reason comes labelled by the engine ("Window 2 · exchange 2: The score is
    // 0.50 because ..."); the windows that lost points, in conversation order.
    static const QRegularExpression windowScore(QStringLiteral(R"(\b(\d+\.\d+)\b)"));
    QStringList lost;
    for (const QJsonValue &value : windowReasons) {
        const QString reason = describe(value);
        const auto match = windowScore.match(reason);
        if (!reason.isEmpty() && !(match.hasMatch() && match.captured(1).toDouble() >= 1.0))
            lost.append(reason);
    }
    if (lost.isEmpty())
        return text;
    static const QRegularExpression closed(QStringLiteral(R"([.!?"\x{201D}]$)"));
    text += QLatin1Char(' ') + lost.first() + (closed.match(lost.first()).hasMatch() ? QString() : QStringLiteral("."));
    if (lost.size() == 1)
        return text;
    QStringList titles;
    for (qsizetype i = 1; i < lost.size() && titles.size() < quotedItems; ++i)
        titles.append(lost[i].section(QStringLiteral(": "), 0, 0));
    const int others = int(lost.size()) - 1;
    const int unnamed = others - int(titles.size());
    return text + QLatin1Char(' ')
        + tr("%n other window(s) also lost points: %1", nullptr, others).arg(titles.join(QStringLiteral(", ")))
        + (unnamed > 0 ? QLatin1Char(' ') + tr("(and %n more)", nullptr, unnamed) : QString()) + QLatin1Char('.');
}

} // namespace claimscope
