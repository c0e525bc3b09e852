#include "datasetref.h"

#include "model/testcasewriter.h"

#include <QCryptographicHash>
#include <QFileInfo>

namespace claimscope {

DatasetRef DatasetRef::ofFiles(const QStringList &paths)
{
    QStringList absolute;
    QStringList names;
    for (const QString &path : paths) {
        // A bundled example (":/examples/…") is its own absolute path.
        const QFileInfo info(path);
        absolute.append(path.startsWith(QLatin1Char(':')) ? path : info.absoluteFilePath());
        names.append(info.fileName());
    }
    if (absolute.isEmpty())
        return {};
    return {QStringLiteral("file:") + absolute.join(QLatin1Char('\n')), names.join(QStringLiteral(", "))};
}

DatasetRef DatasetRef::ofContent(const QList<TestCase> &cases, const QString &name)
{
    const QByteArray hash =
        QCryptographicHash::hash(TestCaseWriter::toJsonBytes(cases, -1), QCryptographicHash::Sha256).toHex();
    return {QStringLiteral("content:") + QString::fromLatin1(hash), name};
}

QString DatasetRef::mismatch(const DatasetRef &a, const DatasetRef &b)
{
    if (!differ(a, b))
        return {};
    return tr("These runs are of different datasets (A: %1, B: %2): their test cases do not correspond, so the "
              "differences compare unlike things.")
        .arg(a.name, b.name);
}

QJsonObject DatasetRef::toJson() const
{
    return {{QStringLiteral("key"), key}, {QStringLiteral("name"), name}};
}

DatasetRef DatasetRef::fromJson(const QJsonObject &json)
{
    return {json.value(QStringLiteral("key")).toString(), json.value(QStringLiteral("name")).toString()};
}

} // namespace claimscope
