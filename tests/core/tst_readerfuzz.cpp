#include "experiments/labelcollector.h"
#include "experiments/labelsreader.h"
#include "metrics/batch/batchresults.h"
#include "model/projectfile.h"
#include "model/readdiagnostics.h"
#include "model/testcasereader.h"
#include "model/testcasewriter.h"
#include "support/qtwarnings.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QtTest>

#include <sys/resource.h>

using namespace claimscope;

// Feeds damaged copies of valid files (truncations, byte flips, structural characters,
// deletions, duplications, nesting hundreds of levels deep, a YAML line starting with ",",
// a second YAML document) to every reader — JSON, JSON Lines, YAML, OpenAI chat, TrustifAI,
// the project file, the labels CSV and a batch's output and error files: each must answer
// (cases, labels or answers) or give errors, never crash,
// and within a bounded time. Fixed seeds; CLAIMSCOPE_FUZZ_ITERATIONS (default 1000 per file)
// makes a longer run, best under the "asan" preset (AddressSanitizer + UBSan); give such a run
// QTEST_FUNCTION_TIMEOUT (ms) to match. An input that crashes, fails or is slow is saved to the
// temporary folder (its path is printed) so that it can be replayed.
class TestReaderFuzz : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void survivesDamagedFiles_data();
    void survivesDamagedFiles();
    void survivesDamagedLabels();
    void survivesDamagedBatchOutput();
    void cleanupTestCase();

private:
    static QByteArray mutate(QByteArray data, QRandomGenerator &random);
    // Checks the reader's answer; true when it accepted the data.
    static bool check(const QByteArray &data, const QString &extension);
    static bool checkProject(const QByteArray &data);
    // Checks what BatchResultReader made of the files; true when it read every line cleanly.
    static bool checkBatchOutput(const QList<BatchResultFile> &files, const QSet<QString> &requests);
    // One reader call, timed: a call slower than HangMs counts as a hang.
    template<typename Read> bool timed(const QByteArray &input, Read read);
    // Keeps the input that is being read, so a crash or hang can be replayed.
    static void keep(const QByteArray &input, const char *why);

    static constexpr qint64 HangMs = 10000;
    qint64 m_inputs = 0;
    qint64 m_slowestMs = 0;
};

void TestReaderFuzz::init()
{
    failOnQtWarnings();
}

void TestReaderFuzz::survivesDamagedFiles_data()
{
    QTest::addColumn<QString>("path"); // "project": a project file made from the first example
    QTest::addColumn<quint32>("seed");
    const QStringList files = {
        QStringLiteral("resources/examples/hotel-concierge.json"),
        QStringLiteral("resources/examples/refund-policy-single.json"),
        QStringLiteral("resources/examples/support-dataset.jsonl"),
        QStringLiteral("tests/core/data/openai-chat.jsonl"),
        QStringLiteral("tests/core/data/promptfoo-conversations.yaml"),
        QStringLiteral("tests/core/data/trustifai-records.json"),
    };
    quint32 seed = 20240521u;
    for (const QString &file : files)
        QTest::newRow(qPrintable(file)) << QStringLiteral(CLAIMSCOPE_SOURCE_DIR "/") + file << seed++;
    QTest::newRow("project file") << QStringLiteral("project") << seed++;
}

