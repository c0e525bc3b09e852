#include "journeywindow.h"
#include "support/qtwarnings.h"

#include "results/breakdownmodel.h"
#include "results/failurewalk.h"
#include "results/resultshub.h"
#include "ui/editor/caseeditor.h"
#include "ui/editor/conversationpane.h"
#include "ui/editor/growingtextedit.h"
#include "ui/editor/turnwidget.h"
#include "ui/results/breakdownview.h"
#include "ui/results/resultsview.h"
#include "ui/run/runcontroller.h"
#include "ui/walk/failurewalkpanel.h"
#include "ui/walk/foldedlabel.h"
#include "ui/widgets/elidedlabel.h"

#include <QCheckBox>
#include <QLabel>
#include <QScrollBar>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTableView>
#include <QTreeView>
#include <QtTest>

using namespace claimscope;

namespace {

const QString DogClaim = QStringLiteral("Dogs of any size are welcome");

// Why `widget` is not shown whole: cut by one of its ancestors (a scroll area's viewport, a
// dock, the window), or hidden. Empty when a person sees all of it.
QString cutBy(const QWidget *widget)
{
    if (!widget->isVisible())
        return QStringLiteral("%1 is hidden").arg(widget->objectName());
    for (const QWidget *ancestor = widget->parentWidget(); ancestor; ancestor = ancestor->parentWidget()) {
        const QRect inAncestor(widget->mapTo(ancestor, QPoint(0, 0)), widget->size());
        if (!ancestor->rect().contains(inAncestor))
            return QStringLiteral("%1 at (%2,%3 %4×%5) is cut by %6 %7 (%8×%9)")
                .arg(widget->objectName(), QString::number(inAncestor.x()), QString::number(inAncestor.y()),
                     QString::number(inAncestor.width()), QString::number(inAncestor.height()),
                     QString::fromLatin1(ancestor->metaObject()->className()), ancestor->objectName(),
                     QString::number(ancestor->width()), QString::number(ancestor->height()));
        if (ancestor->isWindow())
            break;
    }
    return {};
}

// Where the marked passage of `turn` is, in the chat's viewport; null when nothing is marked.
QRect markInChat(const TurnWidget *turn, const QWidget *viewport)
{
    for (const GrowingTextEdit *field : turn->findChildren<GrowingTextEdit *>()) {
        for (const QTextEdit::ExtraSelection &mark : field->extraSelections()) {
            QTextCursor start = mark.cursor;
            start.setPosition(mark.cursor.selectionStart());
            QTextCursor end = mark.cursor;
            end.setPosition(mark.cursor.selectionEnd());
            const QRect shown = field->cursorRect(start).united(field->cursorRect(end));
            return QRect(field->viewport()->mapTo(viewport, shown.topLeft()), shown.size());
        }
    }
    return {};
}

// A stop as the walk shows it: "turn_faithfulness 0/3 Dogs of any size …".
QString describe(const FailureStop &stop)
{
    return QStringLiteral("%1 %2/%3 %4")
        .arg(stop.metricId, QString::number(stop.window), QString::number(stop.item), stop.text.left(60));
}

} // namespace

// Journey C, step 2: the presenter walks the failures of the hotel example with the
// presenter's keys in presentation mode. Every claim judged ✗ or ? is a stop, also inside a
// result that passes, worst result first; each stop is shown whole in its pane, selects its
// result and claim, and marks its evidence in the conversation; "Failed results only" walks
// the failed results alone. Keys and clicks on the real window at this screen's size.
class TestWalk : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void theDogClaimIsAStop();
    void theStopsSayWhatTheyAre();
    void everyStopIsShownWholeAndSelected();
    void failedResultsOnlyWalksTheFailedResults();
    void clickerOnTheResultsSlideShowsTheWalkWhereItIs();

private:
    MainWindow *window() const { return m_journey->window.get(); }
    Person &person() { return m_journey->person; }
    // The hotel example, every metric run with F5, then presentation mode (F11).
    void openRunAndPresent();
    // Walks from the start to the end with Space and →, checking each stop; the stops seen.
    QList<FailureStop> walkForward();
    // The slide the status bar names ("Slide 1 of 3: Results · next: …").
    QString slidePosition() const;
    // What a person sees of the stop the walk is on, and what the other panes select.
    void checkStop(const QString &key);
    // The turn framed in the conversation (−1: none, −2: several).
    int framedTurn() const;

    // Where the chat is scrolled on each stop walkForward() showed, by the stop's position.
    int chatScroll() const;
    QHash<int, int> m_chatScrollForward;

    std::unique_ptr<JourneyWindow> m_journey;
};

