#pragma once

#include "ui/shell/userprompts.h"

#include <QStringList>

#include <functional>

namespace claimscope {

// UserPrompts for tests: answers from fields the test sets, records what was asked, and never
// opens a modal dialog. Test thread (the UI thread of the test).
class ScriptedPrompts : public UserPrompts
{
public:
    SaveChoice saveChoice = SaveChoice::Discard;
    QString openFile;
    QString saveFile;
    // Answers to the recovery list, one per time it is shown; Keep once they run out. Files
    // are named by title.
    struct RecoveryAnswer {
        RecoveryChoice::Action action;
        QStringList titles;
    };
    QList<RecoveryAnswer> recoveryAnswers;
    QList<QStringList> offered; // the titles of each recovery list shown
    QStringList asked;          // "save:<name>", "open:<title>", "recover:<title>" (one per file offered) …
    QStringList errors;         // "<title>: <text>"
    bool yes = true;            // the answer to every yes/no question
    QStringList questions;      // "<title>: <text>" of each yes/no question

    std::optional<int> number; // the answer to every number question (none: cancelled)
    // The answer when a run's judge went away, given what was asked; the test may look at the
    // paused window (or bring the judge back) before answering. None: Cancel.
    std::function<OutageChoice(const QString &problem)> judgeUnreachable;
    QStringList outages;         // the problem of each time it was asked
    QStringList numberQuestions; // "<title>: <label> [<minimum>–<maximum>]"

    std::optional<int> askNumber(QWidget *, const QString &title, const QString &label, int, int minimum,
                                 int maximum) override
    {
        numberQuestions.append(QStringLiteral("%1: %2 [%3–%4]").arg(title, label).arg(minimum).arg(maximum));
        return number;
    }

    OutageChoice askJudgeUnreachable(QWidget *, const QString &problem) override
    {
        outages.append(problem);
        return judgeUnreachable ? judgeUnreachable(problem) : OutageChoice::Cancel;
    }

    bool askYesNo(QWidget *, const QString &title, const QString &text) override
    {
        questions.append(title + QStringLiteral(": ") + text);
        return yes;
    }

    SaveChoice askSaveChanges(QWidget *, const QString &documentName) override
    {
        asked.append(QStringLiteral("save:") + documentName);
        return saveChoice;
    }
    QString askOpenFile(QWidget *, const QString &title, const QString &, const QString &) override
    {
        asked.append(QStringLiteral("open:") + title);
        return openFile;
    }
    QString askSaveFile(QWidget *, const QString &title, const QString &, const QString &) override
    {
        asked.append(QStringLiteral("saveAs:") + title);
        return saveFile;
    }
    RecoveryChoice askRecovery(QWidget *, const QList<RecoveryFile> &files) override
    {
        QStringList titles;
        for (const RecoveryFile &file : files) {
            titles.append(file.title);
            asked.append(QStringLiteral("recover:") + file.title);
        }
        offered.append(titles);
        if (recoveryAnswers.isEmpty())
            return {};
        const RecoveryAnswer answer = recoveryAnswers.takeFirst();
        RecoveryChoice choice{answer.action, {}};
        for (const RecoveryFile &file : files) {
            if (answer.titles.contains(file.title))
                choice.files.append(file);
        }
        return choice;
    }
    void showError(QWidget *, const QString &title, const QString &text) override
    {
        errors.append(title + QStringLiteral(": ") + text);
    }
};

} // namespace claimscope