void TestReaderFuzz::survivesDamagedFiles()
{
    QFETCH(QString, path);
    QFETCH(quint32, seed);
    const bool project = path == QLatin1String("project");
    QByteArray original;
    QString extension;
    if (project) {
        const LoadedCases cases =
            TestCaseReader::readFile(QStringLiteral(CLAIMSCOPE_SOURCE_DIR "/resources/examples/hotel-concierge.json"));
        QVERIFY(cases.ok());
        original = ProjectFile::toBytes({cases.cases, {}});
        QVERIFY(ProjectFile::readBytes(original, path).ok());
    } else {
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        original = file.readAll();
        extension = QFileInfo(path).suffix();
        QVERIFY(TestCaseReader::readBytes(original, path, extension).ok());
    }

    const int iterations = qEnvironmentVariableIsSet("CLAIMSCOPE_FUZZ_ITERATIONS")
        ? qEnvironmentVariableIntValue("CLAIMSCOPE_FUZZ_ITERATIONS")
        : 1000;
    QRandomGenerator random(seed);
    int accepted = 0;
    for (int i = 0; i < iterations; ++i) {
        const QByteArray damaged = mutate(original, random);
        if (project) {
            accepted += timed(damaged, [&] { return checkProject(damaged); }) ? 1 : 0;
            if (QTest::currentTestFailed())
                QFAIL(qPrintable(QStringLiteral("iteration %1 of the project file").arg(i)));
            continue;
        }
        accepted += timed(damaged, [&] { return check(damaged, extension); }) ? 1 : 0;
        if (QTest::currentTestFailed())
            QFAIL(qPrintable(QStringLiteral("iteration %1 of %2").arg(i).arg(path)));
        timed(damaged, [&] { return check(damaged, QString()); }); // detection by content
        if (QTest::currentTestFailed())
            QFAIL(qPrintable(QStringLiteral("iteration %1 of %2, no extension").arg(i).arg(path)));
    }
    // Both outcomes must occur, or the damage is too heavy (or too light) to test anything.
    QVERIFY2(accepted > 0 && accepted < iterations, qPrintable(QString::number(accepted)));
}

