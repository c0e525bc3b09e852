// The HTML report of real offline-engine results: setup, summary, conversation, ordering,
// escaping. Expectations are derived from the results, so they hold whatever the offline judge
// decides; each test first checks that the results have what it looks for.
#include "metrics/judge/promptrenderer.h"
#include "metrics/registry.h"
#include "model/appversion.h"
#include "model/translations.h"
#include "results/failurewalk.h"
#include "results/htmlreport.h"
#include "results/resultshub.h"
#include "results/resultsmodel.h"
#include "support/offlinerun.h"
#include "support/qtwarnings.h"

#include <QBuffer>
#include <QRegularExpression>
#include <QStringDecoder>
#include <QtTest>

using namespace claimscope;

namespace {

RunRequest requestFor(const QList<TestCase> &cases, const QList<MetricResult> &results)
{
    RunRequest request;
    request.testCases = cases;
    for (const MetricInfo &info : MetricRegistry::all()) {
        const bool ran =
            std::any_of(results.begin(), results.end(), [&](const MetricResult &r) { return r.metricId == info.id; });
        if (ran)
            request.addMetric(info.id);
    }
    return request;
}

// The text between the section of test case `index` (1-based in the report) and the next one.
QString caseSection(const QString &html, int index)
{
    const qsizetype start = html.indexOf(QStringLiteral("id=\"case-%1\"").arg(index));
    if (start < 0)
        return {};
    return html.mid(start, html.indexOf(QStringLiteral("</section>"), start) - start);
}

} // namespace

class TestHtmlReport : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void setupShowsChangedParamsAndTemplateDiff();
    void setupNeverShowsTheApiKey();
    void testCaseTextIsEscaped();
    void failingCasesAndClaimsComeFirst();
    void summaryHasAHistogramPerMetric();
    void summaryFitsAPageOf1024Px();
    void histogramLabelsAreAsLargeAsTheText();
    void countsAreTheWorkbenchs();
    void truthsAreStatedOncePerCase();
    void failingEvidenceIsMarkedInTheConversation();
    void listsTheClaimsTheWalkStopsAt();
    void isValidUtf8AndSelfContained();

private:
    QList<TestCase> m_cases;
    QList<MetricResult> m_results;
    ReportSetup m_setup;
};

void TestHtmlReport::init()
{
    failOnQtWarnings();
}

void TestHtmlReport::initTestCase()
{
    installTranslations(*QCoreApplication::instance(), QLocale(QLocale::English));
    m_cases = OfflineRunner::example(QStringLiteral("hotel-concierge.json"))
        + OfflineRunner::example(QStringLiteral("refund-policy-single.json"));
    m_results = OfflineRunner::run(m_cases).results;
    QVERIFY(!m_results.isEmpty());
    m_setup = ReportSetup::of(requestFor(m_cases, m_results));
}

