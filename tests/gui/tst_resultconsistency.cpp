#include "support/qtwarnings.h"
#include "windowfixture.h"

#include "metrics/judge/promptrenderer.h"
#include "model/resultjson.h"
#include "results/resultexport.h"
#include "results/resultshub.h"
#include "support/fakejudgeserver.h"
#include "support/runharness.h"
#include "ui/charts/chartsview.h"
#include "ui/charts/scorebarchart.h"
#include "ui/metrics/metriccard.h"
#include "ui/metrics/metricspanel.h"
#include "ui/metrics/parameditor.h"
#include "ui/results/breakdownview.h"
#include "ui/results/resultsview.h"
#include "ui/run/runcontroller.h"
#include "ui/shell/resultsexporter.h"

#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QSignalSpy>
#include <QTableView>
#include <QTextBrowser>
#include <QUndoStack>
#include <QtTest>

using namespace claimscope;

namespace {

const QString TurnFaithfulness = QStringLiteral("turn_faithfulness");

} // namespace

// What the results side says about one result agrees with itself in the real window: the
// reason's prose against the result and its threshold, in the table, the breakdown and the
// charts. Runs use the offline judge on the hotel example.
class TestResultConsistency : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void reasonNeverRoundsAcrossTheThreshold();
    void paramsARescoreCannotFollowMarkResultsOutOfDate();
    void strictModeSwitchedOffMarksLostScores();
    void templatesAJudgeReadsMarkResultsOutOfDate();
    void exportsReadEveryResultBackWhole();

private:
    void setParam(const QString &metricId, const QString &param, const QJsonValue &value);
    // Runs one metric with the offline judge and waits for its result.
    void runMetric(const QString &metricId);
    int rowOf(const QString &metricId) const;
    QString shownReason(const QString &metricId) const;
    // Every place that must say whether the result is out of date, with what it says.
    QStringList outOfDateNotes(const QString &metricId) const;

    std::unique_ptr<WindowFixture> m_fixture;
};

void TestResultConsistency::init()
{
    failOnQtWarnings();
    m_fixture = std::make_unique<WindowFixture>();
    m_fixture->window->startUp(QString());
    QTRY_COMPARE(m_fixture->document()->caseCount(), 1);
}

void TestResultConsistency::cleanup()
{
    m_fixture.reset();
}

void TestResultConsistency::setParam(const QString &metricId, const QString &param, const QJsonValue &value)
{
    MetricSelection selection = m_fixture->document()->metric(metricId);
    selection.params.insert(param, value);
    m_fixture->document()->editMetric(selection, QStringLiteral("test"));
}

void TestResultConsistency::runMetric(const QString &metricId)
{
    QSignalSpy finished(m_fixture->window->runs(), &RunController::runFinished);
    m_fixture->window->runs()->runMetric(metricId);
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 60000);
    m_fixture->window->results()->flush();
    QVERIFY(rowOf(metricId) >= 0);
}

int TestResultConsistency::rowOf(const QString &metricId) const
{
    return m_fixture->window->results()->resultsModel()->rowOf(0, metricId);
}

QString TestResultConsistency::shownReason(const QString &metricId) const
{
    const ResultsModel *model = m_fixture->window->results()->resultsModel();
    return model->index(rowOf(metricId), ResultsModel::ReasonColumn).data().toString();
}

QStringList TestResultConsistency::outOfDateNotes(const QString &metricId) const
{
    MainWindow *window = m_fixture->window.get();
    const ResultsModel *model = window->results()->resultsModel();
    window->results()->selectResult(0, metricId);
    auto *charts = qobject_cast<ChartsView *>(window->dock(MainWindow::Dock::Charts)->widget());
    charts->refresh();
    const QString chartNote =
        charts->outOfDateNote()->isVisibleTo(charts) ? charts->outOfDateNote()->text() : QString();
    return {model->index(rowOf(metricId), ResultsModel::StatusColumn).data().toString(),
            model->index(rowOf(metricId), ResultsModel::StatusColumn).data(Qt::ToolTipRole).toString(),
            window->resultsView()->summary()->text(), window->resultsView()->breakdown()->title()->text(), chartNote};
}

