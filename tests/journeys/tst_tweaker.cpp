#include "journeywindow.h"
#include "support/markerjudge.h"
#include "support/qtwarnings.h"
#include "support/smallfilesystem.h"

#include "results/resultshub.h"
#include "ui/agreement/agreementview.h"
#include "ui/agreement/labelsimportdialog.h"
#include "ui/run/runcontroller.h"
#include "ui/settings/judgesettingsdialog.h"

#include <QAbstractItemView>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDirIterator>
#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTableWidget>
#include <QTextEdit>
#include <QtTest>

#include <algorithm>
#include <fcntl.h>
#include <sys/stat.h>
#include <thread>
#include <unistd.h>

using namespace claimscope;

// Journey B, the template tweaker, at its first step (a labelled dataset, its labels imported),
// and the workbench's part of "reliability and security, round 3": labels read exactly or refused
// with a message that says where, exports written whole or not at all, and a key in the judge's
// URL never shown or written. Performed with keys and clicks on the real window at this screen's
// size.
class TestTweaker : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void importsTheHumanLabelsOfTheSample();
    void importsTheCsvTypedAndEntered();
    void badLabelsSayWhereAndImportNothingWrong();
    void exportsWholeFilesAndReplacesThemAtOnce();
    void exportToAFullDiskSaysSoAndKeepsTheFile();
    void keyInTheJudgeUrlIsNeverShownOrWritten();

private:
    // The helpers returning bool return false once the test has failed (the caller stops).
    // B1: the MTRAG sample opened with Ctrl+O, as a person who starts the program opens a file.
    [[nodiscard]] bool openMtragSample();
    [[nodiscard]] bool runAll();
    // Opens the menu of the menu bar titled `menu` with a click and clicks its item `item`.
    [[nodiscard]] bool chooseFromMenu(const QString &menu, const QString &item);
    LabelsImportDialog *openLabelsDialog();
    // Clicks `field`, selects what it holds and types `text` over it.
    void typeInto(QWidget *field, const QString &text, int delayMs = 20);
    // Types `path` into the dialog's CSV field, presses Enter and waits for the file's preview.
    [[nodiscard]] bool enterCsvPath(LabelsImportDialog *dialog, const QString &path);
    // A dialog closed: the main window is active again, as a window manager makes it (the
    // journeys' X servers have none).
    [[nodiscard]] bool backToWindow();
    QString writeFile(const QString &name, const QByteArray &bytes) const;
    // Ctrl+E to `path`; the error shown, if any.
    QString exportWithCtrlE(const QString &path);
    QString caseName(int index) const;
    // Like Person::snapshot, but of the whole screen: the dialogs over the window too.
    void snapshotScreen(const QString &name) const;
    // Every text a person or a screenshot could read in `root`: labels, buttons, fields, text
    // areas, tooltips, titles and the cells (and their tooltips) of every table, list and tree.
    QStringList everyText(const QWidget *root) const;

    std::unique_ptr<JourneyWindow> m_journey;
};

namespace {

QString sampleFile()
{
    return QStringLiteral(CLAIMSCOPE_SOURCE_DIR "/resources/examples/mtrag-sample.json");
}

// A control character a terminal or a text field would act on or hide (line feeds and tabs lay
// text out and are fine).
bool holdsRawControl(const QString &text)
{
    return std::any_of(text.begin(), text.end(),
                       [](QChar c) { return c != u'\n' && c != u'\t' && c.category() == QChar::Other_Control; });
}

QByteArray csvField(const QString &text)
{
    return '"' + text.toUtf8().replace('"', "\"\"") + '"';
}

// The records of an RFC 4180 text: line ends outside quotes.
int csvRecords(const QByteArray &csv)
{
    int records = 0;
    bool quoted = false;
    for (const char c : csv) {
        if (c == '"')
            quoted = !quoted;
        else if (c == '\n' && !quoted)
            ++records;
    }
    return records;
}

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

QString shownRead(const LabelsImportDialog *dialog)
{
    return dialog->preview()->text() + QLatin1Char('\n') + dialog->problems()->toPlainText();
}

} // namespace

void TestTweaker::init()
{
    failOnQtWarnings();
    m_journey = std::make_unique<JourneyWindow>();
}

void TestTweaker::cleanup()
{
    m_journey.reset();
}

bool TestTweaker::openMtragSample()
{
    [&] {
        m_journey->window->startUp(QString());
        QTRY_COMPARE(m_journey->document()->caseCount(), 1);
        m_journey->prompts.openFile = sampleFile();
        m_journey->person.press(QKeySequence::Open);
        QTRY_COMPARE(m_journey->document()->caseCount(), 3);
        QVERIFY(m_journey->window->windowTitle().contains(QStringLiteral("mtrag-sample")));
    }();
    return !QTest::currentTestFailed();
}

