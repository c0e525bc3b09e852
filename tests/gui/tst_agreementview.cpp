// The Agreement view and the comparison in the real window, on the 477 human-labelled MTRAG
// conversations with the offline judge: n, accuracy, κ, ROC-AUC and the confusion matrix it
// shows are checked against a computation written out here from the definitions; the
// disagreements are the results whose pass/fail differs, the most wrong first, and a click
// shows one in the results table; "Use threshold" is an undoable metric edit that the figures
// follow. Two runs compared show each run's agreement, the A-against-B scatter and the delta
// bars, and the exported JSON is what claimscope-cli compare --format json prints.
#include "support/qtwarnings.h"
#include "windowfixture.h"

#include "experiments/runstore.h"
#include "model/translations.h"
#include "results/resultshub.h"
#include "stats/signedfigure.h"
#include "support/clirun.h"
#include "ui/agreement/agreementview.h"
#include "ui/agreement/labelsimportdialog.h"
#include "ui/charts/comparisonscatterchart.h"
#include "ui/charts/deltabarchart.h"
#include "ui/charts/rocchart.h"
#include "ui/results/resultpalette.h"
#include "ui/results/resultsview.h"
#include "ui/run/runcontroller.h"
#include "ui/runs/comparisonview.h"
#include "ui/runs/runkeeper.h"
#include "ui/runs/runspanel.h"
#include "ui/shell/documentcontroller.h"
#include "ui/shell/mainactions.h"

#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QLineSeries>
#include <QPushButton>
#include <QScatterSeries>
#include <QSignalSpy>
#include <QTableView>
#include <QTableWidget>
#include <QtTest>

using namespace claimscope;

namespace {

const QString Faithfulness = QStringLiteral("turn_faithfulness");

QString mtragPath()
{
    return QStringLiteral(CLAIMSCOPE_SHARED_DIR "/datasets/mtrag-human/mtrag-conversations.json");
}

// Agreement figures from their definitions, on (score, human pass) pairs at a threshold.
struct Expected {
    int n = 0;
    int judgePassHumanPass = 0;
    int judgePassHumanFail = 0;
    int judgeFailHumanPass = 0;
    int judgeFailHumanFail = 0;
    double accuracy = 0;
    double kappa = 0;
    double auc = 0;
};

Expected expectedAt(const QList<QPair<double, bool>> &items, double threshold)
{
    Expected e;
    e.n = int(items.size());
    for (const auto &[score, human] : items) {
        const bool judge = score >= threshold - 1e-12;
        (judge ? (human ? e.judgePassHumanPass : e.judgePassHumanFail)
               : (human ? e.judgeFailHumanPass : e.judgeFailHumanFail))++;
    }
    const double n = e.n;
    e.accuracy = (e.judgePassHumanPass + e.judgeFailHumanFail) / n;
    const double judgePass = (e.judgePassHumanPass + e.judgePassHumanFail) / n;
    const double humanPass = (e.judgePassHumanPass + e.judgeFailHumanPass) / n;
    const double chance = judgePass * humanPass + (1 - judgePass) * (1 - humanPass);
    e.kappa = (e.accuracy - chance) / (1 - chance);
    // Every (human pass, human fail) pair: 1 when the pass scores higher, ½ for a tie.
    double wins = 0;
    double pairs = 0;
    for (const auto &[passScore, passHuman] : items) {
        if (!passHuman)
            continue;
        for (const auto &[failScore, failHuman] : items) {
            if (failHuman)
                continue;
            wins += passScore > failScore ? 1.0 : passScore == failScore ? 0.5 : 0.0;
            ++pairs;
        }
    }
    e.auc = wins / pairs;
    return e;
}

} // namespace

class TestAgreementView : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void figuresMatchTheDefinitions();
    void comparisonShowsAgreementChartsAndExports();
    void rocShowsTheBestThresholdOnTheCurrentOne();

