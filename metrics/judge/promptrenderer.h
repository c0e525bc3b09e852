#pragma once

#include "judge.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace claimscope {

// The editable template of every judge step: defaults from resources, user overrides on top.
// A plain value type (copied into each run); rendering is pure, any thread.
class TemplateSet
{
    Q_DECLARE_TR_FUNCTIONS(claimscope::TemplateSet)

public:
    // The shipped template of a step (":/templates/<step>.txt"); empty if there is none.
    static QString defaultText(const QString &step);

    QString text(const QString &step) const;
    void setText(const QString &step, const QString &text); // equal to the default: reset
    void reset(const QString &step);
    bool isCustomised(const QString &step) const;
    QHash<QString, QString> overrides() const { return m_overrides; }

    // Every problem with the templates of these steps: unknown placeholders, required ones
    // missing, unbalanced braces. Empty when they can be rendered.
    QStringList validate(const QStringList &steps) const;

    // The messages sent for a call: an optional "=== system ===" section and the user message.
    QList<ChatMessage> render(const StepCall &call) const;

    bool operator==(const TemplateSet &) const = default;

private:
    QHash<QString, QString> m_overrides;
};

// The placeholders a template uses, in order of first use ("{{ claims }}" → "claims").
QStringList placeholdersIn(const QString &templateText);

// Replaces every {{name}}: strings verbatim, numbers and booleans as JSON, lists and objects
// as indented JSON. Unknown names are left as they are (validate() reports them first).
QString renderTemplate(const QString &templateText, const QJsonObject &vars);

} // namespace claimscope