bool TestTweaker::runAll()
{
    [&] {
        MainWindow *window = m_journey->window.get();
        QSignalSpy finished(window->runs(), &RunController::runFinished);
        const qsizetype errors = m_journey->prompts.errors.size();
        m_journey->person.press(QKeySequence(Qt::Key_F5));
        QTRY_VERIFY_WITH_TIMEOUT(finished.count() == 1 || m_journey->prompts.errors.size() > errors, 60000);
        QVERIFY2(m_journey->prompts.errors.size() == errors, qPrintable(m_journey->prompts.errors.join(u'\n')));
        window->results()->flush();
        QCoreApplication::processEvents();
        QVERIFY(window->results()->hasResults());
    }();
    return !QTest::currentTestFailed();
}

bool TestTweaker::backToWindow()
{
    m_journey->window->activateWindow();
    [&] { QTRY_COMPARE(QApplication::activeWindow(), m_journey->window.get()); }();
    return !QTest::currentTestFailed();
}

bool TestTweaker::chooseFromMenu(const QString &menu, const QString &item)
{
    [&] {
        QMenuBar *bar = m_journey->window->menuBar();
        QAction *title = nullptr;
        for (QAction *action : bar->actions()) {
            if (action->text().remove(QLatin1Char('&')) == menu)
                title = action;
        }
        QVERIFY2(title && title->menu(), qPrintable(QStringLiteral("no menu \"%1\"").arg(menu)));
        m_journey->person.click(bar, bar->actionGeometry(title).center());
        QMenu *popup = title->menu();
        QTRY_VERIFY2(popup->isVisible(), qPrintable(QStringLiteral("the %1 menu did not open").arg(menu)));
        QVERIFY(QTest::qWaitForWindowExposed(popup));
        QAction *entry = nullptr;
        for (QAction *action : popup->actions()) {
            if (action->text().remove(QLatin1Char('&')) == item)
                entry = action;
        }
        QVERIFY2(entry && entry->isVisible() && entry->isEnabled(),
                 qPrintable(QStringLiteral("no item \"%1\" to click in the %2 menu").arg(item, menu)));
        const QRect where = popup->actionGeometry(entry);
        QVERIFY2(popup->rect().contains(where), "the menu item is cut off");
        QTest::mouseMove(popup, where.center());
        QTest::mouseClick(popup, Qt::LeftButton, Qt::NoModifier, where.center());
        QTRY_VERIFY(!popup->isVisible());
    }();
    return !QTest::currentTestFailed();
}

LabelsImportDialog *TestTweaker::openLabelsDialog()
{
    if (!chooseFromMenu(QStringLiteral("Edit"), QStringLiteral("Import Human Labels…")))
        return nullptr;
    LabelsImportDialog *dialog = nullptr;
    [&] { QTRY_VERIFY((dialog = m_journey->window->labelsDialog()) && dialog->isVisible()); }();
    if (dialog && !QTest::qWaitForWindowExposed(dialog))
        return nullptr;
    return dialog;
}

void TestTweaker::typeInto(QWidget *field, const QString &text, int delayMs)
{
    m_journey->person.click(field);
    m_journey->person.press(QKeySequence::SelectAll);
    m_journey->person.type(text, delayMs);
}

bool TestTweaker::enterCsvPath(LabelsImportDialog *dialog, const QString &path)
{
    [&] {
        QSignalSpy previewed(dialog, &LabelsImportDialog::previewed);
        typeInto(dialog->csvPath(), path);
        m_journey->person.press(QKeySequence(Qt::Key_Return));
        QTRY_VERIFY(!previewed.isEmpty() || !dialog->isVisible());
        QVERIFY2(dialog->isVisible(), "Enter in the file field closed the dialog before the file was read");
        QVERIFY(dialog->fromCsv()->isChecked());
    }();
    return !QTest::currentTestFailed();
}

QString TestTweaker::writeFile(const QString &name, const QByteArray &bytes) const
{
    const QString path = m_journey->dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) || file.write(bytes) != bytes.size())
        qFatal("cannot write the test's own file %s", qPrintable(path));
    return path;
}

QString TestTweaker::exportWithCtrlE(const QString &path)
{
    const qsizetype errorsBefore = m_journey->prompts.errors.size();
    m_journey->prompts.saveFile = path;
    m_journey->person.press(QKeySequence(Qt::CTRL | Qt::Key_E));
    return m_journey->prompts.errors.size() > errorsBefore ? m_journey->prompts.errors.constLast() : QString();
}

