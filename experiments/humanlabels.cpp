#include "humanlabels.h"

#include "registry.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QRegularExpression>

namespace claimscope {

namespace {

QString tr(const char *text, const char *disambiguation = nullptr, int n = -1)
{
    return QCoreApplication::translate("claimscope::HumanLabels", text, disambiguation, n);
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

// RFC 4180 fields of one line (quotes, doubled quotes); lines with quoted newlines are not
// label files' business.
QStringList csvFields(const QString &line)
{
    QStringList fields;
    QString field;
    bool quoted = false;
    for (int i = 0; i < line.size(); ++i) {
        const QChar c = line[i];
        if (quoted) {
            if (c == QLatin1Char('"') && i + 1 < line.size() && line[i + 1] == QLatin1Char('"')) {
                field += c;
                ++i;
            } else if (c == QLatin1Char('"')) {
                quoted = false;
            } else {
                field += c;
            }
        } else if (c == QLatin1Char('"')) {
            quoted = true;
        } else if (c == QLatin1Char(',')) {
            fields.append(field);
            field.clear();
        } else {
            field += c;
        }
    }
    fields.append(field);
    return fields;
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

} // namespace

QString HumanLabels::caseName(const QString &testCaseName, int testCaseIndex)
{
    return testCaseName.isEmpty() ? QStringLiteral("#%1").arg(testCaseIndex + 1) : testCaseName;
}

HumanLabels HumanLabels::fromSpec(const QString &spec, const QList<TestCase> &cases, QStringList *errors)
{
    if (spec.endsWith(QLatin1String(".csv"), Qt::CaseInsensitive) || QFileInfo(spec).isFile())
        return fromCsv(spec, errors);
    return fromMetadata(spec, cases, errors);
}

HumanLabels HumanLabels::fromCsv(const QString &file, QStringList *errors)
{
    HumanLabels labels;
    QFile in(file);
    if (!in.open(QIODevice::ReadOnly | QIODevice::Text)) {
        errors->append(tr("%1: cannot read the labels: %2").arg(file, in.errorString()));
        return labels;
    }
    const QStringList lines = QString::fromUtf8(in.readAll()).split(QLatin1Char('\n'));
    int lineNumber = 0;
    for (QString line : lines) {
        ++lineNumber;
        line = line.trimmed();
        if (line.isEmpty())
            continue;
        const QStringList fields = csvFields(line);
        if (lineNumber == 1 && fields.value(0).trimmed() == QLatin1String("test_case"))
            continue; // the header
        if (fields.size() < 3) {
            errors->append(
                tr("%1:%2: expected test_case,metric,label, got \"%3\"").arg(file).arg(lineNumber).arg(line));
            continue;
        }
        const QString metric = fields[1].trimmed();
        if (!MetricRegistry::find(metric)) {
            errors->append(tr("%1:%2: unknown metric \"%3\" (claimscope-cli metrics lists them)")
                               .arg(file)
                               .arg(lineNumber)
                               .arg(metric));
            continue;
        }
        const std::optional<bool> pass = passWord(fields[2]);
        if (!pass) {
            errors->append(
                tr("%1:%2: label \"%3\" is neither pass nor fail").arg(file).arg(lineNumber).arg(fields[2].trimmed()));
            continue;
        }
        labels.set(fields[0].trimmed(), metric, {*pass, std::nullopt});
    }
    return labels;
}

HumanLabels HumanLabels::fromMetadata(const QString &mappings, const QList<TestCase> &cases, QStringList *errors)
{
    HumanLabels labels;
    static const QRegularExpression mapping(
        QStringLiteral(R"(^\s*([a-z_]+)\s*=\s*([A-Za-z0-9_.\-]+)\s*(?:>=\s*([0-9.]+))?\s*$)"));
    for (const QString &part : mappings.split(QLatin1Char(';'), Qt::SkipEmptyParts)) {
        const QRegularExpressionMatch match = mapping.match(part);
        if (!match.hasMatch()) {
            errors->append(tr("labels \"%1\": expected METRIC=METADATA.PATH or METRIC=METADATA.PATH>=N "
                              "(e.g. faithfulness=human.faithful), or a CSV file test_case,metric,label")
                               .arg(part.trimmed()));
            continue;
        }
        const QString metric = match.captured(1);
        if (!MetricRegistry::find(metric)) {
            errors->append(tr("labels \"%1\": unknown metric \"%2\" (claimscope-cli metrics lists them)")
                               .arg(part.trimmed(), metric));
            continue;
        }
        const QString path = match.captured(2);
        const bool rated = !match.captured(3).isEmpty();
        const double minimum = match.captured(3).toDouble();
        int found = 0;
        for (int i = 0; i < cases.size(); ++i) {
            const QJsonValue value = valueAt(cases[i].metadata, path);
            const QString name = caseName(cases[i].name, i);
            if (value.isUndefined() || value.isNull())
                continue;
            if (rated) {
                if (!value.isDouble()) {
                    errors->append(tr("labels: test case %1: metadata.%2 is not a number").arg(name, path));
                    continue;
                }
                labels.set(name, metric, {value.toDouble() >= minimum, value.toDouble()});
            } else {
                const std::optional<bool> pass =
                    value.isBool() ? std::optional<bool>(value.toBool()) : passWord(value.toVariant().toString());
                if (!pass) {
                    errors->append(tr("labels: test case %1: metadata.%2 is neither true/false nor pass/fail "
                                      "(add >=N to read it as a rating)")
                                       .arg(name, path));
                    continue;
                }
                labels.set(name, metric, {*pass, std::nullopt});
            }
            ++found;
        }
        if (found == 0)
            errors->append(tr("labels \"%1\": no test case has metadata.%2").arg(part.trimmed(), path));
    }
    return labels;
}

void HumanLabels::set(const QString &testCase, const QString &metric, const HumanLabel &label)
{
    m_labels[metric].insert(testCase, label);
}

void HumanLabels::remove(const QString &testCase, const QString &metric)
{
    const auto perMetric = m_labels.find(metric);
    if (perMetric == m_labels.end())
        return;
    perMetric->remove(testCase);
    if (perMetric->isEmpty())
        m_labels.erase(perMetric);
}

void HumanLabels::merge(const HumanLabels &other)
{
    for (auto metric = other.m_labels.begin(); metric != other.m_labels.end(); ++metric) {
        for (auto label = metric->begin(); label != metric->end(); ++label)
            set(label.key(), metric.key(), label.value());
    }
}

int HumanLabels::size() const
{
    int count = 0;
    for (const auto &perMetric : m_labels)
        count += int(perMetric.size());
    return count;
}

std::optional<HumanLabel> HumanLabels::find(const QString &testCase, const QString &metric) const
{
    const auto perMetric = m_labels.constFind(metric);
    if (perMetric == m_labels.constEnd())
        return std::nullopt;
    const auto label = perMetric->constFind(testCase);
    if (label == perMetric->constEnd())
        return std::nullopt;
    return *label;
}

QStringList HumanLabels::metrics() const
{
    QStringList ids = m_labels.keys();
    ids.sort();
    return ids;
}

QJsonObject HumanLabels::toJson() const
{
    QJsonObject json;
    for (auto metric = m_labels.begin(); metric != m_labels.end(); ++metric) {
        QJsonObject cases;
        for (auto label = metric->begin(); label != metric->end(); ++label) {
            QJsonObject entry{{QStringLiteral("pass"), label->pass}};
            if (label->rating)
                entry.insert(QStringLiteral("rating"), *label->rating);
            cases.insert(label.key(), entry);
        }
        json.insert(metric.key(), cases);
    }
    return json;
}

HumanLabels HumanLabels::fromJson(const QJsonObject &json)
{
    HumanLabels labels;
    for (auto metric = json.begin(); metric != json.end(); ++metric) {
        const QJsonObject cases = metric.value().toObject();
        for (auto label = cases.begin(); label != cases.end(); ++label) {
            const QJsonObject entry = label.value().toObject();
            HumanLabel value{entry.value(QStringLiteral("pass")).toBool(), std::nullopt};
            if (entry.value(QStringLiteral("rating")).isDouble())
                value.rating = entry.value(QStringLiteral("rating")).toDouble();
            labels.set(label.key(), metric.key(), value);
        }
    }
    return labels;
}

} // namespace claimscope