void TestResultConsistency::reasonNeverRoundsAcrossTheThreshold()
{
    // One exchange per window: the offline judge scores the hotel conversation 0.875, which
    // two decimals round up to 0.88.
    setParam(TurnFaithfulness, QStringLiteral("window_size"), 1);
    runMetric(TurnFaithfulness);
    MainWindow *window = m_fixture->window.get();
    const ResultsModel *model = window->results()->resultsModel();
    QCOMPARE(*model->result(rowOf(TurnFaithfulness)).score, 0.875);
    QVERIFY2(shownReason(TurnFaithfulness).startsWith(QLatin1String("The final score is 0.88,")),
             qPrintable(shownReason(TurnFaithfulness)));

    // A threshold of 0.88 fails it: no prose may read 0.88, nor say it passes.
    window->metricsPanel()
        ->card(TurnFaithfulness)
        ->editor(QStringLiteral("threshold"))
        ->findChild<QDoubleSpinBox *>()
        ->setValue(0.88);
    QCOMPARE(model->status(rowOf(TurnFaithfulness)), ResultsModel::Status::Fail);
    window->results()->selectResult(0, TurnFaithfulness);
    const QString breakdown = window->resultsView()->breakdown()->details()->toPlainText();
    const QString tooltip = model->index(rowOf(TurnFaithfulness), 0).data(Qt::ToolTipRole).toString();
    for (const QString &prose : {shownReason(TurnFaithfulness), breakdown, tooltip}) {
        QVERIFY2(prose.contains(QLatin1String("The final score is 0.875,")), qPrintable(prose));
        QVERIFY2(!prose.contains(QLatin1String("is 0.88")), qPrintable(prose));
        QVERIFY2(!prose.contains(QLatin1String("passes")), qPrintable(prose));
    }
    auto *charts = qobject_cast<ChartsView *>(window->dock(MainWindow::Dock::Charts)->widget());
    charts->refresh();
    QVERIFY2(charts->scoreChart()->categories().contains(QStringLiteral("Turn Faithfulness\n0.875 ✗")),
             qPrintable(charts->scoreChart()->categories().join(QLatin1Char('|'))));

    // Back to a threshold it passes: the precise score stays true, and still no verdict in prose.
    window->metricsPanel()
        ->card(TurnFaithfulness)
        ->editor(QStringLiteral("threshold"))
        ->findChild<QDoubleSpinBox *>()
        ->setValue(0.5);
    QCOMPARE(model->status(rowOf(TurnFaithfulness)), ResultsModel::Status::Pass);
    QVERIFY(!shownReason(TurnFaithfulness).contains(QLatin1String("fails")));

    // An LLM judge is not asked to say whether the score passes either.
    for (const QString &step :
         {QStringLiteral("turn_faithfulness__final_reason"), QStringLiteral("turn_contextual_relevancy__final_reason")})
        QVERIFY(!TemplateSet::defaultText(step).contains(QLatin1String("{{success}}")));
}

