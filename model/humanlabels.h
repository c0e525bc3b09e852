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

// A person's judgement of one metric on one test case: pass/fail, the rating it came from
// when there was one, and what it rates: the whole test case, or one exchange of it.
struct HumanLabel {
    static constexpr int WholeCase = 0;     // `exchange` of a label on the whole test case
    static constexpr int LastExchange = -1; // `exchange` of a label on the last exchange
    bool pass = false;
    std::optional<double> rating;
    int exchange = WholeCase; // or LastExchange, or N >= 1 (exchange N, 1-based)
    bool operator==(const HumanLabel &) const = default;

    bool ratesExchange() const { return exchange != WholeCase; }
    // "the whole test case", "the last answer", "exchange 3" (translated).
    static QString scopeText(int exchange);
    // The label syntax's suffix: "", "@last", "@3".
    static QString scopeSuffix(int exchange);
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
    // The test cases with a label of `metric`, in no particular order.
    QStringList testCases(const QString &metric) const { return m_labels.value(metric).keys(); }
    // What some label of `metric` rates (HumanLabel::exchange); WholeCase when it has none.
    int anyExchange(const QString &metric) const;
    // What the labels rate (HumanLabel::exchange), each once, in ascending order.
    QList<int> exchanges() const;

    QJsonObject toJson() const;
    static HumanLabels fromJson(const QJsonObject &json);
    bool operator==(const HumanLabels &) const = default;

private:
    QHash<QString, QHash<QString, HumanLabel>> m_labels; // metric → test case → label
};

} // namespace claimscope
