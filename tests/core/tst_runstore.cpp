// The run store: runs kept with what produced them, read back whole after a restart or as
// summaries with details on demand, named by what changed, managed (rename, note, pin, delete),
// bounded by its size cap, clear about a file that is not a store, and intact after a writer
// is killed mid-run.
#include "engine/runrequest.h"
#include "experiments/runstore.h"
#include "metrics/registry.h"
#include "model/testcasewriter.h"
#include "support/offlinerun.h"
#include "support/qtwarnings.h"
#include "support/smallfilesystem.h"

#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

using namespace claimscope;

namespace {

const QList<MetricSelection> HotelMetrics{{QStringLiteral("turn_faithfulness"), true, {}},
                                          {QStringLiteral("turn_relevancy"), true, {}}};

RunRequest hotelRequest()
{
    RunRequest request;
    request.testCases = OfflineRunner::example(QStringLiteral("hotel-concierge.json"));
    for (const MetricSelection &metric : HotelMetrics)
        request.addMetric(metric.id, metric.params);
    return request;
}

NewRun newRun(const RunRequest &request, const QList<MetricResult> &results)
{
    NewRun run;
    run.snapshot = RunSnapshot::of(request);
    run.results = results;
    return run;
}

// Makes the store at `path` one an older version wrote: without the runs table's `column`.
bool dropRunsColumn(const QString &path, const QString &column)
{
    bool dropped = false;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("older"));
        db.setDatabaseName(path);
        dropped = db.open() && QSqlQuery(db).exec(QStringLiteral("ALTER TABLE runs DROP COLUMN ") + column);
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("older"));
    return dropped;
}

// Makes the store at `path` one the version before claim verdicts were kept with runs wrote.
bool dropClaimVerdictsColumn(const QString &path)
{
    return dropRunsColumn(path, QStringLiteral("claim_labels"));
}

NewRun newRunOf(const RunRequest &request, const QString &file)
{
    NewRun run = newRun(request, {});
    run.snapshot.dataset = DatasetRef::ofFiles({file});
    return run;
}

} // namespace

class TestRunStore : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void passRateIsOverTheScoredResults();
    void keepsEverythingAcrossRestart();
    void namesRunsByWhatChanged();
    void runsMadeForAPurposeAreNamedAgainstWhatTheyStandFor();
    void managesRuns();
    void sizeCapDropsOldestUnpinned();
    void notAStoreSaysHowToFix();
    void survivesKilledWriters();
    void olderStoreGainsTheClaimVerdictsColumn();
    void summariesAgreeWithTheWholeResults();
    void readerOpensWithoutWriting();
    void keywordsIdsAndNamesCannotShadowEachOther();
    void readOnlyStoreIsReadAndSaysSo();
    void runsAreNamedAndComparedWithinTheirDataset();
    void olderStoreGainsTheDatasetColumn();
    void partialRunsRemoveNoMetric();
    void eachDatasetKeepsOneBaseline();
};

void TestRunStore::init()
{
    failOnQtWarnings();
}

void TestRunStore::keepsEverythingAcrossRestart()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("runs.sqlite"));
    const RunRequest request = hotelRequest();
    const OfflineRun offline = OfflineRunner::run(request.testCases, HotelMetrics);
    QVERIFY(offline.results.size() >= 2);
    qint64 id = 0;
    {
        RunStore store(path);
        QString error;
        QVERIFY2(store.open(&error), qPrintable(error));
        const std::optional<qint64> saved = store.save(newRun(request, offline.results), &error);
        QVERIFY2(saved, qPrintable(error));
        id = *saved;
    }
    RunStore reopened(path);
    QString error;
    QVERIFY2(reopened.open(&error), qPrintable(error));
    const std::optional<StoredRun> run = reopened.load(id, &error);
    QVERIFY2(run, qPrintable(error));
    QCOMPARE(run->results.size(), offline.results.size());
    for (int i = 0; i < run->results.size(); ++i) {
        const MetricResult &kept = run->results[i];
        const MetricResult &original = offline.results[i];
        QCOMPARE(kept.metricId, original.metricId);
        QCOMPARE(kept.testCaseIndex, original.testCaseIndex);
        QCOMPARE(kept.score, original.score);
        QCOMPARE(kept.success, original.success);
        QCOMPARE(kept.reason, original.reason);
        QCOMPARE(kept.windows, original.windows); // windows, claims, truths, verdicts, reasons
        QCOMPARE(kept.calls, original.calls);
    }
    QCOMPARE(run->snapshot, RunSnapshot::of(request));
    QCOMPARE(run->snapshot.templates.value(QStringLiteral("turn_faithfulness__verdicts")),
             TemplateSet::defaultText(QStringLiteral("turn_faithfulness__verdicts")));
    QVERIFY(!run->snapshot.appVersion.isEmpty());
    // Read one result at a time: the same results, in the same order, none collected.
    QList<MetricResult> streamed;
    const std::optional<StoredRun> header =
        reopened.load(id, &error, [&streamed](MetricResult &&result) { streamed.append(result); });
    QVERIFY2(header, qPrintable(error));
    QVERIFY(header->results.isEmpty());
    QCOMPARE(streamed, run->results);
    QCOMPARE(header->snapshot, run->snapshot);
    const MetricFigures figures = run->info.metrics.value(QStringLiteral("turn_faithfulness"));
    QCOMPARE(figures.results, 1);
    QCOMPARE(figures.mean, OfflineRunner::find(offline.results, 0, QStringLiteral("turn_faithfulness")).score);
}