void TestTweaker::snapshotScreen(const QString &name) const
{
    const QString folder = qEnvironmentVariable("CLAIMSCOPE_JOURNEY_SHOTS");
    if (folder.isEmpty())
        return;
    QDir().mkpath(folder);
    QScreen *screen = QGuiApplication::primaryScreen();
    screen->grabWindow(0).save(
        QDir(folder).filePath(QStringLiteral("%1-%2.png").arg(name, JourneyWindow::screenName())));
}

QString TestTweaker::caseName(int index) const
{
    return m_journey->document()->testCase(index).name;
}

QStringList TestTweaker::everyText(const QWidget *root) const
{
    QStringList texts = m_journey->person.textsShown(root);
    QList<const QWidget *> widgets{root};
    for (const QWidget *child : root->findChildren<QWidget *>())
        widgets.append(child);
    for (const QWidget *widget : std::as_const(widgets)) {
        texts << widget->toolTip() << widget->statusTip() << widget->windowTitle() << widget->accessibleName();
        if (const auto *edit = qobject_cast<const QPlainTextEdit *>(widget))
            texts << edit->toPlainText();
        if (const auto *edit = qobject_cast<const QTextEdit *>(widget))
            texts << edit->toPlainText();
        if (const auto *label = qobject_cast<const QLabel *>(widget))
            texts << label->text();
        if (const auto *view = qobject_cast<const QAbstractItemView *>(widget); view && view->model()) {
            const QAbstractItemModel *model = view->model();
            QList<QModelIndex> parents{QModelIndex()};
            while (!parents.isEmpty()) {
                const QModelIndex parent = parents.takeFirst();
                for (int row = 0; row < model->rowCount(parent); ++row) {
                    for (int column = 0; column < model->columnCount(parent); ++column) {
                        const QModelIndex index = model->index(row, column, parent);
                        texts << index.data(Qt::DisplayRole).toString() << index.data(Qt::ToolTipRole).toString();
                        if (column == 0 && model->hasChildren(index))
                            parents.append(index);
                    }
                }
            }
        }
    }
    for (const QAction *action : root->findChildren<QAction *>())
        texts << action->text() << action->toolTip() << action->statusTip();
    texts.removeAll(QString());
    return texts;
}

