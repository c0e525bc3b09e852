#include "journeywindow.h"
#include "support/qtwarnings.h"

#include "ui/agreement/labelsimportdialog.h"
#include "ui/metrics/metriccard.h"
#include "ui/metrics/metricspanel.h"
#include "ui/metrics/parameditor.h"
#include "ui/run/runcontroller.h"
#include "ui/runs/casedeltamodel.h"
#include "ui/runs/comparisonview.h"
#include "ui/runs/runspanel.h"
#include "ui/runs/verdictbanner.h"
#include "ui/templates/templateeditor.h"

#include <QAbstractSpinBox>
#include <QComboBox>
#include <QElapsedTimer>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTableWidget>
#include <QToolButton>
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
    // How long from pressing Try to the comparison on screen, on the dataset named by
    // CLAIMSCOPE_LOOP_DATASET (skipped without it).
    void timesATryOnALargerDataset();

private:
    // Opens `path` with Ctrl+O and imports the labels the dialog proposes.
    [[nodiscard]] bool openAndImportLabels(const QString &path);
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

bool TestTweakerLoop::openAndImportLabels(const QString &path)
{
    [&] {
        MainWindow *window = m_journey->window.get();
        if (!path.isEmpty()) {
            window->startUp(QString());
            QTRY_COMPARE(m_journey->document()->caseCount(), 1);
            m_journey->prompts.openFile = path;
            m_journey->person.press(QKeySequence::Open);
            QTRY_VERIFY_WITH_TIMEOUT(m_journey->document()->caseCount() > 1, 60000);
        }
        // The labels of the conversations' metadata, imported through the Edit menu's dialog.
        QMenu *edit = nullptr;
        for (QAction *action : window->menuBar()->actions()) {
            if (action->text().remove(QLatin1Char('&')) == QStringLiteral("Edit"))
                edit = action->menu();
        }
        QVERIFY(edit);
        QAction *import = nullptr;
        for (QAction *action : edit->actions()) {
            if (action->text().remove(QLatin1Char('&')) == QStringLiteral("Import Human Labels…"))
                import = action;
        }
        QVERIFY(import);
        import->trigger();
        LabelsImportDialog *dialog = nullptr;
        QTRY_VERIFY((dialog = window->labelsDialog()) && dialog->isVisible());
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        m_journey->person.click(dialog->importButton());
        QTRY_VERIFY(!window->labelsDialog());
        window->activateWindow();
        QTRY_COMPARE(QApplication::activeWindow(), window);
    }();
    return !QTest::currentTestFailed();
}

void TestTweakerLoop::timesATryOnALargerDataset()
{
    const QString path = qEnvironmentVariable("CLAIMSCOPE_LOOP_DATASET");
    if (path.isEmpty())
        QSKIP("CLAIMSCOPE_LOOP_DATASET names no dataset to time the try on");
    MainWindow *window = m_journey->window.get();
    QVERIFY(openAndImportLabels(path));
    QVERIFY(!m_journey->document()->labels().isEmpty());
    QVERIFY(pressTry());
    QTRY_VERIFY_WITH_TIMEOUT(window->statusBar()->currentMessage().contains(QStringLiteral("is the baseline now")),
                             30000);
    QElapsedTimer clock;
    clock.start();
    m_journey->person.press(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F5));
    QTRY_VERIFY_WITH_TIMEOUT(window->comparison() && window->comparison()->isVisible()
                                 && window->comparison()->caseTable()->model()->rowCount() >= 0,
                             120000);
    qInfo("%d test cases, %d labelled: from Try to the comparison on screen in %lld ms",
          m_journey->document()->caseCount(), m_journey->document()->labels().size(), clock.elapsed());
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

    QVERIFY(openAndImportLabels(QString()));
    QCOMPARE(m_journey->document()->labels().size(), 3);

    // The first try becomes the baseline, and says so.
    QVERIFY(pressTry());
    QTRY_VERIFY2(window->statusBar()->currentMessage().contains(QStringLiteral("is the baseline now")),
                 qPrintable(window->statusBar()->currentMessage()));
    person.clickTab(QStringLiteral("Runs"));
    QTRY_COMPARE(baselineRows(), QList<int>{0});
    person.snapshot(QStringLiteral("loop-first-try-baseline"));

    // An edit typed into the shown step's template, tried with the Templates tab's own button:
    // the comparison with the baseline opens and names the edit among the changes.
    person.clickTab(QStringLiteral("Templates"));
    TemplateEditor *templates = window->templateEditor();
    QTRY_VERIFY(person.sees(templates->textEdit()));
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

    // A param edit that moves verdicts: Turn Faithfulness's threshold raised in the Metrics
    // dock, tried with the shortcut.
    auto *box = window->metricsPanel()
                    ->card(QStringLiteral("turn_faithfulness"))
                    ->editor(QStringLiteral("threshold"))
                    ->findChild<QAbstractSpinBox *>();
    QVERIFY(box);
    for (QWidget *up = box->parentWidget(); up; up = up->parentWidget()) {
        if (auto *area = qobject_cast<QScrollArea *>(up)) {
            area->ensureWidgetVisible(box);
            break;
        }
    }
    person.click(box);
    person.press(QKeySequence::SelectAll);
    person.type(QStringLiteral("0.99"));
    QTRY_COMPARE(m_journey->document()
                     ->metric(QStringLiteral("turn_faithfulness"))
                     .params.value(QStringLiteral("threshold"))
                     .toDouble(),
                 0.99);
    QVERIFY(pressTry());
    QTRY_VERIFY(window->comparison() && window->comparison()->isVisible());
    QVERIFY(QTest::qWaitForWindowExposed(window->comparison()));
    ComparisonView *comparison = window->comparison();
    QTRY_VERIFY(comparison->header()->text().contains(QStringLiteral("threshold")));
    QAbstractItemModel *moved = comparison->caseTable()->model();
    qInfo("header %s filter %d", qPrintable(comparison->header()->text()), comparison->filter()->currentIndex());
    comparison->filter()->setCurrentIndex(5);
    for (int row = 0; row < moved->rowCount(); ++row) {
        QStringList cells;
        for (int column = 0; column < moved->columnCount(); ++column)
            cells.append(moved->index(row, column).data().toString());
        qInfo("%s", qPrintable(cells.join(u" | ")));
    }
    qInfo("%s", qPrintable(comparison->verdictBanner()->lines().join(u"\n")));
}

QTEST_MAIN(TestTweakerLoop)
#include "tst_tweaker_loop.moc"