void TestRunStore::namesRunsByWhatChanged()
{
    QTemporaryDir dir;
    RunStore store(dir.filePath(QStringLiteral("runs.sqlite")));
    QString error;
    QVERIFY(store.open(&error));
    RunRequest request = hotelRequest();
    QVERIFY(store.save(newRun(request, {}), &error));
    request.templates.setText(QStringLiteral("turn_faithfulness__verdicts"),
                              TemplateSet::defaultText(QStringLiteral("turn_faithfulness__verdicts"))
                                  + QStringLiteral("\nBe strict."));
    QVERIFY(store.save(newRun(request, {}), &error));
    request.params[QStringLiteral("turn_faithfulness")].insert(QStringLiteral("window_size"), 2);
    QVERIFY(store.save(newRun(request, {}), &error));
    QVERIFY(store.save(newRun(request, {}), &error));
    // The data changes too: a turn of the conversation is edited.
    request.testCases[0].turns[5].content += QStringLiteral(" Only small dogs.");
    QVERIFY(store.save(newRun(request, {}), &error));
    // A run of another test case alone does not remove the first one.
    RunRequest other = request;
    other.testCases[0].name = QStringLiteral("Another case");
    QVERIFY(store.save(newRun(other, {}), &error));
    QList<StoredRunInfo> runs = store.list(&error);
    QCOMPARE(runs.size(), 6);
    const QString edited = QStringLiteral("turn 6 of %1 edited").arg(request.testCases[0].name);
    QCOMPARE(runs[1].name, edited);
    QCOMPARE(runs[1].changes, QStringList{edited});
    QCOMPARE(runs[0].name, QStringLiteral("same setup"));
    runs.remove(0, 2);
    QCOMPARE(runs[3].name, QStringLiteral("first run"));
    QCOMPARE(runs[2].name, QStringLiteral("template Turn Faithfulness › verdicts edited"));
    QCOMPARE(runs[2].changes, QStringList{QStringLiteral("template Turn Faithfulness › verdicts edited")});
    // A name is read by people: the Metrics dock's words; the changes keep the id for scripts.
    QCOMPARE(runs[1].name, QStringLiteral("Turn Faithfulness › Window size: 10 → 2"));
    QCOMPARE(runs[1].readableChanges, QStringList{runs[1].name});
    QCOMPARE(runs[1].changes, QStringList{QStringLiteral("turn_faithfulness.window_size 10 → 2")});
    QCOMPARE(runs[0].name, QStringLiteral("same setup"));
}