namespace {

// Test cases "case 0" to "case 7", two of them named with a comma and a quote; labels for two
// metrics.
LabelScope labelScope()
{
    LabelScope scope{{}, {QStringLiteral("faithfulness"), QStringLiteral("contextual_relevancy")}};
    for (int i = 0; i < 8; ++i) {
        TestCase testCase;
        testCase.name = i == 3 ? QStringLiteral("case 3, \"quoted\"") : QStringLiteral("case %1").arg(i);
        scope.cases.append(testCase);
    }
    return scope;
}

// The labels as a CSV file: a header, then a row per label with the test case quoted.
QByteArray labelsCsv(const HumanLabels &labels, const LabelScope &scope)
{
    QByteArray csv = "test_case,metric,label\n";
    for (int i = 0; i < scope.cases.size(); ++i) {
        const QString name = HumanLabels::caseName(scope.cases[i].name, i);
        for (const QString &metric : labels.metrics()) {
            if (const std::optional<HumanLabel> label = labels.find(name, metric))
                csv += '"' + QString(name).replace(u'"', QStringLiteral("\"\"")).toUtf8() + "\"," + metric.toUtf8()
                    + (label->pass ? ",pass\n" : ",fail\n");
        }
    }
    return csv;
}

// Damage a labels file meets: CSV syntax in the wrong place, line ends, terminal escapes,
// invalid UTF-8, a NUL, a byte order mark, a very long line, a row repeated with the other label.
QByteArray damageCsv(QByteArray data, QRandomGenerator &random)
{
    static const QList<QByteArray> pieces = {"\"",
                                             ",",
                                             "\n",
                                             "\r",
                                             "\r\n",
                                             " ",
                                             "\t",
                                             ";",
                                             "\x1b[2J",
                                             "\x1b]0;t\x07",
                                             "\x7f",
                                             "\xc2\x9b",
                                             "\xff",
                                             "\xc3",
                                             "\xef\xbb\xbf",
                                             QByteArray(1, '\0'),
                                             "\"\"",
                                             "pass",
                                             "fail",
                                             "maybe",
                                             "test_case,metric,label\n",
                                             "#1",
                                             "turn_relevancy"};
    const int edits = 1 + random.bounded(3);
    for (int e = 0; e < edits && !data.isEmpty(); ++e) {
        const qsizetype at = random.bounded(data.size());
        switch (random.bounded(5)) {
        case 0: data.insert(at, pieces.at(random.bounded(pieces.size()))); break;
        case 1: data.truncate(at); break;
        case 2: data.insert(at, QByteArray(1 + random.bounded(200000), 'x')); break;
        case 3: data[at] = char(random.bounded(256)); break;
        default: { // the row around `at` once more, with the other label
            const qsizetype start = data.lastIndexOf('\n', at) + 1;
            const qsizetype end = data.indexOf('\n', at);
            QByteArray row = data.mid(start, end < 0 ? -1 : end - start);
            row = row.contains("pass") ? row.replace("pass", "fail") : row.replace("fail", "pass");
            data += '\n' + row + '\n';
            break;
        }
        }
    }
    return data;
}

// Control characters (other than the line feed that ends a message) as U+XXXX; empty: none.
QString controlCharacters(const QString &text)
{
    QString found;
    for (const QChar c : text) {
        if (c.category() == QChar::Other_Control)
            found += QStringLiteral("U+%1 ").arg(c.unicode(), 4, 16, QLatin1Char('0'));
    }
    return found;
}

// The labels reader's answer to `data`: a bounded list of messages without control
// characters, labels only for the scope's test cases and metrics, none at all only with an
// error; an answer without errors reads back the same. True when it has no error.
bool checkLabels(const QByteArray &data, const LabelScope &scope)
{
    const QString name = QStringLiteral("damaged.csv");
    const LabelsRead read = LabelsReader::readCsv(data, name, scope);
    [&] {
        QVERIFY(read.errors.size() <= LabelCollector::MaxErrors + 1);
        QVERIFY(read.notes.size() <= 2);
        for (const QString &message : read.errors + read.notes) {
            QVERIFY2(message.startsWith(name) || message.startsWith(QStringLiteral("… and ")), qPrintable(message));
            QVERIFY2(controlCharacters(message).isEmpty(), qPrintable(controlCharacters(message)));
            QVERIFY2(message.size() < 1000, qPrintable(message.left(1000)));
        }
        QVERIFY(!read.ok() || !read.labels.isEmpty());
        int inScope = 0;
        for (const QString &metric : read.labels.metrics()) {
            QVERIFY2(scope.metrics.contains(metric), qPrintable(metric));
            for (int i = 0; i < scope.cases.size(); ++i)
                inScope += read.labels.find(HumanLabels::caseName(scope.cases[i].name, i), metric) ? 1 : 0;
        }
        QCOMPARE(inScope, read.labels.size());
        if (read.ok()) {
            const LabelsRead reread = LabelsReader::readCsv(labelsCsv(read.labels, scope), name, scope);
            QVERIFY2(reread.ok(), qPrintable(reread.errors.join(u'\n')));
            QVERIFY(reread.labels == read.labels);
        }
    }();
    return read.ok();
}

// A batch's output file and error file for BatchResultReader, and the requests it was sent.
struct BatchOutput {
    QList<BatchResultFile> files;
    QSet<QString> requests;
};

// Twelve requests: most answered in the output file, every fourth failed in the error file.
BatchOutput validBatchOutput()
{
    BatchOutput batch{{{QStringLiteral("file-out"), {}}, {QStringLiteral("file-err"), {}}}, {}};
    for (int i = 0; i < 12; ++i) {
        const QString id = QStringLiteral("faithfulness__claims-%1").arg(QString::number(i));
        batch.requests.insert(id);
        const QJsonObject answer{
            {QStringLiteral("choices"),
             QJsonArray{
                 QJsonObject{{QStringLiteral("message"),
                              QJsonObject{{QStringLiteral("role"), QStringLiteral("assistant")},
                                          {QStringLiteral("content"), QStringLiteral("{\"claims\": [\"c\"]}")}}}}}},
            {QStringLiteral("usage"), QJsonObject{{QStringLiteral("prompt_tokens"), 10}}}};
        const bool failed = i % 4 == 3;
        const QJsonObject line{
            {QStringLiteral("id"), QStringLiteral("batch_req_%1").arg(QString::number(i))},
            {QStringLiteral("custom_id"), id},
            {QStringLiteral("response"),
             failed ? QJsonValue()
                    : QJsonObject{{QStringLiteral("status_code"), 200}, {QStringLiteral("body"), answer}}},
            {QStringLiteral("error"),
             failed ? QJsonValue(QJsonObject{{QStringLiteral("code"), QStringLiteral("server_error")},
                                             {QStringLiteral("message"), QStringLiteral("boom")}})
                    : QJsonValue()}};
        batch.files[failed ? 1 : 0].content += QJsonDocument(line).toJson(QJsonDocument::Compact) + '\n';
    }
    return batch;
}

// Damage to whole lines, as a provider that mixes up its files would do: a line twice, two lines
// swapped, one dropped, two joined, a custom_id changed to another request's or to a stranger's.
QByteArray damageLines(const QByteArray &content, QRandomGenerator &random)
{
    QByteArrayList lines = content.split('\n');
    const auto any = [&] { return qsizetype(random.bounded(int(lines.size()))); };
    switch (random.bounded(6)) {
    case 0: lines.insert(any(), lines.at(any())); break;
    case 1: lines.swapItemsAt(any(), any()); break;
    case 2: lines.removeAt(any()); break;
    case 3: {
        const qsizetype at = any();
        if (at + 1 < lines.size())
            lines[at] += lines.takeAt(at + 1);
        break;
    }
    default: {
        QByteArray &line = lines[any()];
        const qsizetype id = line.indexOf("faithfulness__claims-");
        if (id >= 0)
            line.replace(id, 22,
                         random.bounded(2) ? QByteArray("faithfulness__claims-") + char('0' + random.bounded(10))
                                           : QByteArray("stranger-"));
        break;
    }
    }
    return lines.join('\n');
}

} // namespace