void TestHtmlReport::setupShowsChangedParamsAndTemplateDiff()
{
    RunRequest request = requestFor(m_cases, m_results);
    QVERIFY(request.metrics.contains(QStringLiteral("turn_faithfulness")));
    request.params[QStringLiteral("turn_faithfulness")].insert(QStringLiteral("window_size"), 5);
    request.params[QStringLiteral("turn_faithfulness")].insert(QStringLiteral("threshold"), 0.95);
    const QString step = MetricRegistry::find(QStringLiteral("turn_faithfulness"))->steps.first();
    QVERIFY(!TemplateSet::defaultText(step).isEmpty());
    request.templates.setText(step, TemplateSet::defaultText(step) + QStringLiteral("\nAnswer in <b>German</b>."));
    request.judge.provider = QStringLiteral("openai-compatible");
    request.judge.baseUrl = QStringLiteral("http://127.0.0.1:8080/v1");
    request.judge.model = QStringLiteral("judge-model-7b");
    request.judge.structuredOutput = JudgeSettings::StructuredOutput::JsonObject;
    const QString html = HtmlReport::render(ReportSetup::of(request), m_cases, m_results);
    const QString setup =
        html.mid(html.indexOf(QStringLiteral("<h2 id=\"setup\">")),
                 html.indexOf(QStringLiteral("<h2 id=\"cases\">")) - html.indexOf(QStringLiteral("<h2 id=\"setup\">")));
    QVERIFY(setup.contains(QStringLiteral("<td>%1</td>").arg(appVersion())));
    QVERIFY(setup.contains(QStringLiteral("<td>http://127.0.0.1:8080/v1</td>")));
    QVERIFY(setup.contains(QStringLiteral("<td>judge-model-7b</td>")));
    QVERIFY(setup.contains(QStringLiteral("<td>json_object</td>")));
    // The changed params, with their defaults; unchanged ones are not listed.
    const int defaultWindow = MetricRegistry::find(QStringLiteral("turn_faithfulness"))
                                  ->param(QStringLiteral("window_size"))
                                  ->defaultValue.toInt();
    QVERIFY(defaultWindow != 5);
    QVERIFY2(
        setup.contains(
            QStringLiteral("<td>Turn Faithfulness</td><td><code>window_size</code></td><td>%1</td><td><b>5</b></td>")
                .arg(defaultWindow)),
        qPrintable(setup));
    // A threshold as the workbench writes it: "0.50", not "0.5".
    QVERIFY2(setup.contains(QStringLiteral(
                 "<td>Turn Faithfulness</td><td><code>threshold</code></td><td>0.50</td><td><b>0.95</b></td>")),
             qPrintable(setup));
    QCOMPARE(setup.count(QStringLiteral("<code>threshold</code>")), 1);
    // The edited template as a line diff against the default: one added line, escaped.
    QVERIFY(setup.contains(QStringLiteral("<code>%1</code> — 1 line changed against the default").arg(step)));
    QVERIFY(setup.contains(QStringLiteral("<span class=\"add\">+ Answer in &lt;b&gt;German&lt;/b&gt;.</span>")));
    QCOMPARE(setup.count(QStringLiteral("<span class=\"add\">")), 1);
    QCOMPARE(setup.count(QStringLiteral("<span class=\"del\">")), 0);

    const QString defaults = HtmlReport::render(m_setup, m_cases, m_results);
    QVERIFY(defaults.contains(QStringLiteral("Every metric param has its default value.")));
    QVERIFY(defaults.contains(QStringLiteral("Every judge template is the shipped default.")));
}

void TestHtmlReport::setupNeverShowsTheApiKey()
{
    RunRequest request = requestFor(m_cases, m_results);
    request.judge.provider = QStringLiteral("openai-compatible");
    request.judge.baseUrl = QStringLiteral("http://user:sk-inurl-secret-5555@127.0.0.1:8080/v1");
    request.judge.apiKey = QStringLiteral("sk-planted-secret-key-9876");
    const QString html = HtmlReport::render(ReportSetup::of(request), m_cases, m_results);
    QVERIFY(html.contains(QStringLiteral("<td>http://127.0.0.1:8080/v1</td>")));
    for (const QString &secret : {QStringLiteral("planted-secret"), QStringLiteral("9876"),
                                  QStringLiteral("inurl-secret"), QStringLiteral("5555")})
        QVERIFY2(!html.contains(secret), qPrintable(secret));
}

void TestHtmlReport::testCaseTextIsEscaped()
{
    QList<TestCase> cases = m_cases;
    const QString attack = QStringLiteral("<script>alert('x')</script><img src=x onerror=alert(1)>");
    cases[0].name = attack;
    cases[0].turns[0].content = attack;
    QVERIFY(cases[0].turns[1].retrievalContext.size() + cases[0].turns.last().retrievalContext.size() > 0);
    for (Turn &turn : cases[0].turns) {
        for (ContextItem &item : turn.retrievalContext)
            item.text += attack;
    }
    QList<MetricResult> results = m_results;
    results[0].testCaseName = attack;
    results[0].reason = attack;
    const QString html = HtmlReport::render(m_setup, cases, results);
    QVERIFY(!html.contains(QStringLiteral("<script")));
    QVERIFY(!html.contains(QStringLiteral("<img")));
    QVERIFY(html.count(QStringLiteral("&lt;script&gt;alert('x')&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;"))
            >= 4);
}

