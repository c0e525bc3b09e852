#include "model/translations.h"
#include "scriptedprompts.h"
#include "support/fakejudgeserver.h"
#include "support/qtwarnings.h"

#include "results/failurewalk.h"
#include "ui/document/projectdocument.h"
#include "ui/editor/caseeditor.h"
#include "ui/editor/conversationpane.h"
#include "ui/editor/turnwidget.h"
#include "ui/metrics/metriccard.h"
#include "ui/metrics/metricspanel.h"
#include "ui/metrics/parameditor.h"
#include "ui/run/runcontroller.h"
#include "ui/run/runstatuswidget.h"
#include "ui/settings/appsettings.h"
#include "ui/settings/judgesettingsdialog.h"
#include "ui/shell/handlestyle.h"
#include "ui/shell/mainactions.h"
#include "ui/shell/mainwindow.h"
#include "ui/shell/presentationmode.h"
#include "ui/shell/recoverydialog.h"
#include "ui/templates/templateeditor.h"

#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QSet>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QtTest>

using namespace claimscope;

// What users see: grabs the main states of the real window at 1280×800 (presentation also at
// 1024×768) into $CLAIMSCOPE_SCREENSHOT_DIR (docs/screenshots via scripts/screenshots.sh), else
// a temporary folder, and checks each picture has the right size and real content.
class TestScreenshots : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void init();
    void mainWindowWithExample();
    void editorWithContextItems();
    void metricsPanel();
    void templateEditorWithPreview();
    void judgeSettingsDialog();
    void presentationMode();
    void presentationAt1024();
    void failureWalk();
    void recoveryDialog();

private:
    void save(QWidget *widget, const QString &name, QSize expected = {});

    QTemporaryDir m_temp;
    QString m_outDir;
    ScriptedPrompts m_prompts;
    std::unique_ptr<AppSettings> m_settings;
    std::unique_ptr<MainWindow> m_window;
};

void TestScreenshots::init()
{
    failOnQtWarnings();
}

void TestScreenshots::initTestCase()
{
    installTranslations(*QCoreApplication::instance(), QLocale(QLocale::English));
    QApplication::setStyle(new HandleStyle);
    PresentationMode::applyNormalLook();
    m_outDir = qEnvironmentVariable("CLAIMSCOPE_SCREENSHOT_DIR", m_temp.filePath(QStringLiteral("shots")));
    QDir().mkpath(m_outDir);
    m_settings = std::make_unique<AppSettings>(
        std::make_unique<QSettings>(m_temp.filePath(QStringLiteral("settings.ini")), QSettings::IniFormat));
    m_window = std::make_unique<MainWindow>(m_settings.get(), &m_prompts, m_temp.filePath(QStringLiteral("autosave")));
    m_window->resize(1280, 800);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    m_window->startUp(QString());
    QTRY_COMPARE(m_window->document()->caseCount(), 1);
}

void TestScreenshots::cleanupTestCase()
{
    m_window->document()->undoStack()->setClean();
    m_window.reset();
}

void TestScreenshots::save(QWidget *widget, const QString &name, QSize expected)
{
    QCoreApplication::processEvents();
    const QImage image = widget->grab().toImage();
    if (expected.isValid())
        QCOMPARE(image.size(), expected);
    // Real content: many colours, not an empty or single-colour frame.
    QSet<QRgb> colours;
    for (int y = 0; y < image.height(); y += 7) {
        for (int x = 0; x < image.width(); x += 7)
            colours.insert(image.pixel(x, y));
    }
    QVERIFY2(colours.size() > 20, qPrintable(name));
    QVERIFY(image.save(QDir(m_outDir).filePath(name + QStringLiteral(".png"))));
}

void TestScreenshots::mainWindowWithExample()
{
    QSignalSpy finished(m_window->runs(), &RunController::runFinished);
    m_window->runs()->runAll();
    QVERIFY(finished.wait(60000));
    save(m_window.get(), QStringLiteral("main-window"), {1280, 800});
}

void TestScreenshots::editorWithContextItems()
{
    ConversationPane *pane = m_window->caseEditor()->conversationPane();
    QVERIFY(pane->turnCount() > 3);
    m_window->showEvidence(0, 3, QStringLiteral("Breakfast is included in Superior, Deluxe and Suite rates."));
    save(m_window.get(), QStringLiteral("editor-context-items"), {1280, 800});
}

void TestScreenshots::metricsPanel()
{
    m_window->dock(MainWindow::Dock::Metrics)->raise();
    MetricCard *card = m_window->metricsPanel()->card(QStringLiteral("epistemic_consistency"));
    card->setExpanded(true);
    auto *temperatures = card->editor(QStringLiteral("temperatures"))->findChild<QLineEdit *>();
    temperatures->setFocus();
    QTest::keyClicks(temperatures, QStringLiteral(", hot"));
    QTRY_VERIFY(!card->errorText().isEmpty());
    m_window->resizeDocks({m_window->dock(MainWindow::Dock::Metrics)}, {420}, Qt::Horizontal);
    // F5 with an invalid param: nothing runs, and the card with the explanation comes into view.
    m_prompts.errors.clear();
    m_window->runs()->runAll();
    QCOMPARE(m_prompts.errors.size(), 1);
    QVERIFY(m_prompts.errors.first().contains(QLatin1String("epistemic_consistency.temperatures")));
    save(m_window.get(), QStringLiteral("metrics-panel"), {1280, 800});
    m_window->document()->undoStack()->undo();
    QTRY_VERIFY(card->errorText().isEmpty());
}

