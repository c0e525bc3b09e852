#pragma once

#include "model/testcase.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

namespace claimscope {

// Short digests of what metrics read in each test case of a run — its own fields first, then
// each turn — kept with the run, so the next run can say which turn of which test case was
// edited ("turn 6 of Hotel concierge edited"). Value type, any thread.
struct CaseFingerprints {
    Q_DECLARE_TR_FUNCTIONS(claimscope::CaseFingerprints)

public:
    struct Case {
        QString title;       // the readable name, when it differs from the key (a machine id)
        QStringList digests; // [own fields, turn 1, turn 2, …]
        bool operator==(const Case &) const = default;
    };
    QMap<QString, Case> cases; // by test case name (TestCase::displayName)

    static CaseFingerprints of(const QList<TestCase> &testCases, const QList<int> &indices);
    QJsonObject toJson() const;
    static CaseFingerprints fromJson(const QJsonObject &json);
    // The content changes of the test cases both runs have, in `after`'s order: "turn 6 of X
    // edited", "X edited" (its own fields), "2 turns added to X". Test cases only one run has
    // are left out: a run of one test case does not remove the others.
    static QStringList changes(const CaseFingerprints &before, const CaseFingerprints &after);

    bool operator==(const CaseFingerprints &) const = default;
};

} // namespace claimscope
