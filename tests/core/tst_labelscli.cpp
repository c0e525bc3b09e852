// `claimscope-cli evaluate --labels` as users see it, through the offline judge: a rating mark
// that is not a number, labels files whose rows disagree, name test cases or metrics the run
// does not have, hold nothing, hold a million bad rows or binary bytes — each is named on
// stderr (briefly, without echoing control characters) and, where no label would be exact,
// exits 2.
#include "support/clirun.h"
#include "support/qtwarnings.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <functional>

using namespace claimscope;

namespace {

// Three single-turn cases with a human rating each.
const QByteArray cases = R"([
 {"name": "breakfast", "input": "When is breakfast?", "actual_output": "Breakfast is served from seven until ten.",
  "retrieval_context": ["Breakfast is served from seven until ten."], "metadata": {"human": {"score": 5}}},
 {"name": "spa", "input": "Is the spa open?", "actual_output": "The spa opens at six. It has a pool.",
  "retrieval_context": ["The spa opens at nine."], "metadata": {"human": {"score": 1}}},
 {"name": "parking", "input": "Is there parking?", "actual_output": "Parking is free for guests.",
  "retrieval_context": ["Guests park for free in the garage."], "metadata": {"human": {"score": 2}}}
])";

// A labels file of a header and `rows` rows made by `row(i)`.
QByteArray labelsCsv(int rows, const std::function<QByteArray(int)> &row)
{
    QByteArray csv = "test_case,metric,label\n";
    csv.reserve(rows * 32);
    for (int i = 0; i < rows; ++i)
        csv += row(i);
    return csv;
}

// The characters a terminal would act on: C0 controls other than the line feed, DEL, C1 controls.
QString controlCharacters(const QString &text)
{
    QString found;
    for (const QChar c : text) {
        const ushort u = c.unicode();
        if ((u < 0x20 && u != '\n') || (u >= 0x7f && u <= 0x9f))
            found += QStringLiteral("U+%1 ").arg(u, 4, 16, QLatin1Char('0'));
    }
    return found;
}

bool ranWithLabels(const CliRun &run)
{
    return run.exitCode == 0 || run.exitCode == 1;
}

int agreementN(const CliRun &run)
{
    return run.json()
        .value(QStringLiteral("agreement"))
        .toObject()
        .value(QStringLiteral("faithfulness"))
        .toObject()
        .value(QStringLiteral("n"))
        .toInt(-1);
}

} // namespace

class TestLabelsCli : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void ratingMarkMustBeANumber_data();
    void ratingMarkMustBeANumber();
    void ratingMarkThatIsANumber();
    void disagreeingRowsAreAnError();
    void unknownTestCasesAreCounted();
    void metricsNotRunAreCounted();
    void noLabelsIsAnError_data();
    void noLabelsIsAnError();
    void errorsAreCapped();
    void binaryFileIsNotEchoed_data();
    void binaryFileIsNotEchoed();

private:
    CliRun evaluate(const QString &labels, bool json = false);

    QTemporaryDir m_dir;
};

void TestLabelsCli::init()
{
    failOnQtWarnings();
}

CliRun TestLabelsCli::evaluate(const QString &labels, bool json)
{
    const QString file = writeFile(m_dir, QStringLiteral("cases.json"), cases);
    QStringList arguments{QStringLiteral("evaluate"),
                          file,
                          QStringLiteral("--judge"),
                          QStringLiteral("offline"),
                          QStringLiteral("--metric"),
                          QStringLiteral("faithfulness"),
                          QStringLiteral("--quiet"),
                          QStringLiteral("--labels"),
                          labels};
    if (json)
        arguments << QStringLiteral("--format") << QStringLiteral("json");
    return runCli(arguments, m_dir);
}

void TestLabelsCli::ratingMarkMustBeANumber_data()
{
    QTest::addColumn<QString>("mark");
    // "." and "3..5" were read as 0, so every rating passed.
    for (const char *mark : {".", "3..5", "..", "1.2.3", "nan", "inf", "3,5", "0x10", "1e"})
        QTest::newRow(mark) << QString::fromLatin1(mark);
}

