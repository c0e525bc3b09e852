#pragma once

#include "model/humanlabels.h"
#include "model/testcase.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

namespace claimscope {

// What labels are read for: the test cases (named as results name them) and the metrics whose
// labels count — a run's metrics, or none to take labels for every metric (as a project does).
struct LabelScope {
    QList<TestCase> cases;
    QStringList metrics;
};

// One read of human labels. `errors` name what could not be read exactly (file, line, the fix;
// at most LabelCollector::MaxErrors of them, then "… and N more"); whoever needs every label to
// be right refuses the read when there is one. `notes` count the labels left out because the
// scope has no such test case or metric, one line each with a few examples. No labels left is
// an error.
struct LabelsRead {
    HumanLabels labels;
    QStringList errors;
    QStringList notes;
    bool ok() const { return errors.isEmpty(); }
};

// Reads human labels from a CSV file (test_case,metric,label with label pass/fail) or from the
// test cases' metadata:
//   "faithfulness=human.faithful"                   a boolean (or yes/no, pass/fail)
//   "faithfulness=human.faithfulness.mean>=3.5"      a rating, pass at or above the number
// several mappings separated by ";". Every message has its control characters made visible.
// Pure functions, any thread.
namespace LabelsReader {
constexpr qint64 MaxFileBytes = 256ll * 1024 * 1024;

// What labels read from these test cases' metadata most likely rate: the last answer
// (HumanLabel::LastExchange) when they are conversations whose retrieval context sits on the
// last answer only — a label then rates what could be checked against that context —, else
// the whole test case.
int proposedExchange(const QList<TestCase> &cases);

// SPEC names a CSV file (it ends in .csv or is a file) or holds mappings.
LabelsRead read(const QString &spec, const LabelScope &scope);
LabelsRead readCsvFile(const QString &path, const LabelScope &scope);
// `file` names the data in messages.
LabelsRead readCsv(const QByteArray &data, const QString &file, const LabelScope &scope);
LabelsRead readMappings(const QString &mappings, const LabelScope &scope);
} // namespace LabelsReader

} // namespace claimscope
