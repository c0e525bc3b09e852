// Human labels in the real window: set by key and context-menu actions in the results table
// and from the breakdown, shown beside the judge's verdict, undone and redone, saved in the
// project and back after reopening it; imported from metadata and from a CSV file as one
// undoable step, with the importer's problems shown in the dialog.
#include "support/qtwarnings.h"
#include "windowfixture.h"

#include "model/translations.h"
#include "results/breakdownmodel.h"
#include "results/resultshub.h"
#include "ui/agreement/agreementview.h"
#include "ui/agreement/labelsimportdialog.h"
#include "ui/results/breakdownview.h"
#include "ui/results/resultsview.h"
#include "ui/run/runcontroller.h"
#include "ui/shell/documentcontroller.h"
#include "ui/shell/mainactions.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSignalSpy>
#include <QTableView>
#include <QTreeView>
#include <QtTest>

using namespace claimscope;

namespace {

QString mtragPath()
{
    return QStringLiteral(CLAIMSCOPE_SHARED_DIR "/datasets/mtrag-human/mtrag-conversations.json");
}

// The row of the results table (as shown) of a metric on the first test case.
int shownRow(ResultsView *view, const QString &metricId)
{
    const QAbstractItemModel *model = view->table()->model();
    for (int row = 0; row < model->rowCount(); ++row) {
        if (model->index(row, 0).data(ResultsModel::MetricIdRole).toString() == metricId)
            return row;
    }
    return -1;
}

} // namespace

class TestHumanLabels : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void handLabelsAreUndoableAndSurviveReopening();
    void importFromMetadataIsOneUndoStep();
    void csvProblemsAreShownBeforeImporting();
    void claimVerdictsInTheBreakdown();
};

void TestHumanLabels::init()
{
    failOnQtWarnings();
}

void TestHumanLabels::initTestCase()
{
    installTranslations(*QCoreApplication::instance(), QLocale(QLocale::English));
}