void TestWalk::init()
{
    failOnQtWarnings();
    m_journey = std::make_unique<JourneyWindow>();
}

void TestWalk::cleanup()
{
    // The application's font and look go back for the next window, as they do when a person
    // closes the window while presenting.
    window()->presentation()->setActive(false);
    m_journey.reset();
}

void TestWalk::openRunAndPresent()
{
    window()->startUp(QString());
    QTRY_COMPARE(m_journey->document()->caseCount(), 1);
    m_journey->pressF5AndWait();
    person().press(QKeySequence(Qt::Key_F11));
    QVERIFY(window()->presentation()->isActive());
}

int TestWalk::framedTurn() const
{
    ConversationPane *pane = window()->caseEditor()->conversationPane();
    int found = -1;
    for (int i = 0; i < pane->turnCount(); ++i) {
        if (pane->turnWidget(i)->property("highlighted").toBool())
            found = found == -1 ? i : -2;
    }
    return found;
}

void TestWalk::checkStop(const QString &key)
{
    FailureWalk *walk = window()->failureWalk();
    const FailureStop *stop = walk->current();
    QVERIFY2(stop, qPrintable(key));
    const QString where =
        QStringLiteral("%1 at stop %2 (%3) on %4")
            .arg(key, QString::number(walk->position() + 1), describe(*stop), JourneyWindow::screenName());
    QCoreApplication::processEvents();

    // The stop's own widgets are whole in the pane, its header not cut short.
    FailureWalkPanel *panel = window()->failureWalkPanel();
    auto *header = panel->findChild<QLabel *>(QStringLiteral("walkPosition"));
    QVERIFY(header);
    if (auto *elided = qobject_cast<ElidedLabel *>(header))
        QVERIFY2(elided->text() == elided->fullText(),
                 qPrintable(where + QStringLiteral(": the header reads \"%1\"").arg(elided->text())));
    for (const char *name : {"walkPosition", "walkVerdict", "walkWhere", "walkClaim", "walkReason"}) {
        const auto *label = panel->findChild<QLabel *>(QLatin1String(name));
        QVERIFY(label);
        if (label->text().isEmpty() || label->isHidden())
            continue;
        const QString cut = cutBy(label);
        QVERIFY2(cut.isEmpty(), qPrintable(where + QStringLiteral(": ") + cut));
        // A wrapped text gets the height its lines need: none is squeezed away.
        if (label->wordWrap())
            QVERIFY2(label->height() >= label->heightForWidth(label->width()),
                     qPrintable(where
                                + QStringLiteral(": %1 is %2 px high for the %3 px its text needs")
                                      .arg(label->objectName(), QString::number(label->height()),
                                           QString::number(label->heightForWidth(label->width())))));
    }
    QVERIFY2(person().sees(panel), qPrintable(where));
    // A result failed as a whole reads first why the exchange framed in the chat went lowest
    // (Semantic Drift's reason began with exchange 1 while exchange 3 was framed).
    if (stop->isWholeResult() && !stop->windowReason.isEmpty()) {
        const auto *claim = panel->findChild<FoldedLabel *>(QStringLiteral("walkClaim"));
        const auto *reason = panel->findChild<FoldedLabel *>(QStringLiteral("walkReason"));
        QVERIFY(claim && reason);
        QVERIFY2(claim->fullText() == stop->windowReason, qPrintable(where + QStringLiteral(": ") + claim->fullText()));
        QVERIFY2(reason->fullText().startsWith(QStringLiteral("The whole result: ")),
                 qPrintable(where + QStringLiteral(": ") + reason->fullText()));
    }

    // The results table selects its result, the breakdown its claim.
    const QTableView *table = window()->resultsView()->table();
    const QModelIndex row = table->currentIndex();
    QVERIFY2(row.isValid(), qPrintable(where + QStringLiteral(": no result selected")));
    const QString selected = QStringLiteral("%1 %2").arg(row.data(ResultsModel::TestCaseIndexRole).toString(),
                                                         row.data(ResultsModel::MetricIdRole).toString());
    QVERIFY2(row.data(ResultsModel::TestCaseIndexRole).toInt() == stop->testCaseIndex
                 && row.data(ResultsModel::MetricIdRole).toString() == stop->metricId,
             qPrintable(where + QStringLiteral(": the table selects ") + selected));
    if (!stop->isWholeResult()) {
        const QModelIndex claim = window()->resultsView()->breakdown()->tree()->currentIndex();
        QVERIFY2(claim.isValid(), qPrintable(where + QStringLiteral(": no claim selected")));
        QVERIFY2(claim.data(BreakdownModel::WindowIndexRole).toInt() == stop->window
                     && claim.data(BreakdownModel::ItemIndexRole).toInt() == stop->item,
                 qPrintable(where + QStringLiteral(": the breakdown selects ")
                            + claim.siblingAtColumn(0).data().toString().left(60)));
    }

    // Its evidence is framed in the conversation, where a person sees it: the marked passage
    // inside the chat's viewport, and the whole turn (its retrieval context with the policy the
    // claim contradicts) when the chat is as high as the turn.
    if (stop->turnIndex >= 0) {
        QCOMPARE(framedTurn(), stop->turnIndex);
        ConversationPane *chat = window()->caseEditor()->conversationPane();
        TurnWidget *turn = chat->turnWidget(stop->turnIndex);
        QVERIFY2(turn && person().sees(turn), qPrintable(where));
        const QWidget *viewport = chat->viewport();
        // A result failed as a whole brings its lowest exchange into view, with nothing to mark.
        const QRect mark = stop->evidence.isEmpty() ? QRect(turn->mapTo(viewport, QPoint(0, 0)), QSize(1, 1))
                                                    : markInChat(turn, viewport);
        QVERIFY2(!mark.isNull(),
                 qPrintable(where + QStringLiteral(": nothing marked in turn %1").arg(stop->turnIndex + 1)));
        QTRY_VERIFY2(stop->evidence.isEmpty() || viewport->rect().contains(markInChat(turn, viewport)),
                     qPrintable(where
                                + QStringLiteral(": the mark at y %1–%2 is outside the chat's %3 px")
                                      .arg(mark.top())
                                      .arg(mark.bottom())
                                      .arg(viewport->height())));
        const QRect whole(turn->mapTo(viewport, QPoint(0, 0)), turn->size());
        // A result failed as a whole: its lowest exchange is scrolled to, its top in sight beside
        // the reason (which may take the room its whole turn would need).
        if (stop->evidence.isEmpty())
            QTRY_VERIFY2(viewport->rect().contains(turn->mapTo(viewport, QPoint(0, 0))),
                         qPrintable(where + QStringLiteral(": turn %1 is not scrolled to").arg(stop->turnIndex + 1)));
        // The chat scrolls to the turn once the walk pane has taken its height (a moment later
        // on a busy machine).
        else if (panel->contentHeight() + chat->height() >= whole.height() + panel->height())
            QTRY_VERIFY2(viewport->rect().contains(QRect(turn->mapTo(viewport, QPoint(0, 0)), turn->size())),
                         qPrintable(where
                                    + QStringLiteral(": turn %1 (%2 px) is cut by the chat (%3 px) while the walk pane "
                                                     "is %4 px for the %5 px it needs")
                                          .arg(stop->turnIndex + 1)
                                          .arg(whole.height())
                                          .arg(viewport->height())
                                          .arg(panel->height())
                                          .arg(panel->contentHeight())));
    }
}

