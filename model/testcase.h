#pragma once

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

namespace claimscope {

enum class Role { User, Assistant };

QString roleName(Role role);

// One retrieval-context item: its text plus, for object items, every original field
// (ids and `metadata` are read by Source Diversity). Plain value type, any thread.
struct ContextItem {
    QString text;
    QJsonObject fields; // empty for plain strings
    bool isObject = false;

    static ContextItem fromText(const QString &text) { return {text, {}, false}; }
    bool operator==(const ContextItem &) const = default;
};

QStringList contextTexts(const QList<ContextItem> &items);

// One chat turn of a conversational test case.
struct Turn {
    Role role = Role::User;
    QString content;
    QList<ContextItem> retrievalContext;
    QStringList samples; // pre-generated generator samples (Epistemic Consistency)

    bool operator==(const Turn &) const = default;
};

// A conversational or single-turn test case exactly as METRICS.md §0.1 describes it.
// Plain value type: copied freely between the UI and the engine thread.
struct TestCase {
    enum class Kind { SingleTurn, Conversational };

    Kind kind = Kind::SingleTurn;
    QString name;

    // single turn
    QString input;
    QString actualOutput;
    QString expectedOutput;
    QList<ContextItem> retrievalContext;
    QStringList samples;

    // conversational
    QList<Turn> turns;
    QString scenario;
    QString expectedOutcome;
    QString chatbotRole;

    QJsonObject metadata;

    bool isConversational() const { return kind == Kind::Conversational; }
    // The name shown to users: `name`, else "#<index+1>".
    QString displayName(int index) const;
    // The name lists show: displayName(), unless the name is a machine id (a long hex hash or a
    // UUID, as datasets often have); then a title from the metadata ("title", "display_name",
    // "topic"), else the last user message, shortened, with the metadata's "model_id".
    QString readableName(int index) const;

    bool operator==(const TestCase &) const = default;
};

} // namespace claimscope
