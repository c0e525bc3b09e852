#include "model/translations.h"
#include "results/breakdownmodel.h"
#include "support/offlinerun.h"
#include "support/qtwarnings.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QtTest>

using namespace claimscope;

namespace {

QVariant role(const QModelIndex &index, int role)
{
    return index.data(role);
}

QString oneLine(QString text)
{
    return text.replace(QLatin1Char('\n'), QLatin1Char(' ')).simplified();
}

// How the verdict column must read, written out here so that a wrong text cannot pass.
QString verdictCell(const QString &verdict)
{
    if (verdict == QLatin1String("yes"))
        return QStringLiteral("✓ yes");
    if (verdict == QLatin1String("no"))
        return QStringLiteral("✗ no");
    if (verdict == QLatin1String("idk"))
        return QStringLiteral("? idk");
    if (verdict == QLatin1String("best"))
        return QStringLiteral("★ best");
    return verdict;
}

QString kindCell(BreakdownItem::Kind kind)
{
    switch (kind) {
    case BreakdownItem::Kind::Claim: return QStringLiteral("Claim");
    case BreakdownItem::Kind::Truth: return QStringLiteral("Truth");
    case BreakdownItem::Kind::Statement: return QStringLiteral("Statement");
    case BreakdownItem::Kind::Span: return QStringLiteral("Span");
    case BreakdownItem::Kind::Sample: return QStringLiteral("Sample");
    case BreakdownItem::Kind::Message: return QStringLiteral("Message");
    case BreakdownItem::Kind::Document: return QStringLiteral("Document");
    case BreakdownItem::Kind::Sentence: return QStringLiteral("Sentence");
    case BreakdownItem::Kind::Component: return QStringLiteral("Component");
    }
    return {};
}

} // namespace

// The window → item → reason tree on real offline-engine results. Expectations come from the
// result shown, so they hold whatever verdicts and scores the offline judge gives.
class TestBreakdownModel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void windowsHoldTruthsClaimsAndReasons();
    void rolesCarryKindVerdictAndTurn();
    void similaritiesAndBestSentence();
    void skippedWindowsAreMarked();
    void trustComponentsShowTheirWeight();
    void anEmptyResultIsAnEmptyTree();

private:
    QList<TestCase> m_hotel;
    OfflineRun m_run;
    BreakdownModel *m_model = nullptr;
    QAbstractItemModelTester *m_tester = nullptr;
};

void TestBreakdownModel::initTestCase()
{
    // As the applications do: English plural forms ("1 item", "8 items").
    installTranslations(*QCoreApplication::instance(), QLocale(QLocale::English));
    m_hotel = OfflineRunner::example(QStringLiteral("hotel-concierge.json"));
    m_run = OfflineRunner::run(m_hotel);
    QCOMPARE(m_run.results.size(), 9);
}

void TestBreakdownModel::init()
{
    failOnQtWarnings();
    delete m_tester;
    delete m_model;
    m_model = new BreakdownModel(this);
    m_tester = new QAbstractItemModelTester(m_model, QAbstractItemModelTester::FailureReportingMode::QtTest, m_model);
}

