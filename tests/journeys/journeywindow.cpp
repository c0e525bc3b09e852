#include "journeywindow.h"

#include "results/resultsmodel.h"
#include "ui/agreement/labelsimportdialog.h"
#include "ui/metrics/metriccard.h"
#include "ui/metrics/metricspanel.h"
#include "ui/metrics/parameditor.h"
#include "ui/results/breakdownview.h"
#include "ui/results/resultsview.h"
#include "ui/runs/comparisonview.h"
#include "ui/runs/runspanel.h"

#include <QAbstractSpinBox>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QTableView>
#include <QTableWidget>
#include <QToolButton>
#include <QTreeView>

namespace claimscope {

void JourneyWindow::openHotelAndRun()
{
    window->startUp(QString());
    QTRY_COMPARE(document()->caseCount(), 1);
    pressF5AndWait();
}

int JourneyWindow::resultRow(const QString &metric) const
{
    const QAbstractItemModel *results = window->resultsView()->table()->model();
    for (int row = 0; row < results->rowCount(); ++row) {
        if (results->index(row, ResultsModel::MetricColumn).data().toString() == metric)
            return row;
    }
    return -1;
}

void JourneyWindow::clickResult(const QString &metric)
{
    QTableView *table = window->resultsView()->table();
    const int row = resultRow(metric);
    QVERIFY2(row >= 0, qPrintable(QStringLiteral("the results table shows no %1").arg(metric)));
    person.clickItem(table, table->model()->index(row, ResultsModel::MetricColumn));
}

void JourneyWindow::clickTheDogClaim()
{
    clickResult(QStringLiteral("Turn Faithfulness"));
    QTreeView *tree = window->resultsView()->breakdown()->tree();
    const QModelIndexList found =
        tree->model()->match(tree->model()->index(0, 0), Qt::DisplayRole, QStringLiteral("Dogs of any size"), 1,
                             Qt::MatchStartsWith | Qt::MatchRecursive);
    QVERIFY2(!found.isEmpty(), "the breakdown of Turn Faithfulness has no claim \"Dogs of any size…\"");
    tree->scrollTo(found.first());
    person.clickItem(tree, found.first());
}

void JourneyWindow::compareTwoRuns()
{
    pressF5AndWait();
    person.clickTab(QStringLiteral("Runs"));
    RunsPanel *runs = window->runsPanel();
    QTRY_COMPARE(runs->table()->rowCount(), 2);
    person.clickItem(runs->table(), runs->table()->model()->index(0, 1));
    for (QPushButton *button : runs->findChildren<QPushButton *>()) {
        if (button->text() == QStringLiteral("Compare"))
            person.click(button);
    }
    QTRY_VERIFY(window->comparison() && window->comparison()->isVisible());
    QVERIFY(QTest::qWaitForWindowActive(window->comparison()));
}

bool JourneyWindow::openAndImportLabels(const QString &path)
{
    [&] {
        MainWindow *main = window.get();
        if (!path.isEmpty()) {
            main->startUp(QString());
            QTRY_COMPARE(document()->caseCount(), 1);
            prompts.openFile = path;
            person.press(QKeySequence::Open);
            QTRY_VERIFY_WITH_TIMEOUT(document()->caseCount() > 1, 60000);
        }
        // The labels of the conversations' metadata, imported through the Edit menu's dialog.
        QMenu *edit = nullptr;
        for (QAction *action : main->menuBar()->actions()) {
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
        QTRY_VERIFY((dialog = main->labelsDialog()) && dialog->isVisible());
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        person.click(dialog->importButton());
        QTRY_VERIFY(!main->labelsDialog());
        main->activateWindow();
        QTRY_COMPARE(QApplication::activeWindow(), main);
    }();
    return !QTest::currentTestFailed();
}

void JourneyWindow::typeTurnFaithfulnessParam(const QString &param, const QString &value)
{
    MetricCard *card = window->metricsPanel()->card(QStringLiteral("turn_faithfulness"));
    auto *box = card->editor(param)->findChild<QAbstractSpinBox *>();
    QVERIFY(box);
    // A param other than the threshold is behind the card's expander: the person opens it (on a
    // short screen the card is below the panel's fold: the person scrolls down to it).
    if (!box->isVisible()) {
        auto *expander = card->findChild<QToolButton *>();
        QVERIFY(expander);
        person.scrollTo(expander);
        person.click(expander);
        QTRY_VERIFY(box->isVisible());
    }
    // Scrolled to once the opened card is laid out.
    QTRY_VERIFY((person.scrollTo(box), person.sees(box)));
    // Its number's end, where a person clicks to type over it (a narrow dock may cut its arrows).
    person.click(box, QPoint(box->fontMetrics().averageCharWidth() * 3, box->height() / 2));
    person.press(QKeySequence::SelectAll);
    person.type(value);
    QTRY_COMPARE(document()->metric(QStringLiteral("turn_faithfulness")).params.value(param).toDouble(),
                 value.toDouble());
}

void JourneyWindow::togglePenalizeAmbiguousClaims()
{
    MetricCard *card = window->metricsPanel()->card(QStringLiteral("turn_faithfulness"));
    QVERIFY(card);
    QToolButton *expander = nullptr;
    for (QToolButton *button : card->findChildren<QToolButton *>()) {
        if (button->arrowType() == Qt::RightArrow)
            expander = button;
    }
    // A closed card is opened first; an open one shows its options already.
    if (expander) {
        person.scrollTo(expander);
        QTRY_VERIFY(person.sees(expander));
        person.click(expander);
    }
    auto *penalize = card->editor(QStringLiteral("penalize_ambiguous_claims"))->findChild<QCheckBox *>();
    QVERIFY(penalize);
    QTRY_VERIFY((person.scrollTo(penalize), person.sees(penalize)));
    const bool before = penalize->isChecked();
    person.click(penalize, QPoint(penalize->height() / 2, penalize->height() / 2));
    QTRY_COMPARE(penalize->isChecked(), !before);
}

void JourneyWindow::chooseComparisonFilter(CaseDeltaModel::Filter filter)
{
    QComboBox *combo = window->comparison()->filter();
    person.click(combo);
    person.press(QKeySequence(Qt::Key_Home));
    for (int i = 0; i < int(filter); ++i)
        person.press(QKeySequence(Qt::Key_Down));
    person.press(QKeySequence(Qt::Key_Return));
    QTRY_COMPARE(combo->currentIndex(), int(filter));
}

} // namespace claimscope
