#include "metrics/judge/offline/lexicalvectoriser.h"
#include "model/secretmask.h"
#include "results/calllogfiltermodel.h"
#include "results/calllogmodel.h"
#include "support/offlinerun.h"
#include "support/qtwarnings.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QtTest>

using namespace claimscope;

namespace {

CallRecord call(const QString &metric, bool ok, bool cached, bool repair, qint64 latencyMs)
{
    CallRecord record;
    record.runId = 1;
    record.testCaseIndex = 0;
    record.metricId = metric;
    record.step = metric + QStringLiteral("__verdicts");
    record.scope = QStringLiteral("window 1");
    record.ok = ok;
    record.cached = cached;
    record.repair = repair;
    record.attempts = 1;
    record.httpStatus = ok ? 200 : 500;
    record.latencyMs = latencyMs;
    record.promptTokens = 120;
    record.completionTokens = 30;
    record.costUsd = 0.00042;
    record.prompt = QStringLiteral("user: judge these claims");
    record.answer = QStringLiteral("{\"verdicts\": []}");
    return record;
}

QString cell(const QAbstractItemModel &model, int row, int column)
{
    return model.index(row, column).data().toString();
}

} // namespace

// The judge-call log: real calls of an offline run, statuses, masking, filtering and 10 000 rows.
class TestCallLogModel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void realCallsOfAnOfflineRun();
    void embeddingCallsShowTextsAndVectors();
    void statusesAndColumns();
    void keysAreMasked();
    void maskSecretsLeavesOrdinaryTextAlone();
    void filtersByStatusAndMetric();
    void tenThousandRowsInBatches();
    void textsComeBackExactly();
};

void TestCallLogModel::init()
{
    failOnQtWarnings();
}

void TestCallLogModel::realCallsOfAnOfflineRun()
{
    const QList<TestCase> cases = OfflineRunner::example(QStringLiteral("hotel-concierge.json"));
    const OfflineRun run = OfflineRunner::run(cases, {{QStringLiteral("turn_faithfulness"), true, {}}});
    QVERIFY(run.calls.size() >= 12); // truths, claims, verdicts and reasons per window
    CallLogModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setCaseTitles(CaseTitles(cases));
    QList<CallLogModel::Entry> entries;
    for (const CallRecord &record : run.calls)
        entries.append({record, QDateTime(QDate(2024, 5, 14), QTime(9, 30, 15, 250))});
    model.append(entries);
    QCOMPARE(model.rowCount(), int(run.calls.size()));
    QCOMPARE(cell(model, 0, CallLogModel::TimeColumn), QStringLiteral("09:30:15.250"));
    QCOMPARE(cell(model, 0, CallLogModel::TestCaseColumn), QStringLiteral("Hotel concierge: early arrival with a dog"));
    QCOMPARE(cell(model, 0, CallLogModel::MetricColumn), QStringLiteral("Turn Faithfulness"));
    QStringList steps;
    for (int row = 0; row < model.rowCount(); ++row) {
        steps.append(model.index(row, 0).data(CallLogModel::StepRole).toString());
        QCOMPARE(model.index(row, 0).data(CallLogModel::StatusRole).toString(), QStringLiteral("ok"));
        QVERIFY(!model.index(row, 0).data(CallLogModel::PromptRole).toString().isEmpty());
    }
    QVERIFY(steps.contains(QStringLiteral("turn_faithfulness__claims")));
    QVERIFY(steps.contains(QStringLiteral("turn_faithfulness__verdicts")));
    const int claims = int(steps.indexOf(QStringLiteral("turn_faithfulness__claims")));
    QVERIFY(model.index(claims, 0)
                .data(CallLogModel::PromptRole)
                .toString()
                .contains(QStringLiteral("Check-in normally starts")));
    QVERIFY(model.index(claims, 0).data(CallLogModel::AnswerRole).toString().contains(QStringLiteral("claims")));
    // The whole request: run, judge and step first, then the body the judge was sent.
    const QString request = model.index(claims, 0).data(CallLogModel::RequestRole).toString();
    QVERIFY2(
        request.startsWith(
            QStringLiteral("Run %1 · Offline (lexical) · step turn_faithfulness__claims").arg(run.calls[claims].runId)),
        qPrintable(request));
    QVERIFY2(request.contains(QStringLiteral("--- request body ---\n{\n    \"step\": \"turn_faithfulness__claims\"")),
             qPrintable(request));
}

