#include "journeywindow.h"
#include "support/qtwarnings.h"

#include "results/resultshub.h"
#include "results/resultsmodel.h"
#include "ui/agreement/agreementview.h"
#include "ui/results/resultsview.h"
#include "ui/run/runcontroller.h"
#include "ui/runs/casedeltamodel.h"
#include "ui/runs/comparisonview.h"
#include "ui/runs/runspanel.h"
#include "ui/runs/verdictbanner.h"

#include <QAction>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollArea>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTextBrowser>
#include <QTextEdit>
#include <QtTest>

#include <functional>

using namespace claimscope;

// Journey B, step 3 — does the change hold on cases the tuning never saw? After a try the
// comparison offers to run the held-out cases; until they run, the Agreement dock gives no
// threshold advice from the held-out figures of the run before the edit, and the results and
// disagreements from that run are marked out of date as the dock's figures are. Performed with
// keys and clicks at this screen's size, on MTRAG conversations rated on their last answer: the
// first 60, or as many as CLAIMSCOPE_HELDOUT_CASES says (477: the walk's whole set, where the F5
// run is still being kept when the try ends).
class TestHeldOut : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init()
    {
        failOnQtWarnings();
        m_journey = std::make_unique<JourneyWindow>();
    }
    void cleanup() { m_journey.reset(); }
    void aTryIsCheckedOnTheHeldOutCases();
    void anEditAfterTheTryIsNamedInItsCheck();
    void aBaselineThatNeverRanThemRunsThemToo();
    void aMetricLabelledAfterTheBaselineIsLeftOutOfItsCheck();

private:
    // The first `count` MTRAG conversations opened with their labels imported; false when the
    // data set is not there.
    bool openLabelled(int count);
    // F5, then Penalize ambiguous claims ticked and Try on Labelled Cases, as the person does:
    // the try's comparison once it is open, null when a step failed. `finished` counts the runs.
    ComparisonView *runThenTryAnEdit(QSignalSpy &finished);
    QTemporaryDir m_folder;
    std::unique_ptr<JourneyWindow> m_journey;
};

bool TestHeldOut::openLabelled(int count)
{
    QFile source(QStringLiteral(CLAIMSCOPE_SHARED_DIR "/datasets/mtrag-human/mtrag-conversations.json"));
    if (!source.open(QIODevice::ReadOnly))
        return false;
    const QJsonArray all = QJsonDocument::fromJson(source.readAll()).array();
    QJsonArray chosen;
    for (int i = 0; i < count; ++i)
        chosen.append(all.at(i));
    const QString path = m_folder.filePath(QStringLiteral("mtrag-some.json"));
    QFile dataset(path);
    if (!dataset.open(QIODevice::WriteOnly))
        return false;
    dataset.write(QJsonDocument(chosen).toJson());
    dataset.close();
    return m_journey->openAndImportLabels(path);
}

ComparisonView *TestHeldOut::runThenTryAnEdit(QSignalSpy &finished)
{
    MainWindow *window = m_journey->window.get();
    m_journey->person.press(QKeySequence(Qt::Key_F5));
    [&] { QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 240000); }();
    if (QTest::currentTestFailed())
        return nullptr;
    m_journey->togglePenalizeAmbiguousClaims();
    if (QTest::currentTestFailed())
        return nullptr;
    m_journey->person.press(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F5));
    [&] {
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 2, 60000);
        QTRY_VERIFY_WITH_TIMEOUT(window->comparison() && window->comparison()->isVisible(), 60000);
    }();
    return QTest::currentTestFailed() ? nullptr : window->comparison();
}

