#include "templatesetfile.h"

#include "model/outputfile.h"
#include "steps.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>

namespace claimscope::TemplateSetFile {

namespace {

QString tr(const char *text, const char *disambiguation = nullptr, int n = -1)
{
    return QCoreApplication::translate("claimscope::TemplateSetFile", text, disambiguation, n);
}

} // namespace

QByteArray toBytes(const QString &name, const TemplateSet &templates)
{
    QJsonObject steps;
    const QHash<QString, QString> overrides = templates.overrides();
    for (auto it = overrides.begin(); it != overrides.end(); ++it)
        steps.insert(it.key(), it.value());
    return QJsonDocument(QJsonObject{{QStringLiteral("name"), name}, {QStringLiteral("templates"), steps}})
        .toJson(QJsonDocument::Indented);
}

bool write(const QString &path, const QString &name, const TemplateSet &templates, QString *error)
{
    return OutputFile::writeAll(path, toBytes(name, templates), error);
}

TemplateSetLoad read(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        TemplateSetLoad load;
        load.errors.append(tr("%1: cannot be opened: %2").arg(path, file.errorString()));
        return load;
    }
    return readBytes(file.readAll(), path);
}

TemplateSetLoad readBytes(const QByteArray &data, const QString &sourceName)
{
    TemplateSetLoad load;
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(data, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        const int line = int(std::count(data.begin(), data.begin() + parseError.offset, '\n')) + 1;
        load.errors.append(
            tr("%1: line %2: not valid JSON: %3").arg(sourceName, QString::number(line), parseError.errorString()));
        return load;
    }
    const QJsonValue steps = document.object().value(QStringLiteral("templates"));
    if (!document.isObject() || !steps.isObject()) {
        load.errors.append(
            tr("%1: expected a template set: {\"name\": …, \"templates\": {step: text}}").arg(sourceName));
        return load;
    }
    load.name = document.object().value(QStringLiteral("name")).toString();
    const QJsonObject map = steps.toObject();
    for (auto it = map.begin(); it != map.end(); ++it) {
        if (!findStep(it.key()))
            load.errors.append(tr("%1: templates.%2: no such judge step").arg(sourceName, it.key()));
        else if (!it.value().isString())
            load.errors.append(tr("%1: templates.%2: expected the template text").arg(sourceName, it.key()));
        else
            load.templates.setText(it.key(), it.value().toString());
    }
    if (!load.ok())
        load.templates = {};
    return load;
}

} // namespace claimscope::TemplateSetFile