void TestHumanLabels::handLabelsAreUndoableAndSurviveReopening()
{
    WindowFixture fixture;
    MainWindow *window = fixture.window.get();
    window->startUp(QString());
    QTRY_COMPARE(fixture.document()->caseCount(), 1);
    QSignalSpy finished(window->runs(), &RunController::runFinished);
    QTest::keyClick(window, Qt::Key_F5);
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 60000);
    window->results()->flush();

    ResultsView *results = window->resultsView();
    QTableView *table = results->table();
    const int row = shownRow(results, QStringLiteral("turn_faithfulness"));
    QVERIFY(row >= 0);
    table->setFocus();
    table->selectRow(row);
    const QModelIndex status = table->model()->index(row, ResultsModel::StatusColumn);
    const QModelIndex human = table->model()->index(row, ResultsModel::HumanColumn);
    const bool judgePasses = status.data().toString().startsWith(QStringLiteral("✓"));
    QCOMPARE(human.data().toString(), QString());

    // P on the table: a pass label, shown beside the judge's verdict (marked when they differ).
    QTest::keyClick(table, Qt::Key_P);
    const QString caseKey = human.data(ResultsModel::CaseKeyRole).toString();
    const std::optional<HumanLabel> set =
        fixture.document()->labels().find(caseKey, QStringLiteral("turn_faithfulness"));
    QVERIFY(set);
    QVERIFY(set->pass);
    QCOMPARE(human.data().toString(), judgePasses ? QStringLiteral("✓ Pass") : QStringLiteral("✓ Pass ≠ judge"));
    QVERIFY(fixture.document()->isModified());
    // The breakdown of the selected result shows the same label.
    QCOMPARE(results->breakdown()->humanLabel()->currentIndex(), 1);

    // The context menu's action (what F and the menu trigger) turns it into a fail.
    results->labelFailAction()->trigger();
    QCOMPARE(human.data().toString(), judgePasses ? QStringLiteral("✗ Fail ≠ judge") : QStringLiteral("✗ Fail"));
    QCOMPARE(results->breakdown()->humanLabel()->currentIndex(), 2);

    // Undo and redo go through the document's stack, one label at a time.
    QUndoStack *undo = fixture.document()->undoStack();
    undo->undo();
    QVERIFY(fixture.document()->labels().find(caseKey, QStringLiteral("turn_faithfulness"))->pass);
    undo->undo();
    QVERIFY(!fixture.document()->labels().find(caseKey, QStringLiteral("turn_faithfulness")));
    QCOMPARE(human.data().toString(), QString());
    QCOMPARE(results->breakdown()->humanLabel()->currentIndex(), 0);
    undo->redo();
    undo->redo();
    QVERIFY(!fixture.document()->labels().find(caseKey, QStringLiteral("turn_faithfulness"))->pass);

    // A second label from the breakdown's combo, on another metric.
    const int other = shownRow(results, QStringLiteral("turn_relevancy"));
    QVERIFY(other >= 0);
    table->selectRow(other);
    QCOMPARE(results->breakdown()->humanLabel()->currentIndex(), 0);
    results->breakdown()->humanLabel()->setCurrentIndex(1);
    Q_EMIT results->breakdown()->humanLabel()->activated(1);
    QVERIFY(fixture.document()->labels().find(caseKey, QStringLiteral("turn_relevancy"))->pass);
    const HumanLabels before = fixture.document()->labels();
    QCOMPARE(before.size(), 2);

    // Saved in the project file, and back after opening it again.
    const QString path = fixture.dir.filePath(QStringLiteral("labelled.claimscope.json"));
    fixture.prompts.saveFile = path;
    QVERIFY(window->documents()->saveAs());
    QFile saved(path);
    QVERIFY(saved.open(QIODevice::ReadOnly));
    const QJsonObject root = QJsonDocument::fromJson(saved.readAll()).object();
    QCOMPARE(root.value(QStringLiteral("labels"))
                 .toObject()
                 .value(QStringLiteral("turn_faithfulness"))
                 .toObject()
                 .value(caseKey)
                 .toObject()
                 .value(QStringLiteral("pass"))
                 .toBool(true),
             false);
    fixture.document()->reset(Project(), QString());
    QVERIFY(fixture.document()->labels().isEmpty());
    window->documents()->openPath(path);
    QTRY_COMPARE(fixture.document()->filePath(), path);
    QCOMPARE(fixture.document()->labels(), before);
    QVERIFY(!fixture.document()->isModified());
    QVERIFY(undo->count() == 0);
}

void TestHumanLabels::importFromMetadataIsOneUndoStep()
{
    if (!QFile::exists(mtragPath()))
        QSKIP("the MTRAG conversations are not available");
    WindowFixture fixture;
    MainWindow *window = fixture.window.get();
    window->documents()->openPath(mtragPath());
    QTRY_COMPARE_WITH_TIMEOUT(fixture.document()->caseCount(), 477, 20000);
    window->actions()->importLabels->trigger();
    LabelsImportDialog *dialog = window->labelsDialog();
    QVERIFY(dialog);
    QTRY_VERIFY(dialog->isVisible());
    // The MTRAG verdict is offered first, for the faithfulness metric of conversations, as a
    // rating of the last answer (the only turn with retrieval context).
    QCOMPARE(dialog->mapping(), QStringLiteral("turn_faithfulness=human.faithful@last"));
    int faithful = 0;
    for (const TestCase &testCase : fixture.document()->cases())
        faithful +=
            testCase.metadata.value(QStringLiteral("human")).toObject().value(QStringLiteral("faithful")).toBool();
    QCOMPARE(dialog->labels().size(), 477);
    QVERIFY2(
        dialog->preview()->text().contains(
            QStringLiteral("477 labels for Turn Faithfulness: %1 pass, %2 fail").arg(faithful).arg(477 - faithful)),
        qPrintable(dialog->preview()->text()));
    QVERIFY(dialog->importButton()->isEnabled());

    // A rating instead: the mean faithfulness rating, passing at 3.5 or above.
    dialog->field()->setCurrentText(QStringLiteral("human.faithfulness.mean"));
    dialog->rated()->setChecked(true);
    dialog->minimum()->setValue(3.5);
    QCOMPARE(dialog->mapping(), QStringLiteral("turn_faithfulness=human.faithfulness.mean>=3.5@last"));
    int rated = 0;
    for (const TestCase &testCase : fixture.document()->cases())
        rated += testCase.metadata.value(QStringLiteral("human"))
                     .toObject()
                     .value(QStringLiteral("faithfulness"))
                     .toObject()
                     .value(QStringLiteral("mean"))
                     .toDouble()
            >= 3.5;
    const std::optional<HumanLabel> first =
        dialog->labels().find(fixture.document()->testCase(0).displayName(0), QStringLiteral("turn_faithfulness"));
    QVERIFY(first && first->rating);
    QVERIFY2(dialog->preview()->text().contains(QStringLiteral("%1 pass").arg(rated)),
             qPrintable(dialog->preview()->text()));

    dialog->importButton()->click();
    QTRY_VERIFY(!window->labelsDialog());
    QCOMPARE(fixture.document()->labels().size(), 477);
    QUndoStack *undo = fixture.document()->undoStack();
    QCOMPARE(undo->count(), 1);
    undo->undo();
    QVERIFY(fixture.document()->labels().isEmpty());
    undo->redo();
    QCOMPARE(fixture.document()->labels().size(), 477);
    QCOMPARE(fixture.document()
                 ->labels()
                 .find(fixture.document()->testCase(0).displayName(0), QStringLiteral("turn_faithfulness"))
                 ->rating,
             first->rating);
}