private:
    // Runs faithfulness on every conversation and waits for it to be shown and kept.
    void runFaithfulness();
    QList<QPair<double, bool>> labelledScores() const;

    std::unique_ptr<WindowFixture> m_fixture;
    int m_runs = 0;
};

void TestAgreementView::initTestCase()
{
    installTranslations(*QCoreApplication::instance(), QLocale(QLocale::English));
}

void TestAgreementView::init()
{
    failOnQtWarnings();
    if (!QFile::exists(mtragPath()))
        QSKIP("the MTRAG conversations are not available");
    m_fixture = std::make_unique<WindowFixture>();
    MainWindow *window = m_fixture->window.get();
    window->documents()->openPath(mtragPath());
    QTRY_COMPARE_WITH_TIMEOUT(m_fixture->document()->caseCount(), 477, 20000);
    // Labels from the conversations' metadata, through the dialog.
    window->actions()->importLabels->trigger();
    QTRY_VERIFY(window->labelsDialog() && window->labelsDialog()->labels().size() == 477);
    // The figures below pair each label with the whole conversation's score.
    window->labelsDialog()->rates()->setCurrentIndex(
        window->labelsDialog()->rates()->findData(int(HumanLabel::WholeCase)));
    QTRY_VERIFY(window->labelsDialog()->labels().size() == 477
                && window->labelsDialog()->labels().anyExchange(QStringLiteral("turn_faithfulness"))
                    == HumanLabel::WholeCase);
    window->labelsDialog()->importButton()->click();
    QTRY_COMPARE(m_fixture->document()->labels().size(), 477);
    m_runs = 0;
}

void TestAgreementView::cleanup()
{
    m_fixture.reset();
}

void TestAgreementView::runFaithfulness()
{
    MainWindow *window = m_fixture->window.get();
    QSignalSpy finished(window->runs(), &RunController::runFinished);
    window->runs()->runMetric(Faithfulness);
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 60000);
    QVERIFY(m_fixture->prompts.errors.isEmpty());
    window->results()->flush();
    ++m_runs;
    QTRY_COMPARE_WITH_TIMEOUT(window->runsPanel()->runs().size(), m_runs, 20000);
}

QList<QPair<double, bool>> TestAgreementView::labelledScores() const
{
    QList<QPair<double, bool>> items;
    const HumanLabels &labels = m_fixture->document()->labels();
    for (const MetricResult &result : m_fixture->window->results()->wholeResults()) {
        const std::optional<HumanLabel> label =
            labels.find(HumanLabels::caseName(result.testCaseName, result.testCaseIndex), result.metricId);
        if (result.score && label)
            items.append({*result.score, label->pass});
    }
    return items;
}

