#pragma once

#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace claimscope {

// A person's verdicts on claims ("yes", "no" or "idk"), per test case (named as results name
// it), metric and claim text. A claim repeated in overlapping windows has one verdict. Value
// type, any thread.
class ClaimLabels
{
public:
    static bool isVerdict(const QString &verdict); // "yes", "no" or "idk"

    void set(const QString &testCase, const QString &metric, const QString &claim, const QString &verdict);
    void remove(const QString &testCase, const QString &metric, const QString &claim);
    std::optional<QString> find(const QString &testCase, const QString &metric, const QString &claim) const;
    // Whether the person judged any claim of this (test case, metric).
    bool covers(const QString &testCase, const QString &metric) const;
    int size() const;
    bool isEmpty() const { return m_verdicts.isEmpty(); }

    // {metric: {test case: {claim: verdict}}}
    QJsonObject toJson() const;
    // Every entry that is not a verdict is named in *errors ("<file>: claim_labels.<metric>.<case>: …",
    // control characters made visible; at most MaxLabelErrors, then "… and N more").
    static ClaimLabels fromJson(const QJsonObject &json, const QString &file, QStringList *errors);
    bool operator==(const ClaimLabels &) const = default;

private:
    QHash<QString, QHash<QString, QHash<QString, QString>>> m_verdicts; // metric → test case → claim → verdict
};

} // namespace claimscope