void TestResultConsistency::paramsARescoreCannotFollowMarkResultsOutOfDate()
{
    runMetric(TurnFaithfulness);
    for (const QString &note : outOfDateNotes(TurnFaithfulness))
        QVERIFY2(!note.contains(QLatin1String("out of date"), Qt::CaseInsensitive), qPrintable(note));

    // Windows change with window_size: the table, the breakdown and the charts all say so.
    setParam(TurnFaithfulness, QStringLiteral("window_size"), 1);
    const QStringList notes = outOfDateNotes(TurnFaithfulness);
    QVERIFY2(notes[0].endsWith(QStringLiteral(" · out of date")), qPrintable(notes[0]));
    QVERIFY2(notes[1].contains(QStringLiteral("Out of date — press F5: Turn Faithfulness › Window size: 10 → 1.")),
             qPrintable(notes[1]));
    QVERIFY2(notes[2].contains(QStringLiteral("1 out of date — press F5")), qPrintable(notes[2]));
    QVERIFY2(notes[3].contains(QStringLiteral("Out of date — press F5: Turn Faithfulness › Window size: 10 → 1.")),
             qPrintable(notes[3]));
    QVERIFY2(notes[4].contains(QStringLiteral("Out of date — press F5: Turn Faithfulness")), qPrintable(notes[4]));
    const QString role = m_fixture->window->results()
                             ->resultsModel()
                             ->index(rowOf(TurnFaithfulness), 0)
                             .data(ResultsModel::OutOfDateRole)
                             .toString();
    QVERIFY2(role.contains(QStringLiteral("Turn Faithfulness › Window size: 10 → 1")), qPrintable(role));

    // Undone, the result is current again; a threshold is followed by the re-score.
    m_fixture->document()->undoStack()->undo();
    QVERIFY(m_fixture->window->results()->outOfDate(0, TurnFaithfulness).isEmpty());
    setParam(TurnFaithfulness, QStringLiteral("threshold"), 0.9);
    QVERIFY(m_fixture->window->results()->outOfDate(0, TurnFaithfulness).isEmpty());

    // F5 brings it up to date.
    setParam(TurnFaithfulness, QStringLiteral("window_size"), 2);
    QVERIFY(!m_fixture->window->results()->outOfDate(0, TurnFaithfulness).isEmpty());
    runMetric(TurnFaithfulness);
    for (const QString &note : outOfDateNotes(TurnFaithfulness).mid(0, 2))
        QVERIFY2(!note.contains(QLatin1String("out of date"), Qt::CaseInsensitive), qPrintable(note));

    // A component's param dates the trust score that weighs it.
    runMetric(QStringLiteral("trust_score"));
    setParam(QStringLiteral("epistemic_consistency"), QStringLiteral("k_samples"), 2);
    QVERIFY2(m_fixture->window->results()
                 ->outOfDate(0, QStringLiteral("trust_score"))
                 .contains(QStringLiteral("Epistemic Consistency › K samples: 3 → 2")),
             qPrintable(m_fixture->window->results()->outOfDate(0, QStringLiteral("trust_score"))));
}

void TestResultConsistency::strictModeSwitchedOffMarksLostScores()
{
    // Window by window the offline judge finds one window below 1, which strict mode zeroes.
    setParam(TurnFaithfulness, QStringLiteral("window_size"), 1);
    setParam(TurnFaithfulness, QStringLiteral("strict_mode"), true);
    runMetric(TurnFaithfulness);
    QCOMPARE(*m_fixture->window->results()->resultsModel()->result(rowOf(TurnFaithfulness)).score, 0.75);
    QVERIFY(m_fixture->window->results()->outOfDate(0, TurnFaithfulness).isEmpty());
    setParam(TurnFaithfulness, QStringLiteral("strict_mode"), false);
    QVERIFY2(outOfDateNotes(TurnFaithfulness)[3].contains(QLatin1String("strict mode was switched off")),
             qPrintable(outOfDateNotes(TurnFaithfulness)[3]));
    // A threshold edit on top does not forget it.
    setParam(TurnFaithfulness, QStringLiteral("threshold"), 0.6);
    QVERIFY(!m_fixture->window->results()->outOfDate(0, TurnFaithfulness).isEmpty());
}

