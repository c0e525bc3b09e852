#include "support/qtwarnings.h"

#include "model/humanlabels.h"
#include "model/metricresult.h"
#include "results/resultshub.h"
#include "results/resultsmodel.h"
#include "ui/labels/labelnextdialog.h"

#include <QLabel>
#include <QRegularExpression>
#include <QtTest>

using namespace claimscope;

// Label Next's κ line: the κ of the asked result's metric over the labels given so far, with its
// 95 % interval, which narrows as labels come in; labels are paired with scores as the Agreement
// dock pairs them. UI thread.
class TestLabelNextDialog : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init() { failOnQtWarnings(); }
    void theKappaIntervalNarrowsAsLabelsComeIn();
    void aLabelOnTheLastAnswerIsComparedWithThatAnswersScore();
    void aHandfulOfLabelsShowsNoInterval();
};

namespace {

const QString Faithfulness = QStringLiteral("faithfulness");
const QString TurnFaithfulness = QStringLiteral("turn_faithfulness");

MetricResult scored(int testCase, const QString &metricId, double score)
{
    MetricResult result;
    result.runId = 1;
    result.testCaseIndex = testCase;
    result.testCaseName = QStringLiteral("case %1").arg(testCase);
    result.metricId = metricId;
    result.score = score;
    result.threshold = 0.5;
    result.success = passes(score, result.threshold);
    return result;
}

// κ, its interval's ends and n as the dialog's κ line reads them; none when it reads otherwise.
struct KappaLine {
    double kappa = 0;
    double low = 0;
    double high = 0;
    int n = 0;
};
std::optional<KappaLine> readKappaLine(const QString &text)
{
    static const QRegularExpression pattern(
        QStringLiteral("κ (-?[0-9.]+), 95 % interval (-?[0-9.]+) to (-?[0-9.]+) \\(n = ([0-9]+)\\)"));
    const QRegularExpressionMatch match = pattern.match(text);
    if (!match.hasMatch())
        return std::nullopt;
    return KappaLine{match.captured(1).toDouble(), match.captured(2).toDouble(), match.captured(3).toDouble(),
                     match.captured(4).toInt()};
}

} // namespace

void TestLabelNextDialog::theKappaIntervalNarrowsAsLabelsComeIn()
{
    // 120 results over the whole range of scores; the person agrees with the judge on most.
    ResultsHub hub;
    QList<MetricResult> results;
    for (int i = 0; i < 120; ++i)
        results.append(scored(i, Faithfulness, (i % 40) / 40.0 + 0.0125));
    hub.resultsModel()->addResults(results);
    const auto humanSays = [](const MetricResult &result) {
        return result.testCaseIndex % 7 == 3 ? !result.success : result.success;
    };
    LabelNextDialog dialog(&hub);
    const auto kappaLineAfter = [&](int labelled) {
        HumanLabels labels;
        for (int i = 0; i < labelled; ++i)
            labels.set(HumanLabels::caseName(results[i].testCaseName, i), Faithfulness,
                       HumanLabel{humanSays(results[i]), std::nullopt});
        hub.resultsModel()->setHumanLabels(labels);
        dialog.refresh();
        return dialog.agreement()->text();
    };

    const QString few = kappaLineAfter(30);
    const QString many = kappaLineAfter(110);
    const std::optional<KappaLine> fewRead = readKappaLine(few);
    const std::optional<KappaLine> manyRead = readKappaLine(many);
    QVERIFY2(fewRead, qPrintable(few));
    QVERIFY2(manyRead, qPrintable(many));
    QCOMPARE(fewRead->n, 30);
    QCOMPARE(manyRead->n, 110);
    for (const KappaLine &line : {*fewRead, *manyRead})
        QVERIFY2(line.low <= line.kappa && line.kappa <= line.high, qPrintable(few + u'\n' + many));
    QVERIFY2(manyRead->high - manyRead->low < fewRead->high - fewRead->low, qPrintable(few + u'\n' + many));
}

void TestLabelNextDialog::aLabelOnTheLastAnswerIsComparedWithThatAnswersScore()
{
    // Turn Faithfulness over two windows: the whole conversation scores 0.9 (passes), its last
    // window, the last answer alone, 0.1 (fails). People who rate the last answer say fail.
    ResultsHub hub;
    QList<MetricResult> results;
    HumanLabels labels;
    for (int i = 0; i < 24; ++i) {
        const bool lastAnswerBad = i % 2 == 0;
        MetricResult result = scored(i, TurnFaithfulness, 0.9);
        for (int window = 0; window < 2; ++window) {
            BreakdownWindow own; // window_size 1: each window holds its own exchange only
            own.title = QStringLiteral("Window %1").arg(window + 1);
            own.turnIndices = {2 * window, 2 * window + 1};
            own.score = window == 1 && lastAnswerBad ? 0.1 : 0.95;
            result.windows.append(own);
        }
        results.append(result);
        if (i < 20)
            labels.set(HumanLabels::caseName(result.testCaseName, i), TurnFaithfulness,
                       HumanLabel{!lastAnswerBad, std::nullopt, HumanLabel::LastExchange});
    }
    hub.resultsModel()->addResults(results);
    hub.resultsModel()->setHumanLabels(labels);
    LabelNextDialog dialog(&hub);
    dialog.refresh();
    const QString text = dialog.agreement()->text();
    const std::optional<KappaLine> read = readKappaLine(text);
    // Paired with the last answer's own score, the judge agrees with every label: κ 1. Paired
    // with the whole conversation's score, it would pass all and κ would not be defined.
    QVERIFY2(read, qPrintable(text));
    QCOMPARE(read->n, 20);
    QCOMPARE(read->kappa, 1.0);
}

void TestLabelNextDialog::aHandfulOfLabelsShowsNoInterval()
{
    // Two labels the judge got wrong: κ −1 is defined, but resamples of two cases are few, so an
    // interval would read as if certain. A third result keeps the queue open.
    ResultsHub hub;
    const QList<MetricResult> results{scored(0, Faithfulness, 0.9), scored(1, Faithfulness, 0.2),
                                      scored(2, Faithfulness, 0.6)};
    hub.resultsModel()->addResults(results);
    HumanLabels labels;
    labels.set(HumanLabels::caseName(results[0].testCaseName, 0), Faithfulness, HumanLabel{false, std::nullopt});
    hub.resultsModel()->setHumanLabels(labels);
    LabelNextDialog dialog(&hub);
    dialog.refresh();
    // One label is one class only: κ is not defined, and the line says why.
    QString text = dialog.agreement()->text();
    QVERIFY2(text.contains(QStringLiteral("κ not defined yet (n = 1")), qPrintable(text));

    labels.set(HumanLabels::caseName(results[1].testCaseName, 1), Faithfulness, HumanLabel{true, std::nullopt});
    hub.resultsModel()->setHumanLabels(labels);
    dialog.refresh();
    text = dialog.agreement()->text();
    QVERIFY2(!readKappaLine(text), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("κ -1.00 (n = 2; too few labels for its 95 % interval)")), qPrintable(text));
}

QTEST_MAIN(TestLabelNextDialog)
#include "tst_labelnextdialog.moc"
