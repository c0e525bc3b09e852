#include "journeywindow.h"
#include "support/fakejudgeserver.h"
#include "support/qtwarnings.h"
#include "support/runharness.h"

#include "metrics/registry.h"
#include "model/projectfile.h"
#include "model/translations.h"
#include "results/resultshub.h"
#include "results/resultsmodel.h"
#include "ui/results/resultsview.h"
#include "ui/run/runcontroller.h"
#include "ui/run/runstatuswidget.h"

#include <QJsonArray>
#include <QLabel>
#include <QSignalSpy>
#include <QTableView>
#include <QTimer>
#include <QtTest>

using namespace claimscope;

namespace {

constexpr int CaseCount = 60;
constexpr int AnsweredBeforeGone = 48; // judge requests answered before the server stops

// The guests' questions of a support week: one faithfulness result each.
QList<TestCase> supportWeek()
{
    QList<TestCase> cases;
    for (int i = 1; i <= CaseCount; ++i) {
        TestCase testCase;
        testCase.name = QStringLiteral("Guest question %1").arg(i);
        testCase.input = QStringLiteral("When is breakfast served on day %1?").arg(i);
        // Texts of their own: no step of one case is answered from another's in the step cache.
        testCase.actualOutput = QStringLiteral("On day %1 breakfast is served from seven.").arg(i);
        testCase.retrievalContext = {ContextItem::fromText(QStringLiteral("Day %1: breakfast runs 7-10.").arg(i))};
        cases.append(testCase);
    }
    return cases;
}

int scoredRows(const ResultsModel &model)
{
    const QList<MetricResult> results = model.wholeResults();
    return int(
        std::count_if(results.begin(), results.end(), [](const MetricResult &r) { return r.score.has_value(); }));
}

} // namespace

// "The judge going away": mid-run the judge stops answering. The run must not grind through
// every remaining case: it pauses and asks, names the cause and the endpoint where the person
// is looking, and loses nothing already scored.
class TestJudgeAway : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void judgeGoesAwayAndComesBack();
    void skippingTheRestKeepsWhatWasScored();

private:
    // The person opens the support week (its judge is `m_server`) with Ctrl+O and presses F5;
    // the server stops after AnsweredBeforeGone answers.
    void openAndRun();
    // What the person saw when the question came.
    struct Paused {
        QString problem;
        QStringList statusShown;
        int rows = 0;
        int scored = 0;
    };
    Paused look() const;

    std::unique_ptr<FakeJudgeServer> m_server;
    std::unique_ptr<JourneyWindow> m_journey;
    int m_scored = 0;          // results scored so far, as the run reports them
    int m_scoredWhenGone = -1; // results scored when the server stopped
};

void TestJudgeAway::initTestCase()
{
    installTranslations(*QCoreApplication::instance(), QLocale(QLocale::English));
}

void TestJudgeAway::init()
{
    failOnQtWarnings();
    m_server = std::make_unique<FakeJudgeServer>();
    QVERIFY(m_server->isListening());
    const FakeJudgeServer::Handler answers = scriptedJudge(
        {{QStringLiteral("faithfulness__truths"),
          QJsonObject{{QStringLiteral("truths"), QJsonArray{QStringLiteral("Breakfast runs 7-10.")}}}},
         {QStringLiteral("faithfulness__claims"),
          QJsonObject{{QStringLiteral("claims"), QJsonArray{QStringLiteral("Breakfast is from seven.")}}}},
         {QStringLiteral("faithfulness__verdicts"), faithfulnessVerdicts({QStringLiteral("yes")})},
         {QStringLiteral("faithfulness__reason"),
          QJsonObject{{QStringLiteral("reason"), QStringLiteral("The claim matches the context.")}}}});
    m_server->setHandler([this, answers](const FakeJudgeServer::Request &request) {
        if (m_server->requestCount() == AnsweredBeforeGone) {
            QTimer::singleShot(0, m_server.get(), [this] {
                m_scoredWhenGone = m_scored;
                m_server->close();
            });
        }
        return answers(request).after(20);
    });
    m_journey = std::make_unique<JourneyWindow>();
    m_scored = 0;
    connect(m_journey->window->runs()->engine(), &EngineHost::resultReady, this,
            [this](const MetricResult &result) { m_scored += result.score.has_value(); });
}

void TestJudgeAway::cleanup()
{
    m_journey.reset();
    m_server.reset();
}

void TestJudgeAway::openAndRun()
{
    Project project;
    project.cases = supportWeek();
    project.settings.judge.provider = QStringLiteral("openai-compatible");
    project.settings.judge.baseUrl = m_server->url();
    project.settings.judge.model = QStringLiteral("judge-model");
    project.settings.judge.apiKeyEnv = QStringLiteral("CLAIMSCOPE_JOURNEY_NO_KEY");
    project.settings.judge.maxRetries = 1;
    for (const MetricInfo &info : MetricRegistry::all())
        project.settings.metrics.append({info.id, info.id == QLatin1String("faithfulness"), {}});
    const QString path = m_journey->dir.filePath(QStringLiteral("support-week.claimscope.json"));
    QString error;
    QVERIFY2(ProjectFile::write(path, project, &error), qPrintable(error));

    MainWindow *window = m_journey->window.get();
    m_journey->prompts.openFile = path;
    m_journey->person.press(QKeySequence(Qt::CTRL | Qt::Key_O));
    QTRY_COMPARE(m_journey->document()->caseCount(), CaseCount);
    QSignalSpy started(window->runs(), &RunController::runStarted);
    m_journey->person.press(QKeySequence(Qt::Key_F5));
    QTRY_COMPARE(started.count(), 1);
}

