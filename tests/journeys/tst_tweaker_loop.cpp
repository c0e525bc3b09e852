#include "journeywindow.h"
#include "support/qtwarnings.h"

#include "results/resultshub.h"
#include "results/resultsmodel.h"
#include "ui/agreement/labelsimportdialog.h"
#include "ui/results/breakdownview.h"
#include "ui/results/resultsview.h"
#include "ui/run/runcontroller.h"
#include "ui/runs/casedeltamodel.h"
#include "ui/runs/comparisonview.h"
#include "ui/runs/runkeeper.h"
#include "ui/runs/runspanel.h"
#include "ui/runs/verdictbanner.h"
#include "ui/templates/templateeditor.h"

#include <QComboBox>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTextBrowser>
#include <QToolButton>
#include <QTreeView>
#include <QtTest>

using namespace claimscope;

// Journey B, the template tweaker, in its loop: labels imported, a run, then Run › Try on
// Labelled Cases — the first try becomes the baseline, the next opens the comparison with it —
// and Keep as Baseline moves the baseline. Performed with keys and clicks at this screen's size.
class TestTweakerLoop : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void triesOnTheLabelledCasesAgainstTheBaseline();
    // How long from pressing Try after a param edit to the verdict on screen, on the dataset
    // named by CLAIMSCOPE_LOOP_DATASET (skipped without it).
    void timesATryOnALargerDataset();
    // Six MTRAG conversations rated on their last answer: window size 1, a try, a claim
    // verdict given, the threshold raised, a try: the verdict on top, three cases toward the
    // person and three away, each filter showing only its own, the claim verdict in the
    // breakdown.
    void showsTheVerdictAndWhichCasesMoved();
    // F5 first, then an edit and a try: with no baseline yet, the try is compared with the F5
    // run (the setup before the edit), which becomes the baseline; Keep B as Baseline then says
    // so in the status bar and in the window, and the window fits the screen.
    void comparesTheFirstTryWithTheRunBeforeTheEdit();

private:
    // Presses Ctrl+Shift+F5 and waits for the try's run to finish.
    [[nodiscard]] bool pressTry();
    // The Runs dock's rows that carry the baseline mark.
    QList<int> baselineRows() const;

    std::unique_ptr<JourneyWindow> m_journey;
};

void TestTweakerLoop::init()
{
    failOnQtWarnings();
    m_journey = std::make_unique<JourneyWindow>();
}

void TestTweakerLoop::cleanup()
{
    m_journey.reset();
}

bool TestTweakerLoop::pressTry()
{
    [&] {
        QSignalSpy finished(m_journey->window->runs(), &RunController::runFinished);
        m_journey->person.press(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F5));
        QTRY_VERIFY_WITH_TIMEOUT(finished.count() == 1, 60000);
    }();
    return !QTest::currentTestFailed();
}

QList<int> TestTweakerLoop::baselineRows() const
{
    QList<int> rows;
    const QTableWidget *table = m_journey->window->runsPanel()->table();
    for (int row = 0; row < table->rowCount(); ++row) {
        if (table->item(row, 0) && table->item(row, 0)->text().startsWith(QStringLiteral("★ ")))
            rows.append(row);
    }
    return rows;
}

