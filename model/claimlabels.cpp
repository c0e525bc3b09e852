#include "claimlabels.h"

#include "humanlabels.h"
#include "visiblecontrols.h"

#include <QCoreApplication>

namespace claimscope {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("claimscope::ClaimLabels", text);
}

} // namespace

bool ClaimLabels::isVerdict(const QString &verdict)
{
    return verdict == QLatin1String("yes") || verdict == QLatin1String("no") || verdict == QLatin1String("idk");
}

void ClaimLabels::set(const QString &testCase, const QString &metric, const QString &claim, const QString &verdict)
{
    m_verdicts[metric][testCase].insert(claim, verdict);
}

void ClaimLabels::remove(const QString &testCase, const QString &metric, const QString &claim)
{
    const auto perMetric = m_verdicts.find(metric);
    if (perMetric == m_verdicts.end())
        return;
    const auto perCase = perMetric->find(testCase);
    if (perCase == perMetric->end())
        return;
    perCase->remove(claim);
    if (perCase->isEmpty())
        perMetric->erase(perCase);
    if (perMetric->isEmpty())
        m_verdicts.erase(perMetric);
}

std::optional<QString> ClaimLabels::find(const QString &testCase, const QString &metric, const QString &claim) const
{
    const auto perMetric = m_verdicts.constFind(metric);
    if (perMetric == m_verdicts.constEnd())
        return std::nullopt;
    const auto perCase = perMetric->constFind(testCase);
    if (perCase == perMetric->constEnd())
        return std::nullopt;
    const auto verdict = perCase->constFind(claim);
    return verdict == perCase->constEnd() ? std::nullopt : std::optional<QString>(*verdict);
}

bool ClaimLabels::covers(const QString &testCase, const QString &metric) const
{
    const auto perMetric = m_verdicts.constFind(metric);
    return perMetric != m_verdicts.constEnd() && perMetric->contains(testCase);
}

int ClaimLabels::size() const
{
    int count = 0;
    for (const auto &perMetric : m_verdicts) {
        for (const auto &perCase : perMetric)
            count += int(perCase.size());
    }
    return count;
}

QJsonObject ClaimLabels::toJson() const
{
    QJsonObject json;
    for (auto metric = m_verdicts.begin(); metric != m_verdicts.end(); ++metric) {
        QJsonObject cases;
        for (auto perCase = metric->begin(); perCase != metric->end(); ++perCase) {
            QJsonObject claims;
            for (auto claim = perCase->begin(); claim != perCase->end(); ++claim)
                claims.insert(claim.key(), claim.value());
            cases.insert(perCase.key(), claims);
        }
        json.insert(metric.key(), cases);
    }
    return json;
}

ClaimLabels ClaimLabels::fromJson(const QJsonObject &json, const QString &file, QStringList *errors)
{
    ClaimLabels labels;
    qint64 problems = 0;
    const auto problem = [&](const QString &where, const QString &message) {
        if (++problems <= MaxLabelErrors)
            errors->append(QStringLiteral("%1: %2").arg(where, message));
    };
    for (auto metric = json.begin(); metric != json.end(); ++metric) {
        const QJsonObject cases = metric.value().toObject();
        for (auto perCase = cases.begin(); perCase != cases.end(); ++perCase) {
            const QString where = QStringLiteral("%1: claim_labels.%2.%3")
                                      .arg(file, visibleName(metric.key()), visibleName(perCase.key()));
            if (!perCase.value().isObject()) {
                problem(where, tr("expected {\"claim\": \"yes\", \"no\" or \"idk\"}"));
                continue;
            }
            const QJsonObject claims = perCase.value().toObject();
            for (auto claim = claims.begin(); claim != claims.end(); ++claim) {
                const QString verdict = claim.value().toString();
                if (!isVerdict(verdict)) {
                    problem(where, tr("a claim's verdict must be \"yes\", \"no\" or \"idk\""));
                    continue;
                }
                labels.set(perCase.key(), metric.key(), claim.key(), verdict);
            }
        }
    }
    if (problems > MaxLabelErrors)
        errors->append(
            QStringLiteral("%1: %2").arg(file, tr("… and %1 more").arg(QString::number(problems - MaxLabelErrors))));
    return labels;
}

} // namespace claimscope