QList<FailureStop> TestWalk::walkForward()
{
    FailureWalk *walk = window()->failureWalk();
    QList<FailureStop> seen;
    if (!person().sees(window()->failureWalkPanel())) { // from the Results slide to the walk's introduction
        person().press(QKeySequence(Qt::Key_Space));
        if (walk->isStarted()) {
            QTest::qFail("forward on the Results slide skipped the walk's introduction", __FILE__, __LINE__);
            return seen;
        }
    }
    if (walk->current()) { // on a stop already: it is the first one seen
        checkStop(QStringLiteral("the stop shown"));
        if (QTest::currentTestFailed())
            return seen;
        seen.append(*walk->current());
    }
    const QKeySequence keys[] = {QKeySequence(Qt::Key_Space), QKeySequence(Qt::Key_Right)};
    for (int step = 0; !walk->isAtEnd() && step < 100; ++step) {
        const QKeySequence key = keys[step % 2];
        person().press(key);
        if (walk->isAtEnd())
            break;
        checkStop(key.toString());
        if (QTest::currentTestFailed())
            return seen;
        seen.append(*walk->current());
        QTest::qWait(50); // the walk's slide fitted to the stop, the chat to the room left
        m_chatScrollForward.insert(walk->position(), chatScroll());
        if (step == 0)
            person().snapshot(QStringLiteral("walk-first"));
    }
    return seen;
}

