#include "experiments/comparisonexport.h"
#include "model/appversion.h"
#include "model/csvtable.h"
#include "model/resultjson.h"
#include "model/translations.h"
#include "results/htmlreport.h"
#include "results/resultexport.h"
#include "results/resultsmodel.h"
#include "support/offlinerun.h"
#include "support/qtwarnings.h"

#include <QBuffer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QtTest>

using namespace claimscope;

namespace {

// A small RFC 4180 reader, enough to read back what the exporter wrote.
QList<QStringList> readCsv(const QString &text)
{
    QList<QStringList> rows;
    QStringList row;
    QString cell;
    bool quoted = false;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (quoted) {
            if (c == QLatin1Char('"') && i + 1 < text.size() && text[i + 1] == QLatin1Char('"')) {
                cell += c;
                ++i;
            } else if (c == QLatin1Char('"')) {
                quoted = false;
            } else {
                cell += c;
            }
        } else if (c == QLatin1Char('"')) {
            quoted = true;
        } else if (c == QLatin1Char(',')) {
            row.append(std::exchange(cell, {}));
        } else if (c == QLatin1Char('\r') && i + 1 < text.size() && text[i + 1] == QLatin1Char('\n')) {
            row.append(std::exchange(cell, {}));
            rows.append(std::exchange(row, {}));
            ++i;
        } else {
            cell += c;
        }
    }
    return rows;
}

// "17 results: 8 passed, 7 failed, 2 errors." counted from the results themselves, by the
// workbench's rule (resultStatus).
QString summaryLine(const QList<MetricResult> &results)
{
    std::array<int, 6> counts{};
    for (const MetricResult &result : results)
        ++counts[size_t(resultStatus(result))];
    const auto count = [&counts](ResultsModel::Status status) { return QString::number(counts[size_t(status)]); };
    QString line = QStringLiteral("%1 results: %2 passed, %3 failed, %4 errors.")
                       .arg(QString::number(results.size()), count(ResultsModel::Status::Pass),
                            count(ResultsModel::Status::Fail), count(ResultsModel::Status::Error));
    if (counts[size_t(ResultsModel::Status::Partial)] > 0)
        line +=
            QStringLiteral(" %1 partial (scored, but part of it failed).").arg(count(ResultsModel::Status::Partial));
    if (counts[size_t(ResultsModel::Status::Skipped)] > 0)
        line += QStringLiteral(" %1 skipped (the metric does not apply).").arg(count(ResultsModel::Status::Skipped));
    return line;
}

} // namespace

// JSON, CSV and HTML exports of real offline-engine results. Expectations are counted and
// formatted from the results themselves, so they hold whatever the offline judge decides.
class TestExport : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void jsonMatchesTheCliFormat();
    void jsonStreamsOneResultAtATime();
    void csvHasOneRowPerResult();
    void csvQuotesAndDisarmsText();
    void htmlIsStandaloneAndEscaped();
    void comparisonCsvDisarmsFormulasAsTheResultsCsvDoes();
    void htmlShowsControlCharactersVisibly();
    void htmlShowsTheBreakdown();
    void htmlSummaryCountsInWords();
    void exportsMaskKeys();
    void comparisonExportsWarnOfTheOfflineJudgeAndOfTwoReadings();

private:
    OfflineRun m_run;
    QList<MetricResult> m_results;
};

void TestExport::init()
{
    failOnQtWarnings();
}

void TestExport::initTestCase()
{
    // As the applications do: English plural forms ("1 result", "17 results").
    installTranslations(*QCoreApplication::instance(), QLocale(QLocale::English));
    // Without pre-generated samples Epistemic Consistency is skipped on both cases (the offline
    // judge writes no samples): the exports have skips to show.
    m_run = OfflineRunner::run(
        OfflineRunner::withoutSamples(OfflineRunner::example(QStringLiteral("hotel-concierge.json"))
                                      + OfflineRunner::example(QStringLiteral("refund-policy-single.json"))));
    m_results = m_run.results;
    QCOMPARE(m_results.size(), 9 + 8);
    for (int testCase : {0, 1}) {
        const MetricResult skipped = OfflineRunner::find(m_results, testCase, QStringLiteral("epistemic_consistency"));
        QVERIFY2(skipped.isSkipped(), qPrintable(skipped.error));
        QVERIFY(skipped.skipReason.contains(QStringLiteral("generator model")));
    }
}