void TestBreakdownModel::windowsHoldTruthsClaimsAndReasons()
{
    const MetricResult result = OfflineRunner::find(m_run.results, 0, QStringLiteral("turn_faithfulness"));
    QVERIFY2(!result.hasError(), qPrintable(result.error));
    QSignalSpy reset(m_model, &QAbstractItemModel::modelReset);
    m_model->setResult(result);
    QCOMPARE(reset.count(), 1);
    QVERIFY(m_model->hasResult());
    QCOMPARE(m_model->columnCount(), int(BreakdownModel::ColumnCount));
    // One window per exchange of the hotel conversation, the first covering turns 0 and 1.
    QCOMPARE(result.windows.size(), 4);
    QCOMPARE(m_model->rowCount(), 4);
    QCOMPARE(m_model->index(0, 0).data().toString(), QStringLiteral("Window 1 · exchange 1"));
    QCOMPARE(role(m_model->index(0, 0), BreakdownModel::WindowTurnsRole).value<QList<int>>(), (QList<int>{0, 1}));

    int truths = 0, claims = 0, reasons = 0;
    for (int w = 0; w < result.windows.size(); ++w) {
        const BreakdownWindow &expected = result.windows[w];
        const QModelIndex window = m_model->index(w, 0);
        QCOMPARE(window.data().toString(), expected.title);
        QVERIFY(!window.parent().isValid());
        QCOMPARE(role(window, BreakdownModel::NodeTypeRole).toInt(), int(BreakdownModel::NodeType::Window));
        QCOMPARE(role(window, BreakdownModel::WindowTurnsRole).value<QList<int>>(), expected.turnIndices);
        QCOMPARE(role(window, BreakdownModel::ItemIndexRole).toInt(), -1);
        QVERIFY2(expected.score, qPrintable(expected.title));
        QCOMPARE(m_model->index(w, BreakdownModel::ScoreColumn).data().toString(),
                 QString::number(*expected.score, 'f', 3));
        QCOMPARE(role(window, BreakdownModel::ValueRole).toDouble(), *expected.score);
        QCOMPARE(m_model->index(w, BreakdownModel::KindColumn).data().toString(),
                 QStringLiteral("%1 items").arg(expected.items.size()));
        // The window's items in order, then its truths in one group.
        QList<QModelIndex> nodes;
        int groups = 0;
        for (int row = 0; row < m_model->rowCount(window); ++row) {
            const QModelIndex child = m_model->index(row, 0, window);
            if (role(child, BreakdownModel::NodeTypeRole).toInt() != int(BreakdownModel::NodeType::Group)) {
                QCOMPARE(groups, 0); // nothing after the group
                nodes.append(child);
                continue;
            }
            ++groups;
            QCOMPARE(role(child, BreakdownModel::KindRole).toString(), QStringLiteral("truths"));
            QCOMPARE(role(child, BreakdownModel::ItemIndexRole).toInt(), -1);
            QVERIFY(!role(child, BreakdownModel::ValueRole).isValid());
            for (int t = 0; t < m_model->rowCount(child); ++t) {
                QCOMPARE(m_model->index(t, 0, child).parent(), child);
                nodes.append(m_model->index(t, 0, child));
            }
            QCOMPARE(m_model->index(row, BreakdownModel::KindColumn, window).data().toString(),
                     QStringLiteral("%1 truths").arg(m_model->rowCount(child)));
        }
        QCOMPARE(nodes.size(), int(expected.items.size()));
        int expectedTruths = 0;
        for (const BreakdownItem &item : expected.items)
            expectedTruths += item.kind == BreakdownItem::Kind::Truth;
        QCOMPARE(groups, expectedTruths > 0 ? 1 : 0);
        for (const QModelIndex &node : std::as_const(nodes)) {
            const int i = role(node, BreakdownModel::ItemIndexRole).toInt();
            QVERIFY(i >= 0 && i < expected.items.size());
            const BreakdownItem &item = expected.items[i];
            const bool truth = item.kind == BreakdownItem::Kind::Truth;
            QCOMPARE(truth ? node.parent().parent() : node.parent(), window);
            QCOMPARE(role(node, BreakdownModel::NodeTypeRole).toInt(), int(BreakdownModel::NodeType::Item));
            QCOMPARE(node.data().toString(), oneLine(item.text));
            QCOMPARE(role(node, BreakdownModel::FullTextRole).toString(), item.text);
            QCOMPARE(node.siblingAtColumn(BreakdownModel::KindColumn).data().toString(), kindCell(item.kind));
            QCOMPARE(node.siblingAtColumn(BreakdownModel::VerdictColumn).data().toString(), verdictCell(item.verdict));
            QCOMPARE(role(node, BreakdownModel::WindowIndexRole).toInt(), w);
            truths += truth;
            claims += item.kind == BreakdownItem::Kind::Claim;
            // The judge's reason, if it gave one, is the item's only child.
            QCOMPARE(m_model->rowCount(node), item.reason.isEmpty() ? 0 : 1);
            if (item.reason.isEmpty())
                continue;
            ++reasons;
            const QModelIndex reason = m_model->index(0, 0, node);
            QCOMPARE(reason.parent(), node);
            QCOMPARE(role(reason, BreakdownModel::NodeTypeRole).toInt(), int(BreakdownModel::NodeType::Reason));
            QCOMPARE(role(reason, BreakdownModel::KindRole).toString(), QStringLiteral("reason"));
            QCOMPARE(reason.data().toString(), QStringLiteral("Judge: ") + oneLine(item.reason));
            QCOMPARE(role(reason, BreakdownModel::FullTextRole).toString(), item.reason);
            QCOMPARE(role(reason, BreakdownModel::ItemIndexRole).toInt(), i);
            QCOMPARE(m_model->rowCount(reason), 0);
        }
        // Every item appears once.
        QSet<int> seen;
        for (const QModelIndex &node : std::as_const(nodes))
            seen.insert(role(node, BreakdownModel::ItemIndexRole).toInt());
        QCOMPARE(int(seen.size()), int(expected.items.size()));
    }
    // Truths and claims both reach the tree, and claims carry the judge's reasons.
    QVERIFY(truths > 0);
    QVERIFY(claims > 0);
    QVERIFY(reasons > 0);
}

