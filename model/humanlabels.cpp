#include "humanlabels.h"

namespace claimscope {

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