void TestWalk::theDogClaimIsAStop()
{
    openRunAndPresent();
    FailureWalk *walk = window()->failureWalk();
    QStringList texts;
    for (const FailureStop &stop : walk->stops())
        texts.append(describe(stop));
    const QString stops = QStringLiteral("the stops: ") + texts.join(QStringLiteral("; "));
    // One stop per claim of a result: Turn Contextual Relevancy judged the concierge desk's
    // hours ✗ in windows 1–4 (one stop, naming them), Turn Faithfulness the dog claim ✗ in
    // windows 3–4; Evidence Coverage's unsupported dog span is a stop of its own; the failed
    // Semantic Drift, without such claims, is one stop first.
    const QString dogText = QStringLiteral("Dogs of any size are welcome and stay completely free of cha");
    QCOMPARE(texts,
             (QStringList{QStringLiteral("semantic_drift -1/-1 "), QStringLiteral("evidence_coverage 2/1 ") + dogText,
                          QStringLiteral("turn_contextual_relevancy 0/2 The concierge desk is staffed 24 hours a day."),
                          QStringLiteral("turn_contextual_relevancy 3/13 The fare to the city centre is typically DKK "
                                         "250 to 350 and "),
                          QStringLiteral("turn_faithfulness 2/16 ") + dogText}));
    QCOMPARE(walk->stops().at(2).windows, (QList<int>{0, 1, 2, 3}));
    QCOMPARE(walk->stops().at(4).windows, (QList<int>{2, 3}));
    bool dog = false;
    for (const FailureStop &stop : walk->stops())
        dog = dog
            || (stop.metricId == QStringLiteral("turn_faithfulness") && stop.text.startsWith(DogClaim)
                && stop.verdict == QStringLiteral("no"));
    QVERIFY2(dog, qPrintable(stops));
    // The same screen never twice in a row: no two consecutive stops of one result show the
    // same claim with the same reason.
    const QList<FailureStop> all = walk->stops();
    for (int i = 1; i < all.size(); ++i) {
        const FailureStop &a = all[i - 1];
        const FailureStop &b = all[i];
        QVERIFY2(a.testCaseIndex != b.testCaseIndex || a.metricId != b.metricId || a.text != b.text
                     || a.reason != b.reason,
                 qPrintable(QStringLiteral("stops %1 and %2 show the same: ").arg(i).arg(i + 1) + stops));
    }
    // Worst result first: a failed result's stops before those of results that pass.
    const ResultsModel *model = window()->results()->resultsModel();
    bool passingSeen = false;
    for (const FailureStop &stop : walk->stops()) {
        const int row = model->rowOf(stop.testCaseIndex, stop.metricId);
        const bool passes = model->status(row) == ResultsModel::Status::Pass;
        QVERIFY2(passes || !passingSeen, qPrintable(texts.join(QStringLiteral("; "))));
        passingSeen = passingSeen || passes;
    }
}

