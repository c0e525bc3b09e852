// Benchmark: opening and rendering the comparison of two kept runs of the 477 MTRAG
// conversations × every metric, as the workbench does it — both runs read and compared (with
// agreement against the human labels) on the run store's thread, then the comparison view
// filled, shown and painted on this (UI) thread. Reports the time from the request to the
// painted view and the worst stall of the UI thread (a 10 ms timer's lateness), also while
// reading one row's two breakdowns from the store, switching to the unfiltered list and to
// the charts.
//   bench_comparisonview [conversations.json]    (default: the MTRAG human-evaluation set)
// The two runs are made first with claimscope-cli and the offline judge (not timed).
#include "support/mtragcases.h"
#include "support/stallmeter.h"
#include "ui/charts/comparisonscatterchart.h"
#include "ui/runs/casedeltamodel.h"
#include "ui/runs/comparisonview.h"
#include "ui/runs/runstoreworker.h"
#include "ui/shell/userprompts.h"

#include <QApplication>
#include <QComboBox>
#include <QElapsedTimer>
#include <QProcess>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QThread>
#include <QTimer>

#include <cstdio>

using namespace claimscope;

namespace {

// The view asks nothing in this benchmark.
class SilentPrompts : public UserPrompts
{
public:
    SaveChoice askSaveChanges(QWidget *, const QString &) override { return SaveChoice::Discard; }
    QString askOpenFile(QWidget *, const QString &, const QString &, const QString &) override { return {}; }
    QString askSaveFile(QWidget *, const QString &, const QString &, const QString &) override { return {}; }
    RecoveryChoice askRecovery(QWidget *, const QList<RecoveryFile> &) override { return {}; }
    void showError(QWidget *, const QString &, const QString &text) override
    {
        std::fprintf(stderr, "%s\n", qPrintable(text));
    }
    bool askYesNo(QWidget *, const QString &, const QString &) override { return false; }
    std::optional<int> askNumber(QWidget *, const QString &, const QString &, int, int, int) override { return {}; }
    OutageChoice askJudgeUnreachable(QWidget *, const QString &) override { return OutageChoice::Cancel; }
};

bool keepRun(const QString &dataset, const QString &store, const QString &name, const QStringList &extra,
             const QString &home)
{
    QProcess cli;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("XDG_DATA_HOME"), home);
    cli.setProcessEnvironment(env);
    cli.setStandardOutputFile(QProcess::nullDevice());
    QElapsedTimer clock;
    clock.start();
    cli.start(QStringLiteral(CLAIMSCOPE_CLI),
              QStringList{QStringLiteral("evaluate"), dataset, QStringLiteral("--runs"), store,
                          QStringLiteral("--save-run=") + name, QStringLiteral("--labels"),
                          QStringLiteral("turn_faithfulness=human.faithful"), QStringLiteral("--format"),
                          QStringLiteral("jsonl"), QStringLiteral("--quiet")}
                  + extra);
    if (!cli.waitForFinished(30 * 60 * 1000) || cli.exitCode() > 1) {
        std::fprintf(stderr, "claimscope-cli failed (exit %d): %s\n", cli.exitCode(),
                     cli.readAllStandardError().constData());
        return false;
    }
    std::printf("run %s kept in %.1f s\n", qPrintable(name), clock.elapsed() / 1000.0);
    return true;
}

} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    const QString dataset = argc > 1 ? QString::fromLocal8Bit(argv[1]) : MtragCases::defaultPath();
    QTemporaryDir scratch;
    const QString store = scratch.filePath(QStringLiteral("runs.sqlite"));
    if (!keepRun(dataset, store, QStringLiteral("A"), {}, scratch.path())
        || !keepRun(dataset, store, QStringLiteral("B"),
                    {QStringLiteral("--set"), QStringLiteral("faithfulness.penalize_ambiguous_claims=true"),
                     QStringLiteral("--set"), QStringLiteral("turn_faithfulness.window_size=3")},
                    scratch.path()))
        return 1;

    QThread storeThread;
    auto *worker = new RunStoreWorker;
    worker->moveToThread(&storeThread);
    QObject::connect(&storeThread, &QThread::finished, worker, &QObject::deleteLater);
    storeThread.start();
    qRegisterMetaType<claimscope::RunPair>();
    QMetaObject::invokeMethod(
        worker, [worker, store] { worker->openStore(store, std::nullopt, 0); }, Qt::BlockingQueuedConnection);

    SilentPrompts prompts;
    ComparisonView view(&prompts);
    view.resize(1280, 800);

    StallMeter meter;
    // Each step: one measured interval with its own worst stall.
    const auto measure = [&](const char *what, const std::function<void(std::function<void()>)> &step) {
        QEventLoop loop;
        qint64 done = -1;
        meter.start();
        step([&] {
            done = meter.elapsed();
            // One more tick after the work: a stall at its very end counts too.
            QTimer::singleShot(20, &loop, &QEventLoop::quit);
        });
        loop.exec();
        meter.stop();
        std::printf("%-46s %6lld ms, worst UI-thread stall %3lld ms\n", what, done, meter.worst());
    };

    RunPair received;
    qint64 arrived = 0;
    qint64 filled = 0;
    qint64 painted = 0;
    measure("open and render the comparison (A → B)", [&](std::function<void()> finished) {
        QObject::connect(
            worker, &RunStoreWorker::compared, &view,
            [&, finished](quint64, const RunPair &pair) {
                arrived = meter.elapsed();
                received = pair;
                view.setPair(pair);
                view.show();
                filled = meter.elapsed();
                // Painted as the window system would ask: in an event of its own, every visible part.
                QTimer::singleShot(0, &view, [&, finished] {
                    view.grab();
                    painted = meter.elapsed();
                    finished();
                });
            },
            Qt::SingleShotConnection);
        QMetaObject::invokeMethod(
            worker, [worker] { worker->compare(1, 2, {}, {}); }, Qt::QueuedConnection);
    });
    std::printf("  read and compared on the store's thread %lld ms, view filled %lld ms, painted %lld ms later\n",
                arrived, filled - arrived, painted - filled);
    measure("breakdown of the 10th row (read from the store)", [&](std::function<void()> finished) {
        QObject::connect(
            &view, &ComparisonView::breakdownShown, &view, [finished] { finished(); }, Qt::SingleShotConnection);
        view.caseTable()->selectRow(9);
    });
    measure("show every result, unchanged ones too", [&](std::function<void()> finished) {
        QTimer::singleShot(0, &view, [&, finished] {
            view.filter()->setCurrentIndex(int(CaseDeltaModel::Filter::Everything));
            view.grab();
            finished();
        });
    });
    measure("charts tab", [&](std::function<void()> finished) {
        QTimer::singleShot(0, &view, [&, finished] {
            view.tabs()->setCurrentIndex(1);
            view.grab();
            finished();
        });
    });
    std::printf("%lld + %lld results, %lld (test case, metric) pairs, %d shown unfiltered\n",
                qlonglong(received.a.results.size()), qlonglong(received.b.results.size()),
                qlonglong(received.comparison.cases.size()), view.caseTable()->model()->rowCount());
    storeThread.quit();
    storeThread.wait();
    return 0;
}
