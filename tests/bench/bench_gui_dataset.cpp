// Benchmark: the real main window on a whole dataset — the MTRAG conversations repeated and
// renamed to N copies — opened, run with every metric on the offline judge, typed into, then
// sorted and filtered. A 10 ms timer on the UI thread records its worst lateness in each phase
// (wall time: on a busy machine it includes waiting for a core), and every event the UI thread handles is
// timed in its own CPU time (what the code costs, whatever the load); the process reports its
// peak memory. Run offscreen, on demand:
//   QT_QPA_PLATFORM=offscreen bench_gui_dataset [copies=1] [dataset=MTRAG conversations]
#include "gui/windowfixture.h"
#include "support/mtragcases.h"
#include "support/stallmeter.h"

#include "results/resultsfiltermodel.h"
#include "results/resultshub.h"
#include "ui/editor/caseeditor.h"
#include "ui/editor/conversationpane.h"
#include "ui/editor/growingtextedit.h"
#include "ui/editor/turnwidget.h"
#include "ui/results/resultsview.h"
#include "ui/run/runcontroller.h"
#include "ui/shell/documentcontroller.h"

#include <QElapsedTimer>
#include <QFile>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLineEdit>
#include <QSignalSpy>
#include <QTableView>
#include <QTest>
#include <QThread>

#include <sys/resource.h>
#include <time.h>

#include <algorithm>
#include <cstdio>
#include <functional>

using namespace claimscope;

namespace {

// The UI thread's CPU time spent in each event it handles (outermost dispatch only): the
// longest one, and how many took more than 50 ms.
class TimedApplication : public QApplication
{
public:
    using QApplication::QApplication;

    bool notify(QObject *receiver, QEvent *event) override
    {
        // Other threads' event loops come through here too: only the UI thread is timed.
        if (QThread::currentThread() != thread())
            return QApplication::notify(receiver, event);
        if (m_depth++ > 0) {
            const bool handled = QApplication::notify(receiver, event);
            --m_depth;
            return handled;
        }
        // Before dispatching: the receiver may delete itself while handling the event.
        const char *className = receiver->metaObject()->className();
        const int type = int(event->type());
        const double start = cpuMs();
        m_wallClock.start();
        const bool handled = QApplication::notify(receiver, event);
        const double spent = cpuMs() - start;
        const qint64 wall = m_wallClock.elapsed();
        --m_depth;
        if (wall > m_longestWall) {
            m_longestWall = wall;
            m_longestWallCpu = spent;
            m_longestWallWhat = describe(className, type);
        }
        if (spent > m_longest) {
            m_longest = spent;
            m_longestWhat = describe(className, type);
        }
        if (spent > 50) {
            ++m_long;
            ++m_longByWhat[describe(className, type)];
        }
        return handled;
    }
    void resetTimes()
    {
        m_longest = 0;
        m_long = 0;
        m_longByWhat.clear();
        m_longestWhat.clear();
        m_longestWall = 0;
        m_longestWallCpu = 0;
        m_longestWallWhat.clear();
    }
    QString longestWallWhat() const { return m_longestWallWhat; }
    // The longest event in wall time, and the CPU time within it (the rest is waiting).
    qint64 longestWall() const { return m_longestWall; }
    double longestWallCpu() const { return m_longestWallCpu; }
    double longest() const { return m_longest; }
    QString longestWhat() const { return m_longestWhat; } // "event type to receiver class"
    int longCount() const { return m_long; }
    // The events over 50 ms by what they were, most frequent first: "12× event 43 to …".
    QString longKinds() const
    {
        QList<QPair<int, QString>> kinds;
        for (auto it = m_longByWhat.cbegin(); it != m_longByWhat.cend(); ++it)
            kinds.append({it.value(), it.key()});
        std::sort(kinds.begin(), kinds.end(), std::greater<>());
        QStringList shown;
        for (qsizetype i = 0; i < qMin<qsizetype>(3, kinds.size()); ++i)
            shown.append(QStringLiteral("%1× %2").arg(kinds[i].first).arg(kinds[i].second));
        return shown.join(QStringLiteral(", "));
    }

private:
    static double cpuMs()
    {
        timespec now{};
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
        return now.tv_sec * 1000.0 + now.tv_nsec / 1e6;
    }

    static QString describe(const char *className, int type)
    {
        return QStringLiteral("event %1 to %2").arg(type).arg(QString::fromLatin1(className));
    }

    int m_depth = 0;
    QString m_longestWallWhat;
    QElapsedTimer m_wallClock;
    qint64 m_longestWall = 0;
    double m_longestWallCpu = 0;
    double m_longest = 0;
    QString m_longestWhat;
    int m_long = 0;
    QHash<QString, int> m_longByWhat;
};

long peakMegabytes()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return usage.ru_maxrss / 1024;
}

