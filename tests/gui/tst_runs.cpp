#include "support/qtwarnings.h"
#include "windowfixture.h"

#include "metrics/registry.h"
#include "model/translations.h"
#include "results/resultshub.h"
#include "results/resultsmodel.h"
#include "support/fakejudgeserver.h"
#include "ui/metrics/metriccard.h"
#include "ui/metrics/metricspanel.h"
#include "ui/metrics/parameditor.h"
#include "ui/results/breakdownview.h"
#include "ui/results/resultsview.h"
#include "ui/run/runcontroller.h"
#include "ui/run/runstatuswidget.h"
#include "ui/settings/apikeystore.h"
#include "ui/settings/judgepanel.h"
#include "ui/settings/judgesettingsdialog.h"
#include "ui/shell/mainactions.h"
#include "ui/templates/templateeditor.h"

#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QSignalSpy>
#include <QTableView>
#include <QtTest>

using namespace claimscope;

namespace {

constexpr auto KeyVariable = "CLAIMSCOPE_GUI_TEST_KEY";
const QString Key = QStringLiteral("sk-test-guirun-0123456789");

QJsonObject object(const char *key, const QJsonValue &value)
{
    return {{QLatin1String(key), value}};
}

} // namespace

// Runs from the real window: a threshold re-scores without any request, F5 with the offline
// judge, a loopback judge cancelled midway, refused runs, and the connection test.
class TestRuns : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void thresholdChangeRescoresWithoutARequest();
    void runAllWithTheOfflineJudgeDeliversResults();
    void cancelMidwayKeepsNoPartialScores();
    void brokenTemplateRefusesTheRun();
    void connectionTestReportsSuccessAndFailure();
    void judgeDialogChangesProjectAndDefaults();
    void judgePanelFollowsTheKeychainPreference();
    void etaFollowsFinishedMetrics();
    void repeatRunShowsTheSpread();

private:
    void useFakeJudge();

    std::unique_ptr<WindowFixture> m_fixture;
    std::unique_ptr<FakeJudgeServer> m_server;
};

void TestRuns::initTestCase()
{
    // Plurals as the program shows them ("3 repetitions"), from the English catalogue.
    installTranslations(*QCoreApplication::instance(), QLocale(QLocale::English));
    qputenv(KeyVariable, Key.toUtf8());
}

void TestRuns::init()
{
    failOnQtWarnings();
    m_server = std::make_unique<FakeJudgeServer>();
    QVERIFY(m_server->isListening());
    m_fixture = std::make_unique<WindowFixture>();
    m_fixture->window->startUp(QString());
    QTRY_COMPARE(m_fixture->document()->caseCount(), 1);
}

void TestRuns::cleanup()
{
    m_fixture.reset();
    m_server.reset();
}

void TestRuns::useFakeJudge()
{
    ProjectSettings settings = m_fixture->document()->settings();
    settings.judge.provider = QStringLiteral("openai-compatible");
    settings.judge.baseUrl = m_server->url();
    settings.judge.model = QStringLiteral("judge-model");
    settings.judge.apiKeyEnv = QLatin1String(KeyVariable);
    settings.judge.maxRetries = 0;
    m_fixture->document()->editSettings(settings, QStringLiteral("judge"));
}

