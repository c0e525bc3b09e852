#include "journeywindow.h"
#include "support/qtwarnings.h"

#include "results/calllogmodel.h"
#include "results/resultshub.h"
#include "ui/results/breakdownview.h"
#include "ui/results/resultsview.h"
#include "ui/run/runcontroller.h"
#include "ui/runs/casedeltamodel.h"
#include "ui/runs/comparisonview.h"
#include "ui/runs/runspanel.h"
#include "ui/shell/testcaselistpanel.h"

#include <QComboBox>
#include <QDockWidget>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLineEdit>
#include <QListView>
#include <QMenu>
#include <QMenuBar>
#include <QProcess>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollArea>
#include <QScrollBar>
#include <QSet>
#include <QSignalSpy>
#include <QSplitter>
#include <QTableView>
#include <QTableWidget>
#include <QToolButton>
#include <QtTest>

using namespace claimscope;

namespace {

// Set in the session this test starts on a screen of another size: the settings file it leaves
// its layout in.
constexpr auto OtherScreenSettings = "CLAIMSCOPE_JOURNEY_OTHER_SCREEN_SETTINGS";

// The fewest result rows the table must show whole on this screen: 6 at 1024×768, 8 at
// 1280×800 and proportionally more on taller screens.
int rowsWanted()
{
    const int height = QGuiApplication::primaryScreen()->size().height();
    return height < 800 ? 6 : 8 * height / 800;
}

// How many different colours an image has: one means a plain area, no grip to see.
int coloursIn(const QImage &image)
{
    QSet<QRgb> colours;
    for (int y = 0; y < image.height(); ++y) {
        for (int x = 0; x < image.width(); ++x)
            colours.insert(image.pixel(x, y));
    }
    return int(colours.size());
}

QRect rectIn(const QWidget *widget, const QWidget *window)
{
    return {widget->mapTo(window, QPoint(0, 0)), widget->size()};
}

// The item of the window's menu `menu` whose text reads `item` (without its "&"), as a person
// finds it there; null when there is none.
QAction *menuItem(MainWindow *window, const QString &menu, const QString &item)
{
    const auto plain = [](const QString &text) { return QString(text).remove(u'&'); };
    for (QAction *top : window->menuBar()->actions()) {
        if (plain(top->text()) != menu || !top->menu())
            continue;
        for (QAction *action : top->menu()->actions()) {
            if (plain(action->text()) == item)
                return action;
        }
    }
    return nullptr;
}

// The window fills the screen, as a person keeps it.
void fillTheScreen(MainWindow *window)
{
    window->setGeometry(QGuiApplication::primaryScreen()->availableGeometry());
    [[maybe_unused]] const bool exposed = QTest::qWaitForWindowExposed(window);
    QTest::qWait(100);
}

} // namespace

// The layout a person works in, on this screen's size: results rows enough to compare above
// the breakdown, handles a person can hit, no dock torn off by a near miss, the layout of a
// screen of another size left there, and test cases named by names a person reads.
class TestLayout : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void resultsTableShowsRowsEnoughToCompare();
    void handlesAreWideEnoughToHitAndShowAGrip();
    void nearMissOfTheHandleLeavesTheDockInPlace();
    void unlockedLayoutLetsADockFloat();
    void layoutOfAnotherScreenSizeIsNotApplied();
    void testCaseColumnReadsTheName();
    void machineIdCasesReadAsNames();
    void metricCardsFitTheDock();

private:
    MainWindow *window() const { return m_journey->window.get(); }
    Person &person() const { return m_journey->person; }
    QDockWidget *resultsDock() const { return window()->dock(MainWindow::Dock::Results); }
    // The bundled hotel example, its case duplicated with the list's button, every metric run (F5).
    void openHotelDuplicateAndRun(int copies);
    void runEveryMetric();
    // Closes the window (which keeps its layout) or, without `closing`, just drops it; then opens
    // a new one with the settings file as it is now, filling the screen.
    void reopen(bool closing);
    // The separator between the chat editor and the results dock, in window coordinates.
    QRect separatorAboveResults() const;

    std::unique_ptr<JourneyWindow> m_journey;
};

void TestLayout::init()
{
    failOnQtWarnings();
    m_journey = std::make_unique<JourneyWindow>();
}

