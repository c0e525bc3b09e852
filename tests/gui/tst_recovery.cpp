#include "support/qtwarnings.h"
#include "windowfixture.h"

#include "ui/document/autosaver.h"
#include "ui/document/projectdocument.h"
#include "ui/runs/runkeeper.h"
#include "ui/shell/documentcontroller.h"
#include "ui/shell/mainactions.h"
#include "ui/shell/recoverydialog.h"

#include <QAction>
#include <QDir>
#include <QFile>
#include <QPushButton>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTreeWidget>
#include <QtTest>

using namespace claimscope;

namespace {

using Action = RecoveryChoice::Action;

Project projectNamed(const QString &name)
{
    TestCase testCase;
    testCase.name = name;
    testCase.input = name + QStringLiteral(": is breakfast included?");
    testCase.actualOutput = QStringLiteral("Yes, from 7 to 10.");
    Project project;
    project.cases = {testCase};
    return project;
}

QStringList sorted(QStringList list)
{
    list.sort();
    return list;
}

} // namespace

// Crash recovery in the real window: every autosave a crashed session left is offered, none is
// deleted unless its content was saved or the user discarded it, and a recovered project is
// on disk as an autosave at every moment until it is saved. Also the recovery dialog itself.
class TestRecovery : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void autosaveIsRecoveredAfterACrash();
    void everyOrphanedAutosaveIsOffered();
    void recoveringOneKeepsTheOthers();
    void recoveredWorkSurvivesASecondCrash();
    void discardDeletesOnlyTheChosenOnes();
    void keptAutosavesAreOfferedAgain();
    void savingTheRecoveredProjectRemovesItsAutosave();
    void corruptAutosaveIsReportedAndKept();
    void runningSessionsAutosaveIsNeverOffered();
    void dialogListsEveryAutosave();
    void twoAutosavesOfOneFileReadApart();

private:
    // What a session that crashed with `project` unsaved leaves behind; its autosave path.
    QString crashedSession(const Project &project, const QString &title, const QString &originalPath = {});
    QStringList autosaveFiles() const;
    // The projects the autosave folder would offer now.
    QList<Project> pendingProjects() const;
    // The window goes without closing, as in a crash, and a new one starts.
    void crashAndRestart();

    std::unique_ptr<WindowFixture> m_fixture;
};

void TestRecovery::init()
{
    failOnQtWarnings();
    m_fixture = std::make_unique<WindowFixture>();
}

void TestRecovery::cleanup()
{
    m_fixture.reset();
}

QString TestRecovery::crashedSession(const Project &project, const QString &title, const QString &originalPath)
{
    ProjectDocument document;
    document.reset(project, originalPath, title, true);
    Autosaver autosaver(&document, m_fixture->autosaveDir());
    QSignalSpy saved(&autosaver, &Autosaver::saved);
    if (!autosaver.saveNow() || !saved.wait(10000))
        return {};
    return autosaver.filePath();
}

QStringList TestRecovery::autosaveFiles() const
{
    return QDir(m_fixture->autosaveDir()).entryList({QStringLiteral("*") + ProjectFile::suffix()}, QDir::Files);
}

QList<Project> TestRecovery::pendingProjects() const
{
    QList<Project> projects;
    for (const RecoveryFile &file : Autosaver::pending(m_fixture->autosaveDir()))
        projects.append(ProjectFile::read(file.autosavePath).project);
    return projects;
}

void TestRecovery::crashAndRestart()
{
    m_fixture->window.reset();
    m_fixture->prompts.offered.clear();
    m_fixture->makeWindow();
}