void TestRuns::thresholdChangeRescoresWithoutARequest()
{
    useFakeJudge();
    MainWindow *window = m_fixture->window.get();
    QSignalSpy params(window->metricsPanel(), &MetricsPanel::paramsChanged);
    QSignalSpy started(window->runs(), &RunController::runStarted);
    auto *threshold = window->metricsPanel()
                          ->card(QStringLiteral("turn_faithfulness"))
                          ->editor(QStringLiteral("threshold"))
                          ->findChild<QDoubleSpinBox *>();
    QVERIFY(threshold);
    threshold->setValue(0.7);
    QCOMPARE(params.count(), 1);
    QCOMPARE(params.first().at(0).toString(), QStringLiteral("turn_faithfulness"));
    const QJsonObject resolved = params.first().at(1).toJsonObject();
    QCOMPARE(resolved.value(QStringLiteral("threshold")).toDouble(), 0.7);
    QCOMPARE(resolved.value(QStringLiteral("window_size")).toInt(), 10); // every param, defaults filled in
    QCOMPARE(m_fixture->document()->metric(QStringLiteral("turn_faithfulness")).params, object("threshold", 0.7));
    // A TrustifAI label threshold re-scores the same way.
    window->metricsPanel()
        ->card(QStringLiteral("evidence_coverage"))
        ->editor(QStringLiteral("label_high"))
        ->findChild<QDoubleSpinBox *>()
        ->setValue(0.9);
    QCOMPARE(params.count(), 2);
    QCOMPARE(params.last().at(1).toJsonObject().value(QStringLiteral("label_high")).toDouble(), 0.9);
    // Undo is a change too: the results go back to the old threshold.
    m_fixture->document()->undoStack()->undo();
    m_fixture->document()->undoStack()->undo();
    QCOMPARE(params.count(), 4);
    QCOMPARE(params.last().at(1).toJsonObject().value(QStringLiteral("threshold")).toDouble(), 0.5);
    QCOMPARE(threshold->value(), 0.5);
    QCoreApplication::processEvents();
    QCOMPARE(started.count(), 0);
    QVERIFY(!window->runs()->isRunning());
    QCOMPARE(m_server->requestCount(), 0);
}

void TestRuns::runAllWithTheOfflineJudgeDeliversResults()
{
    MainWindow *window = m_fixture->window.get();
    QSignalSpy results(window->runs()->engine(), &EngineHost::resultReady);
    QSignalSpy finished(window->runs(), &RunController::runFinished);
    QTest::keyClick(window, Qt::Key_F5);
    QVERIFY(window->runs()->isRunning());
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 60000);
    const auto summary = finished.first().at(0).value<RunSummary>();
    QVERIFY(!summary.cancelled);
    QVERIFY(summary.error.isEmpty());
    // Every enabled metric that applies to a conversation: 9 of the 11.
    QCOMPARE(results.count(), 9);
    bool sawTurnFaithfulness = false;
    for (const QList<QVariant> &arguments : results) {
        const auto result = arguments.at(0).value<MetricResult>();
        QCOMPARE(result.testCaseIndex, 0);
        if (result.metricId == QLatin1String("turn_faithfulness")) {
            sawTurnFaithfulness = true;
            QVERIFY(result.score.has_value());
            QCOMPARE(result.windows.size(), 4);
        }
    }
    QVERIFY(sawTurnFaithfulness);
    QVERIFY(window->runStatus()->text().startsWith(QLatin1String("Finished")));
    // The two that do not apply are named with the reason, not left out in silence.
    QCOMPARE(window->runStatus()->text().count(QStringLiteral(" · ⊘ ")), 2);
    QVERIFY(window->runStatus()->text().contains(QStringLiteral("needs a single-turn test case")));
    QVERIFY2(window->runStatus()->text().contains(QStringLiteral("Faithfulness: not run on 1 of 1 test case — ")),
             qPrintable(window->runStatus()->text()));
    QVERIFY(!window->runs()->isRunning());
}