void TestRunStore::runsMadeForAPurposeAreNamedAgainstWhatTheyStandFor()
{
    QTemporaryDir dir;
    RunStore store(dir.filePath(QStringLiteral("runs.sqlite")));
    QString error;
    QVERIFY(store.open(&error));
    RunRequest request = hotelRequest();
    const std::optional<qint64> first = store.save(newRun(request, {}), &error);
    QVERIFY(first && store.keepAsBaseline(*first, &error));
    // A try with an edit: named against the baseline.
    request.params[QStringLiteral("turn_faithfulness")].insert(QStringLiteral("window_size"), 2);
    request.partial = true;
    NewRun tried = newRun(request, {});
    tried.purpose = QStringLiteral("try on 1 tuning case(s)");
    const std::optional<qint64> tryId = store.save(tried, &error);
    QVERIFY(tryId);
    // Its held-out check, on other cases with the same setup: named by its purpose alone, though
    // the run before it is the try and the baseline has another window size.
    NewRun check = newRun(request, {});
    check.purpose = QStringLiteral("held-out check of try #%1").arg(*tryId);
    check.namedAgainst = *tryId;
    QVERIFY(store.save(check, &error));
    // The baseline's setup on them: named against the baseline, the same.
    request.params[QStringLiteral("turn_faithfulness")].insert(QStringLiteral("window_size"), 10);
    NewRun baselineSetup = newRun(request, {});
    baselineSetup.purpose = QStringLiteral("held-out cases with the setup of #%1").arg(*first);
    baselineSetup.namedAgainst = *first;
    QVERIFY(store.save(baselineSetup, &error));
    // Another try, then a run of every case with the baseline's setup: named against the
    // baseline, the last run of every case, not against the try before it.
    request.params[QStringLiteral("turn_faithfulness")].insert(QStringLiteral("window_size"), 3);
    NewRun another = newRun(request, {});
    another.purpose = QStringLiteral("try on 1 tuning case(s)");
    QVERIFY(store.save(another, &error));
    request.params[QStringLiteral("turn_faithfulness")].insert(QStringLiteral("window_size"), 10);
    request.partial = false;
    QVERIFY(store.save(newRun(request, {}), &error));
    QList<StoredRunInfo> runs = store.list(&error); // newest first
    QCOMPARE(runs.size(), 6);
    // Which run it is the same as: tries came between.
    QCOMPARE(runs[0].name, QStringLiteral("same setup as #%1").arg(*first));
    runs.remove(0, 2);
    QVERIFY2(runs[2].name.startsWith(QStringLiteral("try on 1 tuning case(s): Turn Faithfulness › Window size")),
             qPrintable(runs[2].name));
    QVERIFY2(!runs[2].name.contains(QStringLiteral("more")), qPrintable(runs[2].name)); // no "ran only …"
    QCOMPARE(runs[1].name, QStringLiteral("held-out check of try #%1").arg(*tryId));
    QCOMPARE(runs[0].name, QStringLiteral("held-out cases with the setup of #%1").arg(*first));

    // Two tries in a row, the second adding an edit to the first's: its name leads with its own
    // edit, as the Runs dock's "Changed since the run before" reads it, and counts the other.
    request.partial = true;
    request.params[QStringLiteral("turn_faithfulness")].insert(QStringLiteral("threshold"), 0.9);
    NewRun thresholdTry = newRun(request, {});
    thresholdTry.purpose = QStringLiteral("try on 1 tuning case(s)");
    QVERIFY(store.save(thresholdTry, &error));
    request.params[QStringLiteral("turn_faithfulness")].insert(QStringLiteral("window_size"), 3);
    NewRun bothTry = newRun(request, {});
    bothTry.purpose = QStringLiteral("try on 1 tuning case(s)");
    QVERIFY(store.save(bothTry, &error));
    runs = store.list(&error);
    // Named against the baseline #1, not the run right before it: the name says which.
    QCOMPARE(runs[1].name,
             QStringLiteral("try on 1 tuning case(s): Turn Faithfulness › Threshold: 0.50 → 0.90 (against #%1)")
                 .arg(*first));
    QVERIFY2(runs[0].name.startsWith(
                 QStringLiteral("try on 1 tuning case(s): Turn Faithfulness › Window size: 10 → 3 and 1 more change")),
             qPrintable(runs[0].name));
    // A run of every case after them is named against the last run of every case, and says so.
    const qint64 lastFull = runs[2].id;
    request.partial = false;
    QVERIFY(store.save(newRun(request, {}), &error));
    runs = store.list(&error);
    QVERIFY2(runs[0].name.endsWith(QStringLiteral(" (against #%1)").arg(lastFull)), qPrintable(runs[0].name));
    QVERIFY2(runs[0].name.contains(QStringLiteral("Threshold: 0.50 → 0.90")), qPrintable(runs[0].name));
    // A run of every case back at the first's setup (a new session's first F5): named as the
    // same setup as the newest run of every case that had it (#lastFull, itself the same as
    // #first), not by what changed since the last one.
    request.params[QStringLiteral("turn_faithfulness")].insert(QStringLiteral("threshold"), 0.5);
    request.params[QStringLiteral("turn_faithfulness")].insert(QStringLiteral("window_size"), 10);
    QVERIFY(store.save(newRun(request, {}), &error));
    runs = store.list(&error);
    QCOMPARE(runs[0].name, QStringLiteral("same setup as #%1").arg(lastFull));
}

void TestRunStore::managesRuns()
{
    QTemporaryDir dir;
    RunStore store(dir.filePath(QStringLiteral("runs.sqlite")));
    QString error;
    QVERIFY(store.open(&error));
    const RunRequest request = hotelRequest();
    const qint64 first = *store.save(newRun(request, {}), &error);
    const qint64 second = *store.save(newRun(request, {}), &error);
    QVERIFY(store.rename(first, QStringLiteral("baseline template"), &error));
    QVERIFY(store.setNote(first, QStringLiteral("before the edit"), &error));
    QVERIFY(store.setPinned(first, true, &error));
    QCOMPARE(store.find(QStringLiteral("baseline template")), first);
    QCOMPARE(store.find(QStringLiteral("baseline")), first);
    QCOMPARE(store.find(QStringLiteral("latest")), second);
    QCOMPARE(store.find(QString::number(second)), second);
    QVERIFY(!store.find(QStringLiteral("no such run")));
    const QList<StoredRunInfo> runs = store.list(&error);
    QCOMPARE(runs.last().note, QStringLiteral("before the edit"));
    QVERIFY(runs.last().pinned);
    QVERIFY(store.remove(second, &error));
    QVERIFY(!store.remove(second, &error));
    QVERIFY(error.contains(QStringLiteral("No run")));
    QCOMPARE(store.list(&error).size(), 1);
}