void TestExport::jsonMatchesTheCliFormat()
{
    const QJsonDocument document = QJsonDocument::fromJson(ResultExport::toJson(m_results));
    QVERIFY(document.isObject());
    const QJsonArray results = document[QStringLiteral("results")].toArray();
    QCOMPARE(results.size(), m_results.size());
    for (int i = 0; i < m_results.size(); ++i)
        QCOMPARE(results[i].toObject(), resultToJson(m_results[i]));
    const QJsonObject summary = document[QStringLiteral("summary")].toObject();
    QCOMPARE(summary, summaryToJson(m_results));
    QCOMPARE(summary[QStringLiteral("results")].toInt(), 17);
    int passed = 0, failed = 0, errors = 0, skipped = 0, calls = 0;
    for (const MetricResult &result : m_results) {
        ++(result.hasError() ? errors : result.isSkipped() ? skipped : result.success ? passed : failed);
        calls += result.calls.judgeCalls;
    }
    QCOMPARE(skipped, 2); // epistemic_consistency needs a generator: skipped, not an error
    QCOMPARE(summary[QStringLiteral("skipped_results")].toInt(), skipped);
    QCOMPARE(summary[QStringLiteral("errors")].toInt(), errors);
    const QJsonObject consistency =
        results[int(m_results.indexOf(OfflineRunner::find(m_results, 0, QStringLiteral("epistemic_consistency"))))]
            .toObject();
    QCOMPARE(consistency[QStringLiteral("skipped")].toBool(), true);
    QVERIFY(consistency[QStringLiteral("error")].isNull());
    QCOMPARE(
        resultFromJson(consistency).skipReason,
        m_results[int(m_results.indexOf(OfflineRunner::find(m_results, 0, QStringLiteral("epistemic_consistency"))))]
            .skipReason);
    QCOMPARE(summary[QStringLiteral("passed")].toInt(), passed);
    QCOMPARE(summary[QStringLiteral("failed")].toInt(), failed);
    QCOMPARE(summary[QStringLiteral("judge_calls")].toInt(), calls);
    // Every export says which build produced it.
    QCOMPARE(summary[QStringLiteral("claimscope_version")].toString(), appVersion());
    QCOMPARE(results.first()[QStringLiteral("claimscope_version")].toString(), appVersion());
}

void TestExport::jsonStreamsOneResultAtATime()
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    QVERIFY(buffer.open(QIODevice::WriteOnly));
    QList<qsizetype> asked;
    QVERIFY(ResultExport::writeJson(&buffer, m_results.size(), [&](qsizetype i) {
        asked.append(i);
        return m_results[i];
    }));
    QCOMPARE(asked.size(), m_results.size());
    for (qsizetype i = 0; i < asked.size(); ++i)
        QCOMPARE(asked[i], i);
    QCOMPARE(bytes, ResultExport::toJson(m_results));
    // No results: still a document, with an empty list and a zero summary.
    const QJsonObject empty = QJsonDocument::fromJson(ResultExport::toJson({})).object();
    QVERIFY(empty.value(QStringLiteral("results")).toArray().isEmpty());
    QCOMPARE(empty.value(QStringLiteral("summary")).toObject(), summaryToJson({}));
    // A device that refuses to be written says so.
    QBuffer refusing;
    QVERIFY(refusing.open(QIODevice::ReadOnly));
    QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("ReadOnly device")));
    QVERIFY(!ResultExport::writeJson(&refusing, m_results.size(), [&](qsizetype i) { return m_results[i]; }));
}