void TestBreakdownModel::rolesCarryKindVerdictAndTurn()
{
    const MetricResult relevancy = OfflineRunner::find(m_run.results, 0, QStringLiteral("turn_contextual_relevancy"));
    QVERIFY2(!relevancy.hasError(), qPrintable(relevancy.error));
    m_model->setResult(relevancy);
    QCOMPARE(m_model->rowCount(), int(relevancy.windows.size()));
    for (int w = 0; w < relevancy.windows.size(); ++w) {
        const BreakdownWindow &window = relevancy.windows[w];
        QSet<int> turns;
        for (int i = 0; i < window.items.size(); ++i) {
            const BreakdownItem &item = window.items[i];
            const QModelIndex statement = m_model->index(i, 0, m_model->index(w, 0));
            QCOMPARE(item.kind, BreakdownItem::Kind::Statement);
            QCOMPARE(role(statement, BreakdownModel::KindRole).toString(), QStringLiteral("statement"));
            QCOMPARE(role(statement, BreakdownModel::VerdictRole).toString(), item.verdict);
            QCOMPARE(role(statement, BreakdownModel::TurnIndexRole).toInt(), item.turnIndex);
            QCOMPARE(role(statement, BreakdownModel::WindowIndexRole).toInt(), w);
            QCOMPARE(role(statement, BreakdownModel::SkippedRole).toBool(), window.skipped);
            QCOMPARE(statement.data().toString(), oneLine(item.text));
            turns.insert(item.turnIndex);
        }
        // Statements come from the retrieval context of the window's assistant turns.
        QSet<int> assistantTurns;
        for (int turn : window.turnIndices) {
            if (m_hotel[0].turns[turn].role == Role::Assistant)
                assistantTurns.insert(turn);
        }
        QVERIFY(!turns.isEmpty());
        QVERIFY(assistantTurns.contains(turns));
    }

    // turn_relevancy judges the last reply of each window: one message, no value.
    const MetricResult turnRelevancy = OfflineRunner::find(m_run.results, 0, QStringLiteral("turn_relevancy"));
    QVERIFY2(!turnRelevancy.hasError(), qPrintable(turnRelevancy.error));
    m_model->setResult(turnRelevancy);
    QCOMPARE(m_model->rowCount(), 4);
    for (int w = 0; w < 4; ++w) {
        const QModelIndex window = m_model->index(w, 0);
        QCOMPARE(m_model->rowCount(window), 1);
        const BreakdownItem &item = turnRelevancy.windows[w].items.first();
        const QModelIndex message = m_model->index(0, 0, window);
        QCOMPARE(role(message, BreakdownModel::KindRole).toString(), QStringLiteral("message"));
        QCOMPARE(role(message, BreakdownModel::VerdictRole).toString(), item.verdict);
        QVERIFY2(item.verdict == QLatin1String("yes") || item.verdict == QLatin1String("no"), qPrintable(item.verdict));
        QCOMPARE(role(message, BreakdownModel::TurnIndexRole).toInt(), 2 * w + 1);
        QCOMPARE(role(message, BreakdownModel::TurnIndexRole).toInt(), turnRelevancy.windows[w].turnIndices.last());
        QVERIFY(!role(message, BreakdownModel::ValueRole).isValid());
    }
}

