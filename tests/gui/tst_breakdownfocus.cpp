#include "results/breakdownmodel.h"
#include "results/resultshub.h"
#include "support/qtwarnings.h"
#include "ui/results/breakdownview.h"

#include <QCheckBox>
#include <QSignalSpy>
#include <QTextBrowser>
#include <QTreeView>
#include <QtTest>

using namespace claimscope;

namespace {

BreakdownItem item(BreakdownItem::Kind kind, const QString &text, const QString &verdict = {},
                   const QString &reason = {})
{
    BreakdownItem result;
    result.kind = kind;
    result.text = text;
    result.verdict = verdict;
    result.reason = reason;
    result.turnIndex = kind == BreakdownItem::Kind::Truth ? -1 : 1;
    return result;
}

// Two windows: the first all supported, the second with one contradicted claim.
MetricResult faithfulness(const QString &secondVerdict)
{
    MetricResult result;
    result.runId = 1;
    result.testCaseIndex = 0;
    result.metricId = QStringLiteral("turn_faithfulness");
    result.threshold = 0.9;
    result.score = 0.75;
    result.reason = QStringLiteral("One claim contradicts the context.");
    const BreakdownItem truth = item(BreakdownItem::Kind::Truth, QStringLiteral("Check-in starts at 15:00."));
    BreakdownWindow first{
        QStringLiteral("Window 1"),
        {0, 1},
        1.0,
        false,
        {},
        {},
        {item(BreakdownItem::Kind::Claim, QStringLiteral("Check-in is at 15:00."), QStringLiteral("yes")), truth}};
    BreakdownWindow second{
        QStringLiteral("Window 2"),
        {0, 1},
        0.5,
        false,
        {},
        {},
        {truth, item(BreakdownItem::Kind::Claim, QStringLiteral("Breakfast is free."), QStringLiteral("yes")),
         item(BreakdownItem::Kind::Claim, QStringLiteral("Check-in is at 10:00."), secondVerdict,
              QStringLiteral("The context says 15:00."))}};
    result.windows = {first, second};
    return result;
}

} // namespace

// The breakdown opens on what failed: the first ✗/? claim is selected and its evidence sent to
// the conversation at once, truths are grouped and closed, "Failing only" hides the rest and is
// off duty for a result with nothing failing. UI thread.
class TestBreakdownFocus : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void opensOnTheFirstFailure();
    void failingOnlyHidesTheRest();
    void nothingFailingSelectsNothing();

private:
    void show(ResultsHub &hub, const MetricResult &result);
};

void TestBreakdownFocus::init()
{
    failOnQtWarnings();
}

void TestBreakdownFocus::show(ResultsHub &hub, const MetricResult &result)
{
    hub.runStarted(result.runId);
    hub.addResult(result);
    hub.flush();
    hub.selectResult(result.testCaseIndex, result.metricId);
}

void TestBreakdownFocus::opensOnTheFirstFailure()
{
    ResultsHub hub;
    BreakdownView view(&hub);
    QSignalSpy activated(&view, &BreakdownView::turnActivated);
    show(hub, faithfulness(QStringLiteral("no")));

    const QModelIndex current = view.tree()->currentIndex();
    QCOMPARE(current.data(BreakdownModel::FullTextRole).toString(), QStringLiteral("Check-in is at 10:00."));
    QCOMPARE(activated.count(), 1);
    QCOMPARE(activated.first().at(1).toInt(), 1);
    QCOMPARE(activated.first().at(2).toString(), QStringLiteral("Check-in is at 10:00."));
    const QString details = view.details()->toPlainText();
    QVERIFY2(details.contains(QStringLiteral("The context says 15:00.")), qPrintable(details));
    QVERIFY2(details.contains(QStringLiteral("Result: One claim contradicts the context.")), qPrintable(details));

    // Each window: its claims, then one closed group of its truths.
    const QAbstractItemModel *model = view.tree()->model();
    for (int w = 0; w < model->rowCount(); ++w) {
        const QModelIndex window = model->index(w, 0);
        const QModelIndex last = model->index(model->rowCount(window) - 1, 0, window);
        QCOMPARE(last.data(BreakdownModel::NodeTypeRole).toInt(), int(BreakdownModel::NodeType::Group));
        QCOMPARE(model->rowCount(last), 1);
        QVERIFY(!view.tree()->isExpanded(last));
        QVERIFY(view.tree()->isExpanded(window));
    }
}

void TestBreakdownFocus::failingOnlyHidesTheRest()
{
    ResultsHub hub;
    BreakdownView view(&hub);
    show(hub, faithfulness(QStringLiteral("idk")));
    QVERIFY(view.failingOnly()->isEnabled());
    QVERIFY(!view.failingOnly()->isChecked());
    const QAbstractItemModel *model = view.tree()->model();
    QCOMPARE(model->rowCount(), 2);

    view.failingOnly()->setChecked(true);
    // Only the second window stays, with only its "idk" claim and that claim's reason.
    QCOMPARE(model->rowCount(), 1);
    const QModelIndex window = model->index(0, 0);
    QCOMPARE(window.data().toString(), QStringLiteral("Window 2"));
    QCOMPARE(model->rowCount(window), 1);
    const QModelIndex claim = model->index(0, 0, window);
    QCOMPARE(claim.data(BreakdownModel::VerdictRole).toString(), QStringLiteral("idk"));
    QCOMPARE(model->rowCount(claim), 1);
    QVERIFY(view.tree()->isExpanded(claim));
    QCOMPARE(view.tree()->currentIndex(), claim);

    // The choice stays for the next result; off again, everything is back.
    show(hub, faithfulness(QStringLiteral("no")));
    QCOMPARE(model->rowCount(), 1);
    view.failingOnly()->setChecked(false);
    QCOMPARE(model->rowCount(), 2);
}

void TestBreakdownFocus::nothingFailingSelectsNothing()
{
    ResultsHub hub;
    BreakdownView view(&hub);
    view.failingOnly()->setChecked(true);
    QSignalSpy activated(&view, &BreakdownView::turnActivated);
    show(hub, faithfulness(QStringLiteral("yes")));
    // Nothing to narrow to: the whole tree shows and the switch waits for a result that fails.
    QVERIFY(!view.failingOnly()->isEnabled());
    QCOMPARE(view.tree()->model()->rowCount(), 2);
    QVERIFY(!view.tree()->currentIndex().isValid());
    // No item is shown: the chat is told to mark nothing (no turn, no passage), so no mark of
    // another result stays.
    QCOMPARE(activated.count(), 1);
    QCOMPARE(activated.first().at(1).toInt(), -1);
    QVERIFY(activated.first().at(2).toString().isEmpty());
    QVERIFY(view.details()->toPlainText().contains(QStringLiteral("One claim contradicts the context.")));
}

QTEST_MAIN(TestBreakdownFocus)
#include "tst_breakdownfocus.moc"
