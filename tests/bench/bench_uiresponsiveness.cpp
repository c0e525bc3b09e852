// Benchmark: how responsive the caller's (UI) thread stays while the engine keeps 500 judge
// steps in flight. A 10 ms timer on this thread records its worst lateness during the run;
// the loopback judge answers after 1 s from a thread of its own.
//   bench_uiresponsiveness [steps=500]
#include "support/fakejudgeserver.h"
#include "support/runharness.h"
#include "support/stallmeter.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QThread>

#include <cstdio>

using namespace claimscope;

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const int steps = argc > 1 ? QString::fromLocal8Bit(argv[1]).toInt() : 500;

    QThread judgeThread;
    QObject judgeContext; // lives on the judge's thread: the target of its calls
    judgeContext.moveToThread(&judgeThread);
    judgeThread.start();
    FakeJudgeServer *server = nullptr;
    QMetaObject::invokeMethod(
        &judgeContext,
        [&server] {
            server = new FakeJudgeServer;
            server->setHandler([](const FakeJudgeServer::Request &) {
                return FakeJudgeServer::chatReply(
                           QJsonObject{{QStringLiteral("verdicts"),
                                        QJsonArray{QJsonObject{{QStringLiteral("statement"), QStringLiteral("s")},
                                                               {QStringLiteral("verdict"), QStringLiteral("yes")},
                                                               {QStringLiteral("reason"), QJsonValue()}}}}})
                    .after(1000);
            });
        },
        Qt::BlockingQueuedConnection);

    // One contextual_relevancy case with `steps` retrieval nodes: one verdict step per node, all at once.
    TestCase testCase;
    testCase.input = QStringLiteral("q");
    for (int i = 0; i < steps; ++i)
        testCase.retrievalContext.append(ContextItem::fromText(QStringLiteral("node %1").arg(i)));
    RunRequest request = RunHarness::request(*server, {testCase}, {{QStringLiteral("contextual_relevancy"), true, {}}});
    request.judge.maxConcurrency = steps;

    StallMeter meter;
    meter.start();
    RunHarness harness;
    QElapsedTimer wall;
    wall.start();
    const auto outcome = harness.run(request, 60000);
    meter.stop();
    int inFlight = 0;
    QMetaObject::invokeMethod(
        &judgeContext,
        [&] {
            inFlight = server->maxInFlight();
            delete server;
        },
        Qt::BlockingQueuedConnection);
    judgeThread.quit();
    judgeThread.wait();
    std::printf("%d verdict steps, judge delay 1000 ms: most in flight %d, run %lld ms, finished %s\n", steps, inFlight,
                wall.elapsed(), outcome.finished ? "yes" : "no");
    std::printf("caller thread: worst timer lateness %lld ms (10 ms ticks)\n", meter.worst());
    return 0;
}