void TestTweaker::importsTheHumanLabelsOfTheSample()
{
    QVERIFY(openMtragSample());
    MainWindow *window = m_journey->window.get();
    Person &person = m_journey->person;

    // B1: the dialog offers the conversations' human verdict, for a metric that scores them.
    LabelsImportDialog *dialog = openLabelsDialog();
    QVERIFY(dialog);
    QVERIFY(person.sees(dialog->importButton()));
    QCOMPARE(dialog->field()->currentText(), QStringLiteral("human.faithful"));
    const QString metric = dialog->metric()->currentData().toString();
    QCOMPARE(metric, QStringLiteral("turn_faithfulness"));
    // Proposed: the raters judged the last answer. This journey compares their verdicts with the
    // whole conversation's score, so the person says so with the keyboard.
    QCOMPARE(dialog->rates()->currentText(), QStringLiteral("the last answer"));
    person.click(dialog->rates());
    person.press(QKeySequence(Qt::Key_Up));
    person.press(QKeySequence(Qt::Key_Return));
    QTRY_COMPARE(dialog->mapping(), QStringLiteral("turn_faithfulness=human.faithful"));
    // The sample's raters: two conversations faithful, one not.
    QVERIFY2(dialog->preview()->text().contains(QStringLiteral("3 label(s)"))
                 && dialog->preview()->text().contains(QStringLiteral("2 pass, 1 fail")),
             qPrintable(dialog->preview()->text()));
    QVERIFY2(dialog->problems()->toPlainText().isEmpty(), qPrintable(dialog->problems()->toPlainText()));
    snapshotScreen(QStringLiteral("b1-labels-dialog"));
    person.click(dialog->importButton());
    QTRY_VERIFY(!window->labelsDialog());
    QVERIFY(backToWindow());
    QCOMPARE(m_journey->document()->labels().size(), 3);
    QVERIFY2(window->statusBar()->currentMessage().contains(QStringLiteral("Imported 3 human label(s)")),
             qPrintable(window->statusBar()->currentMessage()));

    // Run, and the Agreement dock counts the three labelled results.
    QVERIFY(runAll());
    person.clickTab(QStringLiteral("Agreement"));
    AgreementView *agreement = window->agreementView();
    QTRY_VERIFY(person.sees(agreement->figures()));
    QTRY_VERIFY(agreement->agreement().has_value());
    QCOMPARE(agreement->agreement()->n, 3);
    QVERIFY2(person.readsSomewhere(QStringLiteral("Labelled results\n%1\n%2\n3")
                                       .arg(QString::number(agreement->splitAgreement()->tuning.n),
                                            QString::number(agreement->splitAgreement()->heldOut.n)),
                                   agreement),
             qPrintable(m_journey->person.textsShown(agreement).join(QStringLiteral(" | "))));
    int humanFail = 0;
    for (int judge = 0; judge < 2; ++judge)
        humanFail += agreement->confusion()->item(judge, 1)->text().toInt();
    QCOMPARE(humanFail, 1);
    person.snapshot(QStringLiteral("b1-agreement"));

    // The labels go with the results into the exports.
    const QString json = m_journey->dir.filePath(QStringLiteral("labelled.json"));
    QCOMPARE(exportWithCtrlE(json), QString());
    int labelled = 0;
    int humanPass = 0;
    for (const QJsonValue &result : QJsonDocument::fromJson(readAll(json)).object().value(u"results").toArray()) {
        const QJsonObject human = result.toObject().value(u"human_label").toObject();
        if (human.isEmpty())
            continue;
        QCOMPARE(result.toObject().value(u"metric").toString(), metric);
        ++labelled;
        humanPass += human.value(u"pass").toBool() ? 1 : 0;
    }
    QCOMPARE(labelled, 3);
    QCOMPARE(humanPass, 2);
    const QString csv = m_journey->dir.filePath(QStringLiteral("labelled.csv"));
    QCOMPARE(exportWithCtrlE(csv), QString());
    const QByteArray table = readAll(csv);
    QVERIFY2(table.left(table.indexOf('\n')).contains(",human_label,human_rating"), table.left(400).constData());
    // The last two cells of a row: the label and its rating.
    const QString text = QString::fromUtf8(table);
    const QRegularExpression pass(QStringLiteral(",pass,[0-9.]*\r$"), QRegularExpression::MultilineOption);
    const QRegularExpression fail(QStringLiteral(",fail,[0-9.]*\r$"), QRegularExpression::MultilineOption);
    const auto matches = [&text](const QRegularExpression &pattern) {
        int count = 0;
        for (QRegularExpressionMatchIterator it = pattern.globalMatch(text); it.hasNext(); it.next())
            ++count;
        return count;
    };
    QCOMPARE(matches(pass), 2);
    QCOMPARE(matches(fail), 1);
}

void TestTweaker::importsTheCsvTypedAndEntered()
{
    QVERIFY(openMtragSample());
    MainWindow *window = m_journey->window.get();
    Person &person = m_journey->person;
    // The person's own labels disagree with the sample's raters on the split conversation.
    const QString path = writeFile(QStringLiteral("my labels.csv"),
                                   "test_case,metric,label\r\n" + csvField(caseName(0)) + ",turn_faithfulness,pass\r\n"
                                       + csvField(caseName(1)) + ",turn_faithfulness,fail\r\n" + csvField(caseName(2))
                                       + ",turn_faithfulness,fail\r\n");

    LabelsImportDialog *dialog = openLabelsDialog();
    QVERIFY(dialog);
    QVERIFY(dialog->importButton()->isEnabled()); // the metadata's labels, previewed
    // The person prefers the file: types its path and presses Enter, then imports what it shows.
    QVERIFY(enterCsvPath(dialog, path));
    QVERIFY2(dialog->preview()->text().contains(QStringLiteral("3 label(s) for Turn Faithfulness")),
             qPrintable(shownRead(dialog)));
    QVERIFY2(dialog->problems()->toPlainText().isEmpty(), qPrintable(dialog->problems()->toPlainText()));
    person.click(dialog->importButton());
    QTRY_VERIFY(!window->labelsDialog());
    QVERIFY(backToWindow());
    const HumanLabels &labels = m_journey->document()->labels();
    QCOMPARE(labels.size(), 3);
    QCOMPARE(labels.find(caseName(0), QStringLiteral("turn_faithfulness"))->pass, true);
    QCOMPARE(labels.find(caseName(1), QStringLiteral("turn_faithfulness"))->pass, false);
    QVERIFY2(!labels.find(caseName(2), QStringLiteral("turn_faithfulness"))->pass,
             "the metadata's verdict was imported instead of the file's");

    QVERIFY(runAll());
    person.clickTab(QStringLiteral("Agreement"));
    AgreementView *agreement = window->agreementView();
    QTRY_VERIFY(agreement->agreement().has_value());
    QCOMPARE(agreement->agreement()->n, 3);
    QVERIFY(person.readsSomewhere(QStringLiteral("Labelled results\n%1\n%2\n3")
                                      .arg(QString::number(agreement->splitAgreement()->tuning.n),
                                           QString::number(agreement->splitAgreement()->heldOut.n)),
                                  agreement));
}