void TestRuns::cancelMidwayKeepsNoPartialScores()
{
    // Truths and claims come back; every verdict hangs, so no metric can finish on its own.
    m_server->setHandler([](const FakeJudgeServer::Request &request) {
        if (request.step.endsWith(QLatin1String("__truths")))
            return FakeJudgeServer::chatReply(
                object("truths", QJsonArray{QStringLiteral("Check-in begins at 15:00.")}));
        if (request.step.endsWith(QLatin1String("__claims")))
            return FakeJudgeServer::chatReply(object("claims", QJsonArray{QStringLiteral("Check-in starts at 3 pm.")}));
        FakeJudgeServer::Response hang;
        hang.hang = true;
        return hang;
    });
    useFakeJudge();
    MainWindow *window = m_fixture->window.get();
    QSignalSpy results(window->runs()->engine(), &EngineHost::resultReady);
    QSignalSpy finished(window->runs(), &RunController::runFinished);
    QSignalSpy started(window->runs(), &RunController::runStarted);
    QSignalSpy progress(window->runs()->engine(), &EngineHost::progressed);
    window->runs()->runMetric(QStringLiteral("turn_faithfulness"));
    QTRY_VERIFY(!m_server->requestsForStep(QStringLiteral("turn_faithfulness__verdicts")).isEmpty());
    QTRY_VERIFY(!progress.isEmpty() && progress.last().at(0).value<RunProgress>().stepsDone > 0);
    QCOMPARE(m_server->requests().first().header("Authorization"), QByteArray("Bearer ") + Key.toUtf8());
    QCOMPARE(started.count(), 1);
    QVERIFY(started.first().at(1).value<RunRequest>().judge.apiKey.isEmpty());

    QTest::keyClick(window, Qt::Key_Escape);
    QTRY_COMPARE(finished.count(), 1);
    QVERIFY(finished.first().at(0).value<RunSummary>().cancelled);
    QCOMPARE(results.count(), 0);
    QVERIFY(!window->runs()->isRunning());
    QTRY_COMPARE(m_server->inFlight(), 0); // the hanging requests were aborted
    QVERIFY(window->runStatus()->text().startsWith(QLatin1String("Cancelled")));
}

void TestRuns::brokenTemplateRefusesTheRun()
{
    MainWindow *window = m_fixture->window.get();
    TemplateEditor *editor = window->templateEditor();
    editor->selectStep(QStringLiteral("turn_relevancy__verdict"));
    editor->textEdit()->selectAll();
    QTest::keyClicks(editor->textEdit(), QStringLiteral("Judge {{conversation}} please."));
    QVERIFY(editor->problemsText().contains(QLatin1String("unknown placeholder {{conversation}}")));
    QVERIFY(editor->problemsText().contains(QLatin1String("never uses {{messages}}")));
    QSignalSpy started(window->runs(), &RunController::runStarted);
    m_fixture->prompts.errors.clear();
    window->runs()->runAll();
    QCOMPARE(started.count(), 0);
    QCOMPARE(m_fixture->prompts.errors.size(), 1);
    QVERIFY(m_fixture->prompts.errors.first().contains(QLatin1String("turn_relevancy__verdict: unknown placeholder")));
    m_fixture->document()->undoStack()->undo();
    QVERIFY(editor->problemsText().startsWith(QStringLiteral("✓")));
}

void TestRuns::connectionTestReportsSuccessAndFailure()
{
    ApiKeyStore keys;
    JudgeSettings judge;
    judge.provider = QStringLiteral("openai-compatible");
    judge.baseUrl = m_server->url();
    judge.model = QStringLiteral("judge-model");
    judge.apiKeyEnv = QLatin1String(KeyVariable);
    judge.maxRetries = 0;
    JudgeSettingsDialog dialog(judge, false, &keys);
    QSignalSpy tested(&dialog, &JudgeSettingsDialog::connectionTested);
    m_server->enqueue(FakeJudgeServer::chatReply(
        QJsonObject{{QStringLiteral("verdict"), QStringLiteral("yes")}, {QStringLiteral("reason"), QJsonValue::Null}}));
    dialog.testConnection();
    QTRY_COMPARE(tested.count(), 1);
    QVERIFY2(tested.first().at(0).toBool(), qPrintable(tested.first().at(1).toString()));
    QVERIFY(dialog.statusText().contains(QLatin1String("Connected")));
    QCOMPARE(m_server->requestCount(), 1);
    QCOMPARE(m_server->requests().first().step, QStringLiteral("conversation_relevance__verdict"));

    m_server->enqueue(FakeJudgeServer::errorReply(401, QStringLiteral("Incorrect API key provided")));
    dialog.testConnection();
    QTRY_COMPARE(tested.count(), 2);
    QVERIFY(!tested.last().at(0).toBool());
    QVERIFY2(dialog.statusText().contains(QLatin1String("Incorrect API key provided")),
             qPrintable(dialog.statusText()));
    QVERIFY(!dialog.statusText().contains(Key));
    QVERIFY(dialog.settings().apiKey.isEmpty());
}