// The labels CSV reader, fed damaged copies of a valid labels file (the damage above and the
// other readers'), under the same rules: an answer, never a crash, within a bounded time.
void TestReaderFuzz::survivesDamagedLabels()
{
    const LabelScope scope = labelScope();
    HumanLabels labels;
    for (int i = 0; i < scope.cases.size(); ++i) {
        const QString name = HumanLabels::caseName(scope.cases[i].name, i);
        labels.set(name, QStringLiteral("faithfulness"), {i % 3 != 0, std::nullopt});
        if (i % 2 == 0)
            labels.set(name, QStringLiteral("contextual_relevancy"), {i % 4 == 0, std::nullopt});
    }
    const QByteArray original = labelsCsv(labels, scope);
    const LabelsRead read = LabelsReader::readCsv(original, QStringLiteral("labels.csv"), scope);
    QVERIFY2(read.ok() && read.notes.isEmpty(), qPrintable((read.errors + read.notes).join(u'\n')));
    QVERIFY(read.labels == labels);

    const int iterations = qEnvironmentVariableIsSet("CLAIMSCOPE_FUZZ_ITERATIONS")
        ? qEnvironmentVariableIntValue("CLAIMSCOPE_FUZZ_ITERATIONS")
        : 1000;
    QRandomGenerator random(20240607u);
    int accepted = 0;
    for (int i = 0; i < iterations; ++i) {
        const QByteArray damaged = random.bounded(2) ? damageCsv(original, random) : mutate(original, random);
        accepted += timed(damaged, [&] { return checkLabels(damaged, scope); }) ? 1 : 0;
        if (QTest::currentTestFailed())
            QFAIL(qPrintable(QStringLiteral("iteration %1 of the labels file").arg(i)));
    }
    // Both outcomes must occur, or the damage is too heavy (or too light) to test anything.
    QVERIFY2(accepted > 0 && accepted < iterations, qPrintable(QString::number(accepted)));
}