void TestHtmlReport::failingCasesAndClaimsComeFirst()
{
    // The report lists the case that needs attention first, whatever its index.
    QList<TestCase> cases = m_cases;
    QList<MetricResult> results = m_results;
    // Make case 0 pass everywhere and case 1 fail once, so the order is decided by the report.
    for (MetricResult &result : results) {
        if (result.testCaseIndex == 0) {
            result.error.clear();
            result.warning.clear();
            result.success = true;
        }
    }
    const auto failing = std::find_if(results.begin(), results.end(), [](const MetricResult &r) {
        return r.testCaseIndex == 1 && std::any_of(r.windows.begin(), r.windows.end(), [](const BreakdownWindow &w) {
                   return w.items.size() > 1;
               });
    });
    QVERIFY(failing != results.end());
    failing->success = false;
    failing->error.clear();
    // One judged item turned "no", the last of its window: it must be listed before the others.
    BreakdownItem &item = failing->windows.first().items.last();
    item.verdict = QStringLiteral("no");
    item.text = QStringLiteral("The spa opens at midnight.");
    item.reason = QStringLiteral("No passage says so.");
    const QString html = HtmlReport::render(m_setup, cases, results);
    const qsizetype second = html.indexOf(QStringLiteral("id=\"case-2\""));
    const qsizetype first = html.indexOf(QStringLiteral("id=\"case-1\""));
    QVERIFY(second > 0 && first > 0);
    QVERIFY2(second < first, "the failing case comes before the passing one");
    const QString section = caseSection(html, 2);
    // The failing claims block comes before the conversation and the breakdowns.
    const qsizetype block = section.indexOf(QStringLiteral("Claims judged ✗ or ? ("));
    QVERIFY(block > 0);
    QVERIFY(block < section.indexOf(QStringLiteral("<details")));
    QVERIFY(section.indexOf(QStringLiteral("The spa opens at midnight.")) > block);
    // Within its window the failing item is listed first.
    const qsizetype itemAt = section.lastIndexOf(QStringLiteral("The spa opens at midnight."));
    const qsizetype windowAt = section.lastIndexOf(QStringLiteral("<div class=\"window\">"), itemAt);
    QVERIFY(windowAt > block);
    // Only failing items ("✗ no") come before it in its window.
    const QString before = section.mid(windowAt, section.lastIndexOf(QStringLiteral("<li>"), itemAt) - windowAt);
    QCOMPARE(before.count(QStringLiteral("<li>")), before.count(QStringLiteral("<li><span class=\"v no\">")));
    QVERIFY(section.mid(itemAt).contains(QStringLiteral("<li><span class=\"v yes\">"))
            || section.mid(itemAt).contains(QStringLiteral("<li><span class=\"v\">")));
}