void TestRunStore::sizeCapDropsOldestUnpinned()
{
    QTemporaryDir dir;
    const RunRequest request = hotelRequest();
    OfflineRun offline = OfflineRunner::run(request.testCases, HotelMetrics);
    // A run of a few hundred results, so that one run spans many pages.
    const QList<MetricResult> one = offline.results;
    for (int copy = 1; copy < 200; ++copy) {
        for (MetricResult result : one) {
            result.testCaseIndex = copy;
            result.testCaseName = QStringLiteral("case %1").arg(copy);
            offline.results.append(result);
        }
    }
    // Measure one run, then cap the store at a little over two.
    qint64 oneRun = 0;
    {
        RunStore probe(dir.filePath(QStringLiteral("probe.sqlite")));
        QString error;
        QVERIFY(probe.open(&error));
        const qint64 empty = probe.sizeBytes();
        QVERIFY(probe.save(newRun(request, offline.results), &error));
        oneRun = probe.sizeBytes() - empty;
        QVERIFY(oneRun > 0);
    }
    RunStore store(dir.filePath(QStringLiteral("runs.sqlite")), 0);
    QString error;
    QVERIFY(store.open(&error));
    RunStore capped(store.path(), store.sizeBytes() + oneRun * 5 / 2);
    QVERIFY(capped.open(&error));
    const qint64 pinned = *capped.save(newRun(request, offline.results), &error);
    QVERIFY(capped.setPinned(pinned, true, &error));
    const qint64 oldest = *capped.save(newRun(request, offline.results), &error);
    QStringList dropped;
    const qint64 newest = *capped.save(newRun(request, offline.results), &error, &dropped);
    QCOMPARE(dropped.size(), 1);
    QVERIFY(!capped.find(QString::number(oldest)));
    QVERIFY(capped.find(QString::number(pinned)));
    QVERIFY(capped.find(QString::number(newest)));
    // The pinned and the newest run stay even where they alone exceed the cap.
    QCOMPARE(capped.list(&error).size(), 2);
    QVERIFY2(
        capped.sizeBytes() <= capped.sizeCapBytes() + oneRun / 2,
        qPrintable(
            QStringLiteral("%1 > cap %2 (one run %3)").arg(capped.sizeBytes()).arg(capped.sizeCapBytes()).arg(oneRun)));
}

void TestRunStore::notAStoreSaysHowToFix()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("runs.sqlite"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(QByteArray(4096, 'x'));
    file.close();
    RunStore store(path);
    QString error;
    QVERIFY(!store.open(&error));
    QVERIFY2(error.contains(path) && error.contains(QStringLiteral("Move it aside")), qPrintable(error));
}

void TestRunStore::survivesKilledWriters()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("runs.sqlite"));
    // Enough conversations that a run lasts long enough to be killed at different points.
    QList<TestCase> cases;
    const QList<TestCase> hotel = OfflineRunner::example(QStringLiteral("hotel-concierge.json"));
    for (int copy = 0; copy < 60; ++copy) {
        TestCase c = hotel.first();
        c.name = QStringLiteral("hotel %1").arg(copy);
        cases.append(c);
    }
    const QString example = dir.filePath(QStringLiteral("hotels.jsonl"));
    QString writeError;
    QVERIFY2(TestCaseWriter::writeFile(example, cases, &writeError), qPrintable(writeError));
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("XDG_DATA_HOME"), dir.path());
    const QStringList arguments{QStringLiteral("evaluate"),
                                example,
                                QStringLiteral("--quiet"),
                                QStringLiteral("--no-cache"),
                                QStringLiteral("--save-run"),
                                QStringLiteral("--runs"),
                                path};
    const auto evaluate = [&](int killAfterMs) {
        QProcess process;
        process.setProcessEnvironment(env);
        process.start(QStringLiteral(CLAIMSCOPE_CLI), arguments);
        if (!process.waitForStarted())
            return -2;
        if (killAfterMs >= 0) {
            QThread::msleep(killAfterMs);
            process.kill(); // SIGKILL, wherever it is: reading, judging or writing the run
        }
        process.waitForFinished(30000);
        return process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    };
    QVERIFY(evaluate(-1) <= 1); // a complete run first
    QVERIFY(evaluate(-1) <= 1);
    int killed = 0;
    for (int i = 0; i < 12; ++i)
        killed += evaluate(int(QRandomGenerator::global()->bounded(50, 1500))) == -1;
    QVERIFY(killed > 0);

    RunStore store(path);
    QString error;
    QVERIFY2(store.open(&error), qPrintable(error));
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("check"));
        db.setDatabaseName(path);
        QVERIFY(db.open());
        QSqlQuery check(db);
        QVERIFY(check.exec(QStringLiteral("PRAGMA integrity_check")) && check.next());
        QCOMPARE(check.value(0).toString(), QStringLiteral("ok"));
    }
    QSqlDatabase::removeDatabase(QStringLiteral("check"));
    const QList<StoredRunInfo> runs = store.list(&error);
    QVERIFY(runs.size() >= 2);
    // Every kept run is whole: as many results as the first complete one.
    const int expected = store.load(runs.last().id, &error)->results.size();
    QVERIFY(expected > 0);
    for (const StoredRunInfo &info : runs) {
        const std::optional<StoredRun> run = store.load(info.id, &error);
        QVERIFY2(run, qPrintable(error));
        QCOMPARE(run->results.size(), expected);
    }
}

void TestRunStore::olderStoreGainsTheClaimVerdictsColumn()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("runs.sqlite"));
    const QJsonObject verdicts{{QStringLiteral("turn_faithfulness"),
                                QJsonObject{{QStringLiteral("lobby"),
                                             QJsonObject{{QStringLiteral("It has a pool."), QStringLiteral("no")}}}}}};
    {
        RunStore store(path);
        QString error;
        QVERIFY2(store.open(&error), qPrintable(error));
        QVERIFY2(store.save(newRun(hotelRequest(), {}), &error), qPrintable(error));
    }
    // A store as the version before claim verdicts were kept wrote it.
    QVERIFY2(dropClaimVerdictsColumn(path), qPrintable(path));
    RunStore store(path);
    QString error;
    QVERIFY2(store.open(&error), qPrintable(error));
    const std::optional<StoredRun> older = store.load(1, &error);
    QVERIFY2(older, qPrintable(error));
    QVERIFY(older->claimLabels.isEmpty());
    NewRun run = newRun(hotelRequest(), {});
    run.claimLabels = verdicts;
    const std::optional<qint64> id = store.save(run, &error);
    QVERIFY2(id, qPrintable(error));
    QCOMPARE(store.load(*id, &error)->claimLabels, verdicts);
}

