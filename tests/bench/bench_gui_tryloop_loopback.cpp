// Benchmark: the tuning loop in the real main window against the conformance kit's marker judge
// (fakejudge.py) on 127.0.0.1, answering each request after a fixed delay. The first N MTRAG
// conversations, labels imported (human.faithful on the last answer), Turn Faithfulness scoring
// each exchange alone; a first Try on Labelled Cases (the baseline, not timed), then an edit of
// the claims template and a Try, timed from pressing Try to the run's end and to the verdict on
// screen. The judge's log counts the requests the edit changed; the bar is
// changed ÷ concurrency × delay, and the Try should take within 1.2× of it. Run on demand:
//   QT_QPA_PLATFORM=offscreen bench_gui_tryloop_loopback [conversations=60] [delay-ms=200]
//                                                         [concurrency=8] [fakejudge.py]
#include "gui/windowfixture.h"
#include "support/mtragcases.h"
#include "tryloopsteps.h"

#include "ui/run/runcontroller.h"
#include "ui/runs/comparisonview.h"
#include "ui/runs/runkeeper.h"
#include "ui/runs/verdictbanner.h"
#include "ui/shell/documentcontroller.h"

#include <QAction>
#include <QDateTime>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QPushButton>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTest>

#include <cstdio>

using namespace claimscope;

namespace {

// The first `count` conversations of the MTRAG file, written to `path`.
bool writeConversations(const QString &from, int count, const QString &path)
{
    QFile source(from);
    QFile target(path);
    if (!source.open(QIODevice::ReadOnly) || !target.open(QIODevice::WriteOnly))
        return false;
    const QJsonArray all = QJsonDocument::fromJson(source.readAll()).array();
    QJsonArray some;
    for (int i = 0; i < std::min<int>(count, all.size()); ++i)
        some.append(all.at(i));
    return target.write(QJsonDocument(some).toJson()) > 0;
}

qsizetype linesIn(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll().count('\n') : 0;
}

// Presses Try and waits for the verdict (or, without a baseline, for the try to become it).
struct TryTimes {
    bool ok = false;
    qint64 runMs = 0;
    qint64 verdictMs = 0;
};

TryTimes tryOnce(MainWindow *window, QAction *tryLabelled, bool expectBaseline)
{
    TryTimes times;
    QSignalSpy compared(window->runKeeper(), &RunKeeper::compared);
    QElapsedTimer clock;
    const auto ran =
        QObject::connect(window->runs(), &RunController::runFinished, [&] { times.runMs = clock.elapsed(); });
    clock.start();
    tryLabelled->trigger();
    times.ok = QTest::qWaitFor(
        [&] {
            if (expectBaseline)
                return window->statusBar()->currentMessage().contains(QStringLiteral("is the baseline now"));
            ComparisonView *view = window->comparison();
            return !compared.isEmpty() && view && view->isVisible() && view->verdictBanner()->isVisible();
        },
        900000);
    times.verdictMs = clock.elapsed();
    QObject::disconnect(ran);
    return times;
}

} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    const int conversations = argc > 1 ? QString::fromLocal8Bit(argv[1]).toInt() : 60;
    const int delayMs = argc > 2 ? QString::fromLocal8Bit(argv[2]).toInt() : 200;
    const int concurrency = argc > 3 ? QString::fromLocal8Bit(argv[3]).toInt() : 8;
    const QString kit =
        argc > 4 ? QString::fromLocal8Bit(argv[4]) : QStringLiteral(CLAIMSCOPE_SHARED_DIR "/conformance/fakejudge.py");
    WindowFixture fixture;
    MainWindow *window = fixture.window.get();
    ProjectDocument *document = fixture.document();

    const QString dataset = fixture.dir.filePath(QStringLiteral("mtrag-some.json"));
    const QString log = fixture.dir.filePath(QStringLiteral("judge.jsonl"));
    if (!writeConversations(MtragCases::defaultPath(), conversations, dataset)) {
        std::fprintf(stderr, "could not write %s\n", qPrintable(dataset));
        return 1;
    }
    QProcess judge;
    judge.start(QStringLiteral("python3"),
                {kit, QStringLiteral("--port"), QStringLiteral("0"), QStringLiteral("--delay-ms"),
                 QString::number(delayMs), QStringLiteral("--log"), log});
    if (!judge.waitForStarted(10000) || !QTest::qWaitFor([&] { return judge.canReadLine(); }, 10000)) {
        std::fprintf(stderr, "%s did not start\n", qPrintable(kit));
        return 1;
    }
    const QString url = QString::fromUtf8(judge.readLine()).trimmed().section(QLatin1Char(' '), 1);

    QSignalSpy loaded(window->documents(), &DocumentController::fileLoaded);
    window->documents()->openPath(dataset);
    if (!loaded.wait(120000) || !loaded.first().at(1).toBool()) {
        std::fprintf(stderr, "%s did not open\n", qPrintable(dataset));
        return 1;
    }
    ProjectSettings settings = document->settings();
    settings.judge.provider = QStringLiteral("openai-compatible");
    settings.judge.baseUrl = url + QStringLiteral("/v1");
    settings.judge.model = QStringLiteral("marker");
    settings.judge.maxConcurrency = concurrency;
    document->editSettings(settings, QStringLiteral("bench"));
    MetricSelection turnFaithfulness = document->metric(QStringLiteral("turn_faithfulness"));
    turnFaithfulness.params.insert(QStringLiteral("window_size"), 1);
    document->editMetric(turnFaithfulness, QStringLiteral("bench"));

    QAction *tryLabelled = actionNamed(window, QStringLiteral("Try on Labelled Cases"));
    if (!tryLabelled) {
        std::fprintf(stderr, "the window has no Try on Labelled Cases\n");
        return 1;
    }
    if (!importLabelsThroughTheMenu(window, dataset))
        return 1;
    std::printf("%d conversations, judge %s answering after %d ms, concurrency %d\n", document->caseCount(),
                qPrintable(url), delayMs, concurrency);

    const TryTimes first = tryOnce(window, tryLabelled, true);
    if (!first.ok) {
        std::fprintf(stderr, "the first try did not become the baseline\n");
        return 1;
    }
    const qsizetype before = linesIn(log);
    std::printf("first try (the baseline, every step asked): %lld ms, %lld requests\n", first.verdictMs,
                qlonglong(before));

    // A new sentence in the claims template: a changed prompt for every claims step, never one
    // a cache kept from an earlier bench run.
    const QString step = QStringLiteral("turn_faithfulness__claims");
    TemplateSet templates = document->templates();
    templates.setText(
        step,
        templates.text(step)
            + QStringLiteral("\nBench edit %1: keep each claim short.").arg(QDateTime::currentMSecsSinceEpoch()));
    document->editTemplates(templates, QStringLiteral("bench"));

    const TryTimes edited = tryOnce(window, tryLabelled, false);
    if (!edited.ok) {
        std::fprintf(stderr, "no verdict after the template edit\n");
        return 1;
    }
    const qsizetype changed = linesIn(log) - before;
    const double bar = double(changed) / concurrency * delayMs;
    std::printf("after the edit: %lld changed steps; ideal %.0f ms (changed ÷ concurrency × delay)\n",
                qlonglong(changed), bar);
    std::printf("  run finished   %6lld ms = %.2f×\n", edited.runMs, edited.runMs / bar);
    std::printf("  verdict shown  %6lld ms = %.2f×\n", edited.verdictMs, edited.verdictMs / bar);
    judge.terminate();
    judge.waitForFinished(5000);
    return 0;
}