void TestCallLogModel::embeddingCallsShowTextsAndVectors()
{
    const QList<TestCase> cases = OfflineRunner::example(QStringLiteral("hotel-concierge.json"));
    const OfflineRun run = OfflineRunner::run(cases, {{QStringLiteral("semantic_drift"), true, {}}});
    const auto embedding = std::find_if(run.calls.begin(), run.calls.end(),
                                        [](const CallRecord &r) { return r.step == QLatin1String("embeddings"); });
    QVERIFY(embedding != run.calls.end());
    QVERIFY2(embedding->prompt.contains(QStringLiteral("[1] ")), qPrintable(embedding->prompt));
    QVERIFY2(embedding->prompt.contains(QStringLiteral("text")), qPrintable(embedding->prompt));
    QVERIFY2(embedding->answer.endsWith(QStringLiteral("of %1 dimensions").arg(LexicalVectoriser::dimension)),
             qPrintable(embedding->answer));
    QVERIFY(embedding->ok);
}

void TestCallLogModel::statusesAndColumns()
{
    CallLogModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    CallRecord failed = call(QStringLiteral("faithfulness"), false, false, false, 900);
    failed.error = QStringLiteral("HTTP 500: upstream overloaded");
    failed.attempts = 5;
    const QDateTime time(QDate(2024, 1, 2), QTime(3, 4, 5));
    model.append(call(QStringLiteral("faithfulness"), true, false, false, 1234), time);
    model.append(call(QStringLiteral("faithfulness"), true, true, false, 0), time);
    model.append(call(QStringLiteral("turn_relevancy"), true, false, true, 50), time);
    model.append(failed, time);
    QCOMPARE(model.rowCount(), 4);
    const QStringList statuses{QStringLiteral("ok"), QStringLiteral("cached"), QStringLiteral("repaired"),
                               QStringLiteral("error")};
    const QStringList texts{QStringLiteral("✓ ok"), QStringLiteral("● cached"), QStringLiteral("↻ repaired"),
                            QStringLiteral("⚠ error")};
    for (int row = 0; row < 4; ++row) {
        QCOMPARE(model.index(row, 0).data(CallLogModel::StatusRole).toString(), statuses[row]);
        QCOMPARE(cell(model, row, CallLogModel::StatusColumn), texts[row]);
    }
    QCOMPARE(cell(model, 0, CallLogModel::LatencyColumn), QStringLiteral("1234 ms"));
    QCOMPARE(cell(model, 1, CallLogModel::LatencyColumn), QStringLiteral("—"));
    QCOMPARE(cell(model, 0, CallLogModel::TokensColumn), QStringLiteral("120 / 30"));
    QCOMPARE(cell(model, 0, CallLogModel::CostColumn), QStringLiteral("$0.00042"));
    QCOMPARE(cell(model, 0, CallLogModel::HttpColumn), QStringLiteral("200"));
    QCOMPARE(cell(model, 3, CallLogModel::HttpColumn), QStringLiteral("500"));
    QCOMPARE(cell(model, 3, CallLogModel::AttemptsColumn), QStringLiteral("5"));
    QCOMPARE(cell(model, 3, CallLogModel::TestCaseColumn), QStringLiteral("#1"));
    QCOMPARE(model.index(3, 0).data(Qt::ToolTipRole).toString(),
             QStringLiteral("faithfulness__verdicts · window 1\nError: HTTP 500: upstream overloaded"));
    QCOMPARE(cell(model, 3, CallLogModel::StepColumn), QStringLiteral("verdicts"));
    QCOMPARE(model.index(0, CallLogModel::LatencyColumn).data(CallLogModel::SortRole).toLongLong(), 1234);
    QCOMPARE(model.index(0, CallLogModel::TokensColumn).data(CallLogModel::SortRole).toInt(), 150);

    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    model.setTestCaseName(0, QStringLiteral("Refunds"));
    QCOMPARE(changed.count(), 1);
    QCOMPARE(cell(model, 3, CallLogModel::TestCaseColumn), QStringLiteral("Refunds"));

    // A refused connection fails within the millisecond: "< 1 ms", not "0 ms".
    CallRecord refused = call(QStringLiteral("faithfulness"), false, false, false, 0);
    refused.runId = 7;
    model.append(refused, time);
    QCOMPARE(cell(model, 4, CallLogModel::LatencyColumn), QStringLiteral("< 1 ms"));
    // The log spans runs: how many, and the calls of the newest.
    QCOMPARE(model.runCount(), 2);
    QCOMPARE(model.callsOfNewestRun(), 1);
    model.clear();
    QCOMPARE(model.rowCount(), 0);
    QCOMPARE(model.runCount(), 0);
}

