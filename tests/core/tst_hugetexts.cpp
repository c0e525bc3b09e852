// Huge texts and huge judge answers: memory stays bounded, a text over the limit is refused with
// a clear message per test case, unusable answers are kept as previews, and running out of memory
// is reported — never an abort.
#include "support/clirun.h"
#include "support/fakejudgeserver.h"
#include "support/qtwarnings.h"
#include "support/runharness.h"

#include "metrics/judge/offline/offlineanswers.h"
#include "model/projectfile.h"
#include "model/testcasereader.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QTemporaryDir>
#include <QTest>

using namespace claimscope;

namespace {

constexpr qint64 MiB = 1024 * 1024;

// `count` single-turn test cases whose answers are `answerBytes` of plain English sentences.
QByteArray casesWithLongAnswers(int count, qint64 answerBytes)
{
    const QByteArray sentence = "The refund reaches the original payment method within five business days. ";
    QByteArray answer;
    answer.reserve(answerBytes + sentence.size());
    while (answer.size() < answerBytes)
        answer += sentence;
    answer.truncate(answerBytes);
    QByteArray json = "[";
    for (int i = 0; i < count; ++i) {
        json += i == 0 ? "\n" : ",\n";
        json += "{\"name\": \"long answer " + QByteArray::number(i + 1)
            + "\", \"input\": \"Can I get my money back?\", \"expected_output\": \"Yes.\", "
              "\"retrieval_context\": [\"Refunds reach the original payment method within five business days.\"], "
              "\"actual_output\": \""
            + answer + "\"}";
    }
    return json + "\n]\n";
}

// Unusable garbage (no JSON object anywhere) of `chars` characters, with a recognisable start and end.
QString garbage(qsizetype chars)
{
    const QString start = QStringLiteral("START-OF-GARBAGE ");
    const QString end = QStringLiteral(" END-OF-GARBAGE");
    QString text = start;
    text.reserve(chars);
    while (text.size() < chars - end.size())
        text += QStringLiteral("this is not what was asked for ");
    text.truncate(chars - end.size());
    return text + end;
}

// The most a kept preview may hold: a few KB of the answer and the note about its size.
constexpr qsizetype MaxKeptChars = 12000;

} // namespace

class TestHugeTexts : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void readerRefusesOnlyTheTestCaseWithALongText();
    void workbenchFilesWithALongTextAreNotOpened();
    void hugeAnswersAreRefusedPerCaseWithinAMemoryLimit();
    void offlineJudgeRefusesLongStepsBeforeRendering();
    void runningOutOfMemoryIsReportedNotAnAbort();
    void unusableHugeAnswersAreKeptAsPreviews();
    void cliKeepsOnlyPreviewsOfUnusableAnswers();
    void overlongSamplesAreUnusable();
};

void TestHugeTexts::init()
{
    failOnQtWarnings();
}

void TestHugeTexts::readerRefusesOnlyTheTestCaseWithALongText()
{
    // JSON Lines: the second record's answer is one byte over the limit, the first is at it. Both
    // cases are read (so the second can be reported on), the second with a note in place of its
    // answer, and the refusal names the line, the field, the size and the limit.
    const QByteArray atLimit(TestCaseReader::MaxTextBytes, 'a');
    const QByteArray overLimit(TestCaseReader::MaxTextBytes + 1, 'b');
    const QByteArray source = R"({"name": "fits", "input": "q", "actual_output": ")" + atLimit + "\"}\n"
        + R"({"name": "too long", "input": "q", "actual_output": ")" + overLimit + "\"}\n";
    const LoadedCases loaded =
        TestCaseReader::readBytes(source, QStringLiteral("cases.jsonl"), QStringLiteral("jsonl"));
    QVERIFY2(loaded.errors.isEmpty(), qPrintable(loaded.errorText()));
    QCOMPARE(loaded.cases.size(), 2);
    QCOMPARE(loaded.cases[0].actualOutput.size(), TestCaseReader::MaxTextBytes);
    QCOMPARE(loaded.refused.size(), 1);
    QCOMPARE(loaded.refused[0].caseIndex, 1);
    QCOMPARE(loaded.cases[1].name, QStringLiteral("too long"));
    QVERIFY2(loaded.cases[1].actualOutput.size() < 200, qPrintable(loaded.cases[1].actualOutput.left(200)));
    const ReadError &error = loaded.refused[0].error;
    QCOMPARE(error.file, QStringLiteral("cases.jsonl"));
    QCOMPARE(error.where, QStringLiteral("line 2, actual_output"));
    QVERIFY2(error.message.contains(QLatin1String("4.0 MiB")) && error.message.contains(QLatin1String("4 MiB"))
                 && error.message.contains(QLatin1String("shorten")),
             qPrintable(error.message));
    QVERIFY(!loaded.ok());
    QVERIFY(loaded.errorText().contains(QLatin1String("line 2, actual_output")));
}