void TestResultConsistency::templatesAJudgeReadsMarkResultsOutOfDate()
{
    const QString metric = QStringLiteral("turn_relevancy");
    FakeJudgeServer server;
    server.setHandler(turnRelevancyJudge(0));
    ProjectSettings settings = m_fixture->document()->settings();
    settings.judge.provider = QStringLiteral("openai-compatible");
    settings.judge.baseUrl = server.url();
    settings.judge.model = QStringLiteral("judge-model");
    settings.judge.maxRetries = 0;
    m_fixture->document()->editSettings(settings, QStringLiteral("judge"));
    runMetric(metric);
    QVERIFY(m_fixture->window->results()->outOfDate(0, metric).isEmpty());

    TemplateSet templates = m_fixture->document()->templates();
    templates.setText(QStringLiteral("turn_relevancy__verdict"),
                      TemplateSet::defaultText(QStringLiteral("turn_relevancy__verdict"))
                          + QStringLiteral("\nBe brief."));
    m_fixture->document()->editTemplates(templates, QStringLiteral("template"));
    QVERIFY2(outOfDateNotes(metric)[1].contains(QStringLiteral("the template Turn Relevancy › verdict was edited")),
             qPrintable(outOfDateNotes(metric)[1]));
    // Another metric's template leaves it alone.
    m_fixture->document()->undoStack()->undo();
    templates.reset(QStringLiteral("turn_relevancy__verdict"));
    templates.setText(QStringLiteral("faithfulness__claims"),
                      TemplateSet::defaultText(QStringLiteral("faithfulness__claims")) + QStringLiteral("\nBe brief."));
    m_fixture->document()->editTemplates(templates, QStringLiteral("template"));
    QVERIFY(m_fixture->window->results()->outOfDate(0, metric).isEmpty());
}

void TestResultConsistency::exportsReadEveryResultBackWhole()
{
    // The table keeps briefs; an export reads each result back whole, one at a time.
    QSignalSpy finished(m_fixture->window->runs(), &RunController::runFinished);
    m_fixture->window->runs()->runAll();
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 60000);
    m_fixture->window->results()->flush();
    const ResultsModel *model = m_fixture->window->results()->resultsModel();
    QVERIFY(model->rowCount() >= 2);
    const int turns = rowOf(TurnFaithfulness);
    QVERIFY(model->result(turns).windows.isEmpty());
    const MetricResult whole = model->wholeResult(turns);
    QVERIFY(!whole.windows.isEmpty() && !whole.windows.first().items.isEmpty());

    const QString json = m_fixture->dir.filePath(QStringLiteral("results.json"));
    const QString csv = m_fixture->dir.filePath(QStringLiteral("results.csv"));
    const QString html = m_fixture->dir.filePath(QStringLiteral("results.html"));
    for (const QString &path : {json, csv, html}) {
        QString error;
        QVERIFY2(m_fixture->window->exporter()->exportTo(path, &error), qPrintable(error));
    }
    QFile jsonFile(json);
    QVERIFY(jsonFile.open(QIODevice::ReadOnly));
    QJsonParseError parsed;
    const QJsonObject document = QJsonDocument::fromJson(jsonFile.readAll(), &parsed).object();
    QCOMPARE(parsed.error, QJsonParseError::NoError);
    const QJsonArray results = document.value(QStringLiteral("results")).toArray();
    QCOMPARE(results.size(), model->rowCount());
    for (int row = 0; row < model->rowCount(); ++row)
        QCOMPARE(results[row].toObject(), resultToJson(ResultExport::masked(model->wholeResult(row))));
    QCOMPARE(document.value(QStringLiteral("summary")).toObject(), summaryToJson(model->wholeResults()));

    QFile csvFile(csv);
    QVERIFY(csvFile.open(QIODevice::ReadOnly));
    QCOMPARE(csvFile.readAll().count("\r\n"), model->rowCount() + 1);

    QFile htmlFile(html);
    QVERIFY(htmlFile.open(QIODevice::ReadOnly));
    const QString report = QString::fromUtf8(htmlFile.readAll());
    QVERIFY(report.contains(whole.windows.first().items.first().text.toHtmlEscaped()));
}

QTEST_MAIN(TestResultConsistency)
#include "tst_resultconsistency.moc"