void TestLabelsCli::ratingMarkMustBeANumber()
{
    QFETCH(QString, mark);
    const QString spec = QStringLiteral("faithfulness=human.score>=") + mark;
    const CliRun run = evaluate(spec);
    QVERIFY2(run.exitCode == 2, qPrintable(QStringLiteral("exit %1\n%2%3").arg(run.exitCode).arg(run.out, run.err)));
    QVERIFY2(run.err.contains(spec) && run.err.contains(QStringLiteral("not a number")), qPrintable(run.err));
}

void TestLabelsCli::ratingMarkThatIsANumber()
{
    // Ratings 5, 1 and 2: at 3.5 one passes; at -1 (a negative mark) all three do.
    for (const QString &mark : {QStringLiteral("3.5"), QStringLiteral("-1"), QStringLiteral("1e0")}) {
        const CliRun run = evaluate(QStringLiteral("faithfulness=human.score>=") + mark, true);
        QVERIFY2(ranWithLabels(run), qPrintable(run.err));
        QCOMPARE(agreementN(run), 3);
    }
}

void TestLabelsCli::disagreeingRowsAreAnError()
{
    const QByteArray agreeing = "test_case,metric,label\n"
                                "breakfast,faithfulness,pass\n"
                                "spa,faithfulness,fail\n"
                                "breakfast,faithfulness,PASS\n"; // the same label again: accepted
    const QString ok = writeFile(m_dir, QStringLiteral("agreeing.csv"), agreeing);
    CliRun run = evaluate(ok, true);
    QVERIFY2(ranWithLabels(run), qPrintable(run.err));
    QCOMPARE(agreementN(run), 2);

    const QString bad = writeFile(m_dir, QStringLiteral("disagreeing.csv"),
                                  agreeing + "parking,faithfulness,pass\nspa,faithfulness,pass\n");
    run = evaluate(bad);
    QVERIFY2(run.exitCode == 2, qPrintable(QStringLiteral("exit %1\n%2").arg(run.exitCode).arg(run.err)));
    // Both rows are named: line 6 says pass, line 3 said fail.
    QVERIFY2(run.err.contains(bad + QStringLiteral(":6:")) && run.err.contains(QStringLiteral("line 3")),
             qPrintable(run.err));
}

void TestLabelsCli::unknownTestCasesAreCounted()
{
    // A million rows for test cases the run does not have, and one for a case it has.
    const QByteArray ghosts = labelsCsv(1000000, [](int i) -> QByteArray {
        return QByteArray("ghost-") + QByteArray::number(i) + ",faithfulness,pass\n";
    });
    const QString mixed = writeFile(m_dir, QStringLiteral("mixed.csv"), ghosts + "spa,faithfulness,fail\n");
    CliRun run = evaluate(mixed, true);
    QVERIFY2(ranWithLabels(run), qPrintable(run.err.left(2000)));
    QCOMPARE(agreementN(run), 1);
    QVERIFY2(run.err.contains(QStringLiteral("1000000")) && run.err.contains(QStringLiteral("ghost-0")),
             qPrintable(run.err.left(2000)));
    QVERIFY2(run.err.count(u'\n') <= 3, qPrintable(run.err.left(2000)));

    // Only unknown test cases: no label left, an error.
    const QString onlyGhosts = writeFile(m_dir, QStringLiteral("ghosts.csv"), ghosts);
    run = evaluate(onlyGhosts);
    QVERIFY2(run.exitCode == 2, qPrintable(QStringLiteral("exit %1\n%2").arg(run.exitCode).arg(run.err.left(2000))));
    QVERIFY2(run.err.contains(QStringLiteral("1000000")) && run.err.contains(QStringLiteral("no label")),
             qPrintable(run.err.left(2000)));
}

void TestLabelsCli::metricsNotRunAreCounted()
{
    const QByteArray rows = "test_case,metric,label\n"
                            "spa,contextual_relevancy,pass\n"
                            "breakfast,contextual_relevancy,pass\n";
    const QString mixed = writeFile(m_dir, QStringLiteral("metrics.csv"), rows + "spa,faithfulness,fail\n");
    CliRun run = evaluate(mixed, true);
    QVERIFY2(ranWithLabels(run), qPrintable(run.err));
    QCOMPARE(agreementN(run), 1);
    QVERIFY2(run.err.contains(QStringLiteral("contextual_relevancy"))
                 && run.err.contains(QStringLiteral("left out: 2")),
             qPrintable(run.err));

    const QString notRun = writeFile(m_dir, QStringLiteral("notrun.csv"), rows);
    run = evaluate(notRun);
    QVERIFY2(run.exitCode == 2, qPrintable(QStringLiteral("exit %1\n%2").arg(run.exitCode).arg(run.err)));
    QVERIFY2(run.err.contains(QStringLiteral("contextual_relevancy")) && run.err.contains(QStringLiteral("no label")),
             qPrintable(run.err));
}