void TestHugeTexts::workbenchFilesWithALongTextAreNotOpened()
{
    // The workbench edits whole test cases: a project holding a text over the limit is not opened
    // (the message names the place), and neither is a test-case file (errorText is not empty).
    const QByteArray overLimit(TestCaseReader::MaxTextBytes + 1, 'c');
    const QByteArray project = R"({"version": 1, "test_cases": [{"turns": [{"role": "user", "content": "hi"},
 {"role": "assistant", "content": ")"
        + overLimit + "\"}]}]}";
    const ProjectLoad load = ProjectFile::readBytes(project, QStringLiteral("big.claimscope.json"));
    QVERIFY(!load.errors.isEmpty());
    QVERIFY2(load.errorText().contains(QLatin1String("test_cases[0].turns[1].content")), qPrintable(load.errorText()));
}

void TestHugeTexts::hugeAnswersAreRefusedPerCaseWithinAMemoryLimit()
{
    // Every metric with the offline judge on three test cases with a 40 MB answer each, in an
    // address space of 1.5 GiB: the run completes, each of the three cases reports an input
    // error naming the file, the field and the limit, and the exit code says so (2).
    QTemporaryDir dir;
    const QString file = writeFile(dir, QStringLiteral("huge.json"), casesWithLongAnswers(3, 40 * 1000 * 1000));
    const QString output = dir.filePath(QStringLiteral("results.json"));
    const CliRun run =
        runCliWithMemoryLimit({QStringLiteral("evaluate"), file, QStringLiteral("--quiet"), QStringLiteral("--format"),
                               QStringLiteral("json"), QStringLiteral("--output"), output},
                              dir, 1536 * MiB);
    QVERIFY2(
        !run.crashed,
        qPrintable(
            QStringLiteral("the CLI crashed (exit %1): %2").arg(QString::number(run.exitCode), run.err.right(2000))));
    QCOMPARE(run.exitCode, 2);
    QFile written(output);
    QVERIFY2(written.open(QIODevice::ReadOnly), qPrintable(run.err.right(2000)));
    const QJsonArray results =
        QJsonDocument::fromJson(written.readAll()).object().value(QLatin1String("results")).toArray();
    QVERIFY(!results.isEmpty());
    QSet<QString> casesWithErrors;
    for (const QJsonValue &value : results) {
        const QJsonObject result = value.toObject();
        const QString error = result.value(QLatin1String("error")).toString();
        QVERIFY2(error.contains(QLatin1String("huge.json")) && error.contains(QLatin1String("].actual_output"))
                     && error.contains(QLatin1String("4 MiB")),
                 qPrintable(error.left(500)));
        casesWithErrors.insert(result.value(QLatin1String("test_case")).toString());
    }
    QCOMPARE(casesWithErrors.size(), 3);
}

void TestHugeTexts::offlineJudgeRefusesLongStepsBeforeRendering()
{
    // An answer of 1.5 million characters is more than the offline judge reads in one step: the
    // step is refused before its prompt is rendered, so the call log holds no copy of the text.
    TestCase testCase;
    testCase.input = QStringLiteral("When is breakfast?");
    testCase.actualOutput = QString(1500000, QLatin1Char('x'));
    testCase.retrievalContext = {ContextItem::fromText(QStringLiteral("Breakfast is served from seven until ten."))};
    RunHarness harness;
    const RunHarness::Outcome outcome =
        harness.run(RunHarness::offlineRequest({testCase}, {MetricSelection{QStringLiteral("faithfulness")}}));
    QVERIFY(outcome.finished);
    const MetricResult *result = outcome.result(QStringLiteral("faithfulness"));
    QVERIFY(result);
    QVERIFY2(result->error.contains(QLocale().toString(OfflineAnswers::MaxStepChars)), qPrintable(result->error));
    bool refusedStepLogged = false;
    for (const CallRecord &call : outcome.calls) {
        QVERIFY2(call.prompt.size() < 100000 && call.request.size() < 100000,
                 qPrintable(QStringLiteral("%1 keeps %2 characters of prompt")
                                .arg(call.step, QString::number(call.prompt.size()))));
        refusedStepLogged = refusedStepLogged || (!call.ok && !call.error.isEmpty());
    }
    QVERIFY(refusedStepLogged);
}

void TestHugeTexts::runningOutOfMemoryIsReportedNotAnAbort()
{
    // 150 MB of ordinary test cases in an address space too small to read them: a message that
    // says the memory ran out and while doing what, a non-zero exit — never std::bad_alloc
    // escaping to an abort.
    QTemporaryDir dir;
    QByteArray cases = "[";
    const QByteArray one = R"({"input": "When is breakfast?", "actual_output": "Breakfast is from seven.",
 "retrieval_context": ["Breakfast is served from seven until ten in the garden room."]})";
    while (cases.size() < 150 * MiB)
        cases += (cases.size() > 1 ? ",\n" : "\n") + one;
    cases += "\n]\n";
    const QString file = writeFile(dir, QStringLiteral("many.json"), cases);
    cases.clear();
    const CliRun run =
        runCliWithMemoryLimit({QStringLiteral("evaluate"), file, QStringLiteral("--quiet"), QStringLiteral("--metric"),
                               QStringLiteral("faithfulness"), QStringLiteral("--format"), QStringLiteral("jsonl"),
                               QStringLiteral("--output"), dir.filePath(QStringLiteral("out.jsonl"))},
                              dir, 400 * MiB);
    QVERIFY2(
        !run.crashed,
        qPrintable(
            QStringLiteral("the CLI crashed (exit %1): %2").arg(QString::number(run.exitCode), run.err.right(2000))));
    QVERIFY2(run.exitCode != 0, qPrintable(run.err.right(2000)));
    QVERIFY2(run.err.contains(QLatin1String("out of memory while")), qPrintable(run.err.right(2000)));
}

