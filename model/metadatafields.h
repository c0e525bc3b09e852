#pragma once

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>
#include <QVariant>

namespace claimscope {

struct TestCase;

// The test cases' metadata as table columns: which dotted paths hold plain values ("model_id",
// "human.faithfulness.mean"), and a path's value as text and as a sort key. Pure, any thread.
namespace MetadataFields {

// Paths to scalars (or lists of scalars) found in the test cases' metadata, up to three levels
// deep, in first-seen order; at most `limit`.
QStringList paths(const QList<TestCase> &testCases, int limit = 40);
// "" when the path holds nothing plain; lists joined with ", ".
QString text(const QJsonObject &metadata, const QString &path);
// A number when the value is one (so 10 sorts after 9), else the text.
QVariant sortKey(const QJsonObject &metadata, const QString &path);

} // namespace MetadataFields

} // namespace claimscope