// The summary's figure columns at a 1024 px page, as its style lays them out: the body 1024 px
// less 1.5rem padding each side, the metric column 24 %, the histogram 11rem, seven figure
// columns sharing the rest with 0.3rem padding each side (root 18 px). Their titles may wrap at
// words; their figures do not, so each must fit whole in DejaVu Sans, the report's first font
// (its advances in em: a digit 0.636, "." and " " 0.318, "%" 0.950, "—" 1.0).
void TestHtmlReport::summaryFitsAPageOf1024Px()
{
    const QString html = HtmlReport::render(m_setup, m_cases, m_results);
    QVERIFY2(html.contains(QStringLiteral("td.num { white-space: nowrap; }"))
                 && !html.contains(QStringLiteral("th.num { text-align: right; font-variant-numeric: tabular-nums; "
                                                  "white-space: nowrap")),
             "the summary's figure titles may not wrap");
    constexpr double Rem = 18;
    const double body = 1024 - 2 * 1.5 * Rem;
    const double column = (body - 0.24 * body - 11 * Rem) / 7 - 2 * 0.3 * Rem;
    const auto advance = [](const QString &text) {
        double em = 0;
        for (const QChar c : text)
            em += c.isDigit() ? 0.636 : c == QLatin1Char('%') ? 0.950 : c == QChar(0x2014) ? 1.0 : 0.318;
        return em * Rem;
    };
    const QString summary = html.mid(html.indexOf(QStringLiteral("<h2 id=\"summary\">")),
                                     html.indexOf(QStringLiteral("<h2 id=\"setup\">"))
                                         - html.indexOf(QStringLiteral("<h2 id=\"summary\">")));
    static const QRegularExpression figureCell(QStringLiteral("<td class=\"num\">([^<]*)</td>"));
    int figures = 0;
    for (auto match = figureCell.globalMatch(summary); match.hasNext();) {
        ++figures;
        const QString text = match.next().captured(1).replace(QStringLiteral("&nbsp;"), QStringLiteral(" "));
        QVERIFY2(advance(text) <= column,
                 qPrintable(QStringLiteral("\"%1\" needs %2 px of a %3 px column")
                                .arg(text, QString::number(qRound(advance(text))), QString::number(qRound(column)))));
    }
    QVERIFY(figures >= 7);
}

void TestHtmlReport::summaryHasAHistogramPerMetric()
{
    const QString html = HtmlReport::render(m_setup, m_cases, m_results);
    const QString summary = html.mid(html.indexOf(QStringLiteral("<h2 id=\"summary\">")),
                                     html.indexOf(QStringLiteral("<h2 id=\"setup\">"))
                                         - html.indexOf(QStringLiteral("<h2 id=\"summary\">")));
    int charted = 0;
    for (const QString &id : m_setup.metricIds) {
        std::array<int, 6> statuses{};
        int scored = 0;
        double threshold = 0;
        for (const MetricResult &r : m_results) {
            if (r.metricId != id)
                continue;
            threshold = r.threshold;
            const ResultsModel::Status status = resultStatus(r);
            ++statuses[size_t(status)];
            scored += r.score && status != ResultsModel::Status::Error && status != ResultsModel::Status::Skipped;
        }
        const auto shown = [&statuses](ResultsModel::Status status) { return statuses[size_t(status)]; };
        const QString name = MetricRegistry::find(id)->displayName;
        const qsizetype row = summary.indexOf(QStringLiteral("<tr><td>%1</td>").arg(name));
        QVERIFY2(row > 0, qPrintable(name));
        const QString cells = summary.mid(row, summary.indexOf(QStringLiteral("</tr>"), row) - row);
        QVERIFY2(cells.startsWith(
                     QStringLiteral(
                         "<tr><td>%1</td><td class=\"num\">%2</td><td class=\"num\">%3</td><td class=\"num\">%4</td>"
                         "<td class=\"num\">%5</td><td class=\"num\">%6</td>")
                         .arg(name, QString::number(shown(ResultsModel::Status::Pass)),
                              QString::number(shown(ResultsModel::Status::Fail)),
                              QString::number(shown(ResultsModel::Status::Error)),
                              QString::number(shown(ResultsModel::Status::Partial)),
                              QString::number(shown(ResultsModel::Status::Skipped)))),
                 qPrintable(cells));
        if (scored == 0) {
            QVERIFY(!cells.contains(QStringLiteral("<svg")));
            continue;
        }
        ++charted;
        // The threshold line sits at threshold × the chart's width (200).
        QVERIFY2(cells.contains(QStringLiteral("<line class=\"threshold\" x1=\"%1\"").arg(threshold * 200, 0, 'f', 1)),
                 qPrintable(cells));
        QVERIFY(cells.contains(QStringLiteral(" of %1 result").arg(scored)));
        // The bars' counts add up to the scored results.
        static const QRegularExpression count(QStringLiteral(": (\\d+) results?</title></rect>"));
        int counted = 0;
        for (QRegularExpressionMatchIterator it = count.globalMatch(cells); it.hasNext();)
            counted += it.next().captured(1).toInt();
        QCOMPARE(counted, scored);
    }
    QVERIFY(charted > 0);
    QCOMPARE(summary.count(QStringLiteral("<svg class=\"hist\"")), charted);
}