void TestRunStore::summariesAgreeWithTheWholeResults()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("runs.sqlite"));
    RunRequest request = hotelRequest();
    QList<MetricResult> results = OfflineRunner::run(request.testCases, HotelMetrics).results;
    MetricResult failed = results.first();
    failed.testCaseIndex = 7;
    failed.testCaseName = QStringLiteral("broken");
    failed.score.reset();
    failed.success = false;
    failed.windows.clear();
    failed.error = QStringLiteral("The judge's answer was not JSON.");
    failed.errorKind = MetricResult::ErrorKind::Judge;
    results.append(failed);
    RunStore store(path);
    QString error;
    QVERIFY2(store.open(&error), qPrintable(error));
    QVERIFY2(store.save(newRun(request, results), &error), qPrintable(error));
    request.params[QStringLiteral("turn_faithfulness")].insert(QStringLiteral("window_size"), 3);
    const std::optional<qint64> id = store.save(newRun(request, results), &error);
    QVERIFY2(id, qPrintable(error));

    const std::optional<StoredRun> whole = store.load(*id, &error);
    const std::optional<StoredRun> summary = store.loadSummaries(*id, &error);
    QVERIFY2(whole && summary, qPrintable(error));
    QCOMPARE(summary->info.changes, whole->info.changes);
    QCOMPARE(summary->info.changes, store.list(&error).first().changes);
    QVERIFY(!summary->info.changes.isEmpty()); // against the run before it
    QCOMPARE(summary->info.metrics.keys(), whole->info.metrics.keys());
    QCOMPARE(summary->snapshot, whole->snapshot);
    QCOMPARE(summary->results.size(), results.size());
    int withoutDetails = 0;
    int withWindows = 0;
    for (int i = 0; i < results.size(); ++i) {
        const MetricResult &brief = summary->results[i];
        const MetricResult &full = whole->results[i];
        QCOMPARE(brief.metricId, full.metricId);
        QCOMPARE(brief.testCaseIndex, full.testCaseIndex);
        QCOMPARE(brief.testCaseName, full.testCaseName);
        QCOMPARE(brief.score, full.score);
        QCOMPARE(brief.threshold, full.threshold);
        QCOMPARE(brief.success, full.success);
        QCOMPARE(brief.hasError(), full.hasError());
        QCOMPARE(brief.isSkipped(), full.isSkipped());
        if (full.hasError())
            QCOMPARE(brief, full); // errors come whole, with their message
        else if (!full.windows.isEmpty())
            ++withWindows;
        if (!full.hasError() && brief.windows.isEmpty() && !full.windows.isEmpty())
            ++withoutDetails; // a summary reads no details
        // Each result whole on demand, by its position.
        const std::optional<MetricResult> one = store.loadResult(*id, i, &error);
        QVERIFY2(one, qPrintable(error));
        QCOMPARE(*one, full);
    }
    QVERIFY(withWindows > 0);
    QCOMPARE(withoutDetails, withWindows);

    QList<MetricResult> some = summary->results;
    const auto turnFaithfulness = [](const MetricResult &result) {
        return result.metricId == QLatin1String("turn_faithfulness");
    };
    QVERIFY2(store.addDetails(*id, some, turnFaithfulness, &error), qPrintable(error));
    for (int i = 0; i < some.size(); ++i)
        QCOMPARE(some[i] == whole->results[i], turnFaithfulness(some[i]) || some[i].hasError());

    QVERIFY(!store.loadResult(*id, int(results.size()), &error));
    QVERIFY2(error.contains(QStringLiteral("has no result")) && error.contains(path), qPrintable(error));
}

void TestRunStore::readerOpensWithoutWriting()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("runs.sqlite"));
    {
        RunStore missing(path);
        QString error;
        QVERIFY(!missing.open(&error, RunStore::Access::ReadOnly));
        QVERIFY2(error.contains(path), qPrintable(error));
        QVERIFY(!QFileInfo::exists(path)); // a reader creates nothing
    }
    {
        RunStore store(path);
        QString error;
        QVERIFY2(store.open(&error), qPrintable(error));
        QVERIFY2(store.save(newRun(hotelRequest(), OfflineRunner::run(hotelRequest().testCases, HotelMetrics).results),
                            &error),
                 qPrintable(error));
    }
    // An older store (no claim verdicts' column) is read as it is, not migrated.
    QVERIFY2(dropClaimVerdictsColumn(path), qPrintable(path));
    const QByteArray before = [&] {
        QFile file(path);
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    }();
    RunStore reader(path);
    QString error;
    QVERIFY2(reader.open(&error, RunStore::Access::ReadOnly), qPrintable(error));
    const std::optional<StoredRun> run = reader.loadSummaries(1, &error);
    QVERIFY2(run, qPrintable(error));
    QVERIFY(run->claimLabels.isEmpty());
    QCOMPARE(run->results.size(), 2);
    // Writing through a reader fails with the file named; the file is unchanged.
    QVERIFY(!reader.rename(1, QStringLiteral("renamed"), &error));
    QVERIFY2(error.contains(path), qPrintable(error));
    QFile after(path);
    QVERIFY(after.open(QIODevice::ReadOnly));
    QCOMPARE(after.readAll(), before);
}