void TestCallLogModel::keysAreMasked()
{
    CallLogModel model;
    CallRecord record = call(QStringLiteral("faithfulness"), false, false, false, 10);
    record.prompt = QStringLiteral("system: key sk-proj-AbCdEf1234567890wxyz in a prompt");
    record.answer = QStringLiteral("echo: Authorization: Bearer abcdefghijklmnop9876");
    record.error = QStringLiteral("401: invalid key sk-live0123456789ZZZZ");
    record.request = QStringLiteral("{\"messages\": [{\"content\": \"key sk-proj-AbCdEf1234567890wxyz\"}]}");
    model.append(record);
    QVERIFY(!model.index(0, 0).data(CallLogModel::RequestRole).toString().contains(QStringLiteral("AbCdEf")));
    const QString prompt = model.index(0, 0).data(CallLogModel::PromptRole).toString();
    QCOMPARE(prompt, QStringLiteral("system: key sk-…wxyz in a prompt"));
    QCOMPARE(model.index(0, 0).data(CallLogModel::AnswerRole).toString(),
             QStringLiteral("echo: Authorization: Bearer …9876"));
    QCOMPARE(model.index(0, 0).data(CallLogModel::ErrorRole).toString(), QStringLiteral("401: invalid key sk-…ZZZZ"));
    QVERIFY(!model.record(0).prompt.contains(QStringLiteral("AbCdEf")));
}

void TestCallLogModel::maskSecretsLeavesOrdinaryTextAlone()
{
    const QString text = QStringLiteral("A risk-assessment desk-based review; sk-short stays; no keys here.");
    QCOMPARE(maskSecrets(text), text);
    QCOMPARE(maskSecrets(QStringLiteral("two: sk-aaaaaaaaaa1111 and sk-bbbbbbbbbb2222.")),
             QStringLiteral("two: sk-…1111 and sk-…2222."));
}