void TestHtmlReport::histogramLabelsAreAsLargeAsTheText()
{
    // A chart's user units are scaled to its shown width: a label of font size f in a chart of
    // viewBox width v shown w rem wide is f × w / v rem high, whether its size and width come
    // from the chart itself or from the page's style sheet. The body text is 1 rem.
    const QString html = HtmlReport::render(m_setup, m_cases, m_results);
    const auto number = [](const QString &text, const QString &pattern) {
        const QRegularExpressionMatch match = QRegularExpression(pattern).match(text);
        return match.hasMatch() ? match.captured(1).toDouble() : 0.0;
    };
    const qsizetype start = html.indexOf(QStringLiteral("<svg class=\"hist\""));
    QVERIFY(start > 0);
    const QString svg = html.mid(start, html.indexOf(QStringLiteral("</svg>"), start) - start);
    const QString css = html.left(html.indexOf(QStringLiteral("</style>")));
    const double viewWidth = number(svg, QStringLiteral("viewBox=\"0 0 ([\\d.]+) "));
    const double viewHeight = number(svg, QStringLiteral("viewBox=\"0 0 [\\d.]+ ([\\d.]+)\""));
    double shownRem = number(svg, QStringLiteral("^<svg[^>]*style=\"[^\"]*width: ([\\d.]+)rem"));
    if (shownRem == 0)
        shownRem = number(css, QStringLiteral("svg\\.hist \\{[^}]*width: ([\\d.]+)rem"));
    double fontSize = number(svg, QStringLiteral("<text[^>]*font-size=\"([\\d.]+)\""));
    if (const double styled = number(css, QStringLiteral("svg\\.hist text \\{[^}]*font-size: ([\\d.]+)px")); styled > 0)
        fontSize = styled; // the style sheet wins over the attribute
    QVERIFY2(viewWidth > 0 && shownRem > 0 && fontSize > 0, qPrintable(svg.left(200)));
    const double labelRem = fontSize * shownRem / viewWidth;
    QVERIFY2(
        labelRem >= 1.0,
        qPrintable(
            QStringLiteral("the axis labels are %1 rem high, the text 1 rem").arg(QString::number(labelRem, 'f', 2))));
    // The labels are inside the chart, below the bars.
    static const QRegularExpression label(QStringLiteral("<text[^>]* y=\"([\\d.]+)\""));
    const double baseline = label.match(svg).captured(1).toDouble();
    QVERIFY2(baseline <= viewHeight && baseline - fontSize >= number(svg, QStringLiteral(" y2=\"([\\d.]+)\"")) - 1e-9,
             qPrintable(svg.right(300)));
}