void TestBreakdownModel::similaritiesAndBestSentence()
{
    const MetricResult drift = OfflineRunner::find(m_run.results, 0, QStringLiteral("semantic_drift"));
    QVERIFY2(!drift.hasError(), qPrintable(drift.error));
    m_model->setResult(drift);
    const QModelIndex exchange = m_model->index(0, 0);
    QCOMPARE(exchange.data().toString(), QStringLiteral("Exchange 1"));
    // One item per sentence of the exchange's documents, each with its similarity.
    QCOMPARE(m_model->rowCount(exchange), int(drift.windows[0].items.size()));
    QVERIFY(m_model->rowCount(exchange) > 1);
    QModelIndex best;
    for (int i = 0; i < m_model->rowCount(exchange); ++i) {
        const QModelIndex sentence = m_model->index(i, 0, exchange);
        const BreakdownItem &item = drift.windows[0].items[i];
        QVERIFY(item.hasValue);
        QCOMPARE(role(sentence, BreakdownModel::ValueRole).toDouble(), item.value);
        QCOMPARE(m_model->index(i, BreakdownModel::ScoreColumn, exchange).data().toString(),
                 QString::number(item.value, 'f', 3));
        QCOMPARE(role(sentence, BreakdownModel::VerdictRole).toString(), item.verdict);
        if (item.verdict == QLatin1String("best")) {
            QVERIFY2(!best.isValid(), "two best sentences");
            best = sentence;
            QCOMPARE(m_model->index(i, BreakdownModel::VerdictColumn, exchange).data().toString(),
                     QStringLiteral("★ best"));
        } else {
            QCOMPARE(item.verdict, QString());
            QCOMPARE(m_model->index(i, BreakdownModel::VerdictColumn, exchange).data().toString(), QString());
        }
    }
    QVERIFY(best.isValid());
    // The best sentence is the most similar one, and its similarity is the exchange's score.
    const double similarity = role(best, BreakdownModel::ValueRole).toDouble();
    for (int i = 0; i < m_model->rowCount(exchange); ++i)
        QVERIFY(role(m_model->index(i, 0, exchange), BreakdownModel::ValueRole).toDouble() <= similarity);
    QCOMPARE(similarity, role(exchange, BreakdownModel::ValueRole).toDouble());
}

void TestBreakdownModel::skippedWindowsAreMarked()
{
    // Take the retrieval context off the second assistant turn: exchange 2 is skipped.
    QList<TestCase> cases = m_hotel;
    cases[0].turns[3].retrievalContext.clear();
    const OfflineRun run = OfflineRunner::run(cases, {{QStringLiteral("evidence_coverage"), true, {}}});
    m_model->setResult(OfflineRunner::find(run.results, 0, QStringLiteral("evidence_coverage")));
    QCOMPARE(m_model->rowCount(), 4);
    const QModelIndex skipped = m_model->index(1, 0);
    QVERIFY(role(skipped, BreakdownModel::SkippedRole).toBool());
    QVERIFY(!role(m_model->index(0, 0), BreakdownModel::SkippedRole).toBool());
    QCOMPARE(m_model->index(1, BreakdownModel::VerdictColumn).data().toString(), QStringLiteral("⊘ skipped"));
    QCOMPARE(m_model->index(1, BreakdownModel::ScoreColumn).data().toString(), QStringLiteral("—"));
    QCOMPARE(m_model->rowCount(skipped), 0);
    QCOMPARE(role(skipped, BreakdownModel::FullTextRole).toString(), QStringLiteral("no retrieval context"));
    QVERIFY(skipped.data(Qt::ToolTipRole).toString().contains(QStringLiteral("skipped")));
}