void TestExport::csvHasOneRowPerResult()
{
    const QList<QStringList> rows = readCsv(QString::fromUtf8(ResultExport::toCsv(m_results)));
    QCOMPARE(rows.size(), 1 + m_results.size());
    const QStringList header = rows.first();
    QCOMPARE(header.first(), QStringLiteral("test_case"));
    QCOMPARE(header.size(), 20); // … cost_usd, warning, claimscope_version
    QCOMPARE(header.last(), QStringLiteral("claimscope_version"));
    for (const QStringList &row : rows)
        QCOMPARE(row.size(), header.size());
    const auto column = [&](const QString &name) { return int(header.indexOf(name)); };
    for (int i = 0; i < m_results.size(); ++i) {
        const QStringList &row = rows[i + 1];
        const MetricResult &result = m_results[i];
        QCOMPARE(row[column(QStringLiteral("metric"))], result.metricId);
        QCOMPARE(row[column(QStringLiteral("claimscope_version"))], appVersion());
        QCOMPARE(row[column(QStringLiteral("test_case"))], result.testCaseName);
        QCOMPARE(row[column(QStringLiteral("reason"))], result.isSkipped() ? result.skipReason : result.reason);
        QCOMPARE(row[column(QStringLiteral("error"))], result.error);
        if (result.score)
            QCOMPARE(row[column(QStringLiteral("score"))].toDouble(), *result.score); // shortest exact text
        else
            QCOMPARE(row[column(QStringLiteral("status"))],
                     result.isSkipped() ? QStringLiteral("skipped") : QStringLiteral("error"));
        QCOMPARE(row[column(QStringLiteral("success"))],
                 result.success ? QStringLiteral("true") : QStringLiteral("false"));
        QCOMPARE(row[column(QStringLiteral("label"))], result.label);
    }
}

void TestExport::csvQuotesAndDisarmsText()
{
    MetricResult result = OfflineRunner::find(m_results, 0, QStringLiteral("turn_faithfulness"));
    result.testCaseName = QStringLiteral("=HYPERLINK(\"http://evil\")");
    result.reason = QStringLiteral("Line one, with a comma\nline \"two\"");
    const QString csv = QString::fromUtf8(ResultExport::toCsv({result}));
    QVERIFY(csv.contains(QStringLiteral("\"'=HYPERLINK(\"\"http://evil\"\")\"")));
    const QList<QStringList> rows = readCsv(csv);
    QCOMPARE(rows[1][0], QStringLiteral("'=HYPERLINK(\"http://evil\")"));
    QCOMPARE(rows[1][10], result.reason);
    QVERIFY(csv.endsWith(QStringLiteral("\r\n")));
}

void TestExport::comparisonCsvDisarmsFormulasAsTheResultsCsvDoes()
{
    const QStringList payloads{QStringLiteral("=HYPERLINK(\"http://evil\",\"x\")"),
                               QStringLiteral("+cmd|' /C calc'!A0"), QStringLiteral("-1+1"),
                               QStringLiteral("@SUM(1,2)"), QStringLiteral("\tTAB")};
    ComparisonExport exported;
    for (const QString &payload : payloads) {
        CaseDelta delta;
        delta.testCaseName = payload;
        delta.metric = QStringLiteral("faithfulness");
        delta.scoreA = 1.0;
        delta.scoreB = 0.25;
        exported.comparison.cases.append(delta);
    }
    const QList<QStringList> rows = readCsv(QString::fromUtf8(exported.toCsv()));
    QCOMPARE(rows.size(), payloads.size() + 1);
    for (int i = 0; i < payloads.size(); ++i) {
        QCOMPARE(rows[i + 1][0], QLatin1Char('\'') + payloads[i]);
        QCOMPARE(rows[i + 1][4], QStringLiteral("-0.75")); // a plain number stays a number
    }
    // The same rule as the results CSV: one writer.
    MetricResult result = OfflineRunner::find(m_results, 0, QStringLiteral("turn_faithfulness"));
    result.testCaseName = payloads[1];
    QCOMPARE(readCsv(QString::fromUtf8(ResultExport::toCsv({result})))[1][0], CsvTable::cell(payloads[1]));
}

void TestExport::htmlShowsControlCharactersVisibly()
{
    QList<MetricResult> results = m_results;
    results[0].reason = QStringLiteral("a NUL ") + QChar(0) + QStringLiteral(" and an escape \x1b[2J");
    const QString html = HtmlReport::render({}, {}, results, {QStringLiteral("Controls"), QDateTime()});
    QVERIFY(!html.contains(QChar(0)));
    QVERIFY(!html.contains(QChar(0x1b)));
    QVERIFY(html.contains(QStringLiteral("a NUL ␀ and an escape ␛[2J")));
}