void TestRunStore::keywordsIdsAndNamesCannotShadowEachOther()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("runs.sqlite"));
    RunStore store(path);
    QString error;
    QVERIFY(store.open(&error));
    const RunRequest request = hotelRequest();
    QList<qint64> ids;
    for (int i = 0; i < 4; ++i)
        ids.append(*store.save(newRun(request, {}), &error));
    QVERIFY(store.setPinned(ids[0], true, &error));
    // Names that are keywords or look like ids are refused, with the reason.
    for (const QString &name : {QStringLiteral("baseline"), QStringLiteral("latest"), QStringLiteral(" Latest "),
                                QStringLiteral("#1"), QStringLiteral("3")}) {
        QVERIFY2(!store.rename(ids[1], name, &error), qPrintable(name));
        QVERIFY2(error.contains(QStringLiteral("cannot name a run")), qPrintable(error));
        NewRun named = newRun(request, {});
        named.name = name;
        QVERIFY2(!store.save(named, &error), qPrintable(name));
    }
    QVERIFY(store.rename(ids[1], QStringLiteral("baseline 2"), &error));
    // A store written before the rule may hold such names: keywords and ids still win.
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("older"));
        db.setDatabaseName(path);
        QVERIFY(db.open());
        QSqlQuery query(db);
        QVERIFY(query.exec(QStringLiteral("UPDATE runs SET name = 'baseline' WHERE id = %1").arg(ids[1])));
        QVERIFY(query.exec(QStringLiteral("UPDATE runs SET name = 'latest' WHERE id = %1").arg(ids[2])));
        QVERIFY(query.exec(QStringLiteral("UPDATE runs SET name = '#1' WHERE id = %1").arg(ids[3])));
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("older"));
    QCOMPARE(store.find(QStringLiteral("baseline")), ids[0]);
    QCOMPARE(store.find(QStringLiteral("latest")), ids[3]);
    QCOMPARE(store.find(QStringLiteral("#1")), ids[0]);
    QCOMPARE(store.find(QStringLiteral("1")), ids[0]);
    QVERIFY(!store.find(QStringLiteral("baseline 2"))); // renamed by the UPDATE above
}

void TestRunStore::readOnlyStoreIsReadAndSaysSo()
{
    SmallFileSystem disk(2048);
    if (!disk.isValid())
        QSKIP(qPrintable(disk.skipReason()));
    const QString path = disk.filePath(QStringLiteral("runs.sqlite"));
    {
        RunStore store(path);
        QString error;
        QVERIFY2(store.open(&error), qPrintable(error));
        QVERIFY2(store.save(newRun(hotelRequest(), {}), &error), qPrintable(error));
    }
    QVERIFY(disk.remountReadOnly());
    RunStore reader(path);
    QString error;
    QVERIFY2(reader.open(&error, RunStore::Access::ReadOnly), qPrintable(error));
    QCOMPARE(reader.list(&error).size(), 1);
    RunStore writer(path);
    QVERIFY(!writer.open(&error));
    QVERIFY2(error.contains(QStringLiteral("read-only")) && error.contains(path)
                 && !error.contains(QStringLiteral("not a Claimscope run store")),
             qPrintable(error));
}