void TestHeldOut::aTryIsCheckedOnTheHeldOutCases()
{
    const int cases = qEnvironmentVariableIsSet("CLAIMSCOPE_HELDOUT_CASES")
        ? qEnvironmentVariableIntValue("CLAIMSCOPE_HELDOUT_CASES")
        : 60;
    if (!openLabelled(cases))
        QSKIP("the MTRAG human-evaluation conversations are not there");
    MainWindow *window = m_journey->window.get();
    Person &person = m_journey->person;
    QSignalSpy finished(window->runs(), &RunController::runFinished);
    person.press(QKeySequence(Qt::Key_F5));
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 240000);
    window->results()->flush();
    person.clickTab(QStringLiteral("Agreement"));
    AgreementView *agreement = window->agreementView();
    QTRY_VERIFY(agreement->splitAgreement().has_value());
    const SplitAgreement first = *agreement->splitAgreement();
    QVERIFY2(first.suggestedThreshold && first.heldOut.n > 0, "the sample needs a fit and held-out cases");
    const int heldOut = first.heldOut.n;
    QVERIFY(!person.readsSomewhere(QStringLiteral("No advice on the threshold yet"), agreement));

    // An edit, then Try: the tuning cases run, and the comparison opens.
    m_journey->togglePenalizeAmbiguousClaims();
    if (QTest::currentTestFailed())
        return;
    // The Edit menu names the edit in the Metrics dock's words, not by the param's id.
    const QList<QAction *> actions = window->findChildren<QAction *>();
    QVERIFY(std::any_of(actions.begin(), actions.end(), [](const QAction *action) {
        return action->text().remove(u'&')
            == QStringLiteral("Undo Change Turn Faithfulness › Penalize ambiguous claims");
    }));
    person.press(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F5));
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 2, 60000);
    // The try is compared with the F5 run however long that run takes to be kept.
    QTRY_VERIFY_WITH_TIMEOUT(window->comparison() && window->comparison()->isVisible(), 60000);
    ComparisonView *comparison = window->comparison();
    QVERIFY(QTest::qWaitForWindowExposed(comparison));
    window->results()->flush();
    // Which runs are compared is read first, whole, without a scroll: at 1024×768 it sat below
    // the figures and their notes, a scroll away.
    QTRY_VERIFY(person.sees(comparison->pairLine()));
    {
        QLabel *line = comparison->pairLine();
        QWidget *ancestor = line->parentWidget();
        while (ancestor && !qobject_cast<QScrollArea *>(ancestor))
            ancestor = ancestor->parentWidget();
        auto *top = qobject_cast<QScrollArea *>(ancestor);
        QVERIFY(top);
        const QRect seen(top->viewport()->mapTo(comparison, QPoint(0, 0)), top->viewport()->size());
        const QRect shown(line->mapTo(comparison, QPoint(0, 0)), line->size());
        QVERIFY2(seen.contains(shown),
                 qPrintable(QStringLiteral("the runs' line at %1,%2 %3×%4, the top shows %5 px")
                                .arg(shown.x())
                                .arg(shown.y())
                                .arg(shown.width())
                                .arg(shown.height())
                                .arg(seen.height())));
        QVERIFY2(line->text().contains(QStringLiteral("<b>A</b> #1 "))
                     && line->text().contains(QStringLiteral("<b>B</b> #2 ")),
                 qPrintable(line->text()));
        person.snapshot(QStringLiteral("heldout-opened"), comparison);
    }

    // The held-out figures are from run #1, before the edit: no advice is drawn from them, and
    // the dock says why and what to do.
    const QString withheld =
        QStringLiteral("No advice on the threshold yet: the held-out figures are from run #1, "
                       "before your edit. Press F5 (or \"Run the … held-out case(s) and compare\" in the try's "
                       "comparison) to weigh the threshold on them.");
    QTRY_VERIFY2(agreement->best()->text().contains(withheld), qPrintable(agreement->best()->text()));
    QVERIFY(!agreement->best()->text().contains(QStringLiteral("does better")));
    QVERIFY(!agreement->best()->text().contains(QStringLiteral("On the held-out part: at")));

    // The results of run #1 still shown are marked as the dock marks its figures: the As labelled
    // column, and the disagreements the dock lists.
    const ResultsModel *model = window->results()->resultsModel();
    int staleRow = -1;
    for (int row = 0; row < model->rowCount() && staleRow < 0; ++row) {
        const QModelIndex asLabelled = model->index(row, ResultsModel::AsLabelledColumn);
        if (!model->outOfDate(row).isEmpty() && !asLabelled.data().toString().isEmpty())
            staleRow = row;
    }
    QVERIFY2(staleRow >= 0, "no held-out result of the run before the edit is shown");
    const QModelIndex stale = model->index(staleRow, ResultsModel::AsLabelledColumn);
    QVERIFY2(stale.data().toString().startsWith(QStringLiteral("⟳ ")), qPrintable(stale.data().toString()));
    QVERIFY2(
        stale.data(Qt::ToolTipRole).toString().contains(QStringLiteral("⟳ As labelled: from run #1, out of date.")),
        qPrintable(stale.data(Qt::ToolTipRole).toString()));
    // A result the try ran is current: no mark.
    for (int row = 0; row < model->rowCount(); ++row) {
        const QString text = model->index(row, ResultsModel::AsLabelledColumn).data().toString();
        if (model->outOfDate(row).isEmpty() && !text.isEmpty())
            QVERIFY2(!text.startsWith(QStringLiteral("⟳")), qPrintable(text));
    }
    window->activateWindow();
    person.clickTab(QStringLiteral("Agreement"));
    QTableWidget *disagreements = agreement->disagreementTable();
    int marked = 0;
    for (const Disagreement &d : agreement->disagreements())
        marked += d.outOfDateRun == 1 ? 1 : 0;
    QVERIFY2(marked > 0, "no disagreement of the held-out part to see marked");
    int shownMarked = 0;
    for (int row = 0; row < disagreements->rowCount(); ++row) {
        QTableWidgetItem *name = disagreements->item(row, 0);
        if (name->text().startsWith(QStringLiteral("⟳ "))) {
            ++shownMarked;
            QVERIFY2(name->toolTip().contains(QStringLiteral("⟳ From run #1, out of date — press F5")),
                     qPrintable(name->toolTip()));
        }
    }
    QCOMPARE(shownMarked, marked);
    person.snapshot(QStringLiteral("heldout-dock-after-try"));

    // In the comparison, the way to step 3: one click runs the held-out cases.
    comparison->activateWindow();
    QTRY_VERIFY(QTest::qWaitForWindowActive(comparison));
    QPushButton *run = comparison->runHeldOutButton();
    // The button is in view at once, beside Keep B as Baseline; on a short screen the note that
    // explains it is a scroll away under the figures.
    QTRY_VERIFY(person.sees(run));
    QTRY_VERIFY((person.scrollTo(comparison->heldOutNote()), person.sees(comparison->heldOutNote())));
    QCOMPARE(run->text(), QStringLiteral("Run the %1 held-out case(s) and compare").arg(heldOut));
    QVERIFY(run->isEnabled()); // run #1 ran them: A and B stand on equal footing
    person.snapshot(QStringLiteral("heldout-offer"), comparison);
    QStringList ran;
    connect(window->runs()->engine(), &EngineHost::resultReady, this,
            [&](const MetricResult &result) { ran.append(result.metricId); });
    person.click(run);
    // While they run, the main window says so; once their comparison is open, it no longer does.
    QTRY_VERIFY(
        window->statusBar()->currentMessage().startsWith(QStringLiteral("Running the %1 held-out").arg(heldOut)));
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 3, 60000);
    // Only the labelled metric, on the held-out cases only.
    QCOMPARE(ran.size(), heldOut);
    QCOMPARE(QSet<QString>(ran.begin(), ran.end()), QSet<QString>{QStringLiteral("turn_faithfulness")});

    // The held-out verdict on top, labelled, with the try's own verdict on the tuning part under it.
    VerdictBanner *banner = comparison->verdictBanner();
    QTRY_VERIFY2_WITH_TIMEOUT(!banner->lines().isEmpty()
                                  && banner->lines().first().startsWith(QStringLiteral("Held-out: ")),
                              qPrintable(banner->lines().join(u'\n')), 30000);
    QVERIFY2(banner->lines().first().contains(QStringLiteral("n = %1 ").arg(heldOut)),
             qPrintable(banner->lines().first()));
    QVERIFY2(banner->lines().last().startsWith(QStringLiteral("Tuning (the try): ")),
             qPrintable(banner->lines().join(u'\n')));
    QTRY_VERIFY((person.scrollTo(banner), person.sees(banner)));
    QVERIFY(person.readsSomewhere(QStringLiteral("Held-out: Turn Faithfulness:"), comparison));
    QVERIFY2(!window->statusBar()->currentMessage().startsWith(QStringLiteral("Running the")),
             qPrintable(window->statusBar()->currentMessage()));
    QTRY_VERIFY((person.scrollTo(comparison->heldOutNote()), person.sees(comparison->heldOutNote())));
    QVERIFY2(comparison->heldOutNote()->text().contains(QStringLiteral("Held-out check of try #")),
             qPrintable(comparison->heldOutNote()->text()));
    QVERIFY2(comparison->heldOutNote()->text().contains(QStringLiteral("--split held-out")),
             qPrintable(comparison->heldOutNote()->text()));
    QVERIFY(!comparison->heldOutNote()->text().contains(QStringLiteral("B's setup is not the try's")));
    QVERIFY(!run->isVisible());
    // Both parts' lines are read whole: the banner is as tall as its lines need.
    QTRY_VERIFY2(banner->height() >= banner->heightForWidth(banner->width()),
                 qPrintable(QStringLiteral("the verdicts need %1 px, the banner has %2 px")
                                .arg(banner->heightForWidth(banner->width()))
                                .arg(banner->height())));
    // Every row listed is of Turn Faithfulness: the Test case column's title names it, and the
    // Metric column's room goes to the names (cut "“How t…” · llama-3.1-405b-inst…" at 1024).
    QTableView *caseTable = comparison->caseTable();
    QVERIFY(caseTable->isColumnHidden(CaseDeltaModel::MetricColumn));
    QCOMPARE(caseTable->model()->headerData(CaseDeltaModel::TestCaseColumn, Qt::Horizontal).toString(),
             QStringLiteral("Test case · Turn Faithfulness"));
    QVERIFY2(caseTable->columnWidth(CaseDeltaModel::TestCaseColumn) * 10 >= caseTable->viewport()->width() * 3,
             qPrintable(QStringLiteral("names get %1 of %2 px")
                            .arg(caseTable->columnWidth(CaseDeltaModel::TestCaseColumn))
                            .arg(caseTable->viewport()->width())));
    person.snapshot(QStringLiteral("heldout-verdict"), comparison);

    // Both parts are up to date now: the dock weighs the fit on the held-out cases again, and
    // no mark is left.
    window->results()->flush();
    window->activateWindow();
    person.clickTab(QStringLiteral("Agreement"));
    QTRY_VERIFY2(!agreement->best()->text().contains(QStringLiteral("No advice on the threshold yet")),
                 qPrintable(agreement->best()->text()));
    qInfo("%d conversations. Held-out check:\n%s\nThreshold advice: %s", cases, qPrintable(banner->lines().join(u'\n')),
          qPrintable(agreement->best()->text()));
    QTRY_VERIFY(!agreement->warning()->isVisible());
    for (int row = 0; row < disagreements->rowCount(); ++row)
        QVERIFY(!disagreements->item(row, 0)->text().startsWith(QStringLiteral("⟳")));

    // The check speaks for the try: its comparison keeps the try as the baseline (B ran the
    // held-out cases alone, and the button was off with a pointer to the Runs dock).
    comparison->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(comparison));
    QPushButton *keep = comparison->keepBaselineButton();
    const QRegularExpressionMatch tryNumber =
        QRegularExpression(QStringLiteral("^Keep Try #(\\d+) as Baseline$")).match(keep->text());
    QVERIFY2(tryNumber.hasMatch(), qPrintable(keep->text()));
    QVERIFY(person.sees(keep) && keep->isEnabled());
    person.click(keep);
    const qint64 tryId = tryNumber.captured(1).toLongLong();
    QTRY_VERIFY(std::any_of(window->runsPanel()->runs().cbegin(), window->runsPanel()->runs().cend(),
                            [tryId](const StoredRunInfo &run) { return run.id == tryId && run.pinned; }));
    QTRY_VERIFY(!keep->isEnabled());
}