void TestRecovery::autosaveIsRecoveredAfterACrash()
{
    m_fixture->window->startUp(QString());
    QTRY_COMPARE(m_fixture->document()->caseCount(), 1);
    ProjectDocument *document = m_fixture->document();
    TestCase edited = document->testCase(0);
    edited.name = QStringLiteral("Unsaved words");
    document->editCase(0, edited, QStringLiteral("rename"));
    const Project project = document->project();
    const QString title = document->displayName();
    Autosaver *autosaver = m_fixture->window->documents()->autosaver();
    QSignalSpy saved(autosaver, &Autosaver::saved);
    QVERIFY(autosaver->saveNow());
    QTRY_COMPARE(saved.count(), 1);
    QVERIFY(QFile::exists(autosaver->filePath()));
    QVERIFY(!autosaver->saveNow()); // nothing new to save
    // While this session runs, its autosave is not offered to anyone.
    QVERIFY(Autosaver::pending(m_fixture->autosaveDir()).isEmpty());

    crashAndRestart();
    m_fixture->prompts.recoveryAnswers = {{Action::Recover, {title}}};
    m_fixture->window->startUp(QString());
    QCOMPARE(m_fixture->prompts.offered, QList<QStringList>{{title}});
    QCOMPARE(m_fixture->document()->project(), project);
    QCOMPARE(m_fixture->document()->displayName(), title);
    QVERIFY(m_fixture->window->isWindowModified());
    // Still the example's work: its runs are listed, not those of another dataset.
    QCOMPARE(m_fixture->document()->sourcePath(), QStringLiteral(":/examples/hotel-concierge.json"));
    QCOMPARE(m_fixture->window->runKeeper()->dataset(),
             DatasetRef::ofFiles({QStringLiteral(":/examples/hotel-concierge.json")}));
    // This session holds the recovered autosave now: nobody else is offered it.
    QVERIFY(Autosaver::pending(m_fixture->autosaveDir()).isEmpty());
}

void TestRecovery::everyOrphanedAutosaveIsOffered()
{
    QVERIFY(!crashedSession(projectNamed(QStringLiteral("alpha")), QStringLiteral("Alpha")).isEmpty());
    QVERIFY(!crashedSession(projectNamed(QStringLiteral("beta")), QStringLiteral("Beta")).isEmpty());
    m_fixture->window->startUp(QString());
    // One list with both, not one question per file.
    QCOMPARE(m_fixture->prompts.offered.size(), 1);
    QCOMPARE(sorted(m_fixture->prompts.offered.first()),
             (QStringList{QStringLiteral("Alpha"), QStringLiteral("Beta")}));
}

void TestRecovery::recoveringOneKeepsTheOthers()
{
    const Project alpha = projectNamed(QStringLiteral("alpha"));
    const Project beta = projectNamed(QStringLiteral("beta"));
    QVERIFY(!crashedSession(alpha, QStringLiteral("Alpha")).isEmpty());
    QVERIFY(!crashedSession(beta, QStringLiteral("Beta")).isEmpty());
    m_fixture->prompts.recoveryAnswers = {{Action::Recover, {QStringLiteral("Alpha")}}};
    m_fixture->window->startUp(QString());
    QCOMPARE(m_fixture->document()->project(), alpha);
    QCOMPARE(pendingProjects(), QList<Project>{beta});
    const QString status = m_fixture->window->statusBar()->currentMessage();
    QVERIFY2(status.endsWith(QStringLiteral("File › Recover Unsaved Work… lists 1 more.")), qPrintable(status));

    // File › Recover Unsaved Work… lists the one left, and is enabled while there is one.
    MainActions *actions = m_fixture->window->actions();
    Q_EMIT actions->fileMenuAboutToShow();
    QVERIFY(actions->recoverWork->isEnabled());
    m_fixture->prompts.offered.clear();
    actions->recoverWork->trigger();
    QCOMPARE(m_fixture->prompts.offered, QList<QStringList>{{QStringLiteral("Beta")}});
    QCOMPARE(m_fixture->document()->project(), alpha); // kept for later: nothing replaced
    QCOMPARE(pendingProjects(), QList<Project>{beta});

    // Recovering it from there replaces Alpha only after the unsaved-changes question.
    m_fixture->prompts.saveChoice = UserPrompts::SaveChoice::Cancel;
    m_fixture->prompts.recoveryAnswers = {{Action::Recover, {QStringLiteral("Beta")}}};
    m_fixture->prompts.asked.clear();
    actions->recoverWork->trigger();
    // Cancelled: the list comes back (no answer left: kept for later).
    QCOMPARE(
        m_fixture->prompts.asked,
        (QStringList{QStringLiteral("recover:Beta"), QStringLiteral("save:Alpha"), QStringLiteral("recover:Beta")}));
    QCOMPARE(m_fixture->document()->project(), alpha);
    QCOMPARE(pendingProjects(), QList<Project>{beta});

    // A clean close that discards Alpha explicitly: Beta is offered on the next start.
    m_fixture->prompts.saveChoice = UserPrompts::SaveChoice::Discard;
    QVERIFY(m_fixture->window->close());
    crashAndRestart();
    m_fixture->window->startUp(QString());
    QCOMPARE(m_fixture->prompts.offered, QList<QStringList>{{QStringLiteral("Beta")}});
    Q_EMIT m_fixture->window->actions()->fileMenuAboutToShow();
    QVERIFY(m_fixture->window->actions()->recoverWork->isEnabled());
}