void TestRunStore::runsAreNamedAndComparedWithinTheirDataset()
{
    QTemporaryDir dir;
    RunStore store(dir.filePath(QStringLiteral("runs.sqlite")));
    QString error;
    QVERIFY(store.open(&error));
    const QString hotel = dir.filePath(QStringLiteral("hotel.json"));
    const QString mtrag = dir.filePath(QStringLiteral("mtrag.json"));
    // A run kept before runs named their dataset.
    QVERIFY(store.save(newRun(hotelRequest(), {}), &error));
    RunRequest request = hotelRequest();
    QVERIFY(store.save(newRunOf(request, hotel), &error));
    RunRequest other;
    other.testCases = OfflineRunner::example(QStringLiteral("mtrag-sample.json"));
    other.addMetric(QStringLiteral("turn_relevancy"), {});
    QVERIFY(store.save(newRunOf(other, mtrag), &error));
    request.params[QStringLiteral("turn_faithfulness")].insert(QStringLiteral("window_size"), 2);
    QVERIFY(store.save(newRunOf(request, hotel), &error));

    const QList<StoredRunInfo> runs = store.list(&error);
    QCOMPARE(runs.size(), 4);
    // Each is named and compared against the run of its own dataset before it, or none.
    QCOMPARE(runs[3].name, QStringLiteral("first run"));
    QVERIFY(!runs[3].dataset.isKnown());
    QCOMPARE(runs[2].name, QStringLiteral("first run"));
    QCOMPARE(runs[2].dataset.name, QStringLiteral("hotel.json"));
    QCOMPARE(runs[1].name, QStringLiteral("first run"));
    QVERIFY2(runs[1].changes.isEmpty(), qPrintable(runs[1].changes.join(u"; ")));
    QCOMPARE(runs[1].dataset.name, QStringLiteral("mtrag.json"));
    QCOMPARE(runs[0].changes.size(), 1);
    QVERIFY2(runs[0].changes.first().startsWith(QStringLiteral("turn_faithfulness.window_size")),
             qPrintable(runs[0].changes.first()));
    QCOMPARE(runs[0].name, runs[0].readableChanges.value(0));
    // One run read alone has the same changes as in the list.
    const std::optional<StoredRun> latest = store.loadSummaries(runs[0].id, &error);
    QVERIFY2(latest, qPrintable(error));
    QCOMPARE(latest->info.changes, runs[0].changes);
    QCOMPARE(latest->snapshot.dataset, DatasetRef::ofFiles({hotel}));
    const std::optional<StoredRun> mtragRun = store.loadSummaries(runs[1].id, &error);
    QVERIFY2(mtragRun, qPrintable(error));
    QVERIFY(mtragRun->info.changes.isEmpty());

    // Compared explicitly across datasets, both the changes and the warning say so.
    const QStringList changes = RunSnapshot::changes(latest->snapshot, mtragRun->snapshot);
    QCOMPARE(changes.value(0), QStringLiteral("dataset hotel.json → mtrag.json"));
    const QString mismatch = DatasetRef::mismatch(latest->snapshot.dataset, mtragRun->snapshot.dataset);
    QVERIFY2(mismatch.contains(QStringLiteral("different datasets (A: hotel.json, B: mtrag.json)")),
             qPrintable(mismatch));
    // A run that recorded no dataset is not said to differ: nobody knows.
    QVERIFY(DatasetRef::mismatch(RunSnapshot().dataset, latest->snapshot.dataset).isEmpty());
    // Test cases read from no file are their content: the same cases, the same dataset.
    const QList<TestCase> cases = hotelRequest().testCases;
    QCOMPARE(DatasetRef::ofContent(cases, QStringLiteral("Untitled")),
             DatasetRef::ofContent(cases, QStringLiteral("Untitled")));
    QVERIFY(DatasetRef::differ(DatasetRef::ofContent(cases, QStringLiteral("Untitled")),
                               DatasetRef::ofContent(other.testCases, QStringLiteral("Untitled"))));
}

void TestRunStore::olderStoreGainsTheDatasetColumn()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("runs.sqlite"));
    const QString hotel = dir.filePath(QStringLiteral("hotel.json"));
    {
        RunStore store(path);
        QString error;
        QVERIFY2(store.open(&error), qPrintable(error));
        QVERIFY2(store.save(newRun(hotelRequest(), {}), &error), qPrintable(error));
    }
    QVERIFY2(dropRunsColumn(path, QStringLiteral("dataset")), qPrintable(path));
    {
        // Read as it is: its one run recorded no dataset.
        RunStore reader(path);
        QString error;
        QVERIFY2(reader.open(&error, RunStore::Access::ReadOnly), qPrintable(error));
        const QList<StoredRunInfo> runs = reader.list(&error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(runs.size(), 1);
        QVERIFY(reader.loadSummaries(1, &error));
    }
    RunStore store(path);
    QString error;
    QVERIFY2(store.open(&error), qPrintable(error));
    QVERIFY2(store.save(newRunOf(hotelRequest(), hotel), &error), qPrintable(error));
    const QList<StoredRunInfo> runs = store.list(&error);
    QCOMPARE(runs.size(), 2);
    QCOMPARE(runs[0].name, QStringLiteral("first run"));
    QCOMPARE(runs[0].dataset.name, QStringLiteral("hotel.json"));
}

void TestRunStore::eachDatasetKeepsOneBaseline()
{
    QTemporaryDir dir;
    RunStore store(dir.filePath(QStringLiteral("runs.sqlite")));
    QString error;
    QVERIFY2(store.open(&error), qPrintable(error));
    const QString hotel = dir.filePath(QStringLiteral("hotel.json"));
    const QString mtrag = dir.filePath(QStringLiteral("mtrag.json"));
    RunRequest request;
    request.testCases = OfflineRunner::example(QStringLiteral("hotel-concierge.json"));
    request.addMetric(QStringLiteral("turn_relevancy"), {});
    const std::optional<qint64> hotelFirst = store.save(newRunOf(request, hotel), &error);
    const std::optional<qint64> mtragRun = store.save(newRunOf(request, mtrag), &error);
    const std::optional<qint64> hotelSecond = store.save(newRunOf(request, hotel), &error);
    QVERIFY2(hotelFirst && mtragRun && hotelSecond, qPrintable(error));
    QVERIFY(!store.baselineOf(DatasetRef::ofFiles({hotel})));

    QVERIFY2(store.keepAsBaseline(*hotelFirst, &error), qPrintable(error));
    QVERIFY2(store.keepAsBaseline(*mtragRun, &error), qPrintable(error));
    QCOMPARE(store.baselineOf(DatasetRef::ofFiles({hotel})), hotelFirst);
    QCOMPARE(store.baselineOf(DatasetRef::ofFiles({mtrag})), mtragRun);
    // Keeping another hotel run as the baseline unpins the first; the other dataset's stays.
    QVERIFY2(store.keepAsBaseline(*hotelSecond, &error), qPrintable(error));
    QCOMPARE(store.baselineOf(DatasetRef::ofFiles({hotel})), hotelSecond);
    QCOMPARE(store.baselineOf(DatasetRef::ofFiles({mtrag})), mtragRun);
    int pinned = 0;
    for (const StoredRunInfo &run : store.list(&error))
        pinned += run.pinned ? 1 : 0;
    QCOMPARE(pinned, 2);
    QVERIFY(!store.keepAsBaseline(*hotelSecond + 100, &error));
    QVERIFY2(error.contains(QString::number(*hotelSecond + 100)), qPrintable(error));
}