void TestHumanLabels::csvProblemsAreShownBeforeImporting()
{
    WindowFixture fixture;
    MainWindow *window = fixture.window.get();
    window->startUp(QString());
    QTRY_COMPARE(fixture.document()->caseCount(), 1);
    const QString csv = fixture.dir.filePath(QStringLiteral("labels.csv"));
    QFile file(csv);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("test_case,metric,label\nHotel concierge: early arrival with a dog,faithfulness,pass\nHotel concierge: "
               "early arrival with a dog,turn_faithfulness,maybe\n"
               "Hotel concierge: early arrival with a dog,faithfulnes,fail\n");
    file.close();
    window->actions()->importLabels->trigger();
    LabelsImportDialog *dialog = window->labelsDialog();
    QVERIFY(dialog);
    QSignalSpy previewed(dialog, &LabelsImportDialog::previewed);
    fixture.prompts.openFile = csv;
    for (QPushButton *button : dialog->findChildren<QPushButton *>()) {
        if (button->text() == QStringLiteral("&Browse…"))
            button->click();
    }
    QVERIFY(dialog->fromCsv()->isChecked());
    QTRY_VERIFY(!previewed.isEmpty() && dialog->labels().size() == 1);
    const QString problems = dialog->problems()->toPlainText();
    QVERIFY2(problems.contains(QStringLiteral("%1:3: label \"maybe\" is neither pass nor fail").arg(csv)),
             qPrintable(problems));
    QVERIFY2(problems.contains(QStringLiteral("%1:4: unknown metric \"faithfulnes\"").arg(csv)), qPrintable(problems));
    QVERIFY(dialog->preview()->text().contains(QStringLiteral("1 label for Faithfulness")));
    QVERIFY(dialog->importButton()->isEnabled());
    dialog->importButton()->click();
    QTRY_VERIFY(!window->labelsDialog());
    QVERIFY(fixture.document()
                ->labels()
                .find(QStringLiteral("Hotel concierge: early arrival with a dog"), QStringLiteral("faithfulness"))
                ->pass);

    // A file that does not exist: the reason, and nothing to import.
    window->actions()->importLabels->trigger();
    dialog = window->labelsDialog();
    QSignalSpy again(dialog, &LabelsImportDialog::previewed);
    dialog->csvPath()->setText(fixture.dir.filePath(QStringLiteral("missing.csv")));
    Q_EMIT dialog->csvPath()->editingFinished();
    QTRY_VERIFY(dialog->problems()->toPlainText().contains(QStringLiteral("missing.csv: cannot read the labels")));
    QVERIFY(!dialog->importButton()->isEnabled());
    dialog->reject();
}

