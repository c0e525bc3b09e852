#pragma once

#include "model/testcase.h"

#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace claimscope {

// The most errors one read of labels lists before "… and N more".
constexpr int MaxLabelErrors = 20;

// A person's judgement of one metric on one test case: pass/fail, and the rating it came from
// when there was one.
struct HumanLabel {
    bool pass = false;
    std::optional<double> rating;
    bool operator==(const HumanLabel &) const = default;
};

// Human labels per (test case, metric). Test cases are named as results name them: their
// name, or "#n" (1-based) when they have none. LabelsReader reads them from a CSV file or the
// test cases' metadata. Value type, any thread.
class HumanLabels
{
public:
    static QString caseName(const QString &testCaseName, int testCaseIndex);
    void set(const QString &testCase, const QString &metric, const HumanLabel &label);
    void remove(const QString &testCase, const QString &metric);
    // Every label of `other` added, replacing labels of the same (test case, metric).
    void merge(const HumanLabels &other);
    std::optional<HumanLabel> find(const QString &testCase, const QString &metric) const;
    int size() const; // labels over all metrics
    bool isEmpty() const { return m_labels.isEmpty(); }
    QStringList metrics() const;

    QJsonObject toJson() const;
    static HumanLabels fromJson(const QJsonObject &json);
    bool operator==(const HumanLabels &) const = default;

private:
    QHash<QString, QHash<QString, HumanLabel>> m_labels; // metric → test case → label
};

} // namespace claimscope