void TestTweakerLoop::timesATryOnALargerDataset()
{
    const QString path = qEnvironmentVariable("CLAIMSCOPE_LOOP_DATASET");
    if (path.isEmpty())
        QSKIP("CLAIMSCOPE_LOOP_DATASET names no dataset to time the try on");
    MainWindow *window = m_journey->window.get();
    QVERIFY(m_journey->openAndImportLabels(path));
    QVERIFY(!m_journey->document()->labels().isEmpty());
    // The labels rate the last answer: Turn Faithfulness scores each exchange alone.
    m_journey->typeTurnFaithfulnessParam(QStringLiteral("window_size"), QStringLiteral("1"));
    QVERIFY(pressTry());
    QTRY_VERIFY_WITH_TIMEOUT(window->statusBar()->currentMessage().contains(QStringLiteral("is the baseline now")),
                             30000);
    // A param edit (the threshold: no judge step changes), then from pressing Try to the
    // verdict on screen.
    m_journey->typeTurnFaithfulnessParam(QStringLiteral("threshold"), QStringLiteral("0.6"));
    QElapsedTimer clock;
    clock.start();
    qint64 ranMs = 0;
    qint64 keptMs = 0;
    const QMetaObject::Connection ran =
        connect(window->runs(), &RunController::runFinished, this, [&] { ranMs = clock.elapsed(); });
    const QMetaObject::Connection kept =
        connect(window->runKeeper(), &RunKeeper::kept, this, [&] { keptMs = clock.elapsed(); });
    m_journey->person.press(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F5));
    QTRY_VERIFY_WITH_TIMEOUT(window->comparison() && window->comparison()->isVisible()
                                 && m_journey->person.sees(window->comparison()->verdictBanner()),
                             120000);
    disconnect(ran);
    disconnect(kept);
    qInfo("%d test cases, %d labelled: from Try after a param edit to the verdict on screen in %lld ms (run "
          "finished at %lld ms, kept at %lld ms)",
          m_journey->document()->caseCount(), m_journey->document()->labels().size(), clock.elapsed(), ranMs, keptMs);
    qInfo("%s", qPrintable(window->comparison()->verdictBanner()->lines().join(u'\n')));
}