// The held-out check runs the setup as it is now: an edit made after the try is named in the
// check's note, so no one reads the check as the try's own.
void TestHeldOut::anEditAfterTheTryIsNamedInItsCheck()
{
    if (!openLabelled(60))
        QSKIP("the MTRAG human-evaluation conversations are not there");
    MainWindow *window = m_journey->window.get();
    Person &person = m_journey->person;
    QSignalSpy finished(window->runs(), &RunController::runFinished);
    ComparisonView *comparison = runThenTryAnEdit(finished);
    if (!comparison)
        return;
    // Back in the main window, the threshold changes after the try.
    window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(window));
    m_journey->typeTurnFaithfulnessParam(QStringLiteral("threshold"), QStringLiteral("0.6"));
    if (QTest::currentTestFailed())
        return;
    comparison->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(comparison));
    QPushButton *run = comparison->runHeldOutButton();
    QTRY_VERIFY((person.scrollTo(run), person.sees(run)));
    person.click(run);
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 3, 60000);
    QTRY_VERIFY_WITH_TIMEOUT(comparison->heldOutNote()->text().contains(QStringLiteral("Held-out check of try #")),
                             30000);
    const QString note = comparison->heldOutNote()->text();
    QVERIFY2(note.contains(QStringLiteral("B's setup is not the try's: since try #")) && note.contains(u"0.50 → 0.60"),
             qPrintable(note));
    QTRY_VERIFY((person.scrollTo(comparison->heldOutNote()), person.sees(comparison->heldOutNote())));
    person.snapshot(QStringLiteral("heldout-edited-after-try"), comparison);
}