void TestHugeTexts::unusableHugeAnswersAreKeptAsPreviews()
{
    // A judge that answers every step with 3 MiB of garbage: the result's raw answer and every
    // call-log entry keep a preview (its start, its end and its full size), not the whole.
    FakeJudgeServer server;
    const QString answer = garbage(3 * MiB);
    server.setHandler([&answer](const FakeJudgeServer::Request &) { return FakeJudgeServer::chatReply(answer); });
    TestCase testCase;
    testCase.input = QStringLiteral("When is breakfast?");
    testCase.actualOutput = QStringLiteral("Breakfast is from seven.");
    testCase.retrievalContext = {ContextItem::fromText(QStringLiteral("Breakfast is served from seven until ten."))};
    RunHarness harness;
    const RunHarness::Outcome outcome =
        harness.run(RunHarness::request(server, {testCase}, {MetricSelection{QStringLiteral("faithfulness")}}));
    QVERIFY(outcome.finished);
    const MetricResult *result = outcome.result(QStringLiteral("faithfulness"));
    QVERIFY(result);
    QVERIFY(result->hasError());
    const QString size = QLocale().toString(answer.size());
    QVERIFY2(result->errorRaw.size() <= MaxKeptChars,
             qPrintable(QStringLiteral("kept %1 characters of the answer").arg(result->errorRaw.size())));
    QVERIFY2(result->errorRaw.startsWith(answer.left(100)) && result->errorRaw.endsWith(answer.right(100))
                 && result->errorRaw.contains(size),
             qPrintable(result->errorRaw.left(300)));
    QVERIFY(!outcome.calls.isEmpty());
    for (const CallRecord &call : outcome.calls) {
        QVERIFY2(call.answer.size() <= MaxKeptChars,
                 qPrintable(QStringLiteral("the call log kept %1 characters of the answer").arg(call.answer.size())));
        QVERIFY(call.answer.contains(size));
    }
}

