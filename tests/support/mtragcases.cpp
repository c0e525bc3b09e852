#include "mtragcases.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace claimscope {

QString MtragCases::defaultPath()
{
    return QStringLiteral(CLAIMSCOPE_SHARED_DIR "/datasets/mtrag-human/mtrag-conversations.json");
}

QList<MtragCase> MtragCases::load(const QString &path, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = QStringLiteral("cannot open %1: %2").arg(path, file.errorString());
        return {};
    }
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(file.readAll(), &parseError);
    if (!document.isArray()) {
        *error = QStringLiteral("%1 is not a JSON array: %2").arg(path, parseError.errorString());
        return {};
    }
    QList<MtragCase> cases;
    const QJsonArray array = document.array();
    for (int i = 0; i < array.size(); ++i) {
        const QJsonObject object = array.at(i).toObject();
        const QJsonArray turns = object.value(QLatin1String("turns")).toArray();
        MtragCase c;
        c.index = i;
        for (const QJsonValue &value : turns) {
            const QJsonObject turn = value.toObject();
            if (turn.value(QLatin1String("role")).toString() == QLatin1String("user"))
                c.input = turn.value(QLatin1String("content")).toString();
        }
        const QJsonObject last = turns.last().toObject();
        c.answer = last.value(QLatin1String("content")).toString();
        for (const QJsonValue &passage : last.value(QLatin1String("retrieval_context")).toArray())
            c.passages.append(passage.toString());
        const QJsonValue faithful = object.value(QLatin1String("metadata"))
                                        .toObject()
                                        .value(QLatin1String("human"))
                                        .toObject()
                                        .value(QLatin1String("faithful"));
        if (!faithful.isBool() || last.value(QLatin1String("role")).toString() != QLatin1String("assistant")) {
            *error = QStringLiteral("case %1 has no judged assistant answer or no human label").arg(i);
            return {};
        }
        c.faithful = faithful.toBool();
        cases.append(c);
    }
    return cases;
}

} // namespace claimscope