void TestCallLogModel::filtersByStatusAndMetric()
{
    CallLogModel model;
    model.append(call(QStringLiteral("faithfulness"), true, false, false, 300));
    model.append(call(QStringLiteral("faithfulness"), false, false, false, 100));
    model.append(call(QStringLiteral("turn_relevancy"), true, true, false, 0));
    model.append(call(QStringLiteral("turn_relevancy"), false, false, false, 200));
    CallLogFilterModel filter;
    filter.setSourceModel(&model);
    QAbstractItemModelTester tester(&filter, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(filter.rowCount(), 4);
    filter.setStatusFilter(QStringLiteral("error"));
    QCOMPARE(filter.rowCount(), 2);
    filter.setMetricFilter(QStringLiteral("turn_relevancy"));
    QCOMPARE(filter.rowCount(), 1);
    QCOMPARE(filter.index(0, CallLogModel::LatencyColumn).data().toString(), QStringLiteral("200 ms"));
    filter.setStatusFilter({});
    QCOMPARE(filter.rowCount(), 2);
    filter.setMetricFilter({});
    filter.sort(CallLogModel::LatencyColumn, Qt::DescendingOrder);
    QCOMPARE(filter.index(0, CallLogModel::LatencyColumn).data().toString(), QStringLiteral("300 ms"));
    QCOMPARE(filter.index(3, CallLogModel::LatencyColumn).data().toString(), QStringLiteral("—"));
    // Rows appended later are filtered too.
    filter.setStatusFilter(QStringLiteral("cached"));
    model.append(call(QStringLiteral("faithfulness"), true, true, false, 0));
    QCOMPARE(filter.rowCount(), 2);
}

void TestCallLogModel::tenThousandRowsInBatches()
{
    CallLogModel model;
    CallLogFilterModel filter;
    filter.setSourceModel(&model);
    filter.sort(CallLogModel::TimeColumn);
    QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
    const QDateTime start(QDate(2024, 5, 14), QTime(9, 0));
    for (int batch = 0; batch < 20; ++batch) {
        QList<CallLogModel::Entry> entries;
        for (int i = 0; i < 500; ++i) {
            const int n = batch * 500 + i;
            CallRecord record = call(n % 2 ? QStringLiteral("faithfulness") : QStringLiteral("turn_relevancy"),
                                     n % 7 != 0, false, false, n % 1000);
            record.prompt = QStringLiteral("user: prompt %1 ").arg(n).repeated(40);
            entries.append({record, start.addMSecs(n)});
        }
        model.append(entries);
    }
    QCOMPARE(inserted.count(), 20);
    QCOMPARE(model.rowCount(), 10000);
    QCOMPARE(filter.rowCount(), 10000);
    QCOMPARE(cell(model, 9999, CallLogModel::TimeColumn), QStringLiteral("09:00:09.999"));
    filter.setStatusFilter(QStringLiteral("error"));
    QCOMPARE(filter.rowCount(), 1429); // n % 7 == 0 for n < 10000
    filter.setMetricFilter(QStringLiteral("faithfulness"));
    QCOMPARE(filter.rowCount(), 714); // odd multiples of 7
}

void TestCallLogModel::textsComeBackExactly()
{
    // The texts are kept packed: every character must come back, in the roles and in record().
    CallRecord original = call(QStringLiteral("turn_faithfulness"), true, false, false, 12);
    original.prompt = QStringLiteral("system: Judge the claims.\nuser: Kontext: Größe 🐕 – ") + QString(QChar(0))
        + QStringLiteral(" end ") + QString(200000, QLatin1Char('x'));
    original.request = QStringLiteral("{\"model\": \"m\", \"temperature\": 0}");
    original.answer = QStringLiteral("not JSON: ünïcode");
    original.error = QStringLiteral("boom");
    CallRecord empty = call(QStringLiteral("turn_relevancy"), true, true, false, 0);
    empty.prompt.clear();
    empty.request.clear();
    empty.answer.clear();
    CallLogModel model;
    model.append(original);
    model.append(empty);
    for (const auto &[row, expected] : {std::pair{0, original}, std::pair{1, empty}}) {
        const CallRecord kept = model.record(row);
        QCOMPARE(kept.prompt, expected.prompt);
        QCOMPARE(kept.request, expected.request);
        QCOMPARE(kept.answer, expected.answer);
        QCOMPARE(kept.error, expected.error);
        QCOMPARE(kept.step, expected.step);
        QCOMPARE(kept.scope, expected.scope);
        QCOMPARE(kept.costUsd, expected.costUsd);
        QCOMPARE(kept.cached, expected.cached);
    }
    QCOMPARE(model.index(0, 0).data(CallLogModel::PromptRole).toString(), original.prompt);
    QCOMPARE(model.index(0, 0).data(CallLogModel::AnswerRole).toString(), original.answer);
    const QString request = model.index(0, 0).data(CallLogModel::RequestRole).toString();
    QVERIFY(request.contains(original.prompt));
    QVERIFY(request.endsWith(original.request));
    QVERIFY(model.index(1, 0).data(CallLogModel::PromptRole).toString().isEmpty());
}

QTEST_GUILESS_MAIN(TestCallLogModel)
#include "tst_calllogmodel.moc"
