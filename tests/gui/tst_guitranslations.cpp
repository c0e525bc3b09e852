// The German translation reaches the desktop app through the real main window: its menus,
// actions, docks, undo texts and the test-case list (a plural). Every menu keeps its
// accelerators unique, so each Alt+letter still means one thing.
#include "support/qtwarnings.h"
#include "windowfixture.h"

#include "model/translations.h"
#include "ui/document/caselistmodel.h"
#include "ui/shell/mainactions.h"
#include "ui/shell/testcaselistpanel.h"

#include <QAction>
#include <QDockWidget>
#include <QListView>
#include <QMenu>
#include <QMenuBar>
#include <QtTest>

using namespace claimscope;

namespace {

// "Menu: &Datei, &Bearbeiten …" for a failure message.
QString describe(const QString &menu, const QList<QAction *> &actions)
{
    QStringList texts;
    for (const QAction *action : actions)
        texts.append(action->text());
    return menu + QStringLiteral(": ") + texts.join(QStringLiteral(", "));
}

// The first mnemonic clash among `actions` ("" when there is none).
QString mnemonicClash(const QList<QAction *> &actions)
{
    QHash<QKeySequence, QString> seen;
    for (const QAction *action : actions) {
        if (action->isSeparator())
            continue;
        const QKeySequence key = QKeySequence::mnemonic(action->text());
        if (key.isEmpty())
            continue;
        if (seen.contains(key))
            return QStringLiteral("%1 and %2 share %3").arg(seen.value(key), action->text(), key.toString());
        seen.insert(key, action->text());
    }
    return {};
}

} // namespace

class TestGuiTranslations : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void menusActionsAndDocksAreGerman();
    void acceleratorsAreUniqueInEveryMenu();
    void caseListAndUndoTextsAreGerman();

private:
    std::unique_ptr<WindowFixture> m_fixture;
};

void TestGuiTranslations::initTestCase()
{
    // Before any window or the metric catalogue (it translates its texts once) exists.
    QVERIFY(installTranslations(*QCoreApplication::instance(), QLocale(QLocale::German, QLocale::Germany)));
}

void TestGuiTranslations::init()
{
    failOnQtWarnings();
    m_fixture = std::make_unique<WindowFixture>();
}

void TestGuiTranslations::cleanup()
{
    m_fixture.reset();
}

void TestGuiTranslations::menusActionsAndDocksAreGerman()
{
    MainWindow *window = m_fixture->window.get();
    const QList<QAction *> menus = window->menuBar()->actions();
    QVERIFY(!menus.isEmpty());
    QCOMPARE(menus.first()->text(), QStringLiteral("&Datei"));
    const MainActions *actions = window->actions();
    QCOMPARE(actions->open->text(), QStringLiteral("Ö&ffnen …"));
    QCOMPARE(actions->runAll->statusTip(), QStringLiteral("Jede aktivierte Metrik auf jeden Testfall anwenden (F5)"));
    QCOMPARE(actions->runAll->iconText(), QStringLiteral("Alle ausführen"));
    QCOMPARE(window->dock(MainWindow::Dock::TestCases)->windowTitle(), QStringLiteral("Testfälle"));
    QCOMPARE(window->dock(MainWindow::Dock::CallLog)->windowTitle(), QStringLiteral("Judge-Aufrufe"));
    // Run › Run Metric lists the catalogue: metric names stay, their descriptions are German.
    QMenu *metrics = nullptr;
    for (QAction *menu : menus) {
        for (QAction *item : menu->menu()->actions()) {
            if (item->menu() && item->text() == QStringLiteral("&Metrik ausführen"))
                metrics = item->menu();
        }
    }
    QVERIFY(metrics);
    const QList<QAction *> items = metrics->actions();
    const auto faithfulness =
        std::find_if(items.begin(), items.end(), [](QAction *a) { return a->text() == QLatin1String("Faithfulness"); });
    QVERIFY(faithfulness != items.end());
    QCOMPARE((*faithfulness)->statusTip(),
             QStringLiteral("Anteil der Behauptungen der Antwort, denen der Retrieval-Kontext nicht widerspricht."));
}

void TestGuiTranslations::acceleratorsAreUniqueInEveryMenu()
{
    QMenuBar *bar = m_fixture->window->menuBar();
    QVERIFY2(mnemonicClash(bar->actions()).isEmpty(), qPrintable(mnemonicClash(bar->actions())));
    QList<QMenu *> menus;
    for (QAction *action : bar->actions())
        menus.append(action->menu());
    while (!menus.isEmpty()) {
        QMenu *menu = menus.takeFirst();
        const QString clash = mnemonicClash(menu->actions());
        QVERIFY2(clash.isEmpty(), qPrintable(describe(menu->title(), menu->actions()) + QStringLiteral("\n") + clash));
        for (QAction *action : menu->actions()) {
            if (action->menu())
                menus.append(action->menu());
        }
    }
}

void TestGuiTranslations::caseListAndUndoTextsAreGerman()
{
    auto *panel = m_fixture->window->findChild<TestCaseListPanel *>();
    QVERIFY(panel);
    panel->newConversation();
    TestCase single;
    single.name = QStringLiteral("Refund");
    single.input = QStringLiteral("How long do refunds take?");
    single.actualOutput = QStringLiteral("Five days.");
    single.retrievalContext = {ContextItem::fromText(QStringLiteral("Refunds take five days."))};
    m_fixture->document()->insertCases(1, {single}, QStringLiteral("insert"));

    const QAbstractItemModel *model = panel->listView()->model();
    QCOMPARE(model->rowCount(), 2);
    QCOMPARE(model->index(0, 0).data().toString(), QStringLiteral("Neues Gespräch"));
    // German plurals: two turns, one context item.
    QCOMPARE(model->index(0, 0).data(CaseListModel::SummaryRole).toString(), QStringLiteral("Gespräch · 2 Turns"));
    QCOMPARE(model->index(1, 0).data(CaseListModel::SummaryRole).toString(),
             QStringLiteral("Single-Turn · 1 Kontexteintrag"));

    m_fixture->document()->undoStack()->undo();
    QCOMPARE(m_fixture->window->actions()->undo->text(), QStringLiteral("&Rückgängig Neues Gespräch"));
}

QTEST_MAIN(TestGuiTranslations)
#include "tst_guitranslations.moc"