void TestWalk::theStopsSayWhatTheyAre()
{
    openRunAndPresent();
    // The walk counts stops, not failures: the results' "✗ n failed" counts failed results,
    // and the walk's opening screen names both.
    const ResultsModel *model = window()->results()->resultsModel();
    int failed = 0;
    for (int row = 0; row < model->rowCount(); ++row)
        failed +=
            model->status(row) == ResultsModel::Status::Fail || model->status(row) == ResultsModel::Status::Partial;
    FailureWalk *walk = window()->failureWalk();
    const int count = walk->count();
    person().press(QKeySequence(Qt::ControlModifier | Qt::Key_PageDown));
    FailureWalkPanel *panel = window()->failureWalkPanel();
    // (English plural forms as the translations give them: "1 failed result", "5 stops".)
    const QString opening = QStringLiteral("What went wrong: %1, %2 — %3")
                                .arg(FailureWalkPanel::tr("%n failed result(s)", nullptr, failed),
                                     FailureWalkPanel::tr("%n claim(s) judged ✗ or ?", nullptr, walk->itemStopCount()),
                                     FailureWalkPanel::tr("%n stop(s)", nullptr, count));
    QVERIFY2(person().readsSomewhere(opening, panel), qPrintable(opening + QStringLiteral(" | ") + panel->claimText()));
    QVERIFY(!person().readsSomewhere(QStringLiteral("failures"), panel));
    person().press(QKeySequence(Qt::Key_Space));
    const FailureStop *first = walk->current();
    QVERIFY(first);
    const QString what = first->isWholeResult()
        ? QStringLiteral("failed result")
        : QStringLiteral("%1 judged %2").arg(breakdownKindTitle(first->kind), verdictText(first->verdict));
    const QString heading = QStringLiteral("Stop 1 of %1 · %2 · %3").arg(count).arg(what, first->metricName);
    QVERIFY2(panel->positionText().startsWith(heading), qPrintable(panel->positionText()));
    // A stop for the claim judged alike in several windows says in which.
    for (int stop = 1; walk->current() && walk->current()->windows.size() < 2 && stop < count; ++stop)
        person().press(QKeySequence(Qt::Key_Space));
    QVERIFY2(walk->current(), "no stop stands for several windows");
    const QString windows =
        QStringLiteral("judged %1 in %2")
            .arg(verdictText(walk->current()->verdict), windowNumbersText(walk->current()->windows));
    QVERIFY2(person().readsSomewhere(windows, panel), qPrintable(windows));
    while (!walk->isAtEnd())
        person().press(QKeySequence(Qt::Key_Space));
    const QString end = FailureWalkPanel::tr("All %n stop(s) shown. %1 goes back to the last one.", nullptr, count);
    QVERIFY2(person().readsSomewhere(end.left(end.indexOf(QStringLiteral(". "))), panel), qPrintable(end));
    person().snapshot(QStringLiteral("walk-end"));
}

void TestWalk::everyStopIsShownWholeAndSelected()
{
    openRunAndPresent();
    FailureWalk *walk = window()->failureWalk();
    const QList<FailureStop> seen = walkForward();
    if (QTest::currentTestFailed())
        return;
    QCOMPARE(seen.size(), walk->count());
    QVERIFY(person().readsSomewhere(QStringLiteral("End of the walk"), window()->failureWalkPanel()));

    // Back with Backspace and ←: every stop again, the same checks.
    const QKeySequence keys[] = {QKeySequence(Qt::Key_Backspace), QKeySequence(Qt::Key_Left)};
    for (int stop = walk->count() - 1; stop >= 0; --stop) {
        const QKeySequence key = keys[stop % 2];
        person().press(key);
        QCOMPARE(walk->position(), stop);
        QCOMPARE(*walk->current(), seen[stop]);
        checkStop(key.toString());
        if (QTest::currentTestFailed())
            return;
        // The stop looks as it did walking forward: the chat is scrolled the same.
        QTRY_VERIFY2(
            chatScroll() == m_chatScrollForward.value(stop, -1),
            qPrintable(QStringLiteral("%1: stop %2 reached with %3 scrolls the chat to %4, forward to %5")
                           .arg(JourneyWindow::screenName(), QString::number(stop + 1), key.toString(),
                                QString::number(chatScroll()), QString::number(m_chatScrollForward.value(stop, -1)))));
        // A zoom and Ctrl+0 give back that position, not another.
        if (stop == 1) {
            person().press(QKeySequence(Qt::CTRL | Qt::Key_Equal));
            person().press(QKeySequence(Qt::CTRL | Qt::Key_0));
            QTest::qWait(50);
            QVERIFY2(chatScroll() == m_chatScrollForward.value(stop, -1),
                     qPrintable(QStringLiteral("%1: stop %2 after a zoom and Ctrl+0 scrolls the chat to %3, before %4")
                                    .arg(JourneyWindow::screenName(), QString::number(stop + 1),
                                         QString::number(chatScroll()),
                                         QString::number(m_chatScrollForward.value(stop, -1)))));
        }
        if (walk->current()->text.startsWith(DogClaim))
            person().snapshot(QStringLiteral("walk-dog"));
    }
    person().snapshot(QStringLiteral("walk-back-at-first"));
}