void TestRecovery::recoveredWorkSurvivesASecondCrash()
{
    const Project alpha = projectNamed(QStringLiteral("alpha"));
    QVERIFY(!crashedSession(alpha, QStringLiteral("Alpha")).isEmpty());
    m_fixture->prompts.recoveryAnswers = {{Action::Recover, {QStringLiteral("Alpha")}}};
    m_fixture->window->startUp(QString());
    QCOMPARE(m_fixture->document()->project(), alpha);
    // Right after recovery, before any autosave tick: the recovered content is on disk.
    QCOMPARE(autosaveFiles().size(), 1);
    QCOMPARE(ProjectFile::read(QDir(m_fixture->autosaveDir()).filePath(autosaveFiles().first())).project, alpha);
    // A second crash: the next start finds the same work.
    crashAndRestart();
    QCOMPARE(pendingProjects(), QList<Project>{alpha});

    // Recovered again and edited: the autosave follows the edits, in the same one file.
    m_fixture->prompts.recoveryAnswers = {{Action::Recover, {QStringLiteral("Alpha")}}};
    m_fixture->window->startUp(QString());
    QCOMPARE(m_fixture->document()->project(), alpha);
    TestCase edited = m_fixture->document()->testCase(0);
    edited.actualOutput = QStringLiteral("Yes, from 6:30.");
    m_fixture->document()->editCase(0, edited, QStringLiteral("edit"));
    Autosaver *autosaver = m_fixture->window->documents()->autosaver();
    QSignalSpy saved(autosaver, &Autosaver::saved);
    QVERIFY(autosaver->saveNow());
    QVERIFY(saved.wait(10000));
    QCOMPARE(autosaveFiles().size(), 1);
    const Project latest = m_fixture->document()->project();
    crashAndRestart();
    QCOMPARE(pendingProjects(), QList<Project>{latest});
}

void TestRecovery::discardDeletesOnlyTheChosenOnes()
{
    const QString alpha = crashedSession(projectNamed(QStringLiteral("alpha")), QStringLiteral("Alpha"));
    const QString beta = crashedSession(projectNamed(QStringLiteral("beta")), QStringLiteral("Beta"));
    const QString gamma = crashedSession(projectNamed(QStringLiteral("gamma")), QStringLiteral("Gamma"));
    QVERIFY(!alpha.isEmpty() && !beta.isEmpty() && !gamma.isEmpty());
    m_fixture->prompts.recoveryAnswers = {{Action::Discard, {QStringLiteral("Beta")}}};
    m_fixture->window->startUp(QString());
    // The list comes back without Beta; kept for later, the example opens.
    QCOMPARE(m_fixture->prompts.offered.size(), 2);
    QCOMPARE(sorted(m_fixture->prompts.offered.last()),
             (QStringList{QStringLiteral("Alpha"), QStringLiteral("Gamma")}));
    QVERIFY(QFile::exists(alpha));
    QVERIFY(!QFile::exists(beta));
    QVERIFY(QFile::exists(gamma));
    QTRY_COMPARE(m_fixture->document()->caseCount(), 1);
    QVERIFY(!m_fixture->window->isWindowModified());

    // Discarding the rest leaves nothing behind: no project, note or lock file.
    m_fixture->prompts.recoveryAnswers = {{Action::Discard, {QStringLiteral("Alpha"), QStringLiteral("Gamma")}}};
    m_fixture->window->actions()->recoverWork->trigger();
    QCOMPARE(QDir(m_fixture->autosaveDir()).entryList(QDir::Files), QStringList());
}

void TestRecovery::keptAutosavesAreOfferedAgain()
{
    const QString alpha = crashedSession(projectNamed(QStringLiteral("alpha")), QStringLiteral("Alpha"));
    QVERIFY(!alpha.isEmpty());
    m_fixture->window->startUp(QString()); // no answer: Keep for Later
    QCOMPARE(m_fixture->prompts.offered, QList<QStringList>{{QStringLiteral("Alpha")}});
    QTRY_COMPARE(m_fixture->document()->caseCount(), 1); // the hotel example instead
    QVERIFY(QFile::exists(alpha));
    QVERIFY(m_fixture->window->close());
    crashAndRestart();
    m_fixture->window->startUp(QString());
    QCOMPARE(m_fixture->prompts.offered, QList<QStringList>{{QStringLiteral("Alpha")}});
    QVERIFY(QFile::exists(alpha));
}