// The loop's usual second round: a try kept as the baseline never ran the held-out cases. Its
// setup runs them first, then the next try's, and the two are compared there (the check was
// refused before).
void TestHeldOut::aBaselineThatNeverRanThemRunsThemToo()
{
    if (!openLabelled(60))
        QSKIP("the MTRAG human-evaluation conversations are not there");
    MainWindow *window = m_journey->window.get();
    Person &person = m_journey->person;
    QSignalSpy finished(window->runs(), &RunController::runFinished);
    // Round one: an edit, a try, kept as the baseline.
    ComparisonView *comparison = runThenTryAnEdit(finished);
    if (!comparison)
        return;
    QVERIFY(QTest::qWaitForWindowActive(comparison));
    QTRY_VERIFY(comparison->keepBaselineButton()->isEnabled());
    person.click(comparison->keepBaselineButton());
    QTRY_VERIFY(comparison->baselineNote()->isVisible());
    // Round two: another edit, another try, compared with that baseline.
    window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(window));
    m_journey->typeTurnFaithfulnessParam(QStringLiteral("threshold"), QStringLiteral("0.6"));
    if (QTest::currentTestFailed())
        return;
    person.press(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F5));
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 3, 60000);
    QTRY_VERIFY_WITH_TIMEOUT(comparison->header()->text().contains(QStringLiteral("0.50 → 0.60")), 60000);
    comparison->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(comparison));
    // A row the threshold flipped, its last answer's score the same in both: its breakdown says
    // so first, with that score's verdicts (it spoke of the whole case's score, failing in both).
    QTableView *cases = comparison->caseTable();
    auto *deltas = qobject_cast<CaseDeltaModel *>(cases->model());
    QVERIFY(deltas);
    // The first row scored as labelled, its labelled score the same in both, that `wanted`
    // picks: clicked, as a person picks it.
    const auto clickFirstRow = [&](const std::function<bool(const CaseDelta &)> &wanted) -> const CaseDelta * {
        for (int row = 0; row < deltas->rowCount(); ++row) {
            const CaseDelta *delta = deltas->deltaAt(row);
            if (delta->scoredExchange != HumanLabel::WholeCase && delta->scoreA == delta->scoreB && wanted(*delta)) {
                cases->scrollTo(deltas->index(row, 0));
                person.clickItem(cases, deltas->index(row, CaseDeltaModel::ChangeColumn));
                return delta;
            }
        }
        return nullptr;
    };
    const CaseDelta *flipped =
        clickFirstRow([](const CaseDelta &delta) { return delta.flipped() && delta.statusA != delta.statusB; });
    QVERIFY2(flipped, "no row flipped by the threshold alone");
    const QString expected =
        QStringLiteral("As labelled, the last answer's score, %1 in both, against another threshold: "
                       "A %2 at 0.50, B %3 at 0.60.")
            .arg(QString::number(*flipped->scoreA, 'f', 3),
                 flipped->statusA == QLatin1String("pass") ? QStringLiteral("passes") : QStringLiteral("fails"),
                 flipped->statusB == QLatin1String("pass") ? QStringLiteral("passes") : QStringLiteral("fails"));
    QTRY_VERIFY2(comparison->breakdown()->toPlainText().section(u'\n', 1, 1) == expected,
                 qPrintable(comparison->breakdown()->toPlainText().left(400)));
    // The whole test case's verdict the same in both: no sentence says its score met another threshold.
    QCOMPARE(comparison->breakdown()->toPlainText().contains(QStringLiteral("The whole test case's score")),
             flipped->wholeStatusA != flipped->wholeStatusB);
    // A row listed for its whole test case alone ("(whole case)"), its last answer failing at both
    // thresholds: said so, then the whole case's sentence (it read "met another threshold: A
    // fails at 0.50, B fails at 0.60").
    const CaseDelta *wholeCase = clickFirstRow([](const CaseDelta &delta) {
        return delta.statusA == delta.statusB && delta.wholeStatusA != delta.wholeStatusB;
    });
    QVERIFY2(wholeCase, "no row listed for its whole test case alone");
    const QString both =
        wholeCase->statusA == QLatin1String("pass") ? QStringLiteral("passes") : QStringLiteral("fails");
    const QString sentence = QStringLiteral("As labelled, the last answer's score, %1 in both, %2 at A's 0.50 and at "
                                            "B's 0.60: the row is listed for the whole test case's verdict.")
                                 .arg(QString::number(*wholeCase->scoreA, 'f', 3), both);
    QTRY_VERIFY2(comparison->breakdown()->toPlainText().section(u'\n', 1, 1) == sentence,
                 qPrintable(comparison->breakdown()->toPlainText().left(600)));
    QVERIFY2(comparison->breakdown()
                 ->toPlainText()
                 .section(u'\n', 2, 2)
                 .startsWith(QStringLiteral("The whole test case's score, ")),
             qPrintable(comparison->breakdown()->toPlainText().left(600)));
    QVERIFY(!comparison->breakdown()->toPlainText().section(u'\n', 1, 1).contains(QStringLiteral("met another")));
    QPushButton *run = comparison->runHeldOutButton();
    QTRY_VERIFY((person.scrollTo(run), person.sees(run)));
    QVERIFY2(run->isEnabled(), qPrintable(run->toolTip()));
    QVERIFY2(run->toolTip().contains(QStringLiteral("never ran")), qPrintable(run->toolTip()));
    person.click(run);
    // The baseline's setup, then the try's, each kept.
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 5, 120000);
    VerdictBanner *banner = comparison->verdictBanner();
    QTRY_VERIFY2_WITH_TIMEOUT(!banner->lines().isEmpty()
                                  && banner->lines().first().startsWith(QStringLiteral("Held-out: ")),
                              qPrintable(banner->lines().join(u'\n')), 30000);
    const QString note = comparison->heldOutNote()->text();
    QVERIFY2(note.contains(QStringLiteral("A #4 ran them with the setup of run #2, which never ran them itself.")),
             qPrintable(note));
    // The command to get the same on the command line ends the note, on a line of its own.
    QVERIFY2(note.endsWith(QStringLiteral("\nThe command line gives the same with: claimscope-cli compare 4 5 "
                                          "--split held-out")),
             qPrintable(note));
    // A held the baseline's setup, B the try's: what changed between them is the try's edit alone.
    QVERIFY2(comparison->header()->text().contains(QStringLiteral("Changed from A to B: Turn Faithfulness › "
                                                                  "Threshold: 0.50 → 0.60")),
             qPrintable(comparison->header()->text()));
    QTRY_VERIFY((person.scrollTo(comparison->heldOutNote()), person.sees(comparison->heldOutNote())));
    person.snapshot(QStringLiteral("heldout-baseline-rerun"), comparison);
    // The Runs dock tells each run's part apart (a try and its check both read "same setup").
    QStringList names;
    QTRY_VERIFY((names.clear(), [&] {
        for (const StoredRunInfo &info : window->runsPanel()->runs())
            names.append(QStringLiteral("#%1 %2").arg(info.id).arg(info.name));
        return names.size() == 5;
    }()));
    QVERIFY2(names.filter(QRegularExpression(QStringLiteral("^#3 try on \\d+ tuning case\\(s\\): "
                                                            "Turn Faithfulness › Threshold: 0.50 → 0.60$")))
                     .size()
                 == 1,
             qPrintable(names.join(u'\n')));
    // A run made for a try's check is named by what it is; a change is named only when its setup
    // is not the one it stands for.
    QVERIFY2(names.contains(QStringLiteral("#4 held-out cases with the setup of #2")), qPrintable(names.join(u'\n')));
    QVERIFY2(names.contains(QStringLiteral("#5 held-out check of try #3")), qPrintable(names.join(u'\n')));

    // Round three: try #3 kept as the baseline in the Runs dock; #5 ran the held-out cases with its
    // setup, so the next check runs them once, with the new setup, and compares with #5.
    window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(window));
    person.clickTab(QStringLiteral("Runs"));
    QTableWidget *runs = window->runsPanel()->table();
    int rowOfThree = -1;
    for (int row = 0; row < runs->rowCount(); ++row) {
        if (window->runsPanel()->runs().value(row).id == 3)
            rowOfThree = row;
    }
    QVERIFY(rowOfThree >= 0);
    person.clickItem(runs, runs->model()->index(rowOfThree, 0));
    auto *keep = window->runsPanel()->findChild<QPushButton *>(QStringLiteral("keepAsBaseline"));
    QVERIFY(keep && keep->isEnabled());
    person.click(keep);
    QTRY_VERIFY(window->runsPanel()->runs().value(rowOfThree).pinned);
    m_journey->typeTurnFaithfulnessParam(QStringLiteral("threshold"), QStringLiteral("0.7"));
    if (QTest::currentTestFailed())
        return;
    person.press(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F5));
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 6, 60000);
    // The try comes in on top of the Runs dock: the run the person picked stays picked (it was
    // the row, and another run took it).
    QTRY_COMPARE(window->runsPanel()->runs().size(), 6);
    const QModelIndexList picked = runs->selectionModel()->selectedRows();
    QCOMPARE(picked.size(), 1);
    QCOMPARE(window->runsPanel()->runs().value(picked.first().row()).id, 3);
    QTRY_VERIFY_WITH_TIMEOUT(comparison->header()->text().contains(QStringLiteral("0.60 → 0.70")), 60000);
    comparison->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(comparison));
    QTRY_VERIFY((person.scrollTo(run), person.sees(run)));
    QVERIFY2(run->toolTip().contains(QStringLiteral("but run #5 ran them with A's setup")), qPrintable(run->toolTip()));
    person.click(run);
    QTRY_VERIFY2_WITH_TIMEOUT(comparison->heldOutNote()->text().contains(QStringLiteral("Held-out check of try #6")),
                              qPrintable(comparison->heldOutNote()->text()), 60000);
    QCOMPARE(finished.count(), 7); // one run, not two
    QVERIFY2(comparison->heldOutNote()->text().contains(
                 QStringLiteral("A #5 ran them with the setup of run #3, which never ran them itself.")),
             qPrintable(comparison->heldOutNote()->text()));

    // Round four: the try's comparison opened again from the Runs dock. #7 ran the held-out cases
    // with the try's setup and #5 with A's: the check compares those two and nothing runs (it ran
    // the try's setup again, and the dock got a second run with the same figures).
    window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(window));
    person.clickTab(QStringLiteral("Runs"));
    QTRY_COMPARE(window->runsPanel()->runs().size(), 7);
    int rowOfSix = -1;
    for (int row = 0; row < runs->rowCount(); ++row) {
        if (window->runsPanel()->runs().value(row).id == 6)
            rowOfSix = row;
    }
    QVERIFY(rowOfSix >= 0);
    person.clickItem(runs, runs->model()->index(rowOfSix, 1));
    for (QPushButton *button : window->runsPanel()->findChildren<QPushButton *>()) {
        if (button->text() == QStringLiteral("Compare"))
            person.click(button);
    }
    QTRY_VERIFY_WITH_TIMEOUT(window->comparison() && window->comparison()->isVisible()
                                 && window->comparison()->pairLine()->text().contains(QStringLiteral("#6"))
                                 && window->comparison()->runHeldOutButton()->isVisible(),
                             30000);
    comparison = window->comparison();
    comparison->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(comparison));
    run = comparison->runHeldOutButton();
    QTRY_VERIFY((person.scrollTo(run), person.sees(run)));
    QVERIFY2(run->text().startsWith(QStringLiteral("Compare on the ")), qPrintable(run->text()));
    QVERIFY2(run->toolTip().startsWith(QStringLiteral("Run #7 ran the "))
                 && run->toolTip().contains(QStringLiteral("and run #5 ran them with A's setup: nothing runs")),
             qPrintable(run->toolTip()));
    person.click(run);
    QTRY_VERIFY2_WITH_TIMEOUT(comparison->heldOutNote()->text().contains(QStringLiteral("Held-out check of try #6")),
                              qPrintable(comparison->heldOutNote()->text()), 60000);
    QCOMPARE(finished.count(), 7);
    QCOMPARE(window->runsPanel()->runs().size(), 7);
}