void TestLabelsCli::noLabelsIsAnError_data()
{
    QTest::addColumn<QString>("file"); // written with `content` when not empty
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("spec"); // used when `file` is empty
    QTest::newRow("empty file") << QStringLiteral("empty.csv") << QByteArray() << QString();
    QTest::newRow("header only") << QStringLiteral("header.csv") << QByteArray("test_case,metric,label\n") << QString();
    QTest::newRow("blank lines") << QStringLiteral("blank.csv") << QByteArray("\n\r\n  \n") << QString();
    QTest::newRow("empty spec") << QString() << QByteArray() << QString();
    QTest::newRow("semicolon") << QString() << QByteArray() << QStringLiteral(";");
    QTest::newRow("semicolons and spaces") << QString() << QByteArray() << QStringLiteral(" ; ;");
}

void TestLabelsCli::noLabelsIsAnError()
{
    QFETCH(QString, file);
    QFETCH(QByteArray, content);
    QFETCH(QString, spec);
    const CliRun run = evaluate(file.isEmpty() ? spec : writeFile(m_dir, file, content));
    QVERIFY2(run.exitCode == 2, qPrintable(QStringLiteral("exit %1\n%2").arg(run.exitCode).arg(run.err)));
    QVERIFY2(run.err.contains(QStringLiteral("no label")), qPrintable(run.err));
}

void TestLabelsCli::errorsAreCapped()
{
    const QString bad =
        writeFile(m_dir, QStringLiteral("maybe.csv"),
                  labelsCsv(1000000, [](int) -> QByteArray { return QByteArray("spa,faithfulness,maybe\n"); }));
    const CliRun run = evaluate(bad);
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.count(u'\n') <= 25, qPrintable(QStringLiteral("%1 lines").arg(run.err.count(u'\n'))));
    QVERIFY2(run.err.contains(bad + QStringLiteral(":2:")) && run.err.contains(QStringLiteral("999980 more")),
             qPrintable(run.err.left(4000)));
}

void TestLabelsCli::binaryFileIsNotEchoed_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("says");
    // Terminal escapes in valid UTF-8: set the title, clear the screen, write the clipboard.
    QTest::newRow("escapes") << QByteArray("test_case,metric,label\n\x1b]0;owned\x07,faithfulness,pass\n"
                                           "spa\x1b[2J,faithfulness,\x1b]52;c;ZWNobyBoaQ==\x07\n"
                                           "spa,faithful\xc2\x9b"
                                           "1m,pass\n\x1b[2J\n")
                             << QStringLiteral("\\x1B");
    QTest::newRow("invalid UTF-8") << QByteArray("test_case,metric,label\nspa,faithfulness,\xff\xfe\x1b[2Jpass\n")
                                   << QStringLiteral("not UTF-8");
    QTest::newRow("NUL bytes") << QByteArray("t\0e\0s\0t\0\x1b\0[\0"
                                             "2\0J\0,\0\n\0",
                                             20)
                               << QStringLiteral("NUL");
    QByteArray noise(4096, '\0');
    for (int i = 0; i < noise.size(); ++i)
        noise[i] = char((i * 131 + 7) % 256);
    QTest::newRow("noise") << noise << QStringLiteral("not");
}

void TestLabelsCli::binaryFileIsNotEchoed()
{
    QFETCH(QByteArray, content);
    QFETCH(QString, says);
    const QString file = writeFile(m_dir, QStringLiteral("binary.csv"), content);
    const CliRun run = evaluate(file);
    QVERIFY2(run.exitCode == 2, qPrintable(QStringLiteral("exit %1").arg(run.exitCode)));
    QVERIFY2(controlCharacters(run.err).isEmpty(), qPrintable(controlCharacters(run.err)));
    QVERIFY2(run.err.contains(file + QStringLiteral(":")) && run.err.contains(says),
             run.err.toUtf8().toPercentEncoding(" :/\n\"").constData());
}

QTEST_GUILESS_MAIN(TestLabelsCli)
#include "tst_labelscli.moc"
