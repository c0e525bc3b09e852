#include "support/qtwarnings.h"
#include "windowfixture.h"

#include "metrics/judge/templatesetfile.h"
#include "model/linediff.h"
#include "ui/run/runcontroller.h"
#include "ui/shell/documentcontroller.h"
#include "ui/shell/testcaselistpanel.h"
#include "ui/templates/placeholderhighlighter.h"
#include "ui/templates/templateeditor.h"

#include <QDockWidget>
#include <QFile>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTextBlock>
#include <QtTest>

using namespace claimscope;

// The template editor in the real window: validation and highlighting as you type, the exact
// prompt for the selected test case, the diff against the default, reset, and template sets.
class TestTemplateEditor : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void previewRendersTheSelectedCase();
    void laterStepsShowPlannedValues();
    void inapplicableStepSaysWhy();
    void unknownPlaceholdersAreMarkedAndExplained();
    void diffAndResetFollowTheDefault();
    void templateSetsSaveAndLoad();
    void lineDiffKeepsOrder();
    void offlineJudgeSaysItDoesNotReadTemplates();
    // After an edit the last run's prompt is out of date: the preview names the values it cannot
    // know and the tuning loop's key, not F5 alone.
    void outOfDatePreviewNamesTheUnknownValues();
    // A template's own line breaks, spaces and characters survive the editor byte for byte:
    // long lines wrap on screen only, and an edit undone by hand gives the same text back.
    void keepsTheTemplatesOwnLineBreaks();

private:
    TemplateEditor *editor() const { return m_fixture->window->templateEditor(); }
    void openRefundExample();

    std::unique_ptr<WindowFixture> m_fixture;
};

void TestTemplateEditor::init()
{
    failOnQtWarnings();
    m_fixture = std::make_unique<WindowFixture>();
    m_fixture->window->startUp(QString());
    QTRY_COMPARE(m_fixture->document()->caseCount(), 1);
}

void TestTemplateEditor::cleanup()
{
    m_fixture.reset();
}

void TestTemplateEditor::openRefundExample()
{
    m_fixture->window->documents()->openExample(DocumentController::examples().at(1));
    QTRY_VERIFY(!m_fixture->document()->cases().isEmpty() && !m_fixture->document()->testCase(0).isConversational());
}

void TestTemplateEditor::previewRendersTheSelectedCase()
{
    openRefundExample();
    editor()->selectStep(QStringLiteral("faithfulness__claims"));
    const QString answer = m_fixture->document()->testCase(0).actualOutput;
    QTRY_VERIFY(editor()->previewText().contains(answer));
    QVERIFY(editor()->previewText().startsWith(QLatin1String("user:\n")));
    QVERIFY(!editor()->previewText().contains(QLatin1String("{{text}}")));
    // Editing the test case updates the prompt.
    TestCase changed = m_fixture->document()->testCase(0);
    changed.actualOutput = QStringLiteral("Refunds take 90 days.");
    m_fixture->document()->editCase(0, changed, QStringLiteral("edit"));
    QTRY_VERIFY(editor()->previewText().contains(QLatin1String("Refunds take 90 days.")));
}

void TestTemplateEditor::laterStepsShowPlannedValues()
{
    editor()->selectStep(QStringLiteral("turn_faithfulness__verdicts"));
    QTRY_VERIFY(editor()->previewText().contains(QLatin1String("(known after the run)")));
}

void TestTemplateEditor::inapplicableStepSaysWhy()
{
    editor()->selectStep(QStringLiteral("faithfulness__claims")); // the hotel case is a conversation
    QTRY_VERIFY(editor()->previewNoteText().contains(QLatin1String("needs a single-turn test case")));
    QVERIFY(editor()->previewText().isEmpty());
}

void TestTemplateEditor::unknownPlaceholdersAreMarkedAndExplained()
{
    editor()->selectStep(QStringLiteral("turn_relevancy__verdict"));
    QPlainTextEdit *text = editor()->textEdit();
    text->moveCursor(QTextCursor::End);
    QTest::keyClick(text, Qt::Key_Return);
    QTest::keyClicks(text, QStringLiteral("Also {{messages}} and {{verdicts}}"));
    QVERIFY(editor()->problemsText().contains(QLatin1String("unknown placeholder {{verdicts}}")));
    QVERIFY(m_fixture->document()->templates().isCustomised(QStringLiteral("turn_relevancy__verdict")));
    const QTextBlock last = text->document()->lastBlock();
    const auto formats = last.layout()->formats();
    bool unknownMarked = false;
    bool knownPlain = true;
    for (const QTextLayout::FormatRange &range : formats) {
        const QString covered = last.text().mid(range.start, range.length);
        if (covered == QLatin1String("{{verdicts}}"))
            unknownMarked = range.format.underlineStyle() == QTextCharFormat::WaveUnderline;
        if (covered == QLatin1String("{{messages}}"))
            knownPlain = range.format.underlineStyle() != QTextCharFormat::WaveUnderline;
    }
    QVERIFY(unknownMarked);
    QVERIFY(knownPlain);
}