TestJudgeAway::Paused TestJudgeAway::look() const
{
    // The person reads the screen while the question is up (its event loop runs meanwhile).
    QTest::qWait(300);
    MainWindow *window = m_journey->window.get();
    window->results()->flush();
    Paused seen;
    seen.statusShown = m_journey->person.textsShown(window->runStatus());
    seen.rows = window->resultsView()->table()->model()->rowCount();
    seen.scored = scoredRows(*window->results()->resultsModel());
    m_journey->person.snapshot(QStringLiteral("judgeaway-paused"));
    return seen;
}

void TestJudgeAway::judgeGoesAwayAndComesBack()
{
    Paused paused;
    m_journey->prompts.judgeUnreachable = [this, &paused](const QString &problem) {
        paused = look();
        paused.problem = problem;
        // The person starts the judge again, then says Retry.
        m_server->reopen();
        return UserPrompts::OutageChoice::Retry;
    };
    MainWindow *window = m_journey->window.get();
    QSignalSpy finished(window->runs(), &RunController::runFinished);
    openAndRun();
    QTRY_VERIFY_WITH_TIMEOUT(finished.count() == 1 || !m_journey->prompts.outages.isEmpty(), 30000);
    QVERIFY2(!m_journey->prompts.outages.isEmpty(),
             "the run ended without asking what to do about the judge that went away");
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 30000);

    // Asked once, naming the endpoint and the cause.
    const QString endpoint = m_server->url();
    QCOMPARE(m_journey->prompts.outages.size(), 1);
    QVERIFY2(paused.problem.contains(endpoint), qPrintable(paused.problem));
    QVERIFY2(paused.problem.contains(QLatin1String("Connection refused"))
                 || paused.problem.contains(QLatin1String("closed")),
             qPrintable(paused.problem));
    // While paused the status bar said the same where the time estimate was.
    const QString status = paused.statusShown.join(QLatin1Char('\n'));
    QVERIFY2(status.contains(endpoint), qPrintable(status));
    QVERIFY2(status.contains(QLatin1String("not answering")), qPrintable(status));
    QVERIFY2(!status.contains(QLatin1String("left")), qPrintable(status));
    // What was scored before the judge went was in the table, and stayed.
    QVERIFY(m_scoredWhenGone > 0);
    QVERIFY2(paused.scored >= m_scoredWhenGone, qPrintable(QString::number(paused.scored)));
    QVERIFY(paused.rows >= paused.scored);
    QVERIFY2(paused.rows < CaseCount, "the run ground through every case");

    // Retry with the judge back finishes the run: every case has its result, and only what was
    // on the wire when the judge went failed.
    window->results()->flush();
    const RunSummary summary = finished.first().first().value<RunSummary>();
    QVERIFY(!summary.cancelled);
    QCOMPARE(window->resultsView()->table()->model()->rowCount(), CaseCount);
    QVERIFY2(scoredRows(*window->results()->resultsModel()) >= CaseCount - 8,
             qPrintable(QString::number(scoredRows(*window->results()->resultsModel()))));
    QVERIFY(m_journey->person.readsSomewhere(QStringLiteral("Finished in"), window->runStatus()));
    m_journey->person.snapshot(QStringLiteral("judgeaway-retried"));
}

void TestJudgeAway::skippingTheRestKeepsWhatWasScored()
{
    m_journey->prompts.judgeUnreachable = [](const QString &) { return UserPrompts::OutageChoice::SkipRest; };
    MainWindow *window = m_journey->window.get();
    QSignalSpy finished(window->runs(), &RunController::runFinished);
    openAndRun();
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 30000);
    QCOMPARE(m_journey->prompts.outages.size(), 1);
    window->results()->flush();
    // The scored results stay; every other case is in the table, saying it was skipped and why.
    const ResultsModel &model = *window->results()->resultsModel();
    QVERIFY(m_scoredWhenGone > 0);
    QVERIFY(scoredRows(model) >= m_scoredWhenGone);
    QCOMPARE(model.rowCount(), CaseCount);
    int skipped = 0;
    for (const MetricResult &result : model.wholeResults())
        skipped += result.isSkipped()
            && result.skipReason.startsWith(QStringLiteral("skipped: the judge at %1").arg(m_server->url()));
    QVERIFY2(skipped > CaseCount / 3, qPrintable(QString::number(skipped)));
    // The header counts them as skipped, as many as the status bar says were not run.
    const QString header = window->resultsView()->summary()->text();
    QVERIFY2(header.contains(QStringLiteral("%1 skipped").arg(skipped)), qPrintable(header));
    // The status bar says the run stopped, and why (once it is laid out for the new line).
    const auto status = [&] { return m_journey->person.textsShown(window->runStatus()).join(QLatin1Char('\n')); };
    QTRY_VERIFY2(status().startsWith(QLatin1String("Stopped after")) && status().contains(m_server->url())
                     && status().contains(QLatin1String("not answering (Connection refused)"))
                     && status().contains(QStringLiteral("%1 metric results not run").arg(skipped)),
                 qPrintable(status()));
    m_journey->person.snapshot(QStringLiteral("judgeaway-skipped"));
}

QTEST_MAIN(TestJudgeAway)
#include "tst_judgeaway.moc"