// Batch output and error files (JSON Lines) damaged line by line and byte by byte, read by
// BatchResultReader: every readable line answers one request, names a custom_id repeated
// elsewhere, or is a problem — never two of these — no request it was not sent gets an answer,
// and the problems stay bounded, each naming its file.
void TestReaderFuzz::survivesDamagedBatchOutput()
{
    const BatchOutput original = validBatchOutput();
    const BatchResults clean = BatchResultReader::read(original.files, original.requests);
    QCOMPARE(clean.answers.size(), 12);
    QVERIFY(clean.problems.isEmpty() && clean.repeated.isEmpty());

    const int iterations = qEnvironmentVariableIsSet("CLAIMSCOPE_FUZZ_ITERATIONS")
        ? qEnvironmentVariableIntValue("CLAIMSCOPE_FUZZ_ITERATIONS")
        : 1000;
    QRandomGenerator random(20240612u);
    int readCleanly = 0;
    for (int i = 0; i < iterations; ++i) {
        BatchOutput damaged = original;
        QByteArray &file = damaged.files[random.bounded(4) == 0 ? 1 : 0].content;
        file = damageLines(file, random);
        if (random.bounded(2))
            file = mutate(file, random);
        readCleanly += timed(file, [&] { return checkBatchOutput(damaged.files, damaged.requests); }) ? 1 : 0;
        if (QTest::currentTestFailed())
            QFAIL(qPrintable(QStringLiteral("iteration %1 of the batch output").arg(QString::number(i))));
    }
    // Both outcomes must occur, or the damage is too heavy (or too light) to test anything.
    QVERIFY2(readCleanly > 0 && readCleanly < iterations, qPrintable(QString::number(readCleanly)));
}

bool TestReaderFuzz::checkBatchOutput(const QList<BatchResultFile> &files, const QSet<QString> &requests)
{
    const BatchResults results = BatchResultReader::read(files, requests);
    const QStringList fileIds{files[0].fileId, files[1].fileId};
    [&] {
        qsizetype lines = 0; // the lines that say something, each accounted for exactly once
        for (const BatchResultFile &file : files) {
            for (const QByteArray &line : file.content.split('\n'))
                lines += line.trimmed().isEmpty() ? 0 : 1;
        }
        qsizetype accounted = results.answers.size() + results.problems.size();
        for (auto it = results.answers.begin(); it != results.answers.end(); ++it) {
            QVERIFY(requests.contains(it.key()));
            QVERIFY(!results.repeated.contains(it.key()));
            QVERIFY(it->ok ? it->statusCode == 200 : !it->error.isEmpty());
        }
        for (auto it = results.repeated.begin(); it != results.repeated.end(); ++it) {
            QVERIFY(requests.contains(it.key()));
            QVERIFY(it->size() >= 2);
            for (const QString &place : *it)
                QVERIFY2(place.endsWith(QStringLiteral(" of ") + fileIds[0])
                             || place.endsWith(QStringLiteral(" of ") + fileIds[1]),
                         qPrintable(place));
            accounted += it->size();
        }
        QVERIFY(results.problems.size() <= BatchResultReader::MaxProblems + 1);
        for (const QString &problem : results.problems)
            QVERIFY2(problem.contains(fileIds[0]) || problem.contains(fileIds[1]), qPrintable(problem));
        if (results.problems.size() <= BatchResultReader::MaxProblems)
            QCOMPARE(accounted, lines);
    }();
    return results.problems.isEmpty() && results.repeated.isEmpty();
}

void TestReaderFuzz::cleanupTestCase()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    qInfo("%lld inputs read, slowest %lld ms, peak memory %ld MiB", m_inputs, m_slowestMs, usage.ru_maxrss / 1024);
}

template<typename Read> bool TestReaderFuzz::timed(const QByteArray &input, Read read)
{
    // Written before the read, removed after it: what a crash leaves behind is its input.
    keep(input, "current");
    QElapsedTimer clock;
    clock.start();
    const bool accepted = read();
    const qint64 ms = clock.elapsed();
    ++m_inputs;
    m_slowestMs = std::max(m_slowestMs, ms);
    if (ms > HangMs) {
        keep(input, "slow");
        QTest::qFail(qPrintable(QStringLiteral("a read took %1 ms").arg(ms)), __FILE__, __LINE__);
    } else if (QTest::currentTestFailed()) {
        keep(input, "failed");
    }
    QFile::remove(QDir::temp().filePath(QStringLiteral("claimscope-fuzz-current.bin")));
    return accepted;
}