void TestTweakerLoop::showsTheVerdictAndWhichCasesMoved()
{
    // Last answers the offline judge scores between 0.5 and 0.9 (window size 1): three the
    // person rated unfaithful, three faithful, all in the tuning part: a threshold of 0.9 moves
    // the first three toward the person and the others away.
    const QStringList toward{QStringLiteral("1534a095279f2cb888fb0bea17bd70da<::>2::llama-3.1-405b-instruct"),
                             QStringLiteral("04f83f1199c7ce4d7bef50be70f2db73<::>2::llama-3.1-405b-instruct"),
                             QStringLiteral("d5f0e7023ab90fe0240b7fc46cf00c26<::>2::llama-3.1-405b-instruct")};
    const QStringList away{QStringLiteral("f0d2873b877409f61da7dbdddd22d279<::>1::reference"),
                           QStringLiteral("ca6f0197d2c0c4d6e3be090c3f8bf30f<::>1::reference"),
                           QStringLiteral("fd99b316e5e64f19ff938598aea9b285<::>1::reference")};
    QFile source(QStringLiteral(CLAIMSCOPE_SHARED_DIR "/datasets/mtrag-human/mtrag-conversations.json"));
    if (!source.open(QIODevice::ReadOnly))
        QSKIP("the MTRAG human-evaluation conversations are not there");
    QJsonArray chosen;
    for (const QJsonValue &conversation : QJsonDocument::fromJson(source.readAll()).array()) {
        const QString name = conversation[QStringLiteral("name")].toString();
        if (toward.contains(name) || away.contains(name))
            chosen.append(conversation);
    }
    QCOMPARE(chosen.size(), 6);
    QTemporaryDir folder;
    const QString path = folder.filePath(QStringLiteral("mtrag-loop.json"));
    QFile dataset(path);
    QVERIFY(dataset.open(QIODevice::WriteOnly));
    dataset.write(QJsonDocument(chosen).toJson());
    dataset.close();

    MainWindow *window = m_journey->window.get();
    Person &person = m_journey->person;
    QVERIFY(m_journey->openAndImportLabels(path));
    QCOMPARE(m_journey->document()->labels().size(), 6);
    // The labels rate the last answer: Turn Faithfulness scores each exchange alone.
    m_journey->typeTurnFaithfulnessParam(QStringLiteral("window_size"), QStringLiteral("1"));
    QVERIFY(pressTry());
    QTRY_VERIFY(window->statusBar()->currentMessage().contains(QStringLiteral("is the baseline now")));
    window->results()->flush();

    // The person disagrees with the judge on a claim of the first answer: it is backed.
    const QString claim = QStringLiteral("Yes, you can visit the law library to conduct legal research");
    QTableView *results = window->resultsView()->table();
    int row = -1;
    for (int r = 0; r < results->model()->rowCount(); ++r) {
        if (results->model()->index(r, ResultsModel::MetricColumn).data().toString()
                == QStringLiteral("Turn Faithfulness")
            && results->model()
                   ->index(r, ResultsModel::TestCaseColumn)
                   .data(Qt::ToolTipRole)
                   .toString()
                   .contains(away.first()))
            row = r;
    }
    QVERIFY(row >= 0);
    person.clickTab(QStringLiteral("Results"));
    person.clickItem(results, results->model()->index(row, ResultsModel::ScoreColumn));
    QTreeView *tree = window->resultsView()->breakdown()->tree();
    QModelIndexList found;
    QTRY_VERIFY((found = tree->model()->match(tree->model()->index(0, 0), Qt::DisplayRole, claim, 1,
                                              Qt::MatchStartsWith | Qt::MatchRecursive))
                    .size()
                == 1);
    person.clickItem(tree, found.first());
    person.press(QKeySequence(Qt::Key_Y));
    QTRY_VERIFY(m_journey->document()->claimLabels().size() == 1);

    // The threshold raised to 0.9 and tried: the comparison opens with the verdict on top.
    m_journey->typeTurnFaithfulnessParam(QStringLiteral("threshold"), QStringLiteral("0.9"));
    QVERIFY(pressTry());
    QTRY_VERIFY(window->comparison() && window->comparison()->isVisible());
    ComparisonView *comparison = window->comparison();
    QVERIFY(QTest::qWaitForWindowExposed(comparison));
    VerdictBanner *banner = comparison->verdictBanner();
    QTRY_VERIFY(person.sees(banner));
    const QString verdict = banner->lines().join(u'\n');
    // At 0.9 the judge fails every case, as at 0.5 it passed every one: one verdict throughout
    // leaves κ undefined in both runs, so the verdict rests on accuracy.
    QVERIFY2(verdict.contains(QStringLiteral("Turn Faithfulness: no detectable change — accuracy 0.500 → 0.500")),
             qPrintable(verdict));
    QVERIFY2(verdict.contains(QStringLiteral("n = 6 (3 human pass, 3 human fail)")), qPrintable(verdict));
    QVERIFY2(verdict.contains(QStringLiteral("3 case(s) now agree with the person, 3 no longer do")),
             qPrintable(verdict));
    QVERIFY2(person.readsSomewhere(QStringLiteral("no detectable change"), comparison), qPrintable(verdict));
    // Whole words at every size: the banner wraps rather than cutting a line short.
    QVERIFY(banner->wordWrap());
    QVERIFY(banner->height() >= banner->heightForWidth(banner->width()));
    m_journey->person.snapshot(QStringLiteral("loop-verdict"), m_journey->window->comparison());

    // Each filter shows only its own cases, marked on screen.
    QAbstractItemModel *cases = comparison->caseTable()->model();
    QVERIFY(!comparison->caseTable()->isColumnHidden(CaseDeltaModel::DirectionColumn));
    const auto shown = [&](const QString &mark) {
        QStringList names;
        for (int r = 0; r < cases->rowCount(); ++r) {
            if (cases->index(r, CaseDeltaModel::DirectionColumn).data().toString() != mark)
                return QStringList{
                    QStringLiteral("row %1 reads %2")
                        .arg(QString::number(r), cases->index(r, CaseDeltaModel::DirectionColumn).data().toString())};
            // The row's change follows the score compared with the label: a flip, never "same".
            const QString change = cases->index(r, CaseDeltaModel::ChangeColumn).data().toString();
            if (!change.contains(QStringLiteral("pass →")) && !change.contains(QStringLiteral("fail →")))
                return QStringList{QStringLiteral("row %1 %2 changes %3").arg(QString::number(r), mark, change)};
            names.append(cases->index(r, CaseDeltaModel::TestCaseColumn).data(Qt::ToolTipRole).toString());
        }
        return names;
    };
    // A and B say they are the scores the labels are compared with (the last answer's).
    QCOMPARE(cases->headerData(CaseDeltaModel::AColumn, Qt::Horizontal).toString(), QStringLiteral("A, as labelled"));
    QVERIFY(cases->headerData(CaseDeltaModel::AColumn, Qt::Horizontal, Qt::ToolTipRole)
                .toString()
                .contains(QStringLiteral("last answer")));
    m_journey->chooseComparisonFilter(CaseDeltaModel::Filter::TowardHuman);
    QTRY_COMPARE(cases->rowCount(), 3);
    QStringList names = shown(QStringLiteral("▲ toward"));
    for (const QString &name : toward)
        QVERIFY2(names.join(u'\n').contains(name), qPrintable(names.join(u'\n')));
    QVERIFY(person.textsPainted(comparison->caseTable()->viewport()).contains(QStringLiteral("▲ toward")));
    m_journey->person.snapshot(QStringLiteral("loop-toward"), m_journey->window->comparison());
    m_journey->chooseComparisonFilter(CaseDeltaModel::Filter::AwayFromHuman);
    QTRY_COMPARE(cases->rowCount(), 3);
    names = shown(QStringLiteral("▼ away"));
    for (const QString &name : away)
        QVERIFY2(names.join(u'\n').contains(name), qPrintable(names.join(u'\n')));

    // The claim the person judged shows their verdict beside A's and B's.
    int judged = -1;
    for (int r = 0; r < cases->rowCount(); ++r) {
        if (cases->index(r, CaseDeltaModel::TestCaseColumn).data(Qt::ToolTipRole).toString().contains(away.first()))
            judged = r;
    }
    QVERIFY(judged >= 0);
    person.clickItem(comparison->caseTable(), cases->index(judged, CaseDeltaModel::TestCaseColumn));
    QTRY_VERIFY(comparison->breakdown()->toPlainText().contains(claim));
    // Columns A, B, Human, Kind, Text: the judge said no in both runs, the person yes.
    const QString breakdown = comparison->breakdown()->toPlainText();
    QVERIFY2(breakdown.contains(QStringLiteral("A\nB\nHuman\nKind\nText and reasons")), qPrintable(breakdown));
    QVERIFY2(breakdown.contains(QStringLiteral("no\nno\nyes\nclaim\n") + claim), qPrintable(breakdown));
    // Its heading names the metric as the metrics list does, not by its id.
    const QString heading = breakdown.section(QLatin1Char('\n'), 0, 0);
    QVERIFY2(heading.endsWith(QStringLiteral("Faithfulness")) && !heading.contains(QLatin1Char('_')),
             qPrintable(heading));
    m_journey->person.snapshot(QStringLiteral("loop-away-claim"), m_journey->window->comparison());
}

