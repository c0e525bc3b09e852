#include "windowfixture.h"

#include "ui/document/autosaver.h"
#include "ui/shell/documentcontroller.h"

#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QtTest>

using namespace claimscope;

namespace {

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

} // namespace

// Crash recovery in the real window: every autosave a crashed session left is offered, none is
// deleted unless its content was saved or the user discarded it, and a recovered project is
// on disk as an autosave at every moment until it is saved.
class TestRecovery : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void everyOrphanedAutosaveIsOffered();
    void recoveringOneKeepsTheOthers();
    void recoveredWorkSurvivesASecondCrash();
    void savingTheRecoveredProjectRemovesItsAutosave();
    void corruptAutosaveIsReportedAndKept();
    void runningSessionsAutosaveIsNeverOffered();

private:
    // What a session that crashed with `project` unsaved leaves behind; its autosave path.
    QString crashedSession(const Project &project, const QString &title, const QString &originalPath = {});
    QStringList autosaveFiles() const;
    // The projects the autosave folder would offer now.
    QList<Project> pendingProjects() const;

    std::unique_ptr<WindowFixture> m_fixture;
};

void TestRecovery::init()
{
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

void TestRecovery::everyOrphanedAutosaveIsOffered()
{
    QVERIFY(!crashedSession(projectNamed(QStringLiteral("alpha")), QStringLiteral("Alpha")).isEmpty());
    QVERIFY(!crashedSession(projectNamed(QStringLiteral("beta")), QStringLiteral("Beta")).isEmpty());
    m_fixture->prompts.recover = true;
    m_fixture->window->startUp(QString());
    QVERIFY2(m_fixture->prompts.asked.contains(QStringLiteral("recover:Alpha")), qPrintable(m_fixture->prompts.asked.join(", ")));
    QVERIFY2(m_fixture->prompts.asked.contains(QStringLiteral("recover:Beta")), qPrintable(m_fixture->prompts.asked.join(", ")));
}

void TestRecovery::recoveringOneKeepsTheOthers()
{
    const Project alpha = projectNamed(QStringLiteral("alpha"));
    const Project beta = projectNamed(QStringLiteral("beta"));
    QVERIFY(!crashedSession(alpha, QStringLiteral("Alpha")).isEmpty());
    QVERIFY(!crashedSession(beta, QStringLiteral("Beta")).isEmpty());
    m_fixture->prompts.recover = true;
    m_fixture->window->startUp(QString());
    const Project recovered = m_fixture->document()->project();
    QVERIFY(recovered == alpha || recovered == beta);
    const Project other = recovered == alpha ? beta : alpha;
    // The one not recovered stays on disk and is offered again.
    QCOMPARE(pendingProjects(), QList<Project>{other});
    m_fixture->document()->undoStack()->setClean();
    m_fixture->window.reset();
    m_fixture->makeWindow();
    m_fixture->prompts.asked.clear();
    m_fixture->window->startUp(QString());
    QVERIFY2(m_fixture->prompts.asked.size() >= 1, "nothing offered on the next start");
}

void TestRecovery::recoveredWorkSurvivesASecondCrash()
{
    const Project alpha = projectNamed(QStringLiteral("alpha"));
    QVERIFY(!crashedSession(alpha, QStringLiteral("Alpha")).isEmpty());
    m_fixture->prompts.recover = true;
    m_fixture->window->startUp(QString());
    QCOMPARE(m_fixture->document()->project(), alpha);
    // Right after recovery, before any autosave tick: the recovered content is on disk.
    QCOMPARE(autosaveFiles().size(), 1);
    QCOMPARE(ProjectFile::read(QDir(m_fixture->autosaveDir()).filePath(autosaveFiles().first())).project, alpha);
    // A second crash: the window goes without closing; the next start finds the same work.
    m_fixture->window.reset();
    QCOMPARE(pendingProjects(), QList<Project>{alpha});
}

void TestRecovery::savingTheRecoveredProjectRemovesItsAutosave()
{
    const Project alpha = projectNamed(QStringLiteral("alpha"));
    QVERIFY(!crashedSession(alpha, QStringLiteral("Alpha")).isEmpty());
    m_fixture->prompts.recover = true;
    m_fixture->window->startUp(QString());
    QCOMPARE(m_fixture->document()->project(), alpha);
    const QString path = m_fixture->dir.filePath(QStringLiteral("alpha.claimscope.json"));
    m_fixture->prompts.saveFile = path;
    QVERIFY(m_fixture->window->documents()->save());
    QCOMPARE(ProjectFile::read(path).project, alpha);
    QVERIFY(!m_fixture->window->isWindowModified());
    QCOMPARE(autosaveFiles(), QStringList());
    m_fixture->window.reset();
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
    m_fixture->prompts.recover = true;
    m_fixture->window->startUp(QString());
    QCOMPARE(m_fixture->prompts.errors.size(), 1);
    const QString error = m_fixture->prompts.errors.first();
    QVERIFY2(error.contains(QDir::toNativeSeparators(corrupt)), qPrintable(error));
    QVERIFY(QFile::exists(corrupt));
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
    QVERIFY(QFile::exists(autosaver.filePath()));
}

QTEST_MAIN(TestRecovery)
#include "tst_recovery.moc"
