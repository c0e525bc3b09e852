// "Run as Batch" from the real window: the project's metrics go through a loopback Batches API
// (answered by the conformance kit's marker judge), the status bar shows the batch, results
// arrive; closing the window mid-batch leaves the batch, and opening the project offers to resume it.
#include "support/qtwarnings.h"
#include "windowfixture.h"

#include "results/resultshub.h"
#include "results/resultsmodel.h"
#include "support/batchserver.h"
#include "support/markerjudge.h"
#include "ui/run/runcontroller.h"
#include "ui/run/runstatuswidget.h"
#include "ui/shell/documentcontroller.h"
#include "ui/shell/mainactions.h"

#include <QSignalSpy>
#include <QtTest>

using namespace claimscope;

namespace {
constexpr auto KeyVariable = "CLAIMSCOPE_GUI_TEST_KEY";
}

class TestBatchRun : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void runAsBatchDeliversResults();
    void closingMidBatchOffersToResumeOnOpen();

private:
    void useBatchServer();

    MarkerJudge m_marker;
    std::unique_ptr<BatchServer> m_server;
    std::unique_ptr<WindowFixture> m_fixture;
};

void TestBatchRun::initTestCase()
{
    qputenv(KeyVariable, "sk-test-batch-0123456789");
    QString error;
    QVERIFY2(m_marker.start(&error), qPrintable(error));
}

void TestBatchRun::init()
{
    failOnQtWarnings();
    m_server = std::make_unique<BatchServer>(m_marker.baseUrl() + QStringLiteral("/chat/completions"));
    QVERIFY(m_server->http().isListening());
    m_fixture = std::make_unique<WindowFixture>();
    m_fixture->window->startUp(QString());
    QTRY_COMPARE(m_fixture->document()->caseCount(), 1);
}

void TestBatchRun::cleanup()
{
    m_fixture.reset();
    m_server.reset();
}

void TestBatchRun::useBatchServer()
{
    ProjectSettings settings = m_fixture->document()->settings();
    settings.judge.provider = QStringLiteral("openai-compatible");
    settings.judge.baseUrl = m_server->url();
    settings.judge.model = QStringLiteral("marker");
    settings.judge.embeddingModel = QStringLiteral("offline");
    settings.judge.apiKeyEnv = QLatin1String(KeyVariable);
    m_fixture->document()->editSettings(settings, QStringLiteral("judge"));
    m_fixture->window->runs()->setBatchPollMs(10);
}

void TestBatchRun::runAsBatchDeliversResults()
{
    useBatchServer();
    MainWindow *window = m_fixture->window.get();
    QSignalSpy results(window->runs()->engine(), &EngineHost::resultReady);
    QSignalSpy finished(window->runs(), &RunController::runFinished);
    QStringList shown;
    connect(window->runs()->engine(), &EngineHost::progressed, window, [&](const RunProgress &) {
        QTimer::singleShot(0, window, [&] { shown.append(window->runStatus()->text()); });
    });
    window->actions()->runAsBatch->trigger();
    QVERIFY(window->runs()->isRunning());
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 60000);
    const auto summary = finished.first().at(0).value<RunSummary>();
    QVERIFY2(summary.error.isEmpty(), qPrintable(summary.error));
    QVERIFY(!summary.cancelled);
    QVERIFY(summary.progress.batchMode);
    QVERIFY(summary.progress.batch.round >= 1);
    QCOMPARE(m_server->batchCount(), summary.progress.batch.round);
    // Every metric that applies to the conversation, each with a score from the batches.
    QCOMPARE(results.count(), 9);
    for (const QList<QVariant> &arguments : results) {
        const auto result = arguments.at(0).value<MetricResult>();
        QVERIFY2(result.error.isEmpty(), qPrintable(result.metricId + QStringLiteral(": ") + result.error));
    }
    const auto found = std::find_if(results.begin(), results.end(), [](const QList<QVariant> &arguments) {
        return arguments.at(0).value<MetricResult>().metricId == QLatin1String("turn_faithfulness");
    });
    QVERIFY(found != results.end());
    const auto turnFaithfulness = found->at(0).value<MetricResult>();
    QVERIFY(turnFaithfulness.score.has_value());
    QCOMPARE(turnFaithfulness.calls.batchCalls, turnFaithfulness.calls.judgeCalls);
    QTRY_COMPARE(window->results()->resultsModel()->rowCount(), 9);
    QVERIFY2(std::any_of(shown.begin(), shown.end(),
                         [](const QString &text) { return text.startsWith(QLatin1String("Batch 1 of ~")); }),
             qPrintable(shown.join(QLatin1Char('\n'))));
    QVERIFY(window->runStatus()->text().startsWith(QLatin1String("Finished")));
    QCOMPARE(m_fixture->prompts.questions.size(), 0);
}

void TestBatchRun::closingMidBatchOffersToResumeOnOpen()
{
    useBatchServer();
    const QString path = m_fixture->dir.filePath(QStringLiteral("hotel.claimscope.json"));
    m_fixture->prompts.saveFile = path;
    m_fixture->window->documents()->saveAs();
    QCOMPARE(m_fixture->document()->filePath(), path);
    m_server->options().validatingPolls = 1000000;
    m_fixture->window->actions()->runAsBatch->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(m_server->statusPolls() >= 1, 20000);
    m_fixture->window->close();
    m_fixture->window.reset();
    QTest::qWait(50);
    QVERIFY(m_server->cancelRequests().isEmpty());
    QCOMPARE(m_server->uploadedFiles().size(), 1);

    m_server->options().validatingPolls = 1;
    m_fixture->makeWindow();
    m_fixture->window->runs()->setBatchPollMs(10);
    QSignalSpy finished(m_fixture->window->runs(), &RunController::runFinished);
    m_fixture->window->startUp(path);
    QTRY_COMPARE(m_fixture->prompts.questions.size(), 1);
    QVERIFY2(m_fixture->prompts.questions.first().contains(m_server->batchIds().first()),
             qPrintable(m_fixture->prompts.questions.first()));
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 60000);
    const auto summary = finished.first().at(0).value<RunSummary>();
    QVERIFY2(summary.error.isEmpty(), qPrintable(summary.error));
    QCOMPARE(m_fixture->window->results()->resultsModel()->rowCount(), 9);
    // The first round was read back from the kept batch, not uploaded again.
    QCOMPARE(m_server->uploadedFiles().size(), m_server->batchCount());
    QCOMPARE(m_server->batch(m_server->batchIds().first())->status, QStringLiteral("completed"));
    QVERIFY(m_fixture->window->runs()->pendingBatches().isEmpty());
}

QTEST_MAIN(TestBatchRun)
#include "tst_batchrun.moc"