void TestWalk::failedResultsOnlyWalksTheFailedResults()
{
    openRunAndPresent();
    FailureWalkPanel *panel = window()->failureWalkPanel();
    person().press(QKeySequence(Qt::Key_Space));
    auto *failedOnly = panel->findChild<QCheckBox *>(QStringLiteral("walkFailedResultsOnly"));
    QVERIFY2(failedOnly, "the walk has no \"Failed results only\" check box");
    QVERIFY(!failedOnly->isChecked());
    person().click(failedOnly);
    QVERIFY(failedOnly->isChecked());
    const ResultsModel *model = window()->results()->resultsModel();
    FailureWalk *walk = window()->failureWalk();
    QVERIFY(walk->count() > 0);
    for (const FailureStop &stop : walk->stops()) {
        QVERIFY2(!stop.text.startsWith(DogClaim), "the dog claim of a passing result is a stop");
        QVERIFY(model->status(model->rowOf(stop.testCaseIndex, stop.metricId)) != ResultsModel::Status::Pass);
    }
    const QList<FailureStop> seen = walkForward();
    if (QTest::currentTestFailed())
        return;
    QCOMPARE(seen.size(), walk->count() - walk->stops().indexOf(seen.value(0)));
    person().snapshot(QStringLiteral("walk-failed-only"));

    // Kept for the next time the workbench opens.
    QVERIFY(m_journey->settings->walkFailedResultsOnly());
    person().click(failedOnly);
    QVERIFY(!m_journey->settings->walkFailedResultsOnly());
}

int TestWalk::chatScroll() const
{
    return window()->caseEditor()->conversationPane()->verticalScrollBar()->value();
}

QString TestWalk::slidePosition() const
{
    auto *label = window()->statusBar()->findChild<QLabel *>(QStringLiteral("slidePosition"));
    return label && label->isVisible() ? label->text() : QString();
}

// A clicker's forward on the Results slide brings the walk's slide where the walk is, its
// introduction at first: no stop is skipped and the table's selection stays. Back does nothing
// there (no slide comes before it).
void TestWalk::clickerOnTheResultsSlideShowsTheWalkWhereItIs()
{
    openRunAndPresent();
    FailureWalk *walk = window()->failureWalk();
    FailureWalkPanel *panel = window()->failureWalkPanel();
    QTableView *table = window()->resultsView()->table();
    const QString where = JourneyWindow::screenName();
    QTRY_VERIFY2(slidePosition().startsWith(QStringLiteral("Slide 1 of 3: Results")), qPrintable(slidePosition()));
    const int selected = table->currentIndex().row();
    for (const Qt::Key back : {Qt::Key_Backspace, Qt::Key_Left, Qt::Key_Up, Qt::Key_PageUp}) {
        person().press(QKeySequence(back));
        QVERIFY2(slidePosition().startsWith(QStringLiteral("Slide 1 of 3: Results")) && !walk->isStarted()
                     && table->currentIndex().row() == selected,
                 qPrintable(QStringLiteral("%1: %2 on the Results slide: \"%3\", row %4 selected (was %5)")
                                .arg(where, QKeySequence(back).toString(), slidePosition(),
                                     QString::number(table->currentIndex().row()), QString::number(selected))));
    }
    person().press(QKeySequence(Qt::Key_Space));
    QVERIFY2(
        !walk->isStarted() && person().sees(panel)
            && panel->positionText() == QStringLiteral("Walk through what went wrong"),
        qPrintable(QStringLiteral("%1: Space on the Results slide shows \"%2\"").arg(where, panel->positionText())));
    QCOMPARE(table->currentIndex().row(), selected);
    person().snapshot(QStringLiteral("walk-from-results"));
    for (int stop = 0; stop < 3; ++stop)
        person().press(QKeySequence(Qt::Key_Space));
    QCOMPARE(walk->position(), 2);
    const FailureStop third = *walk->current();
    // Back to the results, then on with each of the clicker's forward keys: the third stop again.
    for (const Qt::Key forward : {Qt::Key_Space, Qt::Key_Right, Qt::Key_Down, Qt::Key_PageDown}) {
        person().press(QKeySequence(Qt::CTRL | Qt::Key_PageUp));
        QTRY_VERIFY2(slidePosition().startsWith(QStringLiteral("Slide 1 of 3: Results")), qPrintable(slidePosition()));
        person().press(QKeySequence(forward));
        QVERIFY2(walk->position() == 2 && *walk->current() == third && person().sees(panel),
                 qPrintable(QStringLiteral("%1: %2 on the Results slide shows \"%3\"")
                                .arg(where, QKeySequence(forward).toString(), panel->positionText())));
        checkStop(QKeySequence(forward).toString());
        if (QTest::currentTestFailed())
            return;
    }
}

QTEST_MAIN(TestWalk)
#include "tst_walk.moc"
