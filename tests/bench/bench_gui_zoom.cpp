// Benchmark: what one zoom step costs the UI thread in the real main window, outside
// presentation mode and while presenting — the hotel example open and run, the step taken
// through View › Zoom In / Zoom Out, then every event it queued handled. Reports the UI
// thread's CPU time per step (what the code costs, whatever the machine's load). Run offscreen,
// on demand:
//   QT_QPA_PLATFORM=offscreen bench_gui_zoom [steps=6]
#include "gui/windowfixture.h"

#include "results/resultshub.h"
#include "ui/run/runcontroller.h"
#include "ui/shell/mainactions.h"
#include "ui/shell/presentationmode.h"

#include <QSignalSpy>
#include <QTest>

#include <time.h>

#include <algorithm>
#include <cstdio>
#include <vector>

using namespace claimscope;

namespace {

double threadCpuMs()
{
    timespec now{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return double(now.tv_sec) * 1000.0 + double(now.tv_nsec) / 1e6;
}

// The CPU time of `action` triggered, and of the events it left queued.
double stepCpuMs(QAction *action)
{
    const double start = threadCpuMs();
    action->trigger();
    for (int round = 0; round < 3; ++round)
        QCoreApplication::processEvents();
    return threadCpuMs() - start;
}

void report(const char *where, std::vector<double> steps)
{
    std::sort(steps.begin(), steps.end());
    double total = 0;
    for (double step : steps)
        total += step;
    std::printf("%s: %zu zoom steps, CPU per step: median %.0f ms, mean %.0f ms, max %.0f ms\n", where, steps.size(),
                steps[steps.size() / 2], total / double(steps.size()), steps.back());
}

} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    const int steps = argc > 1 ? std::max(1, QString::fromLocal8Bit(argv[1]).toInt()) : 6;
    WindowFixture fixture;
    MainWindow *window = fixture.window.get();
    window->startUp(QString());
    if (!QTest::qWaitFor([&] { return fixture.document()->caseCount() == 1; }, 10000)) {
        std::fprintf(stderr, "the hotel example did not open\n");
        return 1;
    }
    QSignalSpy finished(window->runs(), &RunController::runFinished);
    window->actions()->runAll->trigger();
    if (!finished.wait(60000)) {
        std::fprintf(stderr, "the run did not finish\n");
        return 1;
    }
    window->results()->flush();
    QTest::qWait(100);

    MainActions *actions = window->actions();
    for (const bool presenting : {false, true}) {
        window->presentation()->setActive(presenting);
        QTest::qWait(100);
        std::vector<double> cpu;
        for (int step = 0; step < steps; ++step)
            cpu.push_back(stepCpuMs(step % 2 == 0 ? actions->zoomIn : actions->zoomOut));
        report(presenting ? "presenting" : "not presenting", cpu);
        actions->resetZoom->trigger();
    }
    window->presentation()->setActive(false);
    return 0;
}