void TestRuns::judgeDialogChangesProjectAndDefaults()
{
    MainWindow *window = m_fixture->window.get();
    QTest::keyClick(window, Qt::Key_Comma, Qt::ControlModifier);
    JudgeSettingsDialog *dialog = window->judgeDialog();
    QVERIFY(dialog);
    QTRY_VERIFY(dialog->isVisible());
    dialog->findChild<QComboBox *>(QStringLiteral("provider"))->setCurrentIndex(1);
    dialog->findChild<QLineEdit *>(QStringLiteral("baseUrl"))->setText(m_server->url());
    dialog->findChild<QLineEdit *>(QStringLiteral("model"))->setText(QStringLiteral("judge-model"));
    dialog->findChild<QLineEdit *>(QStringLiteral("keyEnv"))->setText(QLatin1String(KeyVariable));
    dialog->accept();
    const JudgeSettings judge = m_fixture->document()->settings().judge;
    QCOMPARE(judge.provider, QStringLiteral("openai-compatible"));
    QCOMPARE(judge.baseUrl, m_server->url());
    QCOMPARE(judge.apiKeyEnv, QLatin1String(KeyVariable));
    QVERIFY(judge.apiKey.isEmpty());
    QCOMPARE(m_fixture->settings->judge(), judge); // the default for new projects
    const QString summary = window->findChild<JudgePanel *>()->summaryText();
    QVERIFY2(summary.contains(maskedKey(Key)), qPrintable(summary));
    QVERIFY(!summary.contains(Key));
    QVERIFY(window->isWindowModified());
    m_fixture->document()->undoStack()->undo();
    QVERIFY(m_fixture->document()->settings().judge.isOffline());
}

void TestRuns::judgePanelFollowsTheKeychainPreference()
{
    // The panel listens to the preference itself: no one pushes it in.
    ProjectSettings settings = m_fixture->document()->settings();
    settings.judge.provider = QStringLiteral("openai-compatible");
    settings.judge.baseUrl = m_server->url();
    settings.judge.apiKeyEnv = QStringLiteral("CLAIMSCOPE_GUI_TEST_UNSET_KEY");
    m_fixture->document()->editSettings(settings, QStringLiteral("judge"));
    const JudgePanel *panel = m_fixture->window->findChild<JudgePanel *>();
    m_fixture->settings->setKeyInKeychain(true);
    QVERIFY2(panel->summaryText().contains(QStringLiteral("from the system keychain")),
             qPrintable(panel->summaryText()));
    m_fixture->settings->setKeyInKeychain(false);
    QVERIFY2(panel->summaryText().contains(QStringLiteral("$CLAIMSCOPE_GUI_TEST_UNSET_KEY is not set")),
             qPrintable(panel->summaryText()));
}

void TestRuns::etaFollowsFinishedMetrics()
{
    RunProgress progress;
    progress.metricsTotal = 10;
    QCOMPARE(progress.remainingMs(), -1);
    progress.metricsDone = 4;
    progress.elapsedMs = 8000;
    QCOMPARE(progress.remainingMs(), 12000);
    // Waiting for a rate limit until 20 s: 4 of 10 by then, 50 s in all.
    progress.judgeWaitUntilMs = 20000;
    QCOMPARE(progress.remainingMs(), 42000);
    QCOMPARE(RunStatusWidget::duration(12000), QStringLiteral("0:12"));
    QCOMPARE(RunStatusWidget::duration(3723000), QStringLiteral("1:02:03"));
}

