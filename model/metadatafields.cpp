#include "metadatafields.h"

#include "testcase.h"

#include <QJsonArray>
#include <QSet>

#include <algorithm>

namespace claimscope::MetadataFields {

namespace {

constexpr int MaxDepth = 3;

bool isPlain(const QJsonValue &value)
{
    if (value.isString() || value.isDouble() || value.isBool())
        return true;
    if (!value.isArray() || value.toArray().isEmpty())
        return false;
    const QJsonArray array = value.toArray();
    return std::all_of(array.begin(), array.end(),
                       [](const QJsonValue &item) { return item.isString() || item.isDouble() || item.isBool(); });
}

void collect(const QJsonObject &object, const QString &prefix, int depth, QStringList &found, QSet<QString> &seen,
             int limit)
{
    for (auto it = object.begin(); it != object.end() && found.size() < limit; ++it) {
        const QString path = prefix.isEmpty() ? it.key() : prefix + QLatin1Char('.') + it.key();
        if (isPlain(it.value())) {
            if (!seen.contains(path)) {
                seen.insert(path);
                found.append(path);
            }
        } else if (it.value().isObject() && depth < MaxDepth) {
            collect(it.value().toObject(), path, depth + 1, found, seen, limit);
        }
    }
}

QJsonValue valueAt(const QJsonObject &metadata, const QString &path)
{
    QJsonValue value = metadata;
    for (const QString &key : path.split(QLatin1Char('.'))) {
        if (!value.isObject())
            return {};
        value = value.toObject().value(key);
    }
    return value;
}

QString scalarText(const QJsonValue &value)
{
    if (value.isString())
        return value.toString();
    if (value.isBool())
        return value.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    if (value.isDouble())
        return QString::number(value.toDouble(), 'g', 6);
    return {};
}

} // namespace

QStringList paths(const QList<TestCase> &testCases, int limit)
{
    QStringList found;
    QSet<QString> seen;
    for (const TestCase &testCase : testCases) {
        if (found.size() >= limit)
            break;
        collect(testCase.metadata, QString(), 1, found, seen, limit);
    }
    return found;
}

QString text(const QJsonObject &metadata, const QString &path)
{
    const QJsonValue value = valueAt(metadata, path);
    if (!isPlain(value))
        return {};
    if (!value.isArray())
        return scalarText(value);
    QStringList parts;
    for (const QJsonValue &item : value.toArray())
        parts.append(scalarText(item));
    return parts.join(QStringLiteral(", "));
}

QVariant sortKey(const QJsonObject &metadata, const QString &path)
{
    const QJsonValue value = valueAt(metadata, path);
    if (value.isDouble())
        return value.toDouble();
    return text(metadata, path);
}

} // namespace claimscope::MetadataFields