void TestExport::htmlIsStandaloneAndEscaped()
{
    QList<MetricResult> results = m_results;
    QCOMPARE(results[0].metricId, QStringLiteral("turn_faithfulness"));
    results[0].reason = QStringLiteral("<script>alert('x')</script> & more");
    const QString html = HtmlReport::render(
        {}, {}, results, {QStringLiteral("Weekly review"), QDateTime(QDate(2024, 5, 14), QTime(9, 0), Qt::UTC)});
    QVERIFY(html.startsWith(QStringLiteral("<!DOCTYPE html>")));
    QVERIFY(html.contains(QStringLiteral("<title>Weekly review</title>")));
    QVERIFY(html.contains(QStringLiteral("Generated 2024-05-14T09:00:00Z.")));
    QVERIFY(html.contains(QStringLiteral("Generated 2024-05-14T09:00:00Z. 2 test cases, ") + summaryLine(results)));
    QVERIFY(!html.contains(QStringLiteral("<script")));
    QVERIFY(html.contains(QStringLiteral("&lt;script&gt;alert('x')&lt;/script&gt; &amp; more")));
    // Nothing is loaded from elsewhere; links stay inside the page.
    for (const QString &external : {QStringLiteral("src="), QStringLiteral("@import"), QStringLiteral("url(")})
        QVERIFY2(!html.contains(external), qPrintable(external));
    static const QRegularExpression href(QStringLiteral("href=\"([^\"]*)\""));
    for (QRegularExpressionMatchIterator it = href.globalMatch(html); it.hasNext();)
        QVERIFY(it.next().captured(1).startsWith(QLatin1Char('#')));
}

void TestExport::htmlShowsTheBreakdown()
{
    // Results that need attention are shown window by window: make Turn Faithfulness one.
    QList<MetricResult> results = m_results;
    const auto faithfulnessAt = std::find_if(results.begin(), results.end(), [](const MetricResult &r) {
        return r.testCaseIndex == 0 && r.metricId == QLatin1String("turn_faithfulness");
    });
    QVERIFY(faithfulnessAt != results.end());
    faithfulnessAt->success = false;
    const MetricResult faithfulness = *faithfulnessAt;
    const QString html = HtmlReport::render({}, {}, results);
    QVERIFY(html.contains(QStringLiteral("<title>Claimscope report</title>")));
    // One collapsible breakdown per result that failed or errored, headed by its outcome.
    const qsizetype attention = std::count_if(results.begin(), results.end(), [](const MetricResult &r) {
        return r.hasError() || r.isPartial() || (!r.success && !r.isSkipped());
    });
    QVERIFY(attention < results.size());
    QCOMPARE(html.count(QStringLiteral("<details><summary><span class=\"")), attention);
    // Each judged item with its verdict (symbol and word) and kind.
    int verdicts = 0;
    for (const BreakdownWindow &window : faithfulness.windows) {
        for (const BreakdownItem &item : window.items) {
            if (item.verdict.isEmpty())
                continue;
            ++verdicts;
            const QString symbol = item.verdict == QLatin1String("yes") ? QStringLiteral("✓")
                : item.verdict == QLatin1String("no")                   ? QStringLiteral("✗")
                                                                        : QStringLiteral("?");
            QVERIFY2(
                html.contains(QStringLiteral("<span class=\"v %1\">%2 %1</span><span class=\"kind\">claim</span>%3")
                                  .arg(item.verdict, symbol, item.text.toHtmlEscaped())),
                qPrintable(item.text));
        }
    }
    QVERIFY(verdicts > 0);
    // Epistemic Consistency is skipped, with the reason, and counted as such.
    const MetricResult consistency = OfflineRunner::find(results, 0, QStringLiteral("epistemic_consistency"));
    QVERIFY(consistency.isSkipped());
    QVERIFY2(html.contains(QStringLiteral("Epistemic Consistency — ") + consistency.skipReason.toHtmlEscaped()),
             qPrintable(consistency.skipReason));
    QVERIFY(html.contains(QStringLiteral("2 skipped (the metric does not apply).")));
}