void TestAgreementView::figuresMatchTheDefinitions()
{
    // The runs a note names, as a sentence reads them.
    QCOMPARE(AgreementView::runsText({QStringLiteral("#12")}), QStringLiteral("run #12"));
    QCOMPARE(AgreementView::runsText({QStringLiteral("#12"), QStringLiteral("#13")}),
             QStringLiteral("runs #12 and #13"));
    QCOMPARE(AgreementView::runsText({QStringLiteral("#1"), QStringLiteral("#2"), QStringLiteral("#3")}),
             QStringLiteral("runs #1, #2 and #3"));
    runFaithfulness();
    MainWindow *window = m_fixture->window.get();
    AgreementView *view = window->agreementView();
    window->dock(MainWindow::Dock::Agreement)->raise();
    view->refresh();
    QCOMPARE(view->currentMetric(), Faithfulness);
    const QList<QPair<double, bool>> items = labelledScores();
    QVERIFY(items.size() > 400);
    const Expected e = expectedAt(items, 0.5);

    // Figures drawn before a change counts are marked until they count it: one label flipped.
    QTRY_VERIFY(!view->updatingMark()->isVisible());
    const MetricResult &first = window->results()->resultsModel()->result(0);
    const QString firstCase = HumanLabels::caseName(first.testCaseName, first.testCaseIndex);
    const std::optional<HumanLabel> original = m_fixture->document()->labels().find(firstCase, Faithfulness);
    QVERIFY(original);
    HumanLabel flipped = *original;
    flipped.pass = !flipped.pass;
    m_fixture->document()->setLabel(firstCase, Faithfulness, flipped);
    QVERIFY(view->updatingMark()->isVisible());
    QTRY_VERIFY(!view->updatingMark()->isVisible());
    m_fixture->document()->setLabel(firstCase, Faithfulness, original);
    QTRY_VERIFY(!view->updatingMark()->isVisible());
    QTRY_VERIFY(view->figures()->text().contains(QStringLiteral("<b>%1</b>").arg(e.kappa, 0, 'f', 3)));

    // What the view shows, three decimals.
    const QString figures = view->figures()->text();
    QVERIFY2(figures.contains(QStringLiteral("<b>%1</b>").arg(e.n)), qPrintable(figures));
    QVERIFY2(figures.contains(QStringLiteral("<b>%1</b>").arg(e.accuracy, 0, 'f', 3)), qPrintable(figures));
    QVERIFY2(figures.contains(QStringLiteral("<b>%1</b>").arg(e.kappa, 0, 'f', 3)), qPrintable(figures));
    QVERIFY2(figures.contains(QStringLiteral("<b>%1</b>").arg(e.auc, 0, 'f', 3)), qPrintable(figures));
    QTableWidget *matrix = view->confusion();
    QCOMPARE(matrix->verticalHeaderItem(0)->text(), QStringLiteral("Judge pass"));
    QCOMPARE(matrix->horizontalHeaderItem(1)->text(), QStringLiteral("Human\nfail"));
    QCOMPARE(matrix->item(0, 0)->text().toInt(), e.judgePassHumanPass);
    QCOMPARE(matrix->item(0, 1)->text().toInt(), e.judgePassHumanFail);
    QCOMPARE(matrix->item(0, 1)->toolTip(), QStringLiteral("judge pass / human fail"));
    QCOMPARE(matrix->item(1, 0)->text().toInt(), e.judgeFailHumanPass);
    QCOMPARE(matrix->item(1, 1)->text().toInt(), e.judgeFailHumanFail);
    // "ROC · AUC …", or the figure alone where the chart is narrow.
    QVERIFY2(view->roc()->chart()->title().endsWith(QStringLiteral("AUC %1").arg(e.auc, 0, 'f', 3)),
             qPrintable(view->roc()->chart()->title()));
    QVERIFY(view->roc()->curve()->count() > 2);

    // The disagreements: exactly the off-diagonal cells, the farthest from the threshold first.
    QTableWidget *list = view->disagreementTable();
    QCOMPARE(list->rowCount(), e.judgePassHumanFail + e.judgeFailHumanPass);
    const QList<Disagreement> shown = view->disagreements();
    QCOMPARE(shown.size(), list->rowCount());
    for (int row = 0; row < list->rowCount(); ++row) {
        QCOMPARE(list->item(row, 1)->text(), QString::number(shown[row].score, 'f', 3));
        QVERIFY(qAbs(shown[row].off - qAbs(shown[row].score - 0.5)) < 1e-12);
        if (row > 0)
            QVERIFY(shown[row - 1].off >= shown[row].off);
    }
    const Disagreement worst = view->disagreements().first();
    QCOMPARE(list->item(0, 1)->text(), QString::number(worst.score, 'f', 3));
    QVERIFY(qAbs(worst.off - qAbs(worst.score - 0.5)) < 1e-12);
    QVERIFY((worst.score >= 0.5) != worst.humanPass);
    // A click only selects it; a double click shows it in the results table, with its breakdown.
    const int before = window->results()->currentTestCase();
    const QPoint at = list->visualItemRect(list->item(0, 0)).center();
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, at);
    QCOMPARE(list->currentRow(), 0);
    QCOMPARE(window->results()->currentTestCase(), before);
    QTest::mouseDClick(list->viewport(), Qt::LeftButton, {}, at);
    QCOMPARE(window->results()->currentTestCase(), worst.testCaseIndex);
    QCOMPARE(window->results()->currentMetric(), Faithfulness);
    const QModelIndex current = window->resultsView()->table()->currentIndex();
    QCOMPARE(current.data(ResultsModel::TestCaseIndexRole).toInt(), worst.testCaseIndex);
    QVERIFY(!window->dock(MainWindow::Dock::Results)->visibleRegion().isEmpty());

    // One click sets the threshold fit on the tuning part (an undoable metric edit); the figures
    // follow it.
    const std::optional<SplitAgreement> split = view->splitAgreement();
    QVERIFY(split && split->suggestedThreshold);
    const double best = *split->suggestedThreshold;
    QCOMPARE(split->tuning.n + split->heldOut.n, e.n);
    // Its held-out figures stand beside the current threshold's; here the fit does no better on
    // the held-out cases beyond noise, which is said plainly, and the button does not push it.
    QVERIFY2(
        view->best()->text().contains(QStringLiteral("On the held-out part: at %1 accuracy").arg(thresholdText(best))),
        qPrintable(view->best()->text()));
    QVERIFY2(view->best()->text().contains(QStringLiteral("; at the current 0.50 accuracy")),
             qPrintable(view->best()->text()));
    QCOMPARE(split->suggestionBeatsCurrent(), std::optional<bool>(false));
    QVERIFY2(view->best()->text().contains(
                 QStringLiteral("Keep 0.50: on the %2 held-out cases the fit %1 is no better beyond noise: κ ")
                     .arg(thresholdText(best), QString::number(split->heldOut.n))),
             qPrintable(view->best()->text()));
    QCOMPARE(view->useThreshold()->text(), QStringLiteral("Use %1 anyway").arg(thresholdText(best)));
    // While a run adds results the figures are partial: no advice is drawn from them.
    const QString advice = view->best()->text();
    Q_EMIT window->results()->runningChanged(true);
    view->refresh();
    QCOMPARE(view->best()->text(),
             QStringLiteral("No advice on the threshold while the run goes on: its figures are not all in yet."));
    QVERIFY(!view->useThreshold()->isEnabled());
    Q_EMIT window->results()->runningChanged(false);
    view->refresh();
    QCOMPARE(view->best()->text(), advice);
    QVERIFY(view->useThreshold()->isEnabled());
    view->useThreshold()->click();
    QCOMPARE(m_fixture->document()->metric(Faithfulness).params.value(QStringLiteral("threshold")).toDouble(), best);
    view->refresh();
    const Expected atBest = expectedAt(items, best);
    QCOMPARE(view->agreement()->threshold, best);
    QCOMPARE(matrix->item(0, 1)->text().toInt(), atBest.judgePassHumanFail);
    QCOMPARE(matrix->item(1, 0)->text().toInt(), atBest.judgeFailHumanPass);
    // The balanced accuracy the threshold was chosen by is the tuning part's.
    QList<QPair<double, bool>> tuning;
    const HumanLabels &labels = m_fixture->document()->labels();
    for (const MetricResult &result : window->results()->wholeResults()) {
        const QString name = HumanLabels::caseName(result.testCaseName, result.testCaseIndex);
        const std::optional<HumanLabel> label = labels.find(name, result.metricId);
        if (result.score && label && LabelSplit{}.isTuning(name))
            tuning.append({*result.score, label->pass});
    }
    const Expected tuningAtBest = expectedAt(tuning, best);
    const double balanced =
        (double(tuningAtBest.judgePassHumanPass) / (tuningAtBest.judgePassHumanPass + tuningAtBest.judgeFailHumanPass)
         + double(tuningAtBest.judgeFailHumanFail)
             / (tuningAtBest.judgeFailHumanFail + tuningAtBest.judgePassHumanFail))
        / 2;
    QVERIFY(qAbs(balanced - view->splitAgreement()->tuning.bestBalancedAccuracy) < 1e-9);
    QVERIFY(!view->useThreshold()->isEnabled());
    m_fixture->document()->undoStack()->undo();
    view->refresh();
    QCOMPARE(view->agreement()->threshold, 0.5);
    QCOMPARE(matrix->item(0, 1)->text().toInt(), e.judgePassHumanFail);

    // A label changed by hand moves the figures at once.
    const Disagreement flip = view->disagreements().first();
    m_fixture->document()->setLabel(
        window->results()
            ->resultsModel()
            ->index(window->results()->resultsModel()->rowOf(flip.testCaseIndex, Faithfulness), 0)
            .data(ResultsModel::CaseKeyRole)
            .toString(),
        Faithfulness, HumanLabel{!flip.humanPass, std::nullopt});
    view->refresh();
    QCOMPARE(view->disagreementTable()->rowCount(), e.judgePassHumanFail + e.judgeFailHumanPass - 1);

    // For the README (scripts/screenshots.sh): the view at both window sizes.
    const QString shots = qEnvironmentVariable("CLAIMSCOPE_SCREENSHOT_DIR");
    if (!shots.isEmpty()) {
        m_fixture->document()->undoStack()->undo();
        view->refresh();
        window->dock(MainWindow::Dock::Agreement)->raise();
        QCoreApplication::processEvents();
        QVERIFY(window->grab().save(QDir(shots).filePath(QStringLiteral("agreement.png"))));
        window->resize(1024, 768);
        QTest::qWait(100); // the chat's bubbles grow to their new widths in a second layout pass
        QVERIFY(window->grab().save(QDir(shots).filePath(QStringLiteral("agreement-1024.png"))));
    }
}

