#pragma once

#include "model/testcase.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

namespace claimscope {

// Which dataset a run was made on, so that runs of different datasets are never compared as if
// alike: the file(s) its test cases were read from (a project or test-case file, by absolute
// path), or, for test cases read from no file, their content. Value type, any thread.
struct DatasetRef {
    Q_DECLARE_TR_FUNCTIONS(claimscope::DatasetRef)

public:
    QString key;  // equal for the runs of one dataset; empty: not recorded (runs kept before)
    QString name; // what a person reads: "hotel-concierge.json"

    static DatasetRef ofFiles(const QStringList &paths);
    // Test cases read from no file (a new project), named `name` ("Untitled").
    static DatasetRef ofContent(const QList<TestCase> &cases, const QString &name);

    bool isKnown() const { return !key.isEmpty(); }
    // Whether both are known and are not the same dataset.
    static bool differ(const DatasetRef &a, const DatasetRef &b)
    {
        return a.isKnown() && b.isKnown() && a.key != b.key;
    }
    // What a comparison of runs of `a` and `b` must say plainly; empty when they do not differ.
    static QString mismatch(const DatasetRef &a, const DatasetRef &b);

    QJsonObject toJson() const;
    static DatasetRef fromJson(const QJsonObject &json);
    bool operator==(const DatasetRef &) const = default;
};

} // namespace claimscope