void TestLayout::cleanup()
{
    m_journey.reset();
}

void TestLayout::runEveryMetric()
{
    QSignalSpy finished(window()->runs(), &RunController::runFinished);
    person().press(QKeySequence(Qt::Key_F5));
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 60000);
    window()->results()->flush();
    QCoreApplication::processEvents();
}

void TestLayout::openHotelDuplicateAndRun(int copies)
{
    window()->startUp(QString());
    QTRY_COMPARE(m_journey->document()->caseCount(), 1);
    QToolButton *duplicate = nullptr;
    for (QToolButton *button : window()->caseList()->findChildren<QToolButton *>()) {
        if (button->text() == QLatin1String("Duplicate"))
            duplicate = button;
    }
    QVERIFY(duplicate);
    for (int copy = 0; copy < copies; ++copy)
        person().click(duplicate);
    QCOMPARE(m_journey->document()->caseCount(), 1 + copies);
    runEveryMetric();
}

void TestLayout::reopen(bool closing)
{
    m_journey->window->document()->undoStack()->setClean();
    if (closing)
        QVERIFY(m_journey->window->close());
    m_journey->window.reset();
    m_journey->settings =
        std::make_unique<AppSettings>(std::make_unique<QSettings>(m_journey->settingsPath(), QSettings::IniFormat));
    // As the program opens it, and maximised (this screen has no window manager to do it).
    m_journey->window =
        std::make_unique<MainWindow>(m_journey->settings.get(), &m_journey->prompts, m_journey->autosaveDir());
    m_journey->person = Person(window());
    window()->show();
    fillTheScreen(window());
    window()->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(window()));
}

QRect TestLayout::separatorAboveResults() const
{
    const QRect editor = rectIn(window()->centralWidget(), window());
    const QRect dock = rectIn(resultsDock(), window());
    return QRect(QPoint(dock.left(), editor.bottom() + 1), QPoint(dock.right(), dock.top() - 1));
}

void TestLayout::resultsTableShowsRowsEnoughToCompare()
{
    openHotelDuplicateAndRun(3);
    if (QTest::currentTestFailed())
        return;
    QTableView *table = window()->resultsView()->table();
    QVERIFY(table->model()->rowCount() > rowsWanted());
    person().snapshot(QStringLiteral("layout-rows"));
    const int shown = person().wholeRowsShown(table);
    QVERIFY2(shown >= rowsWanted(),
             qPrintable(QStringLiteral("%1: %2 whole result rows shown, %3 wanted")
                            .arg(JourneyWindow::screenName(), QString::number(shown), QString::number(rowsWanted()))));
    // The breakdown below still has room for its title and a few items.
    BreakdownView *breakdown = window()->resultsView()->breakdown();
    QVERIFY(person().sees(breakdown));
    QVERIFY2(breakdown->height() >= 120, qPrintable(QString::number(breakdown->height())));
}

void TestLayout::handlesAreWideEnoughToHitAndShowAGrip()
{
    openHotelDuplicateAndRun(1);
    if (QTest::currentTestFailed())
        return;
    // The handle between the results table and the breakdown.
    auto *splitter = window()->resultsView()->findChild<QSplitter *>(QString(), Qt::FindDirectChildrenOnly);
    QVERIFY(splitter);
    QSplitterHandle *handle = splitter->handle(1);
    QVERIFY2(
        handle->height() >= 6,
        qPrintable(QStringLiteral("the table/breakdown handle is %1 px high").arg(QString::number(handle->height()))));
    QVERIFY2(coloursIn(handle->grab().toImage()) > 1, "the table/breakdown handle shows no grip");
    // The separator between the chat and the results dock.
    const QRect separator = separatorAboveResults();
    QVERIFY2(
        separator.height() >= 6,
        qPrintable(
            QStringLiteral("the separator above the results is %1 px high").arg(QString::number(separator.height()))));
    QVERIFY2(coloursIn(window()->grab(separator).toImage()) > 1, "the separator above the results shows no grip");
    // A person aiming at it moves it: the results grow by what the mouse moved.
    const int before = resultsDock()->height();
    const QPoint grip(separator.left() + separator.width() / 3, separator.center().y());
    person().drag(window(), grip, grip - QPoint(0, 40));
    QTRY_VERIFY2(qAbs(resultsDock()->height() - before - 40) <= 2,
                 qPrintable(QStringLiteral("the results dock went from %1 to %2 px")
                                .arg(QString::number(before), QString::number(resultsDock()->height()))));
}