void TestReaderFuzz::keep(const QByteArray &input, const char *why)
{
    const QString path = QDir::temp().filePath(QStringLiteral("claimscope-fuzz-%1.bin").arg(QLatin1String(why)));
    QFile file(path);
    if (file.open(QIODevice::WriteOnly))
        file.write(input);
    if (qstrcmp(why, "current") != 0)
        qWarning("input kept in %s", qPrintable(path));
}

QByteArray TestReaderFuzz::mutate(QByteArray data, QRandomGenerator &random)
{
    static const QByteArray structural = "{}[]\":,\n-#&*!|>'\\ \t?0n";
    const int edits = 1 + random.bounded(4);
    for (int e = 0; e < edits && !data.isEmpty(); ++e) {
        const qsizetype at = random.bounded(data.size());
        switch (random.bounded(8)) {
        case 0: data.truncate(at); break;
        case 1: data[at] = char(random.bounded(256)); break;
        case 2: data[at] = structural.at(random.bounded(structural.size())); break;
        case 3: data.remove(at, 1 + random.bounded(qMin<qsizetype>(64, data.size() - at))); break;
        case 4: data.insert(at, data.mid(random.bounded(data.size()), 1 + random.bounded(64))); break;
        case 5: { // around the nesting limit of 200 levels, sometimes far beyond it
            static const QByteArray openers[] = {"[", "{\"a\": ", "- ", "{a: "};
            const int levels = random.bounded(10) == 0 ? 20000 : 150 + random.bounded(100);
            data.insert(at, openers[random.bounded(4)].repeated(levels));
            break;
        }
        case 6: // a line starting with "," (yaml-cpp 0.7 looped forever on it)
            data.insert(at, random.bounded(2) ? QByteArray("\n,") : QByteArray("\n, x\n"));
            break;
        default: // a second YAML document
            data.insert(at, QByteArray("\n---\n"));
            break;
        }
    }
    return data;
}

bool TestReaderFuzz::check(const QByteArray &data, const QString &extension)
{
    const QString name = QStringLiteral("damaged");
    const LoadedCases loaded = TestCaseReader::readBytes(data, name, extension);
    [&] {
        QCOMPARE(loaded.ok(), loaded.errors.isEmpty());
        QCOMPARE(loaded.cases.isEmpty(), !loaded.ok());
        QVERIFY(loaded.errors.size() <= ReadDiagnostics::MaxErrors + 1);
        for (const ReadError &error : loaded.errors) {
            QCOMPARE(error.file, name);
            QVERIFY(!error.message.isEmpty());
        }
        if (loaded.ok()) {
            const LoadedCases reread =
                TestCaseReader::readBytes(TestCaseWriter::toJsonBytes(loaded.cases), name, QStringLiteral("json"));
            QVERIFY2(reread.ok(), qPrintable(reread.errorText()));
            QVERIFY(reread.cases == loaded.cases);
        }
    }();
    return loaded.ok();
}

bool TestReaderFuzz::checkProject(const QByteArray &data)
{
    const QString name = QStringLiteral("damaged.claimscope.json");
    const ProjectLoad load = ProjectFile::readBytes(data, name);
    [&] {
        QVERIFY(load.errors.size() <= ReadDiagnostics::MaxErrors + 2);
        for (const QString &error : load.errors)
            QVERIFY2(error.startsWith(name + QStringLiteral(": ")), qPrintable(error));
        if (load.ok()) {
            const ProjectLoad reread = ProjectFile::readBytes(ProjectFile::toBytes(load.project), name);
            QVERIFY2(reread.ok(), qPrintable(reread.errorText()));
            QVERIFY(reread.project == load.project);
        } else {
            QCOMPARE(load.project, Project());
        }
    }();
    return load.ok();
}

QTEST_GUILESS_MAIN(TestReaderFuzz)
#include "tst_readerfuzz.moc"
