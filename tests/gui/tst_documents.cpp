#include "support/qtwarnings.h"
#include "windowfixture.h"

#include "ui/editor/caseeditor.h"
#include "ui/editor/conversationpane.h"
#include "ui/editor/growingtextedit.h"
#include "ui/editor/turnwidget.h"
#include "ui/shell/aboutdialog.h"
#include "ui/shell/documentcontroller.h"
#include "ui/shell/testcaselistpanel.h"

#include <QDockWidget>
#include <QFile>
#include <QFontInfo>
#include <QMimeData>
#include <QScreen>
#include <QSignalSpy>
#include <QToolBar>
#include <QtTest>

using namespace claimscope;

namespace {

// How tall the dock's title is drawn: the rows with dark pixels in the left half of its title
// bar (the float and close buttons sit on the right).
int titleTextHeight(QDockWidget *dock)
{
    QCoreApplication::processEvents();
    const QImage bar = dock->grab(QRect(0, 0, dock->width() / 2, dock->widget()->geometry().top())).toImage();
    int top = bar.height();
    int bottom = -1;
    for (int y = 0; y < bar.height(); ++y) {
        for (int x = 0; x < bar.width(); ++x) {
            if (qGray(bar.pixel(x, y)) < 128) {
                top = qMin(top, y);
                bottom = qMax(bottom, y);
            }
        }
    }
    return bottom - top + 1;
}

} // namespace

// Files from the real window: save and reopen, the unsaved-changes prompt, import by dialog and
// by drop, unreadable files, recent files, settings that never hold a key, the About box and
// presentation mode. Autosave and crash recovery: tst_recovery.
class TestDocuments : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void saveAndReopenRoundTrips();
    void openAsksAboutUnsavedChanges();
    void importByDialogAndByDrop();
    void unreadableFileIsExplained();
    void settingsKeepTheJudgeButNeverTheKey();
    void windowLayoutIsRestored();
    void aboutShowsEveryLicence();
    void presentationModeEnlargesAndRestores();

private:
    void openExample();
    void typeInFirstTurn(const QString &text);
    QString writeFile(const QString &name, const QByteArray &bytes);

    std::unique_ptr<WindowFixture> m_fixture;
};

void TestDocuments::init()
{
    failOnQtWarnings();
    m_fixture = std::make_unique<WindowFixture>();
}

void TestDocuments::cleanup()
{
    m_fixture.reset();
}

void TestDocuments::openExample()
{
    m_fixture->window->startUp(QString());
    QTRY_COMPARE(m_fixture->document()->caseCount(), 1);
}

void TestDocuments::typeInFirstTurn(const QString &text)
{
    TurnWidget *turn = nullptr;
    QTRY_VERIFY((turn = m_fixture->window->caseEditor()->conversationPane()->turnWidget(0)) != nullptr);
    turn->contentEdit()->moveCursor(QTextCursor::End);
    QTest::keyClicks(turn->contentEdit(), text);
}

QString TestDocuments::writeFile(const QString &name, const QByteArray &bytes)
{
    const QString path = m_fixture->dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
        return {};
    return path;
}

void TestDocuments::saveAndReopenRoundTrips()
{
    openExample();
    MainWindow *window = m_fixture->window.get();
    typeInFirstTurn(QStringLiteral(" Two adults."));
    MetricSelection metric = m_fixture->document()->metric(QStringLiteral("turn_relevancy"));
    metric.enabled = false;
    m_fixture->document()->editMetric(metric, QStringLiteral("disable"));
    const Project edited = m_fixture->document()->project();
    const QString path = m_fixture->dir.filePath(QStringLiteral("trip")); // the suffix is added
    m_fixture->prompts.saveFile = path;
    QTest::keyClick(window, Qt::Key_S, Qt::ControlModifier);
    const QString saved = path + QStringLiteral(".claimscope.json");
    QVERIFY(QFile::exists(saved));
    QCOMPARE(m_fixture->document()->filePath(), saved);
    QVERIFY(!window->isWindowModified());
    QVERIFY(window->windowTitle().startsWith(QLatin1String("trip.claimscope.json")));
    QCOMPARE(m_fixture->settings->recentFiles().first(), saved);

    window->documents()->newProject();
    QCOMPARE(m_fixture->document()->caseCount(), 0);
    window->documents()->openPath(saved);
    QTRY_COMPARE(m_fixture->document()->filePath(), saved);
    QCOMPARE(m_fixture->document()->project(), edited);
    QVERIFY(!window->isWindowModified());
}