void TestLayout::nearMissOfTheHandleLeavesTheDockInPlace()
{
    openHotelDuplicateAndRun(1);
    if (QTest::currentTestFailed())
        return;
    // Aiming at the separator above the results and landing 2 px below it, on the dock's title.
    const QRect separator = separatorAboveResults();
    const QRect before = rectIn(resultsDock(), window());
    const QPoint miss(separator.left() + separator.width() / 3, separator.bottom() + 2);
    person().drag(window(), miss, miss - QPoint(0, 80));
    QTest::qWait(100);
    QVERIFY2(!resultsDock()->isFloating(), "a drag 2 px off the handle tore the Results dock off the window");
    QCOMPARE(window()->dockWidgetArea(resultsDock()), Qt::BottomDockWidgetArea);
    QVERIFY(person().sees(window()->resultsView()->table()));
    QCOMPARE(resultsDock()->size(), before.size());
}

void TestLayout::unlockedLayoutLetsADockFloat()
{
    openHotelDuplicateAndRun(0);
    if (QTest::currentTestFailed())
        return;
    // View › Lock Layout, unticked: the docks get their float buttons back, and a drag on a
    // dock's title takes it out of the window.
    QAction *lock = menuItem(window(), QStringLiteral("View"), QStringLiteral("Lock Layout"));
    QVERIFY2(lock, "the View menu has no Lock Layout");
    QVERIFY(lock->isChecked());
    lock->trigger();
    QVERIFY(resultsDock()->features() & QDockWidget::DockWidgetFloatable);
    const auto titleGrip = [this] {
        const QRect dock = rectIn(resultsDock(), window());
        return QPoint(dock.left() + dock.width() / 3, dock.top() + 6);
    };
    person().drag(window(), titleGrip(), titleGrip() - QPoint(0, 80));
    QTRY_VERIFY2(resultsDock()->isFloating(), "an unlocked dock does not float when its title is dragged");
    // Locking again brings it back in, in sight.
    lock->trigger();
    QVERIFY(!resultsDock()->isFloating());
    QCOMPARE(window()->dockWidgetArea(resultsDock()), Qt::BottomDockWidgetArea);
    QTRY_VERIFY(window()->rect().contains(rectIn(resultsDock(), window())));
    QCOMPARE(resultsDock()->features(), QDockWidget::DockWidgetClosable);
    // Quitting with a dock out of the window closes it cleanly.
    lock->trigger();
    person().drag(window(), titleGrip(), titleGrip() - QPoint(0, 80));
    QTRY_VERIFY(resultsDock()->isFloating());
    person().press(QKeySequence(Qt::CTRL | Qt::Key_Q));
    QTRY_VERIFY(!window()->isVisible());
    m_journey->window.reset();
}

void TestLayout::layoutOfAnotherScreenSizeIsNotApplied()
{
    // A session on a smaller screen (this one, scaled) leaves its layout: no test-case list, the
    // results squeezed.
    QProcess other;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QLatin1String(OtherScreenSettings), m_journey->settingsPath());
    environment.insert(QStringLiteral("QT_SCALE_FACTOR"), QStringLiteral("1.25"));
    other.setProcessEnvironment(environment);
    other.setProcessChannelMode(QProcess::ForwardedChannels);
    other.start(QCoreApplication::applicationFilePath(), {});
    QVERIFY(other.waitForFinished(60000));
    QCOMPARE(other.exitCode(), 0);

    // Here the list and the results have the room this screen gives them.
    reopen(false);
    QVERIFY2(person().sees(window()->caseList()->listView()),
             "the test-case list is closed: the layout left on a screen of another size was applied");
    openHotelDuplicateAndRun(3);
    if (QTest::currentTestFailed())
        return;
    person().snapshot(QStringLiteral("layout-after-other-screen"));
    QVERIFY2(person().wholeRowsShown(window()->resultsView()->table()) >= rowsWanted(),
             qPrintable(QStringLiteral("the results dock is %1 px high: the layout left on a screen of another "
                                       "size was applied")
                            .arg(QString::number(resultsDock()->height()))));

    // A layout left on this screen comes back on it.
    const int byDefault = resultsDock()->height();
    const QRect separator = separatorAboveResults();
    const QPoint grip(separator.left() + separator.width() / 3, separator.center().y());
    person().drag(window(), grip, grip - QPoint(0, 50));
    QTRY_COMPARE(resultsDock()->height(), byDefault + 50);
    reopen(true);
    QTRY_COMPARE(resultsDock()->height(), byDefault + 50);
    // View › Reset Layout: the default again.
    QAction *reset = menuItem(window(), QStringLiteral("View"), QStringLiteral("Reset Layout"));
    QVERIFY2(reset, "the View menu has no Reset Layout");
    reset->trigger();
    QTRY_COMPARE(resultsDock()->height(), byDefault);
}