void TestScreenshots::templateEditorWithPreview()
{
    m_window->dock(MainWindow::Dock::Templates)->raise();
    TemplateEditor *editor = m_window->templateEditor();
    editor->selectStep(QStringLiteral("turn_faithfulness__claims"));
    QTRY_VERIFY(editor->previewText().contains(QLatin1String("Check-in normally starts at 3 pm")));
    // An unknown placeholder: marked in the text and explained under it.
    editor->textEdit()->moveCursor(QTextCursor::End);
    QTest::keyClick(editor->textEdit(), Qt::Key_Return);
    QTest::keyClicks(editor->textEdit(), QStringLiteral("Quote the {{answer}} too."));
    QTRY_VERIFY(editor->problemsText().contains(QLatin1String("unknown placeholder {{answer}}")));
    QTRY_VERIFY(editor->previewText().contains(QLatin1String("Quote the {{answer}} too.")));
    save(m_window.get(), QStringLiteral("template-editor"), {1280, 800});
    m_window->document()->undoStack()->undo();
    m_window->dock(MainWindow::Dock::Results)->raise();
}

void TestScreenshots::judgeSettingsDialog()
{
    m_window->openJudgeSettings();
    JudgeSettingsDialog *dialog = m_window->judgeDialog();
    QVERIFY(dialog);
    dialog->findChild<QComboBox *>(QStringLiteral("provider"))->setCurrentIndex(1);
    FakeJudgeServer judge;
    judge.setHandler([](const FakeJudgeServer::Request &) {
        return FakeJudgeServer::chatReply(QJsonObject{{QStringLiteral("verdict"), QStringLiteral("yes")},
                                                      {QStringLiteral("reason"), QJsonValue::Null}});
    });
    dialog->findChild<QLineEdit *>(QStringLiteral("baseUrl"))->setText(judge.url());
    dialog->findChild<QLineEdit *>(QStringLiteral("model"))->setText(QStringLiteral("llama3.1:70b"));
    QVERIFY(QTest::qWaitForWindowExposed(dialog));
    dialog->testConnection();
    QTRY_VERIFY(dialog->statusText().contains(QLatin1String("Connected")));
    save(dialog, QStringLiteral("judge-settings"));
    dialog->reject();
}

void TestScreenshots::presentationMode()
{
    // A strict Turn Faithfulness: the claims the offline judge could not support become failures.
    MetricSelection faithfulness = m_window->document()->metric(QStringLiteral("turn_faithfulness"));
    faithfulness.params.insert(QStringLiteral("threshold"), 1.0);
    m_window->document()->editMetric(faithfulness, QStringLiteral("strict threshold"));
    m_window->presentation()->setActive(true);
    QTest::qWait(50); // the chat settles into the larger fonts
    save(m_window.get(), QStringLiteral("presentation-mode"), {1280, 800});
    m_window->presentation()->setActive(false);
}

void TestScreenshots::presentationAt1024()
{
    // A projector's 1024×768, on the first failing claim.
    m_window->resize(1024, 768);
    m_window->presentation()->setActive(true);
    QVERIFY(!m_window->failureWalk()->stops().isEmpty());
    m_window->actions()->nextFailure->trigger(); // from the Results slide to the walk's introduction
    m_window->actions()->nextFailure->trigger();
    QTest::qWait(50); // the chat settles into the new size and fonts
    save(m_window.get(), QStringLiteral("presentation-1024"), {1024, 768});
    m_window->presentation()->setActive(false);
    m_window->failureWalk()->reset();
    m_window->resize(1280, 800);
}

void TestScreenshots::failureWalk()
{
    m_window->presentation()->setActive(true);
    const int stops = int(m_window->failureWalk()->stops().size());
    for (int i = 0; i <= qMin(2, stops); ++i) // the introduction first
        m_window->actions()->nextFailure->trigger();
    save(m_window.get(), QStringLiteral("failure-walk"), {1280, 800});
    m_window->presentation()->setActive(false);
    m_window->document()->undoStack()->undo();
}

void TestScreenshots::recoveryDialog()
{
    const QDateTime today(QDate(2025, 3, 14), QTime(14, 5));
    RecoveryDialog dialog(
        {
            {m_temp.filePath(QStringLiteral("autosave/1.claimscope.json")),
             QStringLiteral("/home/ana/evals/hotel-concierge.claimscope.json"),
             QStringLiteral("hotel-concierge.claimscope.json"), today},
            {m_temp.filePath(QStringLiteral("autosave/2.claimscope.json")), QString(),
             QStringLiteral("Example: Refund policy (single turn)"), today.addSecs(-2 * 3600)},
            {m_temp.filePath(QStringLiteral("autosave/3.claimscope.json")), QString(), QStringLiteral("Untitled"),
             today.addDays(-1)},
        },
        m_window.get());
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    save(&dialog, QStringLiteral("recovery-dialog"));
}

QTEST_MAIN(TestScreenshots)
#include "tst_screenshots.moc"