void TestHtmlReport::countsAreTheWorkbenchs()
{
    // A partial and a skipped result among them, as real runs give them.
    QList<MetricResult> results = m_results;
    const auto scored = [](const MetricResult &r) { return r.score && !r.hasError() && !r.isSkipped(); };
    const qsizetype partial = std::find_if(results.begin(), results.end(), scored) - results.begin();
    QVERIFY(partial < results.size());
    results[partial].warning = QStringLiteral("one exchange could not be judged");
    const qsizetype skipped = std::find_if(results.begin() + partial + 1, results.end(), scored) - results.begin();
    QVERIFY(skipped < results.size());
    results[skipped].skipped = true;
    results[skipped].skipReason = QStringLiteral("the judge cannot run it");
    ResultsModel workbench;
    workbench.setTestCases(m_cases);
    workbench.addResults(results);
    const std::array<int, 6> shown = workbench.statusCounts();

    const QString html = HtmlReport::render(m_setup, m_cases, results);
    const QRegularExpressionMatch meta = QRegularExpression(QStringLiteral("<p class=\"meta\">(.*?)</p>")).match(html);
    QVERIFY(meta.hasMatch());
    const QString counts = meta.captured(1);
    const auto reads = [&counts](const QString &pattern, int expected) {
        const QRegularExpressionMatch match = QRegularExpression(QStringLiteral("(\\d+) ") + pattern).match(counts);
        return (match.hasMatch() ? match.captured(1).toInt() : 0) == expected;
    };
    using Status = ResultsModel::Status;
    QVERIFY2(reads(QStringLiteral("result"), workbench.rowCount()), qPrintable(counts));
    QVERIFY2(reads(QStringLiteral("passed"), shown[size_t(Status::Pass)]), qPrintable(counts));
    QVERIFY2(reads(QStringLiteral("failed"), shown[size_t(Status::Fail)]), qPrintable(counts));
    QVERIFY2(reads(QStringLiteral("error"), shown[size_t(Status::Error)]), qPrintable(counts));
    QVERIFY2(reads(QStringLiteral("partial"), shown[size_t(Status::Partial)]), qPrintable(counts));
    QVERIFY2(reads(QStringLiteral("skipped"), shown[size_t(Status::Skipped)]), qPrintable(counts));
    QVERIFY(shown[size_t(Status::Partial)] > 0 && shown[size_t(Status::Skipped)] > 0);
    // The single-turn metrics were left out of the conversation: named, and counted nowhere.
    const QString faithfulness = MetricRegistry::find(QStringLiteral("faithfulness"))->displayName;
    QVERIFY2(html.contains(QStringLiteral("⊘ %1: not run on 1 of 2 test cases — ").arg(faithfulness)),
             qPrintable(html));
}

void TestHtmlReport::truthsAreStatedOncePerCase()
{
    // Turn Faithfulness repeats a truth in every window over the same context.
    QHash<QString, int> seen;
    const MetricResult faithfulness = OfflineRunner::find(m_results, 0, QStringLiteral("turn_faithfulness"));
    for (const BreakdownWindow &window : faithfulness.windows) {
        for (const BreakdownItem &item : window.items) {
            if (item.kind == BreakdownItem::Kind::Truth)
                ++seen[item.text];
        }
    }
    const auto repeated = std::find_if(seen.begin(), seen.end(), [](int n) { return n > 1; });
    QVERIFY2(repeated != seen.end(), "the example has a truth in more than one window");
    // The report shows the windows of results that need attention.
    QList<MetricResult> results = m_results;
    for (MetricResult &result : results)
        result.success = result.success && !(result.testCaseIndex == 0 && result.metricId == faithfulness.metricId);
    QString section = caseSection(HtmlReport::render(m_setup, m_cases, results), 1);
    // A truth can be a whole context passage word for word: count it among the results only,
    // not in the conversation's own context lists.
    static const QRegularExpression contextLists(
        QStringLiteral("<summary>Retrieval context[^<]*</summary><ol class=\"ctx\">.*?</ol>"),
        QRegularExpression::DotMatchesEverythingOption);
    section.remove(contextLists);
    QCOMPARE(section.count(QStringLiteral(">%1</li>").arg(repeated.key().toHtmlEscaped())), 1);
    QVERIFY(section.contains(QStringLiteral("listed once above")));
}

void TestHtmlReport::failingEvidenceIsMarkedInTheConversation()
{
    QList<MetricResult> results = m_results;
    MetricResult &result = results.first();
    QCOMPARE(result.testCaseIndex, 0);
    QVERIFY(!result.windows.isEmpty() && !result.windows.last().items.isEmpty());
    // A passage the judge quotes from the last turn's context.
    const Turn &turn = m_cases[0].turns.last();
    QVERIFY(!turn.retrievalContext.isEmpty());
    const QString passage = turn.retrievalContext.first().text.left(40).trimmed();
    result.success = false; // failing items are listed for results that need attention
    BreakdownItem &item = result.windows.last().items.last();
    item.verdict = QStringLiteral("no");
    item.turnIndex = int(m_cases[0].turns.size()) - 1;
    item.reason = QStringLiteral("The context says otherwise (closest: \"%1\").").arg(passage);
    const QString section = caseSection(HtmlReport::render(m_setup, m_cases, results), 1);
    QVERIFY2(section.contains(QStringLiteral("<mark>%1</mark>").arg(passage.toHtmlEscaped())), qPrintable(section));
    // The failing item links to its turn, and the context holding the mark is open.
    QVERIFY(section.contains(QStringLiteral("<a href=\"#c1-t%1\">turn %1</a>").arg(m_cases[0].turns.size())));
    const qsizetype mark = section.indexOf(QStringLiteral("<mark>%1</mark>").arg(passage.toHtmlEscaped()));
    QVERIFY(section.lastIndexOf(QStringLiteral("<details open><summary>Retrieval context"), mark) > 0);
}