void TestTweakerLoop::triesOnTheLabelledCasesAgainstTheBaseline()
{
    MainWindow *window = m_journey->window.get();
    Person &person = m_journey->person;
    window->startUp(QString());
    QTRY_COMPARE(m_journey->document()->caseCount(), 1);
    m_journey->prompts.openFile = QStringLiteral(CLAIMSCOPE_SOURCE_DIR "/resources/examples/mtrag-sample.json");
    person.press(QKeySequence::Open);
    QTRY_COMPARE(m_journey->document()->caseCount(), 3);

    // Without labels the try says what to do first.
    person.press(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F5));
    QTRY_VERIFY2(window->statusBar()->currentMessage().contains(QStringLiteral("import them first")),
                 qPrintable(window->statusBar()->currentMessage()));

    QVERIFY(m_journey->openAndImportLabels(QString()));
    QCOMPARE(m_journey->document()->labels().size(), 3);

    // The first try becomes the baseline, and says so.
    QVERIFY(pressTry());
    QTRY_VERIFY2(window->statusBar()->currentMessage().contains(QStringLiteral("is the baseline now")),
                 qPrintable(window->statusBar()->currentMessage()));
    person.clickTab(QStringLiteral("Runs"));
    QTRY_COMPARE(baselineRows(), QList<int>{0});
    person.snapshot(QStringLiteral("loop-first-try-baseline"));

    // The Templates tab opens on the labelled metric's template. The person picks one of a
    // metric the try does not run (Faithfulness › truths) and types an edit into it, tried with
    // the Templates tab's own button: the comparison with the baseline opens and names the edit.
    person.clickTab(QStringLiteral("Templates"));
    TemplateEditor *templates = window->templateEditor();
    QTRY_VERIFY(person.sees(templates->textEdit()));
    QVERIFY2(templates->currentStep().startsWith(QStringLiteral("turn_faithfulness__")),
             qPrintable(templates->currentStep()));
    auto *steps = templates->findChild<QComboBox *>();
    QVERIFY(steps);
    const int truths = steps->findText(QStringLiteral("Faithfulness › truths"));
    QVERIFY(truths >= 0);
    person.click(steps);
    person.press(QKeySequence(Qt::Key_Home));
    for (int i = 0; i < truths; ++i)
        person.press(QKeySequence(Qt::Key_Down));
    person.press(QKeySequence(Qt::Key_Return));
    QTRY_COMPARE(templates->currentStep(), QStringLiteral("faithfulness__truths"));
    person.click(templates->textEdit());
    person.press(QKeySequence::MoveToEndOfDocument);
    person.type(QStringLiteral(" Be strict."));
    auto *tryButton = templates->findChild<QToolButton *>(QStringLiteral("tryOnLabelled"));
    QVERIFY(tryButton);
    QVERIFY(person.sees(tryButton));
    QElapsedTimer clock;
    clock.start();
    QSignalSpy finished(window->runs(), &RunController::runFinished);
    person.click(tryButton);
    QTRY_VERIFY_WITH_TIMEOUT(finished.count() == 1, 60000);
    QTRY_VERIFY(window->comparison() && window->comparison()->isVisible());
    qInfo("From Try to the comparison on screen in %lld ms", clock.elapsed());
    QVERIFY(QTest::qWaitForWindowExposed(window->comparison()));
    // The case list shows the human label beside A and B.
    // The offline judge ignores edited templates, so nothing changed: the filter's last choice
    // lists every case.
    QAbstractItemModel *cases = window->comparison()->caseTable()->model();
    person.click(window->comparison()->filter());
    person.press(QKeySequence(Qt::Key_End));
    person.press(QKeySequence(Qt::Key_Return));
    QTRY_COMPARE(window->comparison()->filter()->currentIndex(), int(CaseDeltaModel::Filter::Everything));
    QTRY_VERIFY(cases->rowCount() > 0);
    QVERIFY(!window->comparison()->caseTable()->isColumnHidden(CaseDeltaModel::HumanColumn));
    QCOMPARE(cases->headerData(CaseDeltaModel::HumanColumn, Qt::Horizontal).toString(), QStringLiteral("Human"));
    QStringList humans;
    for (int row = 0; row < cases->rowCount(); ++row)
        humans.append(cases->index(row, CaseDeltaModel::HumanColumn).data().toString());
    QVERIFY2(humans.contains(QStringLiteral("✓ pass")), qPrintable(humans.join(u", ")));
    QTRY_VERIFY2(window->comparison()->header()->text().contains(QStringLiteral("edited")),
                 qPrintable(window->comparison()->header()->text()));
    // Both runs were judged offline: the comparison says the edit cannot change that judge at all.
    QVERIFY2(window->comparison()->header()->text().contains(
                 QStringLiteral("built-in offline judge, which does not read templates: the edit of "
                                "Faithfulness › truths cannot change its scores — judge with a model to try it")),
             qPrintable(window->comparison()->header()->text()));
    // Faithfulness takes single-turn test cases only, so no prompt used the edited template,
    // and the comparison names it.
    QVERIFY2(window->comparison()->header()->text().contains(
                 QStringLiteral("The edited template Faithfulness › truths was used by 0 requests")),
             qPrintable(window->comparison()->header()->text()));
    person.snapshot(QStringLiteral("loop-comparison"));
    // Keep B as Baseline on the comparison window: the edited try becomes the baseline.
    QPushButton *keepB = window->comparison()->keepBaselineButton();
    QVERIFY(person.sees(keepB));
    person.click(keepB);
    QTRY_COMPARE(baselineRows(), QList<int>{0});
    window->comparison()->close();
    window->activateWindow();
    QTRY_COMPARE(QApplication::activeWindow(), window);

    // Keep as Baseline in the Runs dock on the first try moves the mark back: one baseline per
    // dataset.
    person.clickTab(QStringLiteral("Runs"));
    QTRY_COMPARE(window->runsPanel()->table()->rowCount(), 2);
    QTableWidget *runs = window->runsPanel()->table();
    person.clickItem(runs, runs->model()->index(1, 1));
    QPushButton *keep = nullptr;
    for (QPushButton *button : window->runsPanel()->findChildren<QPushButton *>()) {
        if (button->text() == QStringLiteral("Keep as Baseline"))
            keep = button;
    }
    QVERIFY(keep);
    QVERIFY(person.sees(keep));
    person.click(keep);
    QTRY_COMPARE(baselineRows(), QList<int>{1});
    QCOMPARE(window->runsPanel()->runs().first().pinned, false);
    QCOMPARE(window->runsPanel()->runs().last().pinned, true);
    person.snapshot(QStringLiteral("loop-kept-as-baseline"));
}