void TestRecovery::savingTheRecoveredProjectRemovesItsAutosave()
{
    const Project alpha = projectNamed(QStringLiteral("alpha"));
    const QString original = m_fixture->dir.filePath(QStringLiteral("alpha.claimscope.json"));
    QVERIFY(!crashedSession(alpha, QStringLiteral("alpha.claimscope.json"), original).isEmpty());
    m_fixture->prompts.recoveryAnswers = {{Action::Recover, {QStringLiteral("alpha.claimscope.json")}}};
    m_fixture->window->startUp(QString());
    QCOMPARE(m_fixture->document()->project(), alpha);
    QCOMPARE(m_fixture->document()->filePath(), original);
    QVERIFY(m_fixture->window->documents()->save()); // to its own file, without asking
    QVERIFY(!m_fixture->prompts.asked.contains(QStringLiteral("saveAs:Save project as")));
    QCOMPARE(ProjectFile::read(original).project, alpha);
    QVERIFY(!m_fixture->window->isWindowModified());
    QCOMPARE(autosaveFiles(), QStringList());
    crashAndRestart();
    QVERIFY(Autosaver::pending(m_fixture->autosaveDir()).isEmpty());
}

void TestRecovery::corruptAutosaveIsReportedAndKept()
{
    QDir().mkpath(m_fixture->autosaveDir());
    const QString corrupt = QDir(m_fixture->autosaveDir()).filePath(QStringLiteral("broken") + ProjectFile::suffix());
    QFile file(corrupt);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("{\"version\": 1, \"test_cases\": [");
    file.close();
    const QString title = QFileInfo(corrupt).fileName(); // no note beside it: the file name
    m_fixture->prompts.recoveryAnswers = {{Action::Recover, {title}}};
    m_fixture->window->startUp(QString());
    QCOMPARE(m_fixture->prompts.errors.size(), 1);
    const QString error = m_fixture->prompts.errors.first();
    QVERIFY2(error.startsWith(QStringLiteral("Cannot recover “%1”").arg(title)), qPrintable(error));
    QVERIFY2(error.contains(
                 QStringLiteral("The autosave %1 cannot be read. It is kept").arg(QDir::toNativeSeparators(corrupt))),
             qPrintable(error));
    QVERIFY2(error.contains(QStringLiteral("delete it with Discard in File › Recover Unsaved Work…")),
             qPrintable(error));
    QVERIFY(QFile::exists(corrupt));
    // Offered again at once (to discard or keep), and on the next start.
    QCOMPARE(m_fixture->prompts.offered.size(), 2);
    QTRY_COMPARE(m_fixture->document()->caseCount(), 1); // the hotel example instead
    QCOMPARE(Autosaver::pending(m_fixture->autosaveDir()).size(), 1);
}

void TestRecovery::runningSessionsAutosaveIsNeverOffered()
{
    ProjectDocument document;
    document.reset(projectNamed(QStringLiteral("alive")), QString(), QStringLiteral("Alive"), true);
    Autosaver autosaver(&document, m_fixture->autosaveDir());
    QSignalSpy saved(&autosaver, &Autosaver::saved);
    QVERIFY(autosaver.saveNow());
    QVERIFY(saved.wait(10000));
    // The session has been running for a while: its lock file is a minute old.
    QFile lock(autosaver.filePath().chopped(ProjectFile::suffix().size()) + QStringLiteral(".lock"));
    QVERIFY(lock.open(QIODevice::ReadWrite));
    QVERIFY(lock.setFileTime(QDateTime::currentDateTime().addSecs(-60), QFileDevice::FileModificationTime));
    lock.close();
    QVERIFY(Autosaver::pending(m_fixture->autosaveDir()).isEmpty());
    m_fixture->window->startUp(QString());
    QVERIFY(m_fixture->prompts.offered.isEmpty());
    // Discarded from a list shown before the session took it over: it stays.
    QVERIFY(!Autosaver::remove({autosaver.filePath(), QString(), QStringLiteral("Alive"), QDateTime()}));
    QVERIFY(QFile::exists(autosaver.filePath()));
}