void TestLayout::testCaseColumnReadsTheName()
{
    openHotelDuplicateAndRun(0);
    if (QTest::currentTestFailed())
        return;
    QTableView *table = window()->resultsView()->table();
    const QString name = m_journey->document()->testCase(0).name;
    const QModelIndex cell = table->model()->index(0, ResultsModel::TestCaseColumn);
    const QString shown = person().textsPainted(table->viewport(), table->visualRect(cell)).join(QString());
    // The whole name, or its first words and "…"; the whole name in the tooltip.
    const QString start = shown.endsWith(QChar(0x2026)) ? shown.chopped(1) : shown;
    const bool wholeWords = name.startsWith(start) && (start.size() == name.size() || name.at(start.size()) == u' ');
    QVERIFY2(wholeWords && start.size() >= 10,
             qPrintable(QStringLiteral("%1: the test-case column reads «%2» for «%3»")
                            .arg(JourneyWindow::screenName(), shown, name)));
    QVERIFY(cell.data(Qt::ToolTipRole).toString().contains(name));
}

void TestLayout::machineIdCasesReadAsNames()
{
    // The MTRAG conversations as the full dataset names them: by machine ids.
    QFile sample(QStringLiteral(CLAIMSCOPE_SOURCE_DIR "/resources/examples/mtrag-sample.json"));
    QVERIFY(sample.open(QIODevice::ReadOnly));
    QJsonObject dataset = QJsonDocument::fromJson(sample.readAll()).object();
    QJsonArray cases = dataset.value(QStringLiteral("test_cases")).toArray();
    QStringList ids;
    for (qsizetype i = 0; i < cases.size(); ++i) {
        QJsonObject testCase = cases.at(i).toObject();
        ids.append(
            testCase.value(QStringLiteral("metadata")).toObject().value(QStringLiteral("mtrag_name")).toString());
        testCase.insert(QStringLiteral("name"), ids.last());
        cases.replace(i, testCase);
    }
    dataset.insert(QStringLiteral("test_cases"), cases);
    const QString path = m_journey->dir.filePath(QStringLiteral("mtrag-by-id.json"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(QJsonDocument(dataset).toJson());
    file.close();

    window()->startUp(QString());
    QTRY_COMPARE(m_journey->document()->caseCount(), 1);
    m_journey->prompts.openFile = path;
    person().press(QKeySequence::Open);
    QTRY_COMPARE(m_journey->document()->caseCount(), int(ids.size()));

    // Every place that names a test case, and what it shows where it does not read as a name.
    QStringList titles;
    for (int i = 0; i < m_journey->document()->caseCount(); ++i)
        titles.append(m_journey->document()->testCase(i).readableName(i));
    QStringList byId;
    // A text that holds the start of an id.
    const auto check = [&byId, &ids](const QString &where, const QStringList &texts) {
        const QString shown = texts.join(u' ');
        for (const QString &id : std::as_const(ids)) {
            if (shown.contains(id.left(6))) {
                byId.append(QStringLiteral("%1 «%2»").arg(where, shown));
                return;
            }
        }
    };
    // A cell that names a test case: the start of its readable name, in whole words, or its
    // title's start with its suffix (“Is air-to-air…” · reference: the model kept, its own end
    // perhaps cut too).
    const auto checkName = [&byId, &titles](const QString &where, const QString &painted) {
        const QString start = painted.endsWith(QChar(0x2026)) ? painted.chopped(1) : painted;
        const qsizetype cut = painted.indexOf(QChar(0x2026));
        const qsizetype close = cut > 0 ? painted.indexOf(QChar(0x201D), cut) : -1;
        QString suffix = close > 0 ? painted.mid(close + 1) : QString();
        if (suffix.endsWith(QChar(0x2026)))
            suffix.chop(1);
        for (const QString &title : std::as_const(titles)) {
            if (start.size() >= 4 && title.startsWith(start))
                return;
            if (cut >= 4 && !suffix.isEmpty() && title.startsWith(painted.left(cut)) && title.contains(suffix))
                return;
        }
        byId.append(QStringLiteral("%1 «%2»").arg(where, painted));
    };
    // The cells of a column shown on screen.
    const auto checkColumn = [&](const QString &where, QAbstractItemView *view, int column) {
        int checked = 0;
        for (int row = 0; row < view->model()->rowCount(); ++row) {
            // Inside the grid lines: the neighbouring cells' texts stay out.
            const QRect cell = view->visualRect(view->model()->index(row, column)).adjusted(2, 2, -2, -2);
            if (view->viewport()->rect().contains(cell)) {
                checkName(where, person().textsPainted(view->viewport(), cell).join(QString()));
                ++checked;
            }
        }
        if (checked == 0)
            byId.append(QStringLiteral("%1: no test case shown").arg(where));
    };
    // The list, each case's id in its tooltip.
    QListView *list = window()->caseList()->listView();
    for (int row = 0; row < list->model()->rowCount(); ++row) {
        const QModelIndex item = list->model()->index(row, 0);
        const QStringList painted = person().textsPainted(list->viewport(), list->visualRect(item));
        QVERIFY(!painted.isEmpty());
        checkName(QStringLiteral("the list"), painted.first());
        QVERIFY(item.data(Qt::ToolTipRole).toString().contains(ids.at(row)));
    }
    person().snapshot(QStringLiteral("layout-mtrag-list"));
    // The search finds a case by its id and by its name.
    person().click(window()->caseList()->searchField());
    person().type(ids.at(1).left(10));
    QCOMPARE(window()->caseList()->visibleCount(), 1);
    person().press(QKeySequence(Qt::CTRL | Qt::Key_A));
    person().press(QKeySequence(Qt::Key_Backspace));
    person().type(QStringLiteral("river systems"));
    const int foundByName = window()->caseList()->visibleCount();
    person().press(QKeySequence(Qt::CTRL | Qt::Key_A));
    person().press(QKeySequence(Qt::Key_Backspace));

    // The breakdown, the call log, the report and a comparison of two runs.
    runEveryMetric();
    if (QTest::currentTestFailed())
        return;
    check(QStringLiteral("the breakdown"), person().textsShown(window()->resultsView()->breakdown()));
    QDockWidget *calls = window()->dock(MainWindow::Dock::CallLog);
    calls->raise();
    QTest::qWait(50);
    auto *callTable = calls->widget()->findChild<QTableView *>();
    QVERIFY(callTable);
    QVERIFY(callTable->model()->rowCount() > 0);
    person().snapshot(QStringLiteral("layout-mtrag-calls"));
    checkColumn(QStringLiteral("the call log"), callTable, CallLogModel::TestCaseColumn);
    const QString report = m_journey->dir.filePath(QStringLiteral("report.html"));
    m_journey->prompts.saveFile = report;
    person().press(QKeySequence(Qt::CTRL | Qt::Key_E));
    QTRY_VERIFY(QFileInfo(report).size() > 0);
    QFile written(report);
    QVERIFY(written.open(QIODevice::ReadOnly));
    const QString html = QString::fromUtf8(written.readAll());
    static const QRegularExpression heading(QStringLiteral("<h3>[^<]*"));
    QStringList headings;
    for (const QRegularExpressionMatch &match : heading.globalMatch(html))
        headings.append(match.captured());
    QVERIFY(!headings.isEmpty());
    check(QStringLiteral("the report's headings"), headings);
    QVERIFY2(html.contains(ids.first().toHtmlEscaped()), "the report does not hold the test case's id");

    runEveryMetric();
    if (QTest::currentTestFailed())
        return;
    window()->dock(MainWindow::Dock::Runs)->raise();
    QTest::qWait(50);
    QTableWidget *runsTable = window()->runsPanel()->table();
    QTRY_VERIFY(runsTable->rowCount() >= 2);
    person().clickItem(runsTable, runsTable->model()->index(0, 0));
    QPushButton *compare = nullptr;
    for (QPushButton *button : window()->runsPanel()->findChildren<QPushButton *>()) {
        if (button->text() == QLatin1String("Compare"))
            compare = button;
    }
    QVERIFY(compare);
    person().click(compare);
    QTRY_VERIFY(window()->comparison() && window()->comparison()->isVisible());
    window()->comparison()->filter()->setCurrentIndex(int(CaseDeltaModel::Filter::Everything));
    QTableView *compared = window()->comparison()->caseTable();
    QTRY_VERIFY(compared->model()->rowCount() > 0);
    QTest::qWait(50); // the columns settle beside the scroll bar
    checkColumn(QStringLiteral("the comparison"), compared, CaseDeltaModel::TestCaseColumn);

    // Long readable names never push the window off the screen.
    QVERIFY(QGuiApplication::primaryScreen()->geometry().contains(window()->geometry()));
    QVERIFY2(byId.isEmpty(), qPrintable(QStringLiteral("test cases named by their ids: %1").arg(byId.join(u"; "))));
    QVERIFY2(foundByName == 1,
             qPrintable(QStringLiteral("searching a name finds %1 test cases").arg(QString::number(foundByName))));
}

namespace {

// The session on the other screen, a smaller one: the test-case list closed for room and the
// results squeezed to their least, then the window closed.
int leaveLayoutOfASmallScreen(const QString &settingsPath)
{
    QTemporaryDir data;
    qputenv("XDG_DATA_HOME", data.path().toLocal8Bit());
    AppSettings settings(std::make_unique<QSettings>(settingsPath, QSettings::IniFormat));
    ScriptedPrompts prompts;
    MainWindow window(&settings, &prompts, data.filePath(QStringLiteral("autosave")));
    window.show();
    fillTheScreen(&window);
    window.dock(MainWindow::Dock::TestCases)->close();
    QDockWidget *results = window.dock(MainWindow::Dock::Results);
    window.resizeDocks({results}, {60}, Qt::Vertical);
    QTest::qWait(100);
    window.close();
    settings.sync();
    return 0;
}

} // namespace

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    app.setAttribute(Qt::AA_Use96Dpi, true);
    if (qEnvironmentVariableIsSet(OtherScreenSettings))
        return leaveLayoutOfASmallScreen(qEnvironmentVariable(OtherScreenSettings));
    TestLayout test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "tst_layout.moc"

void TestLayout::metricCardsFitTheDock()
{
    // Every word of a metric card shows without scrolling sideways, at every screen size: the
    // name, its anchor, the ▶ button, the threshold and the note on what the test case lacks.
    window()->startUp(QString());
    QTRY_COMPARE(m_journey->document()->caseCount(), 1);
    QDockWidget *metrics = window()->findChild<QDockWidget *>(QStringLiteral("metricsDock"));
    QVERIFY(metrics);
    metrics->raise();
    QTRY_VERIFY(person().sees(metrics));
    QScrollArea *scroll = metrics->findChild<QScrollArea *>();
    QVERIFY(scroll);
    person().snapshot(QStringLiteral("layout-metric-cards"));
    QVERIFY2(
        !scroll->horizontalScrollBar()->isVisible(),
        qPrintable(QStringLiteral("the cards are %1 px wide in a %2 px dock")
                       .arg(QString::number(scroll->widget()->width()), QString::number(scroll->viewport()->width()))));
    const int right = scroll->viewport()->width();
    for (QWidget *shown : scroll->widget()->findChildren<QWidget *>()) {
        if (!shown->isVisible())
            continue;
        const int edge = shown->mapTo(scroll->viewport(), QPoint(shown->width(), 0)).x();
        QVERIFY2(edge <= right,
                 qPrintable(QStringLiteral("%1 \"%2\" ends at %3 of %4 px")
                                .arg(QString::fromLatin1(shown->metaObject()->className()), shown->objectName(),
                                     QString::number(edge), QString::number(right))));
    }
}