// The Runs dock read "78 % of 27 pass" for 21 passed, 3 failed and 3 skipped, where the
// Summary and the report count the 24 results with a score: 88 %.
void TestRunStore::passRateIsOverTheScoredResults()
{
    MetricFigures figures;
    figures.results = 27;
    figures.passed = 21;
    figures.failed = 3;
    QCOMPARE(figures.scored(), 24);
    QCOMPARE(figures.passRate(), 21.0 / 24.0);
    figures.results = 28;
    figures.errors = 1; // an error has no score either
    QCOMPARE(figures.passRate(), 21.0 / 24.0);
}

QTEST_GUILESS_MAIN(TestRunStore)
void TestRunStore::partialRunsRemoveNoMetric()
{
    // ▶ on one metric's card after a run of every metric: the metric it did not run were not
    // removed, and the name says what it ran.
    const RunRequest whole = hotelRequest();
    RunRequest one = whole;
    one.metrics = {whole.metrics.first()};
    one.partial = true;
    const RunSnapshot before = RunSnapshot::of(whole);
    const RunSnapshot after = RunSnapshot::fromJson(RunSnapshot::of(one).toJson()); // as kept
    QVERIFY(after.partial);
    const QString ran = whole.metrics.first();
    const QString ranName = MetricRegistry::find(ran)->displayName; // "Turn Faithfulness"
    QCOMPARE(RunSnapshot::changes(before, after), QStringList{QStringLiteral("ran only %1").arg(ranName)});
    QCOMPARE(RunSnapshot::automaticName(RunSnapshot::changes(before, after), true),
             QStringLiteral("ran only %1").arg(ranName));
    // A second partial run of the same metrics ran nothing less: only its real change shows.
    RunRequest oneEdited = one;
    oneEdited.params[ran].insert(QStringLiteral("threshold"), 0.9);
    QCOMPARE(RunSnapshot::changes(after, RunSnapshot::of(oneEdited)),
             QStringList{QStringLiteral("%1.threshold 0.5 → 0.9").arg(ran)});
    // People read the Metrics dock's names and on/off; several changes say how many more.
    RunRequest strict = whole;
    strict.params[ran].insert(QStringLiteral("penalize_ambiguous_claims"), true);
    strict.params[ran].insert(QStringLiteral("threshold"), 0.9);
    const QStringList readable = RunSnapshot::changes(before, RunSnapshot::of(strict), RunSnapshot::Wording::ForPeople);
    QCOMPARE(readable,
             (QStringList{QStringLiteral("Turn Faithfulness › Penalize ambiguous claims: off → on"),
                          QStringLiteral("Turn Faithfulness › Threshold: 0.50 → 0.90")}));
    QVERIFY2(
        RunSnapshot::automaticName(readable, true)
            .startsWith(QStringLiteral("Turn Faithfulness › Penalize ambiguous claims: off → on and 1 more change")),
        qPrintable(RunSnapshot::automaticName(readable, true)));
    QCOMPARE(RunSnapshot::changes(before, RunSnapshot::of(strict)).value(0),
             QStringLiteral("turn_faithfulness.penalize_ambiguous_claims false → true"));
    // The whole run after it adds none back, and a real change still shows.
    RunRequest edited = whole;
    edited.params[ran].insert(QStringLiteral("threshold"), 0.9);
    QCOMPARE(RunSnapshot::changes(after, RunSnapshot::of(edited)),
             QStringList{QStringLiteral("%1.threshold 0.5 → 0.9").arg(ran)});
    // Without a partial run, a metric left out is still removed.
    RunRequest fewer = whole;
    fewer.metrics.removeLast();
    QCOMPARE(RunSnapshot::changes(before, RunSnapshot::of(fewer)),
             QStringList{QStringLiteral("metric %1 removed").arg(whole.metrics.last())});
    // A judge field set to nothing reads "none", never an empty end of an arrow.
    RunSnapshot named = before;
    named.judge.insert(QStringLiteral("model"), QStringLiteral("gpt-4o-mini"));
    RunSnapshot unnamed = before;
    unnamed.judge.insert(QStringLiteral("model"), QString());
    QCOMPARE(RunSnapshot::changes(named, unnamed), QStringList{QStringLiteral("judge model gpt-4o-mini → none")});
    QVERIFY(RunSnapshot::changes(unnamed, before).isEmpty());
}

#include "tst_runstore.moc"
