#pragma once

#include "model/testcase.h"

#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace claimscope {

// A person's judgement of one metric on one test case: pass/fail, and the rating it came from
// when there was one.
struct HumanLabel {
    bool pass = false;
    std::optional<double> rating;
    bool operator==(const HumanLabel &) const = default;
};

// Human labels per (test case, metric). Test cases are named as results name them: their
// name, or "#n" (1-based) when they have none. Read from a CSV file (test_case,metric,label
// with label pass/fail) or mapped from the test cases' metadata:
//   "faithfulness=human.faithful"                   a boolean (or yes/no, pass/fail)
//   "faithfulness=human.faithfulness.mean>=3.5"      a rating, pass at or above N
// several mappings separated by ";". Value type, any thread.
class HumanLabels
{
public:
    // Reads SPEC: a CSV file when it names one, mappings otherwise. Every problem (file, line,
    // what is wrong, the fix) goes to *errors.
    static HumanLabels fromSpec(const QString &spec, const QList<TestCase> &cases, QStringList *errors);
    static HumanLabels fromCsv(const QString &file, QStringList *errors);
    static HumanLabels fromMetadata(const QString &mappings, const QList<TestCase> &cases, QStringList *errors);

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