void TestTweaker::badLabelsSayWhereAndImportNothingWrong()
{
    QVERIFY(openMtragSample());
    MainWindow *window = m_journey->window.get();
    Person &person = m_journey->person;
    LabelsImportDialog *dialog = openLabelsDialog();
    QVERIFY(dialog);
    const auto nothingRawShown = [&](const char *what) {
        for (const QString &text : everyText(window)) // the dialog too, while it is open
            QVERIFY2(!holdsRawControl(text),
                     qPrintable(QStringLiteral("%1: a raw control character in \"%2\"")
                                    .arg(QLatin1String(what), text.toHtmlEscaped())));
    };

    // A pass mark that is no number ("3..5" read as 0 passed every rating): refused, with the fix.
    typeInto(dialog->field(), QStringLiteral("human.faithfulness.mean>=3..5"));
    QVERIFY2(dialog->problems()->toPlainText().contains(QStringLiteral("\"3..5\" is not a number"))
                 && dialog->problems()->toPlainText().contains(
                     QStringLiteral("e.g. turn_faithfulness=human.faithfulness.mean>=3.5")),
             qPrintable(shownRead(dialog)));
    QVERIFY(person.sees(dialog->problems()));
    QVERIFY2(!dialog->importButton()->isEnabled(), qPrintable(shownRead(dialog)));
    QVERIFY(dialog->labels().isEmpty());
    snapshotScreen(QStringLiteral("b1-bad-mark"));

    // The rating box takes a number only: what it shows is the mark the labels are read with.
    typeInto(dialog->field(), QStringLiteral("human.faithfulness.mean"));
    person.click(dialog->rated());
    QVERIFY(dialog->rated()->isChecked());
    typeInto(dialog->minimum(), QStringLiteral("3..5"));
    QCOMPARE(dialog->minimum()->value(), 3.5);
    QVERIFY2(dialog->minimum()->text().startsWith(QStringLiteral("3.5")), qPrintable(dialog->minimum()->text()));
    QCOMPARE(dialog->mapping(), QStringLiteral("turn_faithfulness=human.faithfulness.mean>=3.5@last"));
    // Means 4, 1.33 and 3: one at or above 3.5.
    QVERIFY2(dialog->preview()->text().contains(QStringLiteral("1 pass, 2 fail")), qPrintable(shownRead(dialog)));

    // Rows that disagree about one conversation, and a row for one that is not there.
    const QString disputed = writeFile(QStringLiteral("disputed.csv"),
                                       "test_case,metric,label\n" + csvField(caseName(0)) + ",turn_faithfulness,pass\n"
                                           + csvField(caseName(1)) + ",turn_faithfulness,fail\n" + csvField(caseName(0))
                                           + ",turn_faithfulness,fail\nNowhere to be found,turn_faithfulness,pass\n");
    QVERIFY(enterCsvPath(dialog, disputed));
    const QString problems = dialog->problems()->toPlainText();
    QVERIFY2(problems.contains(disputed + QStringLiteral(":4: test case \"") + caseName(0))
                 && problems.contains(QStringLiteral("fail here but pass at line 2"))
                 && problems.contains(QStringLiteral("keep one of them")),
             qPrintable(problems));
    QVERIFY2(problems.contains(QStringLiteral("labels for test cases that are not there, left out: 1"))
                 && problems.contains(QStringLiteral("\"Nowhere to be found\" (line 5)")),
             qPrintable(problems));
    QVERIFY2(dialog->preview()->text().contains(QStringLiteral("1 label(s)")), qPrintable(shownRead(dialog)));
    snapshotScreen(QStringLiteral("b1-disputed"));

    // Control characters and escape sequences in a file: shown escaped, never acted on.
    const QString controls = writeFile(QStringLiteral("controls.csv"),
                                       "test_case,metric,label\n" + csvField(caseName(0))
                                           + ",turn_faithfulness,\x1b[2Jpass\x07\n\x1b]0;owned\x07,turn_faithfulness,"
                                             "pass\n"
                                           + csvField(caseName(1)) + ",turn_faithfulness\x1b[31m,fail\n");
    QVERIFY(enterCsvPath(dialog, controls));
    QVERIFY2(dialog->problems()->toPlainText().contains(controls
                                                        + QStringLiteral(":2: label \"\\x1B[2Jpass\\x07\" is neither "
                                                                         "pass nor fail")),
             qPrintable(shownRead(dialog)));
    QVERIFY2(
        dialog->problems()->toPlainText().contains(QStringLiteral(":4: unknown metric \"turn_faithfulness\\x1B[31m\""))
            && dialog->problems()->toPlainText().contains(QStringLiteral("\"\\x1B]0;owned\\x07\" (line 3)")),
        qPrintable(shownRead(dialog)));
    QVERIFY(!dialog->importButton()->isEnabled());
    nothingRawShown("controls.csv");
    snapshotScreen(QStringLiteral("b1-controls"));

    // A binary file (a PNG header): one message naming the file, the line and what to do.
    const QString binary =
        writeFile(QStringLiteral("binary.csv"), QByteArray("\x89PNG\r\n\x1a\n\0\0\0\rIHDR\x1b[0m", 20));
    QVERIFY(enterCsvPath(dialog, binary));
    QVERIFY2(dialog->problems()->toPlainText().startsWith(binary + QStringLiteral(":3: a NUL byte"))
                 && dialog->problems()->toPlainText().contains(QStringLiteral("save it as CSV UTF-8")),
             qPrintable(shownRead(dialog)));
    QVERIFY(!dialog->importButton()->isEnabled());
    nothingRawShown("binary.csv");

    // Back to the disputed file: Import takes the one label both rows did not dispute, nothing else.
    QVERIFY(enterCsvPath(dialog, disputed));
    QVERIFY(dialog->importButton()->isEnabled());
    person.click(dialog->importButton());
    QTRY_VERIFY(!window->labelsDialog());
    QVERIFY(backToWindow());
    const HumanLabels &labels = m_journey->document()->labels();
    QCOMPARE(labels.size(), 1);
    QVERIFY2(!labels.find(caseName(0), QStringLiteral("turn_faithfulness")), "a disputed label was imported");
    QCOMPARE(labels.find(caseName(1), QStringLiteral("turn_faithfulness"))->pass, false);
    nothingRawShown("after the import");
}

