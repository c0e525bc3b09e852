#include "journeywindow.h"
#include "support/qtwarnings.h"

#include "experiments/labelsplit.h"
#include "metrics/engine/enginehost.h"
#include "ui/agreement/labelsimportdialog.h"
#include "ui/run/runcontroller.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QtTest>

using namespace claimscope;

// Journey B, step 3: Try on Labelled Cases runs only what its verdict is about — the metrics
// with labels — and says so where it is offered, before the person presses it. Performed with
// keys and clicks at this screen's size.
class TestTryFast : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void triesOnlyTheLabelledMetricAndSaysSo();

private:
    std::unique_ptr<JourneyWindow> m_journey;
};

void TestTryFast::init()
{
    failOnQtWarnings();
    m_journey = std::make_unique<JourneyWindow>();
}

void TestTryFast::cleanup()
{
    m_journey.reset();
}

void TestTryFast::triesOnlyTheLabelledMetricAndSaysSo()
{
    // Twelve MTRAG conversations, rated by people on their last answer (human.faithful).
    QFile source(QStringLiteral(CLAIMSCOPE_SHARED_DIR "/datasets/mtrag-human/mtrag-conversations.json"));
    if (!source.open(QIODevice::ReadOnly))
        QSKIP("the MTRAG human-evaluation conversations are not there");
    const QJsonArray all = QJsonDocument::fromJson(source.readAll()).array();
    QJsonArray chosen;
    for (int i = 0; i < 12; ++i)
        chosen.append(all.at(i));
    QTemporaryDir folder;
    const QString path = folder.filePath(QStringLiteral("mtrag-twelve.json"));
    QFile dataset(path);
    QVERIFY(dataset.open(QIODevice::WriteOnly));
    dataset.write(QJsonDocument(chosen).toJson());
    dataset.close();

    MainWindow *window = m_journey->window.get();
    Person &person = m_journey->person;
    QVERIFY(m_journey->openAndImportLabels(path));
    QCOMPARE(m_journey->document()->labels().metrics(), QStringList{QStringLiteral("turn_faithfulness")});
    int tuning = 0;
    const LabelSplit split{m_journey->document()->settings().tuningShare};
    for (const QJsonValue &conversation : chosen)
        tuning += split.isTuning(conversation[QStringLiteral("name")].toString()) ? 1 : 0;
    QVERIFY(tuning > 0);

    // The person presses Try: only Turn Faithfulness runs, on the tuning part's cases.
    QStringList ran;
    connect(window->runs()->engine(), &EngineHost::resultReady, this,
            [&](const MetricResult &result) { ran.append(result.metricId); });
    QSignalSpy finished(window->runs(), &RunController::runFinished);
    person.press(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F5));
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 60000);
    QStringList metrics = ran;
    metrics.removeDuplicates();
    QCOMPARE(metrics, QStringList{QStringLiteral("turn_faithfulness")});
    QCOMPARE(ran.size(), tuning);
    QTRY_VERIFY(window->statusBar()->currentMessage().contains(QStringLiteral("is the baseline now")));

    // Where Try is offered, under its button in the Templates tab, it says what it runs.
    person.clickTab(QStringLiteral("Templates"));
    const auto *scope = window->findChild<QLabel *>(QStringLiteral("tryScope"));
    QVERIFY2(scope, "the Templates tab says nothing about what Try runs");
    const QString expected =
        QStringLiteral("Runs Turn Faithfulness, the labelled metric, on %1 tuning case(s).").arg(tuning);
    QTRY_VERIFY(person.sees(scope));
    QCOMPARE(scope->text(), expected);
    QVERIFY2(person.readsSomewhere(expected), qPrintable(person.textsShown().join(u'\n')));
    person.snapshot(QStringLiteral("tryfast-scope"));
}

QTEST_MAIN(TestTryFast)
#include "tst_tryfast.moc"
