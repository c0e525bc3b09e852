#pragma once

#include "promptrenderer.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace claimscope {

// What a template set file held: its name and templates, or why it was rejected.
struct TemplateSetLoad {
    QString name;
    TemplateSet templates;
    QStringList errors; // "file: templates.step: what"; non-empty: nothing was loaded
    bool ok() const { return errors.isEmpty(); }
};

// A named template set saved on its own (INTERFACES.md §5): {"name", "templates": {step: text}}
// with only the customised steps; loading it replaces every override. Pure functions, any thread.
namespace TemplateSetFile {

QByteArray toBytes(const QString &name, const TemplateSet &templates);
// Saves atomically; on failure `error` names the file and the reason.
bool write(const QString &path, const QString &name, const TemplateSet &templates, QString *error);
TemplateSetLoad read(const QString &path);
TemplateSetLoad readBytes(const QByteArray &data, const QString &sourceName);

} // namespace TemplateSetFile

} // namespace claimscope