void TestTweaker::exportsWholeFilesAndReplacesThemAtOnce()
{
    QVERIFY(openMtragSample());
    QVERIFY(runAll());
    MainWindow *window = m_journey->window.get();
    const int rows = window->results()->resultsModel()->rowCount();
    QVERIFY(rows >= 3);

    // A7/C4: the report, the JSON and the CSV, each whole.
    const QString html = m_journey->dir.filePath(QStringLiteral("report.html"));
    QCOMPARE(exportWithCtrlE(html), QString());
    QVERIFY2(window->statusBar()->currentMessage().contains(QStringLiteral("report.html")),
             qPrintable(window->statusBar()->currentMessage()));
    const QByteArray report = readAll(html);
    QVERIFY2(report.trimmed().endsWith("</html>"), report.right(200).constData());
    for (int i = 0; i < 3; ++i)
        QVERIFY2(report.contains(caseName(i).toHtmlEscaped().toUtf8()), qPrintable(caseName(i)));

    const QString json = m_journey->dir.filePath(QStringLiteral("results.json"));
    QCOMPARE(exportWithCtrlE(json), QString());
    QJsonParseError parsed;
    const QJsonObject document = QJsonDocument::fromJson(readAll(json), &parsed).object();
    QVERIFY2(parsed.error == QJsonParseError::NoError, qPrintable(parsed.errorString()));
    QCOMPARE(document.value(QStringLiteral("results")).toArray().size(), rows);
    QVERIFY(document.value(QStringLiteral("summary")).isObject());

    const QString csv = m_journey->dir.filePath(QStringLiteral("results.csv"));
    QCOMPARE(exportWithCtrlE(csv), QString());
    const QByteArray table = readAll(csv);
    QVERIFY(table.startsWith("test_case,"));
    QVERIFY(table.endsWith("\r\n"));
    QCOMPARE(csvRecords(table), rows + 1);

    // Over an existing file: one rename, so whoever has the old file open reads it whole, and
    // no temporary file is left beside the new one.
    const QByteArray old("<html>the report of last week</html>\n");
    writeFile(QStringLiteral("old.html"), old);
    QFile reader(m_journey->dir.filePath(QStringLiteral("old.html")));
    QVERIFY(reader.open(QIODevice::ReadOnly));
    const QStringList before = QDir(m_journey->dir.path()).entryList(QDir::Files | QDir::Hidden);
    QCOMPARE(exportWithCtrlE(reader.fileName()), QString());
    QCOMPARE(reader.readAll(), old);
    const QByteArray replaced = readAll(reader.fileName());
    QVERIFY2(replaced.trimmed().endsWith("</html>") && replaced.contains(caseName(2).toHtmlEscaped().toUtf8()),
             "the existing file was not replaced by the whole report");
    QCOMPARE(QDir(m_journey->dir.path()).entryList(QDir::Files | QDir::Hidden), before);

    // A FIFO is written into, never replaced by a regular file.
    const QString fifo = m_journey->dir.filePath(QStringLiteral("pipe.csv"));
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    // The reader is open before the export starts (a thread that opened it later, after the
    // export had written and closed, would wait for a writer for ever). A writer of the test's
    // own keeps it from reading the end before the export has opened the FIFO.
    const int pipeReader = ::open(QFile::encodeName(fifo).constData(), O_RDONLY | O_NONBLOCK);
    QVERIFY(pipeReader >= 0);
    const int writer = ::open(QFile::encodeName(fifo).constData(), O_WRONLY);
    QVERIFY(writer >= 0);
    QCOMPARE(::fcntl(pipeReader, F_SETFL, ::fcntl(pipeReader, F_GETFL) & ~O_NONBLOCK), 0);
    QByteArray piped;
    std::thread drain([&] {
        QFile in;
        if (in.open(pipeReader, QIODevice::ReadOnly, QFileDevice::AutoCloseHandle))
            piped = in.readAll();
    });
    const QString fifoError = exportWithCtrlE(fifo);
    ::close(writer);
    drain.join();
    QCOMPARE(fifoError, QString());
    QCOMPARE(piped, table);
    struct stat status { };
    QCOMPARE(::stat(QFile::encodeName(fifo).constData(), &status), 0);
    QVERIFY2(S_ISFIFO(status.st_mode), "the FIFO was replaced by a regular file");
}