void TestRecovery::dialogListsEveryAutosave()
{
    const QDateTime when(QDate(2025, 3, 14), QTime(9, 30));
    const QList<RecoveryFile> files = {
        {QStringLiteral("/a/1.claimscope.json"), QStringLiteral("/home/ana/evals/hotel.claimscope.json"),
         QStringLiteral("hotel.claimscope.json"), when},
        {QStringLiteral("/a/2.claimscope.json"), QString(), QStringLiteral("Untitled"), when.addSecs(-3600)},
    };
    RecoveryDialog dialog(files);
    QTreeWidget *list = dialog.list();
    QCOMPARE(list->topLevelItemCount(), 2);
    QCOMPARE(list->topLevelItem(0)->text(0), QStringLiteral("hotel.claimscope.json"));
    QCOMPARE(list->topLevelItem(0)->text(1),
             QDir::toNativeSeparators(QStringLiteral("/home/ana/evals/hotel.claimscope.json")));
    QCOMPARE(list->topLevelItem(1)->text(1), QStringLiteral("never saved"));
    QCOMPARE(list->topLevelItem(1)->text(3), QLocale().toString(when.addSecs(-3600), QLocale::ShortFormat));

    // One selected: it can be recovered; several: only discarded (one window, one project).
    QVERIFY(dialog.recoverButton()->isEnabled());
    list->selectAll();
    QVERIFY(!dialog.recoverButton()->isEnabled());
    QVERIFY(dialog.discardButton()->isEnabled());
    list->clearSelection();
    QVERIFY(!dialog.discardButton()->isEnabled());

    list->topLevelItem(1)->setSelected(true);
    dialog.recoverButton()->click();
    QCOMPARE(dialog.result(), int(QDialog::Accepted));
    QCOMPARE(dialog.choice().action, Action::Recover);
    QCOMPARE(dialog.choice().files.size(), 1);
    QCOMPARE(dialog.choice().files.first().autosavePath, QStringLiteral("/a/2.claimscope.json"));
    dialog.reject(); // closed: nothing chosen
    QCOMPARE(dialog.choice().action, Action::Keep);
}

// Two sessions opened the same example and crashed with different edits: the list says which
// file each was opened from (it said "unsaved") and what changed in each (the rows differed
// only by the time).
void TestRecovery::twoAutosavesOfOneFileReadApart()
{
    const QString source = QStringLiteral("/home/ana/examples/hotel-concierge.json");
    const auto crashAfter = [this, &source](const QStringList &names) {
        ProjectDocument document;
        document.reset(projectNamed(QStringLiteral("hotel")), QString(), QStringLiteral("hotel-concierge.json"), true,
                       source);
        for (const QString &name : names) {
            TestCase renamed = document.project().cases.first();
            renamed.name = name;
            document.editCase(0, renamed, QStringLiteral("Rename to %1").arg(name));
        }
        Autosaver autosaver(&document, m_fixture->autosaveDir());
        QSignalSpy saved(&autosaver, &Autosaver::saved);
        return autosaver.saveNow() && saved.wait(10000);
    };
    QVERIFY(crashAfter({QStringLiteral("early check-in")}));
    QVERIFY(crashAfter({QStringLiteral("late check-out"), QStringLiteral("dogs welcome")}));
    RecoveryDialog dialog(Autosaver::pending(m_fixture->autosaveDir()));
    QTreeWidget *list = dialog.list();
    QCOMPARE(list->topLevelItemCount(), 2);
    QStringList changes;
    for (int row = 0; row < 2; ++row) {
        QTreeWidgetItem *item = list->topLevelItem(row);
        QCOMPARE(item->text(0), QStringLiteral("hotel-concierge.json"));
        QCOMPARE(item->text(1), QStringLiteral("not saved; opened from %1").arg(QDir::toNativeSeparators(source)));
        changes.append(item->text(2));
    }
    // (English plural forms as the translations give them: "1 edit", "2 edits".)
    QCOMPARE(sorted(changes),
             sorted({RecoveryDialog::tr("%n edit(s), the last: %1", nullptr, 1).arg(u"Rename to early check-in"),
                     RecoveryDialog::tr("%n edit(s), the last: %1", nullptr, 2).arg(u"Rename to dogs welcome")}));
}

QTEST_MAIN(TestRecovery)
#include "tst_recovery.moc"
