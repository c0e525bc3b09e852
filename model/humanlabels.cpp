#include "humanlabels.h"

#include <QCoreApplication>

#include <algorithm>

namespace claimscope {

QString HumanLabel::scopeText(int exchange)
{
    if (exchange == WholeCase)
        return QCoreApplication::translate("claimscope::HumanLabel", "the whole test case");
    if (exchange == LastExchange)
        return QCoreApplication::translate("claimscope::HumanLabel", "the last answer");
    return QCoreApplication::translate("claimscope::HumanLabel", "exchange %1").arg(QString::number(exchange));
}

QString HumanLabel::scopeSuffix(int exchange)
{
    if (exchange == WholeCase)
        return {};
    return exchange == LastExchange ? QStringLiteral("@last") : QStringLiteral("@%1").arg(exchange);
}

QString HumanLabels::caseName(const QString &testCaseName, int testCaseIndex)
{
    return testCaseName.isEmpty() ? QStringLiteral("#%1").arg(testCaseIndex + 1) : testCaseName;
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

int HumanLabels::anyExchange(const QString &metric) const
{
    const auto perMetric = m_labels.constFind(metric);
    return perMetric == m_labels.constEnd() || perMetric->isEmpty() ? HumanLabel::WholeCase
                                                                    : perMetric->cbegin()->exchange;
}

QList<int> HumanLabels::exchanges() const
{
    QList<int> scopes;
    for (const QHash<QString, HumanLabel> &perMetric : m_labels) {
        for (const HumanLabel &label : perMetric) {
            if (!scopes.contains(label.exchange))
                scopes.append(label.exchange);
        }
    }
    std::sort(scopes.begin(), scopes.end());
    return scopes;
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
            if (label->exchange == HumanLabel::LastExchange)
                entry.insert(QStringLiteral("exchange"), QStringLiteral("last"));
            else if (label->exchange > 0)
                entry.insert(QStringLiteral("exchange"), label->exchange);
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
            // Files written before labels had a scope rate the whole test case.
            const QJsonValue exchange = entry.value(QStringLiteral("exchange"));
            if (exchange.toString() == QLatin1String("last"))
                value.exchange = HumanLabel::LastExchange;
            else if (exchange.isDouble() && exchange.toInt() > 0)
                value.exchange = exchange.toInt();
            labels.set(label.key(), metric.key(), value);
        }
    }
    return labels;
}

} // namespace claimscope