void TestTweaker::exportToAFullDiskSaysSoAndKeepsTheFile()
{
    SmallFileSystem disk(64);
    if (!disk.isValid())
        QSKIP(qPrintable(disk.skipReason()));
    const QString target = disk.filePath(QStringLiteral("report.html"));
    const QByteArray old("<html>the report of last week</html>\n");
    {
        QFile file(target);
        QVERIFY(file.open(QIODevice::WriteOnly) && file.write(old) == old.size());
    }
    QVERIFY(disk.fill());
    QVERIFY(openMtragSample());
    QVERIFY(runAll());

    for (const QString &name : {QStringLiteral("report.html"), QStringLiteral("new.json"), QStringLiteral("new.csv")}) {
        const QString path = disk.filePath(name);
        const QString error = exportWithCtrlE(path);
        QVERIFY2(error.startsWith(QStringLiteral("Export failed: ")) && error.contains(path)
                     && error.contains(QStringLiteral("No space left on device")),
                 qPrintable(name + QStringLiteral(": ") + error));
        QVERIFY2(!m_journey->window->statusBar()->currentMessage().contains(QStringLiteral("exported")),
                 qPrintable(m_journey->window->statusBar()->currentMessage()));
    }
    QCOMPARE(readAll(target), old);
    const QStringList left = QDir(QFileInfo(target).path()).entryList(QDir::Files | QDir::Hidden);
    QCOMPARE(left, (QStringList{QStringLiteral("filler"), QStringLiteral("report.html")}));
}