void TestBreakdownModel::trustComponentsShowTheirWeight()
{
    const MetricResult trust = OfflineRunner::find(m_run.results, 0, QStringLiteral("trust_score"));
    QVERIFY2(!trust.hasError(), qPrintable(trust.error));
    m_model->setResult(trust);
    const QModelIndex exchange = m_model->index(0, 0);
    // The four TrustifAI components with their default weights, in order, named as the metrics
    // list names them (the result keeps the ids).
    const QStringList ids{QStringLiteral("evidence_coverage"), QStringLiteral("semantic_drift"),
                          QStringLiteral("epistemic_consistency"), QStringLiteral("source_diversity")};
    const QStringList components{QStringLiteral("Evidence Coverage"), QStringLiteral("Semantic Drift"),
                                 QStringLiteral("Epistemic Consistency"), QStringLiteral("Source Diversity")};
    const QList<double> weights{0.4, 0.3, 0.2, 0.1};
    QCOMPARE(m_model->rowCount(exchange), 4);
    for (int c = 0; c < 4; ++c) {
        const BreakdownItem &item = trust.windows[0].items[c];
        const QModelIndex component = m_model->index(c, 0, exchange);
        QCOMPARE(item.text, ids[c]);
        QCOMPARE(component.data().toString(), components[c]);
        QCOMPARE(role(component, BreakdownModel::KindRole).toString(), QStringLiteral("component"));
        QVERIFY(item.hasValue);
        QCOMPARE(role(component, BreakdownModel::ValueRole).toDouble(), item.value);
        QCOMPARE(m_model->rowCount(component), 1);
        QCOMPARE(m_model->index(0, 0, component).data().toString(), QStringLiteral("Weight: ") + oneLine(item.reason));
        // A component that did not fail is counted with its weight.
        if (!item.reason.startsWith(QLatin1String("failed")))
            QCOMPARE(item.reason,
                     QStringLiteral("weight %1 × %2").arg(weights[c], 0, 'f', 3).arg(item.value, 0, 'f', 2));
    }
    QCOMPARE(m_model->index(0, 0, m_model->index(0, 0, exchange)).data().toString(),
             QStringLiteral("Weight: weight 0.400 × %1").arg(trust.windows[0].items[0].value, 0, 'f', 2));
}

void TestBreakdownModel::anEmptyResultIsAnEmptyTree()
{
    m_model->setResult(OfflineRunner::find(m_run.results, 0, QStringLiteral("turn_faithfulness")));
    m_model->clear();
    QVERIFY(!m_model->hasResult());
    QCOMPARE(m_model->rowCount(), 0);
    // Without samples the offline judge cannot run Epistemic Consistency: skipped, every
    // exchange with the reason.
    const OfflineRun run = OfflineRunner::run(OfflineRunner::withoutSamples(m_hotel),
                                              {{QStringLiteral("epistemic_consistency"), true, {}}});
    const MetricResult skipped = OfflineRunner::find(run.results, 0, QStringLiteral("epistemic_consistency"));
    QVERIFY(skipped.isSkipped());
    m_model->setResult(skipped);
    QVERIFY(m_model->hasResult());
    QCOMPARE(m_model->rowCount(), int(skipped.windows.size()));
    QVERIFY(role(m_model->index(0, 0), BreakdownModel::SkippedRole).toBool());
}

QTEST_GUILESS_MAIN(TestBreakdownModel)
#include "tst_breakdownmodel.moc"