void TestHumanLabels::claimVerdictsInTheBreakdown()
{
    WindowFixture fixture;
    MainWindow *window = fixture.window.get();
    window->startUp(QString());
    QTRY_COMPARE(fixture.document()->caseCount(), 1);
    QSignalSpy finished(window->runs(), &RunController::runFinished);
    window->runs()->runMetric(QStringLiteral("turn_faithfulness"));
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 60000);
    window->results()->flush();
    ResultsView *results = window->resultsView();
    results->table()->selectRow(0);
    BreakdownView *breakdown = results->breakdown();
    QTreeView *tree = breakdown->tree();
    // The breakdown opens on the first failing claim: the person disagrees and calls it fine.
    const QModelIndex claim = tree->currentIndex().siblingAtColumn(0);
    QCOMPARE(claim.data(BreakdownModel::KindRole).toString(), QStringLiteral("claim"));
    const QString judged = claim.data(BreakdownModel::VerdictRole).toString();
    QVERIFY(judged == QLatin1String("no") || judged == QLatin1String("idk"));
    const QString text = claim.data(BreakdownModel::FullTextRole).toString();
    const MetricResult result = window->results()->breakdownModel()->result();
    const QString caseKey = HumanLabels::caseName(result.testCaseName, result.testCaseIndex);
    tree->setFocus();
    QTest::keyClick(tree, Qt::Key_Y);
    QCOMPARE(fixture.document()->claimLabels().find(caseKey, QStringLiteral("turn_faithfulness"), text),
             QStringLiteral("yes"));
    QCOMPARE(claim.siblingAtColumn(BreakdownModel::VerdictColumn).data().toString(),
             QStringLiteral("%1 · you: ✓ yes").arg(verdictText(judged)));
    QCOMPARE(claim.data(BreakdownModel::HumanVerdictRole).toString(), QStringLiteral("yes"));

    // The agreement view: one claim judged, against the judge; and the score had it agreed,
    // computed here window by window with that claim counted as faithful.
    AgreementView *agreement = window->agreementView();
    agreement->refresh();
    agreement->showMetric(QStringLiteral("turn_faithfulness"));
    QVERIFY(agreement->claimAgreement());
    // One claim, counted once however many overlapping windows repeat it.
    QVERIFY([&] {
        int occurrences = 0;
        for (const BreakdownWindow &w : result.windows)
            for (const BreakdownItem &item : w.items)
                occurrences += item.kind == BreakdownItem::Kind::Claim && item.text == text;
        return occurrences;
    }() >= 1);
    QCOMPARE(agreement->claimAgreement()->n, 1);
    QCOMPARE(agreement->claimAgreement()->agreeing, 0);
    double sum = 0;
    int windows = 0;
    for (const BreakdownWindow &w : result.windows) {
        if (w.skipped || !w.score)
            continue;
        int claims = 0;
        int no = 0;
        for (const BreakdownItem &item : w.items) {
            if (item.kind != BreakdownItem::Kind::Claim)
                continue;
            ++claims;
            no += item.verdict == QLatin1String("no") && item.text != text;
        }
        sum += claims ? double(claims - no) / claims : *w.score;
        ++windows;
    }
    const double expected = sum / windows;
    QVERIFY(expected > *result.score || judged == QLatin1String("idk"));
    QVERIFY2(agreement->claims()->text().contains(QStringLiteral("<b>%1</b>").arg(expected, 0, 'f', 3)),
             qPrintable(agreement->claims()->text()));

    // Undo, redo, and saved with the project.
    QUndoStack *undo = fixture.document()->undoStack();
    undo->undo();
    QVERIFY(fixture.document()->claimLabels().isEmpty());
    QCOMPARE(claim.siblingAtColumn(BreakdownModel::VerdictColumn).data().toString(), verdictText(judged));
    undo->redo();
    const ClaimLabels before = fixture.document()->claimLabels();
    QCOMPARE(before.size(), 1);
    const QString path = fixture.dir.filePath(QStringLiteral("claims.claimscope.json"));
    fixture.prompts.saveFile = path;
    QVERIFY(window->documents()->saveAs());
    fixture.document()->reset(Project(), QString());
    window->documents()->openPath(path);
    QTRY_COMPARE(fixture.document()->filePath(), path);
    QCOMPARE(fixture.document()->claimLabels(), before);
}

QTEST_MAIN(TestHumanLabels)
#include "tst_humanlabels.moc"