void TestDocuments::openAsksAboutUnsavedChanges()
{
    openExample();
    typeInFirstTurn(QStringLiteral(" Changed."));
    const TestCase changed = m_fixture->document()->testCase(0);
    m_fixture->prompts.saveChoice = UserPrompts::SaveChoice::Cancel;
    m_fixture->window->documents()->newProject();
    QCOMPARE(m_fixture->prompts.asked.last(),
             QStringLiteral("save:Example: Hotel concierge (conversation with retrieval context)"));
    QCOMPARE(m_fixture->document()->testCase(0), changed); // cancelled: nothing replaced
    QVERIFY(!m_fixture->window->close());                  // and the window stays open
    m_fixture->prompts.saveChoice = UserPrompts::SaveChoice::Discard;
    m_fixture->window->documents()->newProject();
    QCOMPARE(m_fixture->document()->caseCount(), 0);
    QVERIFY(!m_fixture->window->isWindowModified());
}

void TestDocuments::importByDialogAndByDrop()
{
    openExample();
    const QString jsonl = writeFile(QStringLiteral("more.jsonl"),
                                    "{\"input\": \"Is there parking?\", \"actual_output\": \"Yes, for DKK 200.\", "
                                    "\"retrieval_context\": [\"Parking costs DKK 200 per night.\"]}\n"
                                    "{\"turns\": [{\"role\": \"user\", \"content\": \"Hi\"}, {\"role\": \"assistant\", "
                                    "\"content\": \"Hello!\"}]}\n");
    QVERIFY(!jsonl.isEmpty());
    m_fixture->prompts.openFile = jsonl;
    m_fixture->window->documents()->import();
    QTRY_COMPARE(m_fixture->document()->caseCount(), 3);
    QCOMPARE(m_fixture->document()->testCase(1).input, QStringLiteral("Is there parking?"));
    QCOMPARE(m_fixture->window->caseList()->currentCase(), 1);
    m_fixture->document()->undoStack()->undo();
    QCOMPARE(m_fixture->document()->caseCount(), 1);

    const QString yaml = writeFile(QStringLiteral("promptfoo.yaml"),
                                   "tests:\n  - vars:\n      _conversation:\n        - input: Where is the spa?\n      "
                                   "    output: On the top floor.\n");
    QVERIFY(!yaml.isEmpty());
    // As a window system delivers it: the drag enters (and is accepted), then drops.
    QMimeData mime;
    mime.setUrls({QUrl::fromLocalFile(yaml)});
    QDragEnterEvent enter(QPoint(200, 200), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(m_fixture->window.get(), &enter);
    QVERIFY(enter.isAccepted());
    QDropEvent drop(QPointF(200, 200), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(m_fixture->window.get(), &drop);
    QTRY_COMPARE(m_fixture->document()->caseCount(), 2);
    QCOMPARE(m_fixture->document()->testCase(1).turns.last().content, QStringLiteral("On the top floor."));
}

void TestDocuments::unreadableFileIsExplained()
{
    openExample();
    const QString broken =
        writeFile(QStringLiteral("broken.json"),
                  "{\"turns\": [{\"role\": \"user\", \"content\": \"hi\"}, {\"role\": \"bot\", \"content\": \"yo\"}]}");
    QSignalSpy loaded(m_fixture->window->documents(), &DocumentController::fileLoaded);
    m_fixture->window->documents()->openPath(broken);
    QTRY_COMPARE(loaded.count(), 1);
    QVERIFY(!loaded.first().at(1).toBool());
    QCOMPARE(m_fixture->prompts.errors.size(), 1);
    QVERIFY2(m_fixture->prompts.errors.first().contains(QLatin1String("broken.json: turns[1].role")),
             qPrintable(m_fixture->prompts.errors.first()));
    QCOMPARE(m_fixture->document()->caseCount(), 1); // the open project is kept
}

void TestDocuments::settingsKeepTheJudgeButNeverTheKey()
{
    JudgeSettings judge;
    judge.provider = QStringLiteral("openai-compatible");
    judge.baseUrl = QStringLiteral("http://127.0.0.1:8080/v1");
    judge.model = QStringLiteral("qwen2.5");
    judge.apiKeyEnv = QStringLiteral("MY_KEY");
    judge.apiKey = QStringLiteral("sk-never-on-disk-987654");
    judge.prices.insert(QStringLiteral("qwen2.5"), {0.1, 0.2});
    m_fixture->settings->setJudge(judge);
    m_fixture->settings->setKeyInKeychain(true);
    m_fixture->settings->sync();
    QFile ini(m_fixture->settingsPath());
    QVERIFY(ini.open(QIODevice::ReadOnly));
    const QByteArray text = ini.readAll();
    QVERIFY(!text.contains("never-on-disk"));
    QVERIFY(text.contains("MY_KEY"));
    JudgeSettings expected = judge;
    expected.apiKey.clear();
    QCOMPARE(m_fixture->settings->judge(), expected);
    QVERIFY(m_fixture->settings->keyInKeychain());
    // New projects start with that judge.
    m_fixture->window->documents()->newProject();
    QCOMPARE(m_fixture->document()->settings().judge, expected);

    for (int i = 0; i < AppSettings::MaxRecentFiles + 2; ++i)
        m_fixture->settings->addRecentFile(QStringLiteral("/p/%1.json").arg(i));
    m_fixture->settings->addRecentFile(QStringLiteral("/p/3.json"));
    const QStringList recent = m_fixture->settings->recentFiles();
    QCOMPARE(recent.size(), AppSettings::MaxRecentFiles);
    QCOMPARE(recent.first(), QStringLiteral("/p/3.json"));
    QCOMPARE(recent.count(QStringLiteral("/p/3.json")), 1);
}

void TestDocuments::windowLayoutIsRestored()
{
    openExample();
    QDockWidget *charts = m_fixture->window->dock(MainWindow::Dock::Charts);
    charts->close();
    m_fixture->prompts.saveChoice = UserPrompts::SaveChoice::Discard;
    QVERIFY(m_fixture->window->close());
    QVERIFY(!m_fixture->settings->windowLayout(QGuiApplication::primaryScreen()->size()).isEmpty());
    m_fixture->makeWindow();
    QVERIFY(QTest::qWaitForWindowExposed(m_fixture->window.get()));
    QVERIFY(m_fixture->window->dock(MainWindow::Dock::Charts)->isHidden());
    QVERIFY(!m_fixture->window->dock(MainWindow::Dock::Metrics)->isHidden());
}

void TestDocuments::aboutShowsEveryLicence()
{
    AboutDialog about;
    const QString text = about.allText();
    for (const char *expected :
         {"Qt 6", "GNU LGPL v3", "nlohmann/json", "yaml-cpp", "MIT", "Snowball libstemmer", "BSD 3-Clause",
          "QtKeychain", "Apache 2.0", "Katsis", "MTRAG: A Multi-Turn Conversational Benchmark", "Apache License"})
        QVERIFY2(text.contains(QLatin1String(expected)), expected);
}

void TestDocuments::presentationModeEnlargesAndRestores()
{
    openExample();
    MainWindow *window = m_fixture->window.get();
    const qreal normal = QApplication::font().pointSizeF();
    QDockWidget *results = window->dock(MainWindow::Dock::Results);
    const int normalTitle = titleTextHeight(results);
    QVERIFY(normalTitle > 0);
    QTest::keyClick(window, Qt::Key_F11);
    QVERIFY(window->presentation()->isActive());
    // Body text a 40th of the screen's height; the docks' titles grow with it.
    QCOMPARE(QFontInfo(QApplication::font()).pixelSize(), window->screen()->size().height() / 40);
    QVERIFY2(titleTextHeight(results) > normalTitle,
             qPrintable(QStringLiteral("%1 px, was %2 px").arg(titleTextHeight(results)).arg(normalTitle)));
    QVERIFY(window->findChild<QToolBar *>()->isHidden());
    QVERIFY(window->dock(MainWindow::Dock::Metrics)->isHidden());
    QVERIFY(window->dock(MainWindow::Dock::TestCases)->isHidden());
    QVERIFY(!window->dock(MainWindow::Dock::Results)->isHidden());
    QVERIFY(qApp->styleSheet().contains(QLatin1String("#003da5")));
    QTest::keyClick(window, Qt::Key_F11);
    QVERIFY(!window->presentation()->isActive());
    QCOMPARE(QApplication::font().pointSizeF(), normal);
    QCOMPARE(titleTextHeight(results), normalTitle);
    QVERIFY(!window->findChild<QToolBar *>()->isHidden());
    QVERIFY(!window->dock(MainWindow::Dock::Metrics)->isHidden());
    QVERIFY(!window->dock(MainWindow::Dock::TestCases)->isHidden());
}

QTEST_MAIN(TestDocuments)
#include "tst_documents.moc"