// Writes `copies` renamed copies of the dataset's conversations as JSONL; returns their count.
int writeCopies(const QString &dataset, int copies, const QString &target)
{
    QFile in(dataset);
    if (!in.open(QIODevice::ReadOnly))
        return 0;
    const QJsonArray conversations = QJsonDocument::fromJson(in.readAll()).array();
    QFile out(target);
    if (!out.open(QIODevice::WriteOnly))
        return 0;
    for (int copy = 0; copy < copies; ++copy) {
        for (const QJsonValue &value : conversations) {
            QJsonObject conversation = value.toObject();
            conversation.insert(
                QStringLiteral("name"),
                QStringLiteral("%1 copy %2").arg(conversation.value(QStringLiteral("name")).toString()).arg(copy));
            out.write(QJsonDocument(conversation).toJson(QJsonDocument::Compact) + '\n');
        }
    }
    return copies * int(conversations.size());
}

void report(const char *phase, const StallMeter &meter, TimedApplication &app)
{
    std::printf(
        "%-20s %7lld ms | UI lateness: worst %5lld ms (at %lld ms), %d > 50 ms"
        " | UI CPU per event: longest %6.1f ms (%s), %d > 50 ms | longest event %lld ms wall, %.1f ms CPU (%s)\n",
        phase, static_cast<long long>(meter.elapsed()), static_cast<long long>(meter.worst()),
        static_cast<long long>(meter.worstAt()), meter.stalls(), app.longest(), qPrintable(app.longestWhat()),
        app.longCount(), static_cast<long long>(app.longestWall()), app.longestWallCpu(),
        qPrintable(app.longestWallWhat()));
    if (app.longCount() > 0)
        std::printf("%-20s events over 50 ms: %s\n", "", qPrintable(app.longKinds()));
    std::fflush(stdout);
    app.resetTimes();
}

} // namespace

int main(int argc, char *argv[])
{
    TimedApplication app(argc, argv);
    const int copies = argc > 1 ? QString::fromLocal8Bit(argv[1]).toInt() : 1;
    const QString dataset = argc > 2 ? QString::fromLocal8Bit(argv[2]) : MtragCases::defaultPath();

    WindowFixture fixture;
    MainWindow *window = fixture.window.get();
    const QString file = fixture.dir.filePath(QStringLiteral("dataset.jsonl"));
    const int count = writeCopies(dataset, copies, file);
    if (count == 0) {
        std::fprintf(stderr, "cannot read %s\n", qPrintable(dataset));
        return 2;
    }
    std::printf("%d conversations, every metric, offline judge, window 1280x800\n", count);
    StallMeter meter;

    QSignalSpy loaded(window->documents(), &DocumentController::fileLoaded);
    app.resetTimes();
    meter.start();
    window->documents()->openPath(file);
    if (!loaded.wait(120000) || !loaded.first().at(1).toBool()) {
        std::fprintf(stderr, "the dataset did not open\n");
        return 1;
    }
    QCoreApplication::processEvents();
    meter.stop();
    report("open", meter, app);

    QSignalSpy finished(window->runs(), &RunController::runFinished);
    app.resetTimes();
    meter.start();
    // Queued, as a key press or menu click would start it: its cost counts as an event's.
    QMetaObject::invokeMethod(window->runs(), &RunController::runAll, Qt::QueuedConnection);
    if (!finished.wait(3600 * 1000)) {
        std::fprintf(stderr, "the run did not finish\n");
        return 1;
    }
    window->results()->flush();
    QCoreApplication::processEvents();
    meter.stop();
    report("run", meter, app);
    QTableView *table = window->resultsView()->table();
    std::printf("%-20s %7d rows\n", "results", table->model()->rowCount());

    // Typing into a turn: every key is an edit the results' provenance compares with what each
    // result was computed from (the whole dataset's test cases after each key).
    app.resetTimes();
    meter.start();
    if (TurnWidget *turn = window->caseEditor()->conversationPane()->turnWidget(0)) {
        turn->contentEdit()->setFocus();
        turn->contentEdit()->moveCursor(QTextCursor::End);
        QTest::keyClicks(turn->contentEdit(), QStringLiteral(" typed by a person"), Qt::NoModifier, 20);
    }
    QCoreApplication::processEvents();
    meter.stop();
    report("type 18 keys", meter, app);
    std::printf("%-20s %7d rows\n", "out of date", window->results()->resultsModel()->outOfDateCount());

    app.resetTimes();
    meter.start();
    table->sortByColumn(ResultsModel::ScoreColumn, Qt::DescendingOrder);
    QCoreApplication::processEvents();
    meter.stop();
    report("sort by score", meter, app);

    app.resetTimes();
    meter.start();
    table->sortByColumn(ResultsModel::TestCaseColumn, Qt::AscendingOrder);
    QCoreApplication::processEvents();
    meter.stop();
    report("sort by test case", meter, app);

    app.resetTimes();
    meter.start();
    window->resultsView()->textFilter()->setText(QStringLiteral("copy 0"));
    QCoreApplication::processEvents();
    meter.stop();
    report("filter \"copy 0\"", meter, app);
    std::printf("%-20s %7d rows\n", "shown", table->model()->rowCount());

    app.resetTimes();
    meter.start();
    window->resultsView()->filterStatus(int(ResultsModel::Status::Fail));
    QCoreApplication::processEvents();
    meter.stop();
    report("filter failed", meter, app);

    std::printf("%-20s %7ld MB\n", "peak memory", peakMegabytes());
    return 0;
}
