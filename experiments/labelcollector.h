#pragma once

#include "labelsreader.h"

#include <QCoreApplication>
#include <QHash>
#include <QPair>
#include <QSet>

#include <functional>

namespace claimscope {

// Gathers the labels of one read (LabelsReader): keeps those for a test case and metric of the
// scope and counts the others, refuses a second, different label for the same test case and
// metric (the same label again is fine), and caps the errors. Owned by one read, on its thread.
class LabelCollector
{
    Q_DECLARE_TR_FUNCTIONS(claimscope::LabelCollector)

public:
    static constexpr int MaxErrors = MaxLabelErrors;
    static constexpr int MaxExamples = 3;

    // Where a label was read: `at` starts its messages ("labels.csv:12"), `name` refers to it
    // from another message ("line 12").
    struct Place {
        QString at;
        QString name;
    };

    // `source` names the labels in messages about all of them: the file, or the mappings.
    LabelCollector(const LabelScope &scope, QString source);

    void add(const QString &testCase, const QString &metric, const HumanLabel &label, const Place &place);
    void error(const QString &message);
    // The labels kept, the errors (with "… and N more" past MaxErrors) and the notes on what was
    // left out. No label kept and no other error: an error that says there are none, with
    // `expected` (what the source should hold) when nothing was read at all.
    LabelsRead finish(const QString &expected);

private:
    struct Seen {
        HumanLabel label;
        QString place; // Place::name
        bool conflicting = false;
    };
    struct LeftOut {
        qint64 count = 0;
        QStringList examples;
    };
    static QString describe(const HumanLabel &label);
    // One more label left out; `example` describes it when there are not enough examples yet.
    static void count(LeftOut &leftOut, const std::function<QString()> &example);

    QHash<QString, int> m_exchanges; // test case → how many exchanges it has
    QSet<QString> m_metrics;         // empty: every metric
    QString m_source;
    QHash<QPair<QString, QString>, Seen> m_seen; // (metric, test case)
    qint64 m_read = 0;                           // labels add() was given
    LeftOut m_unknownCases;
    LeftOut m_metricsNotInScope;
    QStringList m_errors;
    qint64 m_errorsLeftOut = 0;
};

} // namespace claimscope