void TestTemplateEditor::diffAndResetFollowTheDefault()
{
    const QString step = QStringLiteral("turn_relevancy__reason");
    editor()->selectStep(step);
    QVERIFY(editor()->diffText().contains(QLatin1String("  ")));
    QPlainTextEdit *text = editor()->textEdit();
    text->moveCursor(QTextCursor::Start);
    QTest::keyClicks(text, QStringLiteral("Be brief. "));
    QVERIFY(editor()->diffText().contains(QLatin1String("- ")));
    QVERIFY(editor()->diffText().contains(QLatin1String("+ Be brief. ")));
    auto *reset = editor()->findChild<QPushButton *>(QStringLiteral("resetStep"));
    QVERIFY(reset && reset->isEnabled());
    reset->click();
    QCOMPARE(text->toPlainText(), TemplateSet::defaultText(step));
    QVERIFY(!m_fixture->document()->templates().isCustomised(step));
    QVERIFY(!editor()->diffText().contains(QLatin1String("+ ")));
}

void TestTemplateEditor::templateSetsSaveAndLoad()
{
    TemplateSet custom;
    custom.setText(QStringLiteral("turn_relevancy__reason"), QStringLiteral("Explain {{score}} from {{irrelevant}}."));
    m_fixture->document()->editTemplates(custom, QStringLiteral("custom"));
    const QString path = m_fixture->dir.filePath(QStringLiteral("short.templates.json"));
    m_fixture->prompts.saveFile = path;
    editor()->saveSet();
    const TemplateSetLoad saved = TemplateSetFile::read(path);
    QVERIFY2(saved.ok(), qPrintable(saved.errors.join(QLatin1Char('\n'))));
    QCOMPARE(saved.name, QStringLiteral("short"));
    QCOMPARE(saved.templates, custom);

    m_fixture->document()->editTemplates(TemplateSet(), QStringLiteral("reset"));
    m_fixture->prompts.openFile = path;
    editor()->loadSet();
    QCOMPARE(m_fixture->document()->templates(), custom);

    QFile bad(m_fixture->dir.filePath(QStringLiteral("bad.templates.json")));
    QVERIFY(bad.open(QIODevice::WriteOnly));
    bad.write(R"({"name": "bad", "templates": {"faithfulness__opinions": "x"}})");
    bad.close();
    m_fixture->prompts.openFile = bad.fileName();
    editor()->loadSet();
    QCOMPARE(m_fixture->prompts.errors.size(), 1);
    QVERIFY(m_fixture->prompts.errors.first().contains(
        bad.fileName() + QStringLiteral(": templates.faithfulness__opinions: no such judge step")));
    QCOMPARE(m_fixture->document()->templates(), custom); // nothing half-loaded
}

void TestTemplateEditor::lineDiffKeepsOrder()
{
    const QList<DiffLine> diff = LineDiff::compare(QStringLiteral("a\nb\nc"), QStringLiteral("a\nx\nc\nd"));
    const QList<DiffLine> expected = {{DiffLine::Kind::Same, QStringLiteral("a")},
                                      {DiffLine::Kind::Added, QStringLiteral("x")},
                                      {DiffLine::Kind::Removed, QStringLiteral("b")},
                                      {DiffLine::Kind::Same, QStringLiteral("c")},
                                      {DiffLine::Kind::Added, QStringLiteral("d")}};
    QCOMPARE(diff, expected);
    QCOMPARE(LineDiff::changedLines(diff), 3);
    QVERIFY(LineDiff::toHtml({{DiffLine::Kind::Added, QStringLiteral("<b>")}}).contains(QLatin1String("+ &lt;b&gt;")));
}

