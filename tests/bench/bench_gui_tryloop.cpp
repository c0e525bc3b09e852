// Benchmark: the tuning loop in the real main window on the MTRAG conversations — labels
// imported (human.faithful on the last answer), Turn Faithfulness scoring each exchange alone,
// a first Try on Labelled Cases (the baseline, not timed), then three param edits (the
// threshold), each followed by Try: the time from pressing Try to the comparison's verdict on
// screen, and when the run finished and was kept within it. Try runs the labelled metric alone,
// on the offline judge. Run on demand:
//   QT_QPA_PLATFORM=offscreen bench_gui_tryloop [conversations.json]
#include "gui/windowfixture.h"
#include "support/mtragcases.h"
#include "tryloopsteps.h"

#include "ui/run/runcontroller.h"
#include "ui/runs/comparisonview.h"
#include "ui/runs/runkeeper.h"
#include "ui/runs/verdictbanner.h"
#include "ui/shell/documentcontroller.h"

#include <QAction>
#include <QElapsedTimer>
#include <QLabel>
#include <QMenuBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTest>

#include <cstdio>

using namespace claimscope;

namespace {

void setTurnFaithfulness(ProjectDocument *document, const QString &param, const QJsonValue &value)
{
    MetricSelection selection = document->metric(QStringLiteral("turn_faithfulness"));
    selection.params.insert(param, value);
    document->editMetric(selection, QStringLiteral("bench"));
}

} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    const QString dataset = argc > 1 ? QString::fromLocal8Bit(argv[1]) : MtragCases::defaultPath();
    WindowFixture fixture;
    MainWindow *window = fixture.window.get();
    ProjectDocument *document = fixture.document();

    QSignalSpy loaded(window->documents(), &DocumentController::fileLoaded);
    window->documents()->openPath(dataset);
    if (!loaded.wait(120000) || !loaded.first().at(1).toBool()) {
        std::fprintf(stderr, "%s did not open\n", qPrintable(dataset));
        return 1;
    }
    QAction *tryLabelled = actionNamed(window, QStringLiteral("Try on Labelled Cases"));
    if (!tryLabelled) {
        std::fprintf(stderr, "the window has no Try on Labelled Cases\n");
        return 1;
    }
    if (!importLabelsThroughTheMenu(window, dataset))
        return 1;
    setTurnFaithfulness(document, QStringLiteral("window_size"), 1);
    const QLabel *scope = window->findChild<QLabel *>(QStringLiteral("tryScope"));
    std::printf("%d conversations, %d labelled, offline judge. %s\n", document->caseCount(),
                int(document->labels().size()), scope ? qPrintable(scope->text()) : "");

    QElapsedTimer clock;
    clock.start();
    tryLabelled->trigger();
    if (!QTest::qWaitFor(
            [&] { return window->statusBar()->currentMessage().contains(QStringLiteral("is the baseline now")); },
            600000)) {
        std::fprintf(stderr, "the first try did not become the baseline\n");
        return 1;
    }
    std::printf("%-34s %7lld ms\n", "first try (the baseline, cold)", clock.elapsed());

    for (const double threshold : {0.55, 0.6, 0.65}) {
        setTurnFaithfulness(document, QStringLiteral("threshold"), threshold);
        QSignalSpy compared(window->runKeeper(), &RunKeeper::compared);
        qint64 ranMs = 0;
        qint64 keptMs = 0;
        const auto ran =
            QObject::connect(window->runs(), &RunController::runFinished, [&] { ranMs = clock.elapsed(); });
        const auto kept = QObject::connect(window->runKeeper(), &RunKeeper::kept, [&] { keptMs = clock.elapsed(); });
        clock.restart();
        tryLabelled->trigger();
        const bool shown = QTest::qWaitFor(
            [&] {
                ComparisonView *view = window->comparison();
                return !compared.isEmpty() && view && view->isVisible() && view->verdictBanner()->isVisible();
            },
            600000);
        const qint64 verdictMs = clock.elapsed();
        QObject::disconnect(ran);
        QObject::disconnect(kept);
        if (!shown) {
            std::fprintf(stderr, "no verdict after the threshold %.2f\n", threshold);
            return 1;
        }
        std::printf("threshold %.2f: verdict on screen %5lld ms (run finished %5lld ms, kept %5lld ms)\n", threshold,
                    verdictMs, ranMs, keptMs);
        window->comparison()->close();
    }
    std::printf("%s\n", qPrintable(window->comparison()->verdictBanner()->lines().join(u'\n')));
    return 0;
}