void TestRuns::repeatRunShowsTheSpread()
{
    // Each verdict prompt is answered "yes" the first time it is asked, "no" the second, "yes"
    // the third: a run that really asks again scores 1, 0, 1.
    QHash<QString, int> asked;
    m_server->setHandler([&asked](const FakeJudgeServer::Request &request) {
        if (request.step.endsWith(QLatin1String("__truths")))
            return FakeJudgeServer::chatReply(
                object("truths", QJsonArray{QStringLiteral("Check-in begins at 15:00.")}));
        // A claim of its own per window, so each window's verdict prompt is asked once a repetition.
        if (request.step.endsWith(QLatin1String("__claims")))
            return FakeJudgeServer::chatReply(
                object("claims", QJsonArray{QStringLiteral("Claim %1").arg(qHash(request.lastUserMessage()))}));
        if (request.step.endsWith(QLatin1String("__verdicts"))) {
            const bool yes = ++asked[request.lastUserMessage()] % 2 == 1;
            return FakeJudgeServer::chatReply(object(
                "verdicts",
                QJsonArray{QJsonObject{{QStringLiteral("verdict"), yes ? QStringLiteral("yes") : QStringLiteral("no")},
                                       {QStringLiteral("reason"), QStringLiteral("r")}}}));
        }
        return FakeJudgeServer::chatReply(object("reason", QStringLiteral("r")));
    });
    useFakeJudge();
    for (const MetricInfo &info : MetricRegistry::all()) {
        MetricSelection selection = m_fixture->document()->metric(info.id);
        selection.enabled = info.id == QLatin1String("turn_faithfulness");
        m_fixture->document()->editMetric(selection, QStringLiteral("metric"));
    }
    MainWindow *window = m_fixture->window.get();
    QSignalSpy started(window->runs(), &RunController::runStarted);
    QSignalSpy finished(window->runs(), &RunController::runFinished);

    // Cancelled in the question: nothing runs.
    m_fixture->prompts.number.reset();
    window->actions()->repeatRun->trigger();
    QCOMPARE(m_fixture->prompts.numberQuestions.size(), 1);
    QVERIFY(m_fixture->prompts.numberQuestions.first().endsWith(QStringLiteral("[2–100]")));
    QCOMPARE(started.count(), 0);

    m_fixture->prompts.number = 3;
    window->actions()->repeatRun->trigger();
    QCOMPARE(started.count(), 1);
    QCOMPARE(started.first().at(1).value<RunRequest>().repetitions, 3);
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 60000);
    const auto summary = finished.first().at(0).value<RunSummary>();
    QVERIFY2(summary.error.isEmpty(), qPrintable(summary.error));
    QCOMPARE(summary.progress.repetitions, 3);
    QVERIFY2(window->runStatus()->text().contains(QLatin1String("3 repetitions")),
             qPrintable(window->runStatus()->text()));

    // One row, the last repetition's, with the spread of all three.
    ResultsModel *model = window->results()->resultsModel();
    QTRY_COMPARE(model->rowCount(), 1);
    const MetricResult &result = model->result(0);
    QVERIFY(result.repeat);
    QCOMPARE(result.score, std::optional<double>(1.0));
    QCOMPARE(result.repeat->passes, 2);
    QCOMPARE(result.repeat->min, 0.0);
    QCOMPARE(result.repeat->max, 1.0);
    QCOMPARE(model->index(0, ResultsModel::FlipRateColumn).data().toString(), QStringLiteral("0.33 (2/3 pass)"));
    QTableView *table = window->resultsView()->table();
    QVERIFY(!table->isColumnHidden(ResultsModel::FlipRateColumn));
    QVERIFY(table->model()
                ->index(0, ResultsModel::ScoreColumn)
                .data(Qt::ToolTipRole)
                .toString()
                .contains(QStringLiteral(
                    "over 3 repetitions: mean 0.667 ± 0.577, range 0.000–1.000, passed 2 of 3, flip rate 0.33")));
    // The breakdown says the verdict did not hold.
    table->selectRow(0);
    QTRY_VERIFY(window->resultsView()->breakdown()->title()->text().contains(QLatin1String("verdict flipped")));
    QVERIFY(window->resultsView()->breakdown()->title()->text().contains(QLatin1String("flip rate 0.33")));
    if (const QString dir = qEnvironmentVariable("CLAIMSCOPE_SCREENSHOT_DIR"); !dir.isEmpty()) {
        QCoreApplication::processEvents();
        QVERIFY(window->grab().save(QDir(dir).filePath(QStringLiteral("repeat-run.png"))));
    }

    // A plain run afterwards hides the column again.
    window->runs()->runAll();
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 2, 60000);
    QTRY_VERIFY(!model->result(0).repeat);
    QVERIFY(table->isColumnHidden(ResultsModel::FlipRateColumn));
}

QTEST_MAIN(TestRuns)
#include "tst_runs.moc"