void TestTemplateEditor::offlineJudgeSaysItDoesNotReadTemplates()
{
    const QString ignored = QStringLiteral("The offline judge does not read templates");
    // Where the template is edited, and in its preview ...
    editor()->selectStep(QStringLiteral("turn_relevancy__verdict"));
    QTRY_VERIFY(!editor()->previewText().isEmpty());
    QVERIFY2(editor()->judgeNoteText().contains(ignored), qPrintable(editor()->judgeNoteText()));
    QVERIFY2(editor()->previewNoteText().contains(ignored), qPrintable(editor()->previewNoteText()));
    editor()->textEdit()->moveCursor(QTextCursor::End);
    QTest::keyClick(editor()->textEdit(), Qt::Key_Return);
    QTest::keyClicks(editor()->textEdit(), QStringLiteral("Answer briefly."));
    QVERIFY(m_fixture->document()->templates().isCustomised(QStringLiteral("turn_relevancy__verdict")));

    // ... and when a run starts with an edited template it does not read.
    MainWindow *window = m_fixture->window.get();
    QSignalSpy notes(window->runs(), &RunController::runNote);
    QSignalSpy finished(window->runs(), &RunController::runFinished);
    window->runs()->runMetric(QStringLiteral("turn_relevancy"));
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 60000);
    QCOMPARE(notes.count(), 1);
    const QString note = notes.first().at(0).toString();
    QVERIFY2(note.contains(ignored) && note.contains(QLatin1String("turn_relevancy__verdict")), qPrintable(note));
    // An unedited metric's run says nothing of templates.
    window->runs()->runMetric(QStringLiteral("conversation_relevance"));
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 2, 60000);
    QCOMPARE(notes.count(), 1);

    // A judge that reads templates: no such note.
    ProjectSettings settings = m_fixture->document()->settings();
    settings.judge.provider = QStringLiteral("openai-compatible");
    settings.judge.baseUrl = QStringLiteral("http://127.0.0.1:9/v1");
    m_fixture->document()->editSettings(settings, QStringLiteral("judge"));
    QVERIFY(!editor()->judgeNoteText().contains(ignored));
    QTRY_VERIFY(!editor()->previewNoteText().contains(ignored) && !editor()->previewText().isEmpty());
}

void TestTemplateEditor::outOfDatePreviewNamesTheUnknownValues()
{
    MainWindow *window = m_fixture->window.get();
    QSignalSpy finished(window->runs(), &RunController::runFinished);
    window->runs()->runMetric(QStringLiteral("turn_faithfulness"));
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 60000);
    MetricSelection selection = m_fixture->document()->metric(QStringLiteral("turn_faithfulness"));
    selection.params.insert(QStringLiteral("window_size"), 1);
    m_fixture->document()->editMetric(selection, QStringLiteral("window size"));
    editor()->selectStep(QStringLiteral("turn_faithfulness__verdicts"));
    QTRY_VERIFY2(editor()->previewNoteText().contains(QStringLiteral("The last run's prompt is out of date")),
                 qPrintable(editor()->previewNoteText()));
    const QString note = editor()->previewNoteText();
    QVERIFY2(note.contains(QStringLiteral("{{truths}}, {{claims}} read “(known after the run)”: earlier judge "
                                          "answers, which a preview does not ask for (their templates are unchanged)"))
                 && note.contains(QStringLiteral("Ctrl+Shift+F5 (Run › Try on Labelled Cases) or F5"))
                 && !note.contains(QStringLiteral("until you press F5")),
             qPrintable(note));
}

void TestTemplateEditor::keepsTheTemplatesOwnLineBreaks()
{
    const QString step = QStringLiteral("turn_faithfulness__verdicts");
    const QString longLine = QStringLiteral("Use only the facts below, never your own knowledge. ").repeated(8);
    const QString text = QStringLiteral("Check each claim.\r\nHedged\u00A0wording is not a\ncontradiction.\n\n\tFacts: "
                                        "{{truths}}   \n%1\nClaims:\n{{claims}}\n")
                             .arg(longLine);
    TemplateSet templates = m_fixture->document()->templates();
    templates.setText(step, text);
    m_fixture->document()->editTemplates(templates, QStringLiteral("set"));
    m_fixture->window->resize(900, 700);
    m_fixture->window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_fixture->window.get()));
    m_fixture->window->dock(MainWindow::Dock::Templates)->raise();
    editor()->selectStep(step);
    QPlainTextEdit *edit = editor()->textEdit();
    QTRY_VERIFY(edit->isVisible());
    // One block per line of the template, the long line wrapped on screen only.
    const int lines = int(QString(text).replace(QStringLiteral("\r\n"), QStringLiteral("\n")).count(u'\n')) + 1;
    QCOMPARE(edit->document()->blockCount(), lines);
    const QTextBlock wrapped = edit->document()->findBlockByNumber(5);
    QCOMPARE(wrapped.text(), longLine);
    QTRY_VERIFY(wrapped.layout()->lineCount() > 1);
    // Shown, then another step shown and back: the saved text is byte-identical.
    editor()->selectStep(QStringLiteral("turn_faithfulness__claims"));
    editor()->selectStep(step);
    QCOMPARE(m_fixture->document()->templates().text(step).toUtf8(), text.toUtf8());
    // A letter typed at the end and taken back with Backspace: the same bytes again.
    edit->setFocus();
    edit->moveCursor(QTextCursor::End);
    QTest::keyClick(edit, Qt::Key_X);
    QVERIFY(m_fixture->document()->templates().text(step).endsWith(QStringLiteral("\nx")));
    QTest::keyClick(edit, Qt::Key_Backspace);
    QCOMPARE(m_fixture->document()->templates().text(step).toUtf8(), text.toUtf8());
}

QTEST_MAIN(TestTemplateEditor)
#include "tst_templateeditor.moc"