void TestTweakerLoop::comparesTheFirstTryWithTheRunBeforeTheEdit()
{
    MainWindow *window = m_journey->window.get();
    Person &person = m_journey->person;
    QVERIFY(
        m_journey->openAndImportLabels(QStringLiteral(CLAIMSCOPE_SOURCE_DIR "/resources/examples/mtrag-sample.json")));
    QCOMPARE(m_journey->document()->labels().size(), 3);
    // A whole run first, kept as run #1.
    QSignalSpy kept(window->runKeeper(), &RunKeeper::kept);
    m_journey->pressF5AndWait();
    QTRY_COMPARE(kept.count(), 1);
    const qint64 fullRun = kept.first().first().toLongLong();

    // Then an edit and a try: compared with the full run, the setup before the edit.
    m_journey->typeTurnFaithfulnessParam(QStringLiteral("threshold"), QStringLiteral("0.9"));
    QVERIFY(pressTry());
    QTRY_VERIFY(window->comparison() && window->comparison()->isVisible());
    ComparisonView *comparison = window->comparison();
    QVERIFY(QTest::qWaitForWindowExposed(comparison));
    QTRY_VERIFY2(window->statusBar()->currentMessage().contains(
                     QStringLiteral("There was no baseline: run #%1, which ran these cases before, is the baseline now")
                         .arg(fullRun)),
                 qPrintable(window->statusBar()->currentMessage()));
    const QString header = comparison->header()->text();
    QVERIFY2(comparison->pairLine()->text().contains(QStringLiteral("<b>A</b> #%1 ").arg(fullRun)),
             qPrintable(comparison->pairLine()->text()));
    QVERIFY2(header.contains(QStringLiteral("Changed from A to B: Turn Faithfulness › Threshold: 0.50 → 0.90")),
             qPrintable(header));
    person.clickTab(QStringLiteral("Runs"));
    QTRY_COMPARE(baselineRows(), QList<int>{1}); // newest first: the full run is the second row
    // The try's row reads its param change beside its name, the name cut where the column ends
    // rather than before its first long word.
    QTableWidget *runs = window->runsPanel()->table();
    QTRY_VERIFY(runs->rowCount() == 2 && runs->item(0, 2));
    QVERIFY2(runs->item(0, 2)->text().startsWith(QStringLiteral("Turn Faithfulness › Threshold: 0.50 → 0.90")),
             qPrintable(runs->item(0, 2)->text()));
    QVERIFY(person.sees(runs));
    const QStringList painted = person.textsPainted(runs->viewport());
    QVERIFY2(
        std::any_of(painted.begin(), painted.end(),
                    [](const QString &text) { return text.startsWith(QStringLiteral("Turn Faithfulness › Thr")); }),
        qPrintable(painted.join(u'\n')));
    // Each run's figures read whole ("86 % of 3708 pass"), though the dock filled behind the
    // Results tab, with no row in view to measure.
    for (int row = 0; row < runs->rowCount(); ++row) {
        const QModelIndex scores = runs->model()->index(row, 3);
        const QStringList cell = person.textsPainted(runs->viewport(), runs->visualRect(scores));
        QVERIFY2(cell == QStringList{scores.data().toString()},
                 qPrintable(cell.join(u'|') + QStringLiteral(" for ") + scores.data().toString()));
    }
    person.snapshot(QStringLiteral("loop-runs-after-first-try"));

    // The whole window on the screen, its buttons within reach.
    const QRect screen = comparison->screen()->availableGeometry();
    QVERIFY2(comparison->frameGeometry().width() <= screen.width(),
             qPrintable(QStringLiteral("%1 px wide on a %2 px screen")
                            .arg(comparison->frameGeometry().width())
                            .arg(screen.width())));
    QVERIFY(person.sees(comparison->exportButton()));
    QVERIFY(person.sees(comparison->keepBaselineButton()));
    // The banner gives each interval once, and never "no detectable change" beside an interval
    // that leaves out 0.
    for (const QString &line : comparison->verdictBanner()->lines()) {
        QVERIFY2(line.count(QStringLiteral("interval")) <= 1, qPrintable(line));
        QVERIFY2(!(line.contains(QStringLiteral("no detectable change")) && line.contains(QStringLiteral("lies "))),
                 qPrintable(line));
    }
    // The table says its mean and pass rate are whole test cases', the labels rating one answer;
    // on a short screen the person scrolls the top of the window to the notes.
    QTRY_VERIFY((person.scrollTo(comparison->tableScopeNote()), person.sees(comparison->tableScopeNote())));
    QVERIFY2(comparison->tableScopeNote()->text().contains(QStringLiteral("each whole test case's score")),
             qPrintable(comparison->tableScopeNote()->text()));
    // The try ran Turn Faithfulness alone on the tuning part: the rows it left out are said per
    // metric, and the held-out cases it did not run are named with the way to check them.
    m_journey->chooseComparisonFilter(CaseDeltaModel::Filter::Changed);
    QVERIFY(person.sees(comparison->onlyInOneRunNote()));
    QVERIFY2(comparison->onlyInOneRunNote()->text().contains(QStringLiteral("not run in B: ")),
             qPrintable(comparison->onlyInOneRunNote()->text()));
    QVERIFY(!comparison->onlyInOneRunNote()->text().contains(QStringLiteral("test cases the other did not run")));
    QTRY_VERIFY((person.scrollTo(comparison->heldOutNote()), person.sees(comparison->heldOutNote())));
    QVERIFY2(comparison->heldOutNote()->text().contains(QStringLiteral("of the held-out part"))
                 && comparison->heldOutNote()->text().contains(QStringLiteral("above the case list")),
             qPrintable(comparison->heldOutNote()->text()));
    // The F5 run before the edit ran them: the held-out check is offered.
    QVERIFY(person.sees(comparison->runHeldOutButton()));
    QVERIFY(comparison->runHeldOutButton()->isEnabled());
    m_journey->person.snapshot(QStringLiteral("loop-first-try-after-f5"), m_journey->window->comparison());

    // Keep B as Baseline: the status bar and the window say so, and B is marked.
    person.click(comparison->keepBaselineButton());
    const QString kept2 = QStringLiteral("Run #%1 is now the baseline of mtrag-sample.json").arg(fullRun + 1);
    QTRY_VERIFY2(window->statusBar()->currentMessage().contains(kept2),
                 qPrintable(window->statusBar()->currentMessage()));
    QTRY_VERIFY(person.sees(comparison->baselineNote()));
    QVERIFY2(comparison->baselineNote()->text().contains(kept2), qPrintable(comparison->baselineNote()->text()));
    QVERIFY(comparison->windowTitle().endsWith(QStringLiteral("★")));
    QVERIFY(!comparison->keepBaselineButton()->isEnabled());
    QTRY_COMPARE(baselineRows(), QList<int>{0});
    m_journey->person.snapshot(QStringLiteral("loop-kept-b"), m_journey->window->comparison());
}

QTEST_MAIN(TestTweakerLoop)
#include "tst_tweaker_loop.moc"
