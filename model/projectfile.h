#pragma once

#include "claimlabels.h"
#include "humanlabels.h"
#include "projectsettings.h"
#include "testcase.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

namespace claimscope {

// What a project file holds: the test cases, everything ProjectSettings configures, and the
// human labels set by hand or imported.
struct Project {
    QList<TestCase> cases;
    ProjectSettings settings;
    HumanLabels labels;
    ClaimLabels claimLabels;
    bool operator==(const Project &) const = default;
};

struct ProjectLoad {
    Project project;
    QStringList errors; // "file: where: what"; non-empty: the file was rejected
    bool ok() const { return errors.isEmpty(); }
    QString errorText() const { return errors.join(QLatin1Char('\n')); }
};

// The project file `*.claimscope.json` (INTERFACES.md §4): {"version", "test_cases": [...],
// "judge", "metrics", "templates", "labels", "claim_labels"}; "labels" ({metric: {test case:
// {"pass", "rating"?}}}) and "claim_labels" ({metric: {test case: {claim: "yes"|"no"|"idk"}}})
// are optional, so files written before them load unchanged. The API key is never written. Pure
// functions, any thread.
namespace ProjectFile {

constexpr int CurrentVersion = 1;

QString suffix(); // ".claimscope.json"
bool hasProjectSuffix(const QString &path);
// `path` with the project suffix added when it has none ("demo" → "demo.claimscope.json").
QString withProjectSuffix(const QString &path);

QByteArray toBytes(const Project &project);
// Saves as OutputFile does (a regular file atomically). On failure returns false and sets `error` to a message
// naming the file and the reason.
bool write(const QString &path, const Project &project, QString *error);

ProjectLoad read(const QString &path);
// `sourceName` names the origin in messages.
ProjectLoad readBytes(const QByteArray &data, const QString &sourceName);

} // namespace ProjectFile

} // namespace claimscope