void TestAgreementView::comparisonShowsAgreementChartsAndExports()
{
    runFaithfulness();
    const QList<QPair<double, bool>> itemsA = labelledScores();
    MetricSelection selection = m_fixture->document()->metric(Faithfulness);
    selection.params.insert(QStringLiteral("penalize_ambiguous_claims"), true);
    m_fixture->document()->editMetric(selection, QStringLiteral("penalize"));
    runFaithfulness();
    const QList<QPair<double, bool>> itemsB = labelledScores();
    const Expected a = expectedAt(itemsA, 0.5);
    const Expected b = expectedAt(itemsB, 0.5);
    QVERIFY(qAbs(a.kappa - b.kappa) > 1e-6);

    MainWindow *window = m_fixture->window.get();
    RunsPanel *panel = window->runsPanel();
    panel->table()->clearSelection();
    panel->table()->setSelectionMode(QAbstractItemView::MultiSelection);
    panel->table()->selectRow(0);
    panel->table()->selectRow(1);
    panel->compareSelected();
    QTRY_VERIFY_WITH_TIMEOUT(window->comparison() && window->comparison()->isVisible(), 20000);
    ComparisonView *view = window->comparison();

    // Each run's agreement with the labels, "κ A → B", as defined above.
    QTableWidget *metrics = view->metricTable();
    QCOMPARE(metrics->rowCount(), 1);
    QVERIFY(!metrics->isColumnHidden(ComparisonView::KappaColumn));
    QCOMPARE(metrics->item(0, ComparisonView::KappaColumn)->text(),
             QStringLiteral("%1 → %2").arg(a.kappa, 0, 'f', 3).arg(b.kappa, 0, 'f', 3));
    QCOMPARE(metrics->item(0, ComparisonView::AucColumn)->text(),
             QStringLiteral("%1 → %2").arg(a.auc, 0, 'f', 3).arg(b.auc, 0, 'f', 3));
    QVERIFY2(view->header()->text().contains(QStringLiteral("Turn Faithfulness agrees with humans κ %1 → %2")
                                                 .arg(a.kappa, 0, 'f', 3)
                                                 .arg(b.kappa, 0, 'f', 3)),
             qPrintable(view->header()->text()));

    // The scatter has a point per test case with both scores; the flipped ones apart.
    int both = 0;
    int flipped = 0;
    for (int i = 0; i < itemsA.size() && i < itemsB.size(); ++i) {
        ++both;
        flipped += (itemsA[i].first >= 0.5 - 1e-12) != (itemsB[i].first >= 0.5 - 1e-12);
    }
    QCOMPARE(itemsA.size(), itemsB.size());
    QCOMPARE(view->scatter()->steadyPoints()->count() + view->scatter()->flippedPoints()->count(), both);
    QCOMPARE(view->scatter()->flippedPoints()->count(), flipped);
    QCOMPARE(view->scatter()->thresholdALine()->at(0).x(), 0.5);
    QCOMPARE(view->scatter()->thresholdBLine()->at(0).y(), 0.5);
    QCOMPARE(view->deltaBars()->categories().size(), 1);
    double meanA = 0;
    double meanB = 0;
    for (const auto &item : itemsA)
        meanA += item.first / itemsA.size();
    for (const auto &item : itemsB)
        meanB += item.first / itemsB.size();
    // Signed as every figure a person reads: "+0.125", "−0.125" (U+2212).
    QVERIFY2(view->deltaBars()->categories().first().endsWith(signedFigureText(meanB - meanA)),
             qPrintable(view->deltaBars()->categories().first()));

    // Exports: JSON is what the CLI prints for the same two runs; CSV a row per result.
    QSignalSpy exported(view, &ComparisonView::exported);
    const QString json = m_fixture->dir.filePath(QStringLiteral("comparison.json"));
    const QString csv = m_fixture->dir.filePath(QStringLiteral("comparison.csv"));
    const QString html = m_fixture->dir.filePath(QStringLiteral("comparison.html"));
    view->exportTo(json);
    view->exportTo(csv);
    view->exportTo(html);
    QTRY_COMPARE_WITH_TIMEOUT(exported.count(), 3, 20000);
    for (const QList<QVariant> &outcome : exported)
        QVERIFY2(outcome.at(1).toString().isEmpty(), qPrintable(outcome.at(1).toString()));
    QFile jsonFile(json);
    QVERIFY(jsonFile.open(QIODevice::ReadOnly));
    const QJsonObject fromGui = QJsonDocument::fromJson(jsonFile.readAll()).object();
    const CliRun cli = runCli({QStringLiteral("compare"), QString::number(panel->runs().at(1).id),
                               QString::number(panel->runs().at(0).id), QStringLiteral("--runs"),
                               window->runKeeper()->storePath(), QStringLiteral("--format"), QStringLiteral("json")},
                              m_fixture->dir);
    QCOMPARE(cli.exitCode, 0);
    QCOMPARE(fromGui, cli.json());
    // The breakdowns of what changed are read whole from the store for the export.
    int withBreakdown = 0;
    for (const QJsonValue &entry : fromGui.value(QStringLiteral("cases")).toArray()) {
        const QJsonObject delta = entry.toObject();
        if (delta.value(QStringLiteral("change")).toString() == QLatin1String("same"))
            continue;
        QVERIFY2(!delta.value(QStringLiteral("breakdown")).toArray().isEmpty(),
                 qPrintable(delta.value(QStringLiteral("test_case")).toString()));
        ++withBreakdown;
    }
    QVERIFY(withBreakdown > 0);
    const QJsonObject agreementB = fromGui.value(QStringLiteral("metrics"))
                                       .toArray()
                                       .first()
                                       .toObject()
                                       .value(QStringLiteral("agreement_b"))
                                       .toObject();
    QVERIFY(qAbs(agreementB.value(QStringLiteral("kappa")).toDouble() - b.kappa) < 1e-9);
    QCOMPARE(agreementB.value(QStringLiteral("n")).toInt(), b.n);
    QFile csvFile(csv);
    QVERIFY(csvFile.open(QIODevice::ReadOnly));
    // RFC 4180 lines, as every CSV Claimscope writes.
    const QByteArray csvText = csvFile.readAll();
    QVERIFY(csvText.endsWith("\r\n"));
    const QList<QByteArray> lines = csvText.trimmed().replace("\r\n", "\n").split('\n');
    QCOMPARE(lines.first(), QByteArray("test_case,metric,score_a,score_b,delta,status_a,status_b,change"));
    QCOMPARE(lines.size(), 1 + int(fromGui.value(QStringLiteral("cases")).toArray().size()));
    QFile htmlFile(html);
    QVERIFY(htmlFile.open(QIODevice::ReadOnly));
    QVERIFY(htmlFile.readAll().contains(
        QStringLiteral("κ %1 → %2").arg(a.kappa, 0, 'f', 3).arg(b.kappa, 0, 'f', 3).toUtf8()));

    const QString shots = qEnvironmentVariable("CLAIMSCOPE_SCREENSHOT_DIR");
    if (!shots.isEmpty()) {
        view->tabs()->setCurrentIndex(1);
        QCoreApplication::processEvents();
        QVERIFY(view->grab().save(QDir(shots).filePath(QStringLiteral("comparison-charts.png"))));
    }
}