// The report lists what the failure walk shows: per result every claim judged ✗ or ?, in
// results that pass too, once however many windows judged it alike, with its reason; and marks
// it in the conversation. The hotel's contradicted dog claim is among them.
void TestHtmlReport::listsTheClaimsTheWalkStopsAt()
{
    ResultsHub hub;
    hub.setTestCases(m_cases);
    for (const MetricResult &result : std::as_const(m_results))
        hub.addResult(result);
    hub.flush();
    QStringList walked;
    for (const FailureStop &stop : FailureWalk::stopsOf(hub)) {
        if (stop.testCaseIndex == 0 && !stop.isWholeResult())
            walked.append(stop.text);
    }
    const QString dog = QStringLiteral("Dogs of any size are welcome");
    QVERIFY2(std::any_of(walked.cbegin(), walked.cend(), [&](const QString &text) { return text.startsWith(dog); }),
             qPrintable(walked.join(QStringLiteral("; "))));
    const QString section = caseSection(HtmlReport::render(m_setup, m_cases, m_results), 1);
    const qsizetype block = section.indexOf(QStringLiteral("<div class=\"failing\">"));
    QVERIFY2(block >= 0, qPrintable(section.left(2000)));
    const QString list = section.mid(block, section.indexOf(QStringLiteral("</ul></div>"), block) - block);
    QVERIFY2(list.contains(QStringLiteral("Claims judged ✗ or ? (%1), also in results that pass").arg(walked.size())),
             qPrintable(list.left(300)));
    QCOMPARE(list.count(QStringLiteral("<li>")), walked.size());
    // Each with its reason, the dog claim among them; and marked in its turn.
    QCOMPARE(list.count(QStringLiteral("<div class=\"why\">")), walked.size());
    QVERIFY(list.contains(dog));
    QVERIFY2(section.contains(QStringLiteral("<mark>") + dog), "the dog claim is not marked in the conversation");
}

void TestHtmlReport::isValidUtf8AndSelfContained()
{
    QList<TestCase> cases = m_cases;
    cases[0].turns[0].content = QStringLiteral("Grüße — 東京 ✓ 🙂");
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QString error;
    QVERIFY(HtmlReport::write(&buffer, m_setup, cases, m_results, {}, &error));
    QStringDecoder decoder(QStringDecoder::Utf8);
    const QString html = decoder(bytes);
    QVERIFY(!decoder.hasError());
    QVERIFY(html.contains(QStringLiteral("Grüße — 東京 ✓ 🙂")));
    QVERIFY(html.startsWith(QStringLiteral("<!DOCTYPE html>")));
    QVERIFY(html.endsWith(QStringLiteral("</body></html>\n")));
    for (const QString &external : {QStringLiteral("src="), QStringLiteral("<script"), QStringLiteral("@import"),
                                    QStringLiteral("url("), QStringLiteral("http://"), QStringLiteral("https://")})
        QVERIFY2(!html.contains(external), qPrintable(external));
    // Links stay inside the page.
    static const QRegularExpression href(QStringLiteral("href=\"([^\"]*)\""));
    for (QRegularExpressionMatchIterator it = href.globalMatch(html); it.hasNext();)
        QVERIFY(it.next().captured(1).startsWith(QLatin1Char('#')));
}

QTEST_GUILESS_MAIN(TestHtmlReport)
#include "tst_htmlreport.moc"
