#include "labelsreader.h"

#include "labelcollector.h"
#include "model/visiblecontrols.h"
#include "registry.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QJsonValue>
#include <QRegularExpression>

#include <algorithm>
#include <charconv>
#include <cmath>

namespace claimscope::LabelsReader {

namespace {

// lupdate files the strings of free functions in namespace claimscope::LabelsReader under
// "claimscope::LabelsReader".
QString tr(const char *text)
{
    return QCoreApplication::translate("claimscope::LabelsReader", text);
}

QString csvShape()
{
    return tr("rows test_case,metric,label (label pass or fail), one per line, and an optional exchange column "
              "(last, a number from 1, or empty for the whole test case)");
}

QString mappingShape()
{
    return tr("METRIC=METADATA.PATH or METRIC=METADATA.PATH>=N, with @last or @N when the label rates one exchange "
              "(e.g. faithfulness=human.faithful@last), or a CSV file test_case,metric,label");
}

// What a label rates, from "last", "3" or "" (the whole test case); sets *problem when it is
// neither.
std::optional<int> exchangeScope(const QString &token, QString *problem)
{
    const QString word = token.trimmed();
    if (word.isEmpty())
        return HumanLabel::WholeCase;
    if (word.compare(QLatin1String("last"), Qt::CaseInsensitive) == 0)
        return HumanLabel::LastExchange;
    bool isNumber = false;
    const int number = word.toInt(&isNumber);
    if (isNumber && number >= 1)
        return number;
    if (isNumber)
        *problem = tr("exchange %1: exchanges count from 1 (write 1 for the first, last for the last one)")
                       .arg(visibleName(word));
    else
        *problem = tr("exchange \"%1\" is neither last nor a number (write last, a number from 1, or nothing for "
                      "the whole test case)")
                       .arg(visibleName(word));
    return std::nullopt;
}

LabelsRead failed(const QString &message)
{
    LabelsRead read;
    read.errors.append(message);
    return read;
}

std::optional<bool> passWord(QString word)
{
    word = word.trimmed().toLower();
    if (word == QLatin1String("pass") || word == QLatin1String("yes") || word == QLatin1String("true")
        || word == QLatin1String("1"))
        return true;
    if (word == QLatin1String("fail") || word == QLatin1String("no") || word == QLatin1String("false")
        || word == QLatin1String("0"))
        return false;
    return std::nullopt;
}

// The token as a finite number when all of it is one ("3.5", "-1", "2e1"); none for "3..5", ".",
// "nan", "1e" or "3,5".
std::optional<double> strictNumber(const QString &token)
{
    const QByteArray bytes = token.toLatin1(); // anything else becomes '?', which is no number
    double value = 0;
    const char *end = bytes.constData() + bytes.size();
    const auto [stop, error] = std::from_chars(bytes.constData(), end, value);
    if (bytes.isEmpty() || error != std::errc() || stop != end || !std::isfinite(value))
        return std::nullopt;
    return value;
}

bool isBlank(QChar c)
{
    return c == QLatin1Char(' ') || c == QLatin1Char('\t');
}

// The RFC 4180 fields of one line ("a, b" quoted, doubled quotes inside), unquoted ones trimmed.
// A quoted field ends on its line. Sets *problem (and returns nothing) when the line is not CSV.
QStringList csvFields(const QString &line, QString *problem)
{
    QStringList fields;
    qsizetype i = 0;
    const qsizetype size = line.size();
    while (true) {
        QString field;
        const qsizetype start = i;
        while (i < size && isBlank(line[i]))
            ++i;
        if (i < size && line[i] == QLatin1Char('"')) {
            bool closed = false;
            for (++i; i < size && !closed; ++i) {
                if (line[i] != QLatin1Char('"'))
                    field += line[i];
                else if (i + 1 < size && line[i + 1] == QLatin1Char('"'))
                    field += line[++i];
                else
                    closed = true;
            }
            while (i < size && isBlank(line[i]))
                ++i;
            if (!closed) {
                *problem = tr("a quoted field does not end on its line (one row per line)");
                return {};
            }
            if (i < size && line[i] != QLatin1Char(',')) {
                *problem = tr("text after the closing quote of a field (inside quotes, write a quote twice: \"\")");
                return {};
            }
        } else {
            for (i = start; i < size && line[i] != QLatin1Char(','); ++i) {
                if (line[i] == QLatin1Char('"')) {
                    *problem = tr("a quote inside an unquoted field (quote the field and write the quote twice: "
                                  "\"say \"\"hi\"\"\")");
                    return {};
                }
            }
            field = QStringView(line).sliced(start, i - start).trimmed().toString();
        }
        fields.append(field);
        if (i >= size)
            return fields;
        ++i; // the comma
    }
}

// One row test_case,metric,label (and empty or header-named further columns).
void readRow(const QStringList &fields, const QString &line, qsizetype columns, qsizetype exchangeColumn,
             const LabelCollector::Place &place, LabelCollector &labels)
{
    if (fields.size() < 3) {
        labels.error(tr("%1: expected test_case,metric,label, got \"%2\"").arg(place.at, visibleName(line)));
        return;
    }
    if (std::any_of(fields.begin() + std::max<qsizetype>(3, columns), fields.end(),
                    [](const QString &field) { return !field.isEmpty(); })) {
        labels.error(tr("%1: %2 fields, expected 3: test_case,metric,label (further columns need a name in the "
                        "header)")
                         .arg(place.at, QString::number(fields.size())));
        return;
    }
    if (fields[0].isEmpty()) {
        labels.error(tr("%1: no test case: name it as results do (its name, or #N when it has none)").arg(place.at));
        return;
    }
    const MetricInfo *metric = MetricRegistry::find(fields[1]);
    if (!metric) {
        labels.error(
            tr("%1: unknown metric \"%2\" (claimscope-cli metrics lists them)").arg(place.at, visibleName(fields[1])));
        return;
    }
    const std::optional<bool> pass = passWord(fields[2]);
    if (!pass) {
        labels.error(tr("%1: label \"%2\" is neither pass nor fail").arg(place.at, visibleName(fields[2])));
        return;
    }
    QString problem;
    const std::optional<int> exchange = exchangeScope(
        exchangeColumn >= 0 && exchangeColumn < fields.size() ? fields[exchangeColumn] : QString(), &problem);
    if (!exchange) {
        labels.error(QStringLiteral("%1: %2").arg(place.at, problem));
        return;
    }
    labels.add(fields[0], metric->id, {*pass, std::nullopt, *exchange}, place);
}

QJsonValue valueAt(const QJsonObject &object, const QString &path)
{
    QJsonValue value = object;
    for (const QString &key : path.split(QLatin1Char('.'))) {
        if (!value.isObject())
            return QJsonValue(QJsonValue::Undefined);
        value = value.toObject().value(key);
    }
    return value;
}

// The labels one mapping ("faithfulness=human.faithful", "…>=3.5") gives the scope's test cases.
void readMapping(const QString &part, const LabelScope &scope, LabelCollector &labels)
{
    static const QRegularExpression mapping(QStringLiteral(
        R"(^([a-z_]+)\s*=\s*([A-Za-z0-9_.\-]+)\s*(?:@\s*([^\s>]*))?\s*(?:>=\s*([^\s@]*))?\s*(?:@\s*(\S*))?$)"));
    const LabelCollector::Place place{tr("labels \"%1\"").arg(visibleName(part)),
                                      QStringLiteral("\"%1\"").arg(visibleName(part))};
    const QRegularExpressionMatch match = mapping.match(part);
    if (!match.hasMatch()) {
        labels.error(tr("%1: expected %2").arg(place.at, mappingShape()));
        return;
    }
    const MetricInfo *metric = MetricRegistry::find(match.captured(1));
    if (!metric) {
        labels.error(
            tr("%1: unknown metric \"%2\" (claimscope-cli metrics lists them)").arg(place.at, match.captured(1)));
        return;
    }
    const QString path = match.captured(2);
    std::optional<double> minimum;
    if (match.hasCaptured(4)) {
        minimum = strictNumber(match.captured(4));
        if (!minimum) {
            labels.error(tr("%1: \"%2\" is not a number; write the pass mark as one, e.g. %3=%4>=3.5")
                             .arg(place.at, visibleName(match.captured(4)), metric->id, path));
            return;
        }
    }
    if (match.hasCaptured(3) && match.hasCaptured(5)) {
        labels.error(tr("%1: two @ scopes; write one, e.g. %2=%3@last").arg(place.at, metric->id, path));
        return;
    }
    const bool scoped = match.hasCaptured(3) || match.hasCaptured(5);
    QString problem;
    const std::optional<int> exchange =
        exchangeScope(match.hasCaptured(3) ? match.captured(3) : match.captured(5), &problem);
    if (!exchange || (scoped && *exchange == HumanLabel::WholeCase)) {
        labels.error(QStringLiteral("%1: %2").arg(
            place.at, problem.isEmpty() ? tr("@ without an exchange (write @last or @N, N from 1)") : problem));
        return;
    }
    int found = 0;
    for (int i = 0; i < scope.cases.size(); ++i) {
        const QJsonValue value = valueAt(scope.cases[i].metadata, path);
        const QString name = HumanLabels::caseName(scope.cases[i].name, i);
        if (value.isUndefined() || value.isNull())
            continue;
        ++found;
        if (minimum) {
            if (!value.isDouble()) {
                labels.error(
                    tr("%1: test case \"%2\": metadata.%3 is not a number").arg(place.at, visibleName(name), path));
                continue;
            }
            labels.add(name, metric->id, {value.toDouble() >= *minimum, value.toDouble(), *exchange}, place);
            continue;
        }
        const std::optional<bool> pass =
            value.isBool() ? std::optional<bool>(value.toBool()) : passWord(value.toVariant().toString());
        if (!pass) {
            labels.error(tr("%1: test case \"%2\": metadata.%3 is neither true/false nor pass/fail (add >=N to read "
                            "it as a rating)")
                             .arg(place.at, visibleName(name), path));
            continue;
        }
        labels.add(name, metric->id, {*pass, std::nullopt, *exchange}, place);
    }
    if (found == 0)
        labels.error(tr("%1: no test case has metadata.%2").arg(place.at, path));
}

} // namespace

int proposedExchange(const QList<TestCase> &cases)
{
    bool anyContext = false;
    for (const TestCase &testCase : cases) {
        if (!testCase.isConversational())
            return HumanLabel::WholeCase;
        qsizetype lastAnswer = -1;
        for (qsizetype i = 0; i < testCase.turns.size(); ++i) {
            if (testCase.turns[i].role == Role::Assistant)
                lastAnswer = i;
        }
        for (qsizetype i = 0; i < testCase.turns.size(); ++i) {
            if (testCase.turns[i].retrievalContext.isEmpty())
                continue;
            if (i != lastAnswer)
                return HumanLabel::WholeCase;
            anyContext = true;
        }
    }
    return anyContext ? HumanLabel::LastExchange : HumanLabel::WholeCase;
}

LabelsRead read(const QString &spec, const LabelScope &scope)
{
    if (spec.endsWith(QLatin1String(".csv"), Qt::CaseInsensitive) || QFileInfo(spec).isFile())
        return readCsvFile(spec, scope);
    return readMappings(spec, scope);
}

LabelsRead readCsvFile(const QString &path, const LabelScope &scope)
{
    QFile in(path);
    if (!in.open(QIODevice::ReadOnly))
        return failed(tr("%1: cannot read the labels: %2").arg(path, in.errorString()));
    if (in.size() > MaxFileBytes)
        return failed(tr("%1: %2 MB, more than a labels file can hold (%3 MB)")
                          .arg(path, QString::number(in.size() >> 20), QString::number(MaxFileBytes >> 20)));
    const QByteArray data = in.read(MaxFileBytes + 1);
    if (in.error() != QFileDevice::NoError)
        return failed(tr("%1: cannot read the labels: %2").arg(path, in.errorString()));
    if (data.size() > MaxFileBytes)
        return failed(
            tr("%1: more than a labels file can hold (%2 MB)").arg(path, QString::number(MaxFileBytes >> 20)));
    return readCsv(data, path, scope);
}

LabelsRead readCsv(const QByteArray &data, const QString &file, const LabelScope &scope)
{
    LabelCollector labels(scope, file);
    QByteArrayView rest(data);
    if (rest.startsWith("\xEF\xBB\xBF"))
        rest = rest.sliced(3); // the byte order mark spreadsheets write
    if (const qsizetype nul = rest.indexOf('\0'); nul >= 0) {
        labels.error(tr("%1:%2: a NUL byte: this is not a CSV text file in UTF-8 (binary data, or UTF-16 text: save "
                        "it as CSV UTF-8)")
                         .arg(file, QString::number(rest.first(nul).count('\n') + 1)));
        return labels.finish(csvShape());
    }
    qsizetype columns = 0;         // named in the header
    qsizetype exchangeColumn = -1; // the header's "exchange" column, if it has one
    bool first = true;
    for (int lineNumber = 1; !rest.isEmpty(); ++lineNumber) {
        const qsizetype newline = rest.indexOf('\n');
        QByteArrayView bytes = newline < 0 ? rest : rest.first(newline);
        rest = newline < 0 ? QByteArrayView() : rest.sliced(newline + 1);
        if (bytes.endsWith('\r'))
            bytes.chop(1);
        const LabelCollector::Place place{QStringLiteral("%1:%2").arg(file, QString::number(lineNumber)),
                                          tr("line %1").arg(QString::number(lineNumber))};
        if (!bytes.isValidUtf8()) {
            labels.error(tr("%1: not UTF-8 text: is this a CSV file? (save it as CSV UTF-8)").arg(place.at));
            first = false;
            continue;
        }
        const QString line = QString::fromUtf8(bytes).trimmed();
        if (line.isEmpty())
            continue;
        QString problem;
        const QStringList fields = csvFields(line, &problem);
        const bool header = std::exchange(first, false) && !fields.isEmpty()
            && fields[0].compare(QLatin1String("test_case"), Qt::CaseInsensitive) == 0;
        if (!problem.isEmpty()) {
            labels.error(QStringLiteral("%1: %2").arg(place.at, problem));
        } else if (!header) {
            readRow(fields, line, columns, exchangeColumn, place, labels);
        } else if (fields.size() < 3 || fields[1].compare(QLatin1String("metric"), Qt::CaseInsensitive) != 0
                   || fields[2].compare(QLatin1String("label"), Qt::CaseInsensitive) != 0) {
            labels.error(
                tr("%1: the header must begin test_case,metric,label, got \"%2\"").arg(place.at, visibleName(line)));
        } else {
            columns = fields.size();
            for (qsizetype i = 3; i < fields.size(); ++i) {
                if (fields[i].compare(QLatin1String("exchange"), Qt::CaseInsensitive) == 0)
                    exchangeColumn = i;
            }
        }
    }
    return labels.finish(csvShape());
}

LabelsRead readMappings(const QString &mappings, const LabelScope &scope)
{
    LabelCollector labels(scope, tr("labels \"%1\"").arg(visibleName(mappings)));
    for (const QString &part : mappings.split(QLatin1Char(';'))) {
        if (!part.trimmed().isEmpty())
            readMapping(part.trimmed(), scope, labels);
    }
    return labels.finish(mappingShape());
}

} // namespace claimscope::LabelsReader