void TestExport::htmlSummaryCountsInWords()
{
    MetricResult failed = OfflineRunner::find(m_results, 0, QStringLiteral("turn_faithfulness"));
    failed.error = QStringLiteral("step turn_faithfulness__claims failed: HTTP 500");
    QVERIFY(HtmlReport::render({}, {}, {failed}).contains(QStringLiteral("1 result: 0 passed, 0 failed, 1 error.")));
    QVERIFY(HtmlReport::render({}, {}, {failed, failed})
                .contains(QStringLiteral("2 results: 0 passed, 0 failed, 2 errors.")));
}

void TestExport::exportsMaskKeys()
{
    MetricResult result = OfflineRunner::find(m_results, 0, QStringLiteral("turn_faithfulness"));
    result.reason = QStringLiteral("The judge echoed sk-abcdefghijklmnop1234 back.");
    QVERIFY(!result.windows.isEmpty() && !result.windows[0].items.isEmpty());
    result.windows[0].items.last().reason = QStringLiteral("key sk-zyxwvutsrqpo9999");
    result.success = false; // the report shows the items of results that need attention
    const QString json = QString::fromUtf8(ResultExport::toJson({result}));
    const QString csv = QString::fromUtf8(ResultExport::toCsv({result}));
    const QString html = HtmlReport::render({}, {}, {result});
    for (const QString &text : {json, csv, html}) {
        QVERIFY(text.contains(QStringLiteral("sk-…1234")));
        QVERIFY(!text.contains(QStringLiteral("abcdefghijklmnop")));
    }
    QVERIFY(json.contains(QStringLiteral("sk-…9999")));
    QVERIFY(html.contains(QStringLiteral("sk-…9999")));
}

QTEST_GUILESS_MAIN(TestExport)
void TestExport::comparisonExportsWarnOfTheOfflineJudgeAndOfTwoReadings()
{
    ComparisonExport exported;
    exported.a.info.id = 2;
    exported.b.info.id = 3;
    for (StoredRun *run : {&exported.a, &exported.b})
        run->snapshot.judge = {{QStringLiteral("provider"), QStringLiteral("offline")}};
    exported.a.snapshot.templates.insert(QStringLiteral("turn_faithfulness__verdicts"), QStringLiteral("before"));
    exported.b.snapshot.templates.insert(QStringLiteral("turn_faithfulness__verdicts"), QStringLiteral("after"));
    const QString warning = RunSnapshot::offlineEditsText(exported.a.snapshot, exported.b.snapshot);
    QVERIFY(warning.contains(QStringLiteral("does not read templates")));
    QCOMPARE(exported.toJson().value(QStringLiteral("offline_judge_warning")).toString(), warning);
    QVERIFY(QString::fromUtf8(exported.toHtml()).contains(QStringLiteral("⚠ ") + warning.toHtmlEscaped()));
    // A model judged B: no warning anywhere.
    exported.b.snapshot.judge = {{QStringLiteral("provider"), QStringLiteral("openai-compatible")}};
    QVERIFY(!exported.toJson().contains(QStringLiteral("offline_judge_warning")));
    QVERIFY(!QString::fromUtf8(exported.toHtml()).contains(QStringLiteral("does not read templates")));

    // A verdict the flips alone would not give says so in the JSON and the HTML.
    LabelledMetricComparison paired;
    paired.metric = QStringLiteral("turn_faithfulness");
    paired.verdict = ChangeVerdict::Better;
    paired.readingsNote = readingsDisagreement(
        {QStringLiteral("κ"), 0.114, Interval{0.036, 0.208}, 9, 2, 0.065, 218, 59, 0.05}, ChangeVerdict::Better);
    paired.explanation = QStringLiteral("Δκ lies above 0. ") + paired.readingsNote;
    QVERIFY(!paired.readingsNote.isEmpty());
    QCOMPARE(labelledMetricComparisonToJson(paired).value(QStringLiteral("readings_note")).toString(),
             paired.readingsNote);
    exported.labelled = {paired};
    QVERIFY(QString::fromUtf8(exported.toHtml()).contains(paired.readingsNote.toHtmlEscaped()));
    paired.readingsNote.clear();
    QVERIFY(labelledMetricComparisonToJson(paired).value(QStringLiteral("readings_note")).isNull());
}

#include "tst_export.moc"
