#include "answerparser.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>

#include <optional>

namespace claimscope::AnswerParser {

namespace {

// The problems are Phrases: the repair request quotes them in English, people read them translated.
Phrase tr(const char *text, const char *disambiguation = nullptr, int n = -1)
{
    return Phrase("claimscope::AnswerParser", text, disambiguation, n);
}

QString withoutThinking(QString text)
{
    static const QRegularExpression thinking(QStringLiteral("<think>.*?</think>"),
                                             QRegularExpression::DotMatchesEverythingOption);
    text.remove(thinking);
    // An unterminated block (a truncated reasoning model) hides everything after it.
    const qsizetype open = text.indexOf(QLatin1String("<think>"));
    if (open >= 0)
        text.truncate(open);
    return text;
}

// The end (exclusive) of the balanced {...} starting at `start`, or -1.
qsizetype balancedEnd(const QString &text, qsizetype start)
{
    int depth = 0;
    bool inString = false;
    for (qsizetype i = start; i < text.size(); ++i) {
        const QChar c = text[i];
        if (inString) {
            if (c == QLatin1Char('\\'))
                ++i;
            else if (c == QLatin1Char('"'))
                inString = false;
        } else if (c == QLatin1Char('"')) {
            inString = true;
        } else if (c == QLatin1Char('{') || c == QLatin1Char('[')) {
            ++depth;
        } else if (c == QLatin1Char('}') || c == QLatin1Char(']')) {
            if (--depth == 0)
                return i + 1;
        }
    }
    return -1;
}

// Drops commas that directly precede a closing bracket, outside strings.
QString withoutTrailingCommas(const QString &json)
{
    QString out;
    out.reserve(json.size());
    bool inString = false;
    for (qsizetype i = 0; i < json.size(); ++i) {
        const QChar c = json[i];
        if (inString) {
            out += c;
            if (c == QLatin1Char('\\') && i + 1 < json.size())
                out += json[++i];
            else if (c == QLatin1Char('"'))
                inString = false;
            continue;
        }
        if (c == QLatin1Char('"'))
            inString = true;
        if (c == QLatin1Char(',')) {
            qsizetype next = i + 1;
            while (next < json.size() && json[next].isSpace())
                ++next;
            if (next < json.size() && (json[next] == QLatin1Char('}') || json[next] == QLatin1Char(']')))
                continue;
        }
        out += c;
    }
    return out;
}

std::optional<QJsonObject> parseObject(const QString &candidate)
{
    for (const QString &text : {candidate, withoutTrailingCommas(candidate)}) {
        QJsonParseError error;
        const QJsonDocument doc = QJsonDocument::fromJson(text.toUtf8(), &error);
        if (error.error == QJsonParseError::NoError && doc.isObject())
            return doc.object();
    }
    return std::nullopt;
}

ParsedAnswer fail(const Phrase &problem)
{
    return {false, {}, problem};
}

// Checks `value[key]` is a list of strings.
ParsedAnswer stringList(const QJsonObject &value, const QString &key)
{
    const QJsonValue list = value.value(key);
    if (!list.isArray())
        return fail(tr("the answer needs a list \"%1\"").arg(key));
    for (const QJsonValue &item : list.toArray()) {
        if (!item.isString())
            return fail(tr("every item of \"%1\" must be a string").arg(key));
    }
    return {true, QJsonObject{{key, list}}, {}};
}

// Checks and normalises one {"verdict", "reason"?, "statement"?} object.
std::optional<Phrase> checkVerdict(QJsonObject &item, const QStringList &allowed, bool needStatement)
{
    const QJsonValue verdict = item.value(QStringLiteral("verdict"));
    if (!verdict.isString())
        return tr("each verdict needs a \"verdict\" string");
    const QString normalised = normaliseVerdict(verdict.toString());
    if (!allowed.contains(normalised)) {
        return tr("verdict \"%1\" is not one of %2").arg(verdict.toString(), allowed.join(QStringLiteral(", ")));
    }
    item.insert(QStringLiteral("verdict"), normalised);
    const QJsonValue reason = item.value(QStringLiteral("reason"));
    if (!reason.isString() && !reason.isNull() && !reason.isUndefined())
        return tr("a verdict's \"reason\" must be a string or null");
    if (reason.isUndefined())
        item.insert(QStringLiteral("reason"), QJsonValue::Null);
    if (needStatement && !item.value(QStringLiteral("statement")).isString())
        return tr("each verdict needs its \"statement\" as a string");
    return std::nullopt;
}

ParsedAnswer verdictList(const QJsonObject &value, const QStringList &allowed, bool needStatement, int expectedCount)
{
    const QJsonValue list = value.value(QStringLiteral("verdicts"));
    if (!list.isArray())
        return fail(tr("the answer needs a list \"verdicts\""));
    QJsonArray checked;
    for (const QJsonValue &entry : list.toArray()) {
        if (!entry.isObject())
            return fail(tr("every item of \"verdicts\" must be an object"));
        QJsonObject item = entry.toObject();
        if (const auto problem = checkVerdict(item, allowed, needStatement))
            return fail(*problem);
        checked.append(item);
    }
    if (expectedCount >= 0 && checked.size() != expectedCount) {
        return fail(tr("expected exactly %n verdict(s), one per item in order, but got %1", nullptr, expectedCount)
                        .arg(checked.size()));
    }
    return {true, QJsonObject{{QStringLiteral("verdicts"), checked}}, {}};
}

ParsedAnswer spans(const QJsonObject &value)
{
    const QJsonValue list = value.value(QStringLiteral("spans"));
    if (!list.isArray())
        return fail(tr("the answer needs a list \"spans\""));
    QJsonArray checked;
    for (const QJsonValue &entry : list.toArray()) {
        if (!entry.isObject())
            return fail(tr("every item of \"spans\" must be an object"));
        QJsonObject span = entry.toObject();
        const QJsonValue index = span.value(QStringLiteral("index"));
        if (!index.isDouble() || index.toDouble() != qint64(index.toDouble()))
            return fail(tr("each span needs an integer \"index\""));
        if (!span.contains(QStringLiteral("supported")))
            return fail(tr("each span needs \"supported\""));
        if (!span.value(QStringLiteral("reason")).isString())
            span.insert(QStringLiteral("reason"), QString());
        checked.append(span);
    }
    return {true, QJsonObject{{QStringLiteral("spans"), checked}}, {}};
}

} // namespace

QString normaliseVerdict(const QString &verdict)
{
    QString value = verdict.trimmed().toLower();
    if (value.endsWith(QLatin1Char('.')))
        value.chop(1);
    return value;
}

std::optional<QJsonObject> extractObject(const QString &content)
{
    const QString text = withoutThinking(content);
    for (qsizetype start = text.indexOf(QLatin1Char('{')); start >= 0;
         start = text.indexOf(QLatin1Char('{'), start + 1)) {
        const qsizetype end = balancedEnd(text, start);
        if (end < 0)
            continue;
        if (auto object = parseObject(text.mid(start, end - start)))
            return object;
    }
    return std::nullopt;
}

ParsedAnswer parse(AnswerKind kind, const QString &content, int expectedCount)
{
    if (kind == AnswerKind::PlainText && content.size() > MaxPlainTextChars)
        return fail(tr("the text is longer than %n character(s)", nullptr, int(MaxPlainTextChars)));
    if (kind == AnswerKind::PlainText) // a blank sample is a sample the metric discards
        return {true, QJsonObject{{QStringLiteral("text"), content}}, {}};
    const std::optional<QJsonObject> object = extractObject(content);
    if (!object)
        return fail(tr("the answer contains no JSON object that parses"));
    const QStringList yesNo{QStringLiteral("yes"), QStringLiteral("no")};
    switch (kind) {
    case AnswerKind::Truths: return stringList(*object, QStringLiteral("truths"));
    case AnswerKind::Claims: return stringList(*object, QStringLiteral("claims"));
    case AnswerKind::FaithfulnessVerdicts:
        return verdictList(*object, yesNo + QStringList{QStringLiteral("idk")}, false, expectedCount);
    case AnswerKind::RelevancyVerdicts: return verdictList(*object, yesNo, true, expectedCount);
    case AnswerKind::SingleVerdict: {
        QJsonObject item = *object;
        if (const auto problem = checkVerdict(item, yesNo, false))
            return fail(*problem);
        return {true, item, {}};
    }
    case AnswerKind::Reason: {
        const QJsonValue reason = object->value(QStringLiteral("reason"));
        if (!reason.isString())
            return fail(tr("the answer needs a \"reason\" string"));
        return {true, QJsonObject{{QStringLiteral("reason"), reason}}, {}};
    }
    case AnswerKind::Spans: return spans(*object);
    case AnswerKind::PlainText: break;
    }
    return fail(tr("unknown answer kind"));
}

} // namespace claimscope::AnswerParser