void TestAgreementView::rocShowsTheBestThresholdOnTheCurrentOne()
{
    // The current threshold is the best one: both markers at (0, 1). The best one's green was
    // hidden under the current one's dot.
    // At 0.3 the judge passes 3 of the 4 human passes and 1 of the 3 human fails: the best
    // balanced accuracy, at (1/3, 3/4), inside the plot.
    const QList<LabelledScore> scores{{0.9, true, QStringLiteral("a")},  {0.6, true, QStringLiteral("b")},
                                      {0.3, true, QStringLiteral("c")},  {0.05, true, QStringLiteral("d")},
                                      {0.7, false, QStringLiteral("e")}, {0.2, false, QStringLiteral("f")},
                                      {0.1, false, QStringLiteral("g")}};
    const Agreement first = Agreement::of(scores, 0.5);
    QVERIFY(first.bestThreshold);
    const Agreement atBest = Agreement::of(scores, *first.bestThreshold);
    RocChart chart;
    chart.resize(360, 360);
    chart.setAgreement(atBest);
    QCOMPARE(chart.currentPoint()->points(), chart.bestPoint()->points());
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    const QImage shown = chart.grab().toImage();
    QCOMPARE(*first.bestThreshold, 0.3);
    const QPointF inChart = chart.chart()->mapToPosition(QPointF(1.0 / 3, 0.75), chart.bestPoint());
    const QPoint at = chart.mapFromScene(chart.chart()->mapToScene(inChart));
    const auto near = [](QColor a, QColor b) {
        return qAbs(a.red() - b.red()) + qAbs(a.green() - b.green()) + qAbs(a.blue() - b.blue()) < 60;
    };
    int best = 0;
    int current = 0;
    for (int y = at.y() - 12; y <= at.y() + 12; ++y) {
        for (int x = at.x() - 12; x <= at.x() + 12; ++x) {
            const QColor pixel = shown.pixelColor(QPoint(x, y) * shown.devicePixelRatio());
            best += near(pixel, ResultPalette::passColor()) ? 1 : 0;
            current += near(pixel, ResultPalette::failColor()) ? 1 : 0;
        }
    }
    QVERIFY2(best >= 20 && current >= 20,
             qPrintable(QStringLiteral("around the point: %1 px of the best marker's colour, %2 of the current's")
                            .arg(best)
                            .arg(current)));
}

QTEST_MAIN(TestAgreementView)
#include "tst_agreementview.moc"