// The walk's round four: a second metric gets a pass and a fail label after the baseline (a try
// of Turn Faithfulness alone) was kept. The next try runs both; its held-out check runs the
// baseline's setup on the metric it has, not one it never ran (it was refused, "Run #2 did not run
// turn_relevancy", and the button stayed off).
void TestHeldOut::aMetricLabelledAfterTheBaselineIsLeftOutOfItsCheck()
{
    if (!openLabelled(60))
        QSKIP("the MTRAG human-evaluation conversations are not there");
    MainWindow *window = m_journey->window.get();
    Person &person = m_journey->person;
    QSignalSpy finished(window->runs(), &RunController::runFinished);
    ComparisonView *comparison = runThenTryAnEdit(finished);
    if (!comparison)
        return;
    QPushButton *keep = comparison->keepBaselineButton();
    QVERIFY(keep && keep->isEnabled());
    person.click(keep);
    QTRY_VERIFY(comparison->baselineNote()->isVisible());
    // Labels of Turn Relevancy, one pass and one fail (as Label Next gives them), one of them on a
    // held-out case.
    const QList<TestCase> cases = m_journey->document()->cases();
    m_journey->document()->setLabel(cases[0].displayName(0), QStringLiteral("turn_relevancy"), HumanLabel{true, {}});
    m_journey->document()->setLabel(cases[1].displayName(1), QStringLiteral("turn_relevancy"), HumanLabel{false, {}});
    window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(window));
    m_journey->typeTurnFaithfulnessParam(QStringLiteral("threshold"), QStringLiteral("0.6"));
    if (QTest::currentTestFailed())
        return;
    person.press(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F5));
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 3, 60000);
    QTRY_VERIFY_WITH_TIMEOUT(comparison->header()->text().contains(QStringLiteral("0.50 → 0.60")), 60000);
    comparison->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(comparison));
    // The try ran Turn Relevancy too, which the baseline never ran: no verdict, and the banner
    // says why.
    QTRY_VERIFY2(comparison->verdictBanner()->lines().contains(
                     QStringLiteral("Turn Relevancy: no verdict — A #2 did not run it, so there is nothing to set B's "
                                    "agreement beside.")),
                 qPrintable(comparison->verdictBanner()->lines().join(u'\n')));
    QPushButton *run = comparison->runHeldOutButton();
    QTRY_VERIFY(person.sees(run) && run->isEnabled());
    person.click(run);
    // The baseline's setup runs Turn Faithfulness, the try's the same: the check is compared.
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 5, 120000);
    VerdictBanner *banner = comparison->verdictBanner();
    QTRY_VERIFY2_WITH_TIMEOUT(!banner->lines().isEmpty()
                                  && banner->lines().first().startsWith(QStringLiteral("Held-out: ")),
                              qPrintable(banner->lines().join(u'\n')), 30000);
    QVERIFY2(!window->statusBar()->currentMessage().contains(QStringLiteral("did not run")),
             qPrintable(window->statusBar()->currentMessage()));

    // Back in the window, the Results' Human cells name their scope though the labels rate
    // different things (Turn Faithfulness the last answer, Turn Relevancy the whole case), and
    // read whole in view: "✓ Pass (last a…" was cut. Narrow, only "≠ judge" may go.
    window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(window));
    QTableView *table = window->resultsView()->table();
    QTRY_VERIFY(person.sees(table));
    person.snapshot(QStringLiteral("heldout-results-human"));
    int scoped = 0;
    for (int row = 0; row < table->model()->rowCount(); ++row) {
        const QModelIndex human = table->model()->index(row, ResultsModel::HumanColumn);
        const QRect cell = table->visualRect(human).intersected(table->viewport()->rect());
        const QString text = human.data().toString();
        if (text.isEmpty() || cell.height() < table->visualRect(human).height())
            continue;
        const QString scope = text.section(QStringLiteral(" ≠"), 0, 0);
        scoped += scope.endsWith(QStringLiteral("(last answer)")) ? 1 : 0;
        const QStringList painted = person.textsPainted(table->viewport(), cell);
        QVERIFY2(painted.size() == 1 && (painted.first() == text || painted.first().startsWith(scope)),
                 qPrintable(painted.join(u'|') + QStringLiteral(" for ") + text));
        // In view whole, not clipped by the viewport's edge.
        QFont bold = table->font();
        bold.setBold(true);
        QVERIFY2(QFontMetrics(bold).horizontalAdvance(painted.first()) < cell.width(),
                 qPrintable(QStringLiteral("%1 in %2 px").arg(painted.first()).arg(cell.width())));
    }
    QVERIFY(scoped > 0);
}

QTEST_MAIN(TestHeldOut)
#include "tst_heldout.moc"