void TestHugeTexts::cliKeepsOnlyPreviewsOfUnusableAnswers()
{
    // The same judge for the CLI: the JSON output holds previews, so it stays small.
    QTemporaryDir dir;
    const QString file = writeFile(dir, QStringLiteral("case.json"), R"({"input": "When is breakfast?",
 "actual_output": "Breakfast is from seven.", "retrieval_context": ["Breakfast is served from seven until ten."]})");
    FakeJudgeServer server;
    const QString answer = garbage(3 * MiB);
    server.setHandler([&answer](const FakeJudgeServer::Request &) { return FakeJudgeServer::chatReply(answer); });
    const QString output = dir.filePath(QStringLiteral("results.json"));
    const CliRun run = runCli({QStringLiteral("evaluate"), file, QStringLiteral("--judge-url"), server.url(),
                               QStringLiteral("--judge-model"), QStringLiteral("m"), QStringLiteral("--no-cache"),
                               QStringLiteral("--quiet"), QStringLiteral("--metric"), QStringLiteral("faithfulness"),
                               QStringLiteral("--metric"), QStringLiteral("conversation_relevance"),
                               QStringLiteral("--format"), QStringLiteral("json"), QStringLiteral("--output"), output},
                              dir);
    QCOMPARE(run.exitCode, 3);
    QFile written(output);
    QVERIFY(written.open(QIODevice::ReadOnly));
    QVERIFY2(written.size() < 100 * 1024, qPrintable(QStringLiteral("%1 bytes of output").arg(written.size())));
    const QJsonArray results =
        QJsonDocument::fromJson(written.readAll()).object().value(QLatin1String("results")).toArray();
    QVERIFY(!results.isEmpty());
    for (const QJsonValue &value : results) {
        const QString raw = value.toObject()
                                .value(QLatin1String("details"))
                                .toObject()
                                .value(QLatin1String("error_raw_answer"))
                                .toString();
        QVERIFY2(raw.startsWith(answer.left(100)) && raw.contains(QLocale().toString(answer.size())),
                 qPrintable(raw.left(300)));
    }
}

void TestHugeTexts::overlongSamplesAreUnusable()
{
    // A generator that writes 5 MiB "samples": longer than a test case's text may be, so each is
    // unusable; the metric fails at the sample step and keeps a preview of it.
    FakeJudgeServer server;
    const QString sample = garbage(5 * MiB);
    server.setHandler([&sample](const FakeJudgeServer::Request &request) {
        if (request.path.endsWith("/embeddings"))
            return FakeJudgeServer::embeddingReply(QList<QList<double>>(request.inputs().size(), {1.0, 0.0}));
        return FakeJudgeServer::chatReply(sample);
    });
    TestCase testCase;
    testCase.input = QStringLiteral("When is breakfast?");
    testCase.actualOutput = QStringLiteral("Breakfast is from seven.");
    testCase.retrievalContext = {ContextItem::fromText(QStringLiteral("Breakfast is served from seven until ten."))};
    RunHarness harness;
    const RunHarness::Outcome outcome = harness.run(
        RunHarness::request(server, {testCase}, {MetricSelection{QStringLiteral("epistemic_consistency")}}));
    QVERIFY(outcome.finished);
    const MetricResult *result = outcome.result(QStringLiteral("epistemic_consistency"));
    QVERIFY(result);
    QCOMPARE(result->errorStep, QStringLiteral("epistemic_consistency__sample"));
    QVERIFY2(result->errorRaw.size() <= MaxKeptChars && result->errorRaw.contains(QLocale().toString(sample.size())),
             qPrintable(result->errorRaw.left(300)));
}

QTEST_GUILESS_MAIN(TestHugeTexts)
#include "tst_hugetexts.moc"
