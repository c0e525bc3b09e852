// Where the workbench and the command line keep the runs of unsaved projects: one store for
// both, whatever each program is called, and a store the workbench kept at its older place is
// still read.
#include "experiments/runstore.h"
#include "support/qtwarnings.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace claimscope;

class TestRunStorePath : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init()
    {
        failOnQtWarnings();
        QVERIFY(m_data.isValid());
        qputenv("XDG_DATA_HOME", m_data.path().toLocal8Bit());
    }

    void cleanup()
    {
        QCoreApplication::setOrganizationName(QString());
        QCoreApplication::setApplicationName(QString());
    }

    void oneStoreForTheWorkbenchAndTheCommandLine()
    {
        // As the workbench names itself…
        QCoreApplication::setOrganizationName(QStringLiteral("Claimscope"));
        QCoreApplication::setApplicationName(QStringLiteral("Claimscope"));
        const QString workbench = RunStore::defaultPath();
        // … and as the command line does.
        QCoreApplication::setOrganizationName(QString());
        QCoreApplication::setApplicationName(QStringLiteral("claimscope"));
        const QString commandLine = RunStore::defaultPath();
        QCOMPARE(workbench, commandLine);
        QCOMPARE(commandLine, QDir(m_data.path()).filePath(QStringLiteral("claimscope/runs.sqlite")));
    }

    void theWorkbenchsOlderStoreIsStillRead()
    {
        // A store the workbench kept where it used to, with one run in it.
        const QString older = QDir(m_data.path()).filePath(QStringLiteral("Claimscope/Claimscope/runs.sqlite"));
        QVERIFY(QDir().mkpath(QFileInfo(older).path()));
        {
            RunStore store(older);
            QString error;
            QVERIFY2(store.open(&error), qPrintable(error));
            NewRun run;
            run.name = QStringLiteral("kept by the workbench");
            QVERIFY2(store.save(run, &error), qPrintable(error));
        }
        QCoreApplication::setApplicationName(QStringLiteral("claimscope"));
        const QString path = RunStore::defaultPath();
        QVERIFY(path != older);
        RunStore store(path);
        QString error;
        QVERIFY2(store.open(&error, RunStore::Access::ReadOnly), qPrintable(error));
        const QList<StoredRunInfo> runs = store.list(&error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(runs.size(), 1);
        QCOMPARE(runs.first().name, QStringLiteral("kept by the workbench"));
        // The older file stays for an older version of the workbench.
        QVERIFY(QFile::exists(older));
    }

private:
    QTemporaryDir m_data;
};

QTEST_GUILESS_MAIN(TestRunStorePath)
#include "tst_runstorepath.moc"