void TestTweaker::keyInTheJudgeUrlIsNeverShownOrWritten()
{
    MarkerJudge judge;
    QString why;
    QVERIFY2(judge.start(&why), qPrintable(why));
    QVERIFY(openMtragSample());
    MainWindow *window = m_journey->window.get();
    Person &person = m_journey->person;
    const QString secret = QStringLiteral("SECRETKEY");
    const QString plain = judge.baseUrl(); // http://127.0.0.1:PORT/v1
    const QStringList urls{QStringLiteral("http://user:%1@").arg(secret) + plain.mid(int(qstrlen("http://"))),
                           plain + QStringLiteral("?api-key=") + secret};

    for (int attempt = 0; attempt < urls.size(); ++attempt) {
        const QString tag = QStringLiteral("url %1: ").arg(attempt + 1);
        // The Judge dock's button opens the settings; the person picks the endpoint by keyboard
        // and types its URL and model.
        person.clickTab(QStringLiteral("Judge"));
        auto *edit = window->dock(MainWindow::Dock::Judge)->findChild<QPushButton *>();
        QVERIFY(edit);
        person.click(edit);
        JudgeSettingsDialog *dialog = nullptr;
        QTRY_VERIFY((dialog = window->judgeDialog()) && dialog->isVisible());
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        auto *provider = dialog->findChild<QComboBox *>(QStringLiteral("provider"));
        QTRY_COMPARE(QApplication::focusWidget(), provider); // the dialog opens on its first field
        if (provider->currentIndex() == 0)
            person.press(QKeySequence(Qt::Key_Down));
        QCOMPARE(provider->currentData().toString(), QStringLiteral("openai-compatible"));
        auto *urlNote = dialog->findChild<QLabel *>(QStringLiteral("urlNote"));
        QVERIFY(urlNote);
        typeInto(dialog->findChild<QLineEdit *>(QStringLiteral("baseUrl")), plain, 5);
        QVERIFY2(!person.sees(urlNote), qPrintable(urlNote->text())); // a URL without a key: no note
        typeInto(dialog->findChild<QLineEdit *>(QStringLiteral("baseUrl")), urls[attempt], 5);
        // The person reads, while typing, that the key in the URL will not be kept, and where to
        // keep it instead.
        QVERIFY2(person.sees(urlNote) && urlNote->text().contains(QStringLiteral("never saved"))
                     && urlNote->text().contains(QStringLiteral("keychain")) && urlNote->text().contains(plain)
                     && !urlNote->text().contains(secret),
                 qPrintable(tag + urlNote->text()));
        typeInto(dialog->findChild<QLineEdit *>(QStringLiteral("model")), QStringLiteral("marker"));
        person.click(dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok));
        QTRY_VERIFY(!window->judgeDialog());
        QVERIFY(backToWindow());
        QCOMPARE(m_journey->document()->settings().judge.baseUrl, urls[attempt]); // used for requests

        QVERIFY(runAll());
        person.clickTab(QStringLiteral("Judge"));
        QVERIFY2(
            person.readsSomewhere(plain, window->dock(MainWindow::Dock::Judge)),
            qPrintable(tag + person.textsShown(window->dock(MainWindow::Dock::Judge)).join(QStringLiteral(" | "))));
        person.snapshot(QStringLiteral("judge-url-%1").arg(attempt + 1));

        // Nothing a person or a screenshot reads holds the key: window, status bar (the judge
        // label and its tooltip), docks, tables, the judge calls.
        for (const QString &title :
             {QStringLiteral("Results"), QStringLiteral("Judge calls"), QStringLiteral("Runs")}) {
            person.clickTab(title);
            for (const QString &text : everyText(window))
                QVERIFY2(!text.contains(secret), qPrintable(tag + title + QStringLiteral(": ") + text));
        }

        // Nor any export of these results.
        for (const QString &suffix : {QStringLiteral("html"), QStringLiteral("json"), QStringLiteral("csv")}) {
            const QString path = m_journey->dir.filePath(QStringLiteral("judged-%1.%2").arg(attempt).arg(suffix));
            QCOMPARE(exportWithCtrlE(path), QString());
            const QByteArray written = readAll(path);
            QVERIFY2(!written.isEmpty() && !written.contains(secret.toUtf8()),
                     qPrintable(tag + path + QStringLiteral(" holds the key")));
            if (suffix == QLatin1String("html")) // the report names the judge, without the key
                QVERIFY2(written.contains(plain.toUtf8()),
                         qPrintable(tag + QStringLiteral("no judge URL in the report")));
        }
    }

    // Nor the project saved with Ctrl+S, nor anything else the workbench wrote: settings,
    // autosaves, the run store, the step cache.
    m_journey->prompts.saveFile = m_journey->dir.filePath(QStringLiteral("tuned.claimscope.json"));
    person.press(QKeySequence::Save);
    QTRY_VERIFY(!m_journey->document()->isModified());
    const QByteArray project = readAll(m_journey->prompts.saveFile);
    QVERIFY(project.contains(plain.toUtf8()));
    QVERIFY2(!project.contains(secret.toUtf8()), "the saved project holds the key");
    QDirIterator files(m_journey->dir.path(), QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    int read = 0;
    while (files.hasNext()) {
        const QString path = files.next();
        QVERIFY2(!readAll(path).contains(secret.toUtf8()), qPrintable(path + QStringLiteral(" holds the key")));
        ++read;
    }
    QVERIFY(read > 5);
}

QTEST_MAIN(TestTweaker)
#include "tst_tweaker.moc"
