#include "reportcasesection.h"

#include "breakdownmodel.h"
#include "model/htmltext.h"
#include "model/secretmask.h"
#include "model/turnlocator.h"
#include "reporthtml.h"
#include "resultsmodel.h"

#include <QHash>
#include <QSet>
#include <QStringList>

#include <algorithm>

namespace claimscope {

namespace {

using H = ReportHtml;

// Failing outcomes first: errors, partial scores, failures, then passes and skips.
int attentionRank(const MetricResult &result)
{
    return result.hasError() ? 0 : result.isPartial() ? 1 : result.isSkipped() || result.success ? 3 : 2;
}

// Results shown window by window; a passing one shows its score and reason only, which keeps
// a report of hundreds of conversations small enough to open (the JSON export has every window).
bool isDetailed(const MetricResult &result)
{
    return attentionRank(result) < 3;
}

// Unjudged items (document sentences and their similarity …) shown per window at most; the
// ones with the highest value are kept.
constexpr int ShownUnjudgedItems = 8;

bool isFailing(const BreakdownItem &item)
{
    return item.verdict == QLatin1String("no");
}

// Whether the failure walk stops at the result's claims judged ✗ or ?: in every result judged,
// passing ones too (not in errors and skipped results, which have no verdicts to show).
bool isWalked(const MetricResult &result)
{
    return !result.hasError() && !result.isSkipped();
}

// Truths are not judged: the same ones come back in every window over the same context.
bool isSharedTruth(const BreakdownItem &item)
{
    return item.kind == BreakdownItem::Kind::Truth && item.verdict.isEmpty();
}

QString kindText(BreakdownItem::Kind kind)
{
    switch (kind) {
    case BreakdownItem::Kind::Claim: return ReportCaseSection::tr("claim");
    case BreakdownItem::Kind::Truth: return ReportCaseSection::tr("truth");
    case BreakdownItem::Kind::Statement: return ReportCaseSection::tr("statement");
    case BreakdownItem::Kind::Span: return ReportCaseSection::tr("span");
    case BreakdownItem::Kind::Sample: return ReportCaseSection::tr("sample");
    case BreakdownItem::Kind::Message: return ReportCaseSection::tr("message");
    case BreakdownItem::Kind::Document: return ReportCaseSection::tr("document");
    case BreakdownItem::Kind::Sentence: return ReportCaseSection::tr("sentence");
    case BreakdownItem::Kind::Component: return ReportCaseSection::tr("component");
    }
    return breakdownKindName(kind);
}

// Builds the section; one per case, dropped when done.
class CaseWriter
{
public:
    CaseWriter(int caseIndex, const TestCase *testCase, QList<MetricResult> results)
        : m_index(caseIndex)
        , m_case(testCase)
        , m_results(std::move(results))
    {
        std::stable_sort(m_results.begin(), m_results.end(), [](const MetricResult &a, const MetricResult &b) {
            return attentionRank(a) < attentionRank(b);
        });
        collectEvidenceAndTruths();
    }

    QString html() const
    {
        const bool attention = ReportCaseSection::needsAttention(m_results);
        // A readable name stands for a machine id; the id stays there to be searched for.
        const QString title = m_case ? m_case->readableName(m_index) : caseId();
        const QString id =
            title == caseId() ? QString() : QStringLiteral(" <span class=\"case-id\">%1</span>").arg(H::text(caseId()));
        QString html = QStringLiteral("<section class=\"case%1\" id=\"case-%2\">\n<h3>%3 %4%5</h3>\n")
                           .arg(attention ? QStringLiteral(" attention") : QString(), QString::number(m_index + 1),
                                attention ? QStringLiteral("✗") : QStringLiteral("✓"), H::text(title), id);
        html += outcomes() + failingItems() + conversation(attention || !m_passages.isEmpty()) + truths();
        for (const MetricResult &result : m_results)
            html += breakdown(result);
        return html + QStringLiteral("</section>\n");
    }

private:
    // The test case as the project and the results name it.
    QString caseId() const
    {
        if (m_case)
            return m_case->displayName(m_index);
        return m_results.isEmpty() || m_results.first().testCaseName.isEmpty() ? QStringLiteral("#%1").arg(m_index + 1)
                                                                               : m_results.first().testCaseName;
    }

    QString turnAnchor(int turn) const { return QStringLiteral("c%1-t%2").arg(m_index + 1).arg(turn + 1); }
    QString truthsAnchor() const { return QStringLiteral("c%1-truths").arg(m_index + 1); }

    void collectEvidenceAndTruths()
    {
        for (const MetricResult &result : std::as_const(m_results)) {
            if (!isDetailed(result))
                continue;
            for (const BreakdownWindow &window : result.windows) {
                for (const BreakdownItem &item : window.items) {
                    if (isSharedTruth(item) && !m_truthSeen.contains(item.text)) {
                        m_truthSeen.insert(item.text);
                        m_truths.append(item.text);
                    }
                }
            }
        }
        // The claims the walk stops at are marked in the conversation, in passing results too.
        for (const MetricResult &result : std::as_const(m_results)) {
            if (!isWalked(result) || !m_case)
                continue;
            for (const FailingItemOnce &failing : failingItemsOnce(result.windows)) {
                const BreakdownWindow &window = result.windows[failing.window];
                const BreakdownItem &item = window.items[failing.item];
                const TurnLocator::Evidence evidence = TurnLocator::evidenceOf(*m_case, window, item);
                m_passages[evidence.turnIndex] << maskSecrets(item.text) << maskSecrets(evidence.passage);
            }
        }
    }

    QString outcomes() const
    {
        QString html = QStringLiteral("<ul class=\"chips\">");
        for (const MetricResult &result : m_results) {
            html += QStringLiteral("<li>%1 %2 <span class=\"muted\">%3</span></li>")
                        .arg(H::outcome(result), H::text(H::metricName(result.metricId)),
                             H::text(ReportCaseSection::tr("%1 (threshold %2)")
                                         .arg(resultScoreText(result), H::number(result.threshold, 2))));
        }
        return html + QStringLiteral("</ul>\n");
    }

    // `withReason` false: the reason is shown in the failing items' list above.
    QString itemHtml(const BreakdownItem &item, const QString &where = {}, bool withReason = true) const
    {
        const QString verdict = item.verdict.isEmpty()
            ? QStringLiteral("<span class=\"v\"></span>")
            : QStringLiteral("<span class=\"v %1\">%2</span>")
                  .arg(H::text(item.verdict), H::text(verdictText(item.verdict)));
        QString html = QStringLiteral("<li>%1<span class=\"kind\">%2</span>%3")
                           .arg(verdict, H::text(kindText(item.kind)), H::text(item.text));
        if (item.hasValue)
            html += QStringLiteral(" <span class=\"kind\">(%1)</span>").arg(H::number(item.value));
        html += where;
        if (withReason && !item.reason.isEmpty())
            html += QStringLiteral("<div class=\"why\">→ %1</div>").arg(H::text(item.reason));
        return html + QStringLiteral("</li>\n");
    }

    // The claims judged ✗ or ?, as the failure walk stops at them: per result, in passing ones
    // too, a claim that overlapping windows judged the same way once.
    QString failingItems() const
    {
        QString list;
        int count = 0;
        for (const MetricResult &result : m_results) {
            if (!isWalked(result))
                continue;
            for (const FailingItemOnce &failing : failingItemsOnce(result.windows)) {
                const BreakdownWindow &window = result.windows[failing.window];
                const BreakdownItem &item = window.items[failing.item];
                ++count;
                const QString windows = failing.windows.size() > 1
                    ? ReportCaseSection::tr("judged %1 in %2")
                          .arg(verdictText(item.verdict), windowNumbersText(failing.windows))
                    : window.title;
                QString where = QStringLiteral(" <span class=\"muted\">— %1 (%2) · %3")
                                    .arg(H::text(H::metricName(result.metricId)), H::outcome(result), H::text(windows));
                const int turn = m_case ? TurnLocator::evidenceOf(*m_case, window, item).turnIndex : -1;
                if (turn >= 0)
                    where += QStringLiteral(" · <a href=\"#%1\">%2</a>")
                                 .arg(turnAnchor(turn), H::text(ReportCaseSection::tr("turn %1").arg(turn + 1)));
                list += itemHtml(item, where + QStringLiteral("</span>"));
            }
        }
        if (count == 0)
            return {};
        return QStringLiteral("<div class=\"failing\"><h4>%1</h4><ul class=\"items\">\n%2</ul></div>\n")
            .arg(H::text(ReportCaseSection::tr("Claims judged ✗ or ? (%n), also in results that pass", nullptr, count)),
                 list);
    }

    // `plain` with every passage of `passages` found in it marked.
    static QString marked(const QString &plain, const QStringList &passages)
    {
        const QString text = maskSecrets(plain);
        QList<TurnLocator::Span> spans;
        for (const QString &passage : passages) {
            const TurnLocator::Span span = TurnLocator::findPassage(text, passage);
            if (span.start >= 0)
                spans.append(span);
        }
        std::sort(spans.begin(), spans.end(), [](const auto &a, const auto &b) { return a.start < b.start; });
        QString html;
        qsizetype done = 0;
        for (const TurnLocator::Span &span : spans) {
            const qsizetype end = span.start + span.length;
            if (end <= done)
                continue;
            const qsizetype start = std::max(span.start, done);
            html += htmlText(text.mid(done, start - done)) + QStringLiteral("<mark>")
                + htmlText(text.mid(start, end - start)) + QStringLiteral("</mark>");
            done = end;
        }
        return html + htmlText(text.mid(done));
    }

    static bool anyFound(const QString &text, const QStringList &passages)
    {
        return std::any_of(passages.begin(), passages.end(), [&](const QString &passage) {
            return TurnLocator::findPassage(maskSecrets(text), passage).start >= 0;
        });
    }

    QString contextHtml(const QList<ContextItem> &context, const QStringList &passages) const
    {
        if (context.isEmpty())
            return {};
        bool markedAny = false;
        QString items;
        for (const ContextItem &item : context) {
            markedAny = markedAny || anyFound(item.text, passages);
            items += QStringLiteral("<li>%1</li>\n").arg(marked(item.text, passages));
        }
        return QStringLiteral("<details%1><summary>%2</summary><ol class=\"ctx\">\n%3</ol></details>\n")
            .arg(markedAny ? QStringLiteral(" open") : QString(),
                 H::text(ReportCaseSection::tr("Retrieval context (%n passage(s))", nullptr, int(context.size()))),
                 items);
    }

    QString turnHtml(int turn, const QString &roleText, const QString &cssRole, const QString &content,
                     const QList<ContextItem> &context) const
    {
        const QStringList passages = m_passages.value(turn);
        return QStringLiteral("<div class=\"turn %1\" id=\"%2\"><span class=\"role\">%3</span><p>%4</p>\n%5</div>\n")
            .arg(cssRole, turnAnchor(turn), H::text(roleText), marked(content, passages),
                 contextHtml(context, passages));
    }

    QString conversation(bool open) const
    {
        if (!m_case)
            return {};
        QString body;
        int parts = 0;
        if (m_case->isConversational()) {
            for (int t = 0; t < m_case->turns.size(); ++t) {
                const Turn &turn = m_case->turns[t];
                const bool user = turn.role == Role::User;
                body += turnHtml(t,
                                 user ? ReportCaseSection::tr("User · turn %1").arg(t + 1)
                                      : ReportCaseSection::tr("Assistant · turn %1").arg(t + 1),
                                 user ? QStringLiteral("user") : QStringLiteral("assistant"), turn.content,
                                 turn.retrievalContext);
            }
            parts = int(m_case->turns.size());
        } else {
            // A single-turn case has no turns: its evidence is found by text alone (turn −1).
            body += turnHtml(-2, ReportCaseSection::tr("Input"), QStringLiteral("user"), m_case->input, {});
            body += turnHtml(-1, ReportCaseSection::tr("Actual output"), QStringLiteral("assistant"),
                             m_case->actualOutput, m_case->retrievalContext);
            if (!m_case->expectedOutput.isEmpty())
                body += turnHtml(-3, ReportCaseSection::tr("Expected output"), QStringLiteral("user"),
                                 m_case->expectedOutput, {});
            parts = 2;
        }
        const QString summary = m_case->isConversational()
            ? ReportCaseSection::tr("Conversation (%n turn(s))", nullptr, parts)
            : ReportCaseSection::tr("Test case");
        return QStringLiteral("<details%1><summary>%2</summary>\n%3</details>\n")
            .arg(open ? QStringLiteral(" open") : QString(), H::text(summary), body);
    }

    QString truths() const
    {
        if (m_truths.isEmpty())
            return {};
        QString items;
        for (const QString &truth : m_truths)
            items += QStringLiteral("<li>%1</li>\n").arg(H::text(truth));
        return QStringLiteral("<details id=\"%1\"><summary>%2</summary><ol class=\"ctx\">\n%3</ol></details>\n")
            .arg(truthsAnchor(),
                 H::text(ReportCaseSection::tr("Truths from the retrieval context (%n), listed once for every window",
                                               nullptr, int(m_truths.size()))),
                 items);
    }

    QString windowHtml(const BreakdownWindow &window) const
    {
        const QString score = window.skipped ? ReportCaseSection::tr("skipped: %1").arg(window.skipReason)
            : window.score                   ? H::number(*window.score)
                                             : QStringLiteral("—");
        QString html =
            QStringLiteral("<div class=\"window\"><h5>%1 — %2</h5>\n").arg(H::text(window.title), H::text(score));
        QString failing;
        QString rest;
        QList<const BreakdownItem *> unjudged;
        int truths = 0;
        for (const BreakdownItem &item : window.items) {
            if (isSharedTruth(item))
                ++truths;
            else if (isFailing(item))
                failing += itemHtml(item, {}, false);
            else if (item.verdict.isEmpty())
                unjudged.append(&item);
            else
                rest += itemHtml(item);
        }
        rest += unjudgedHtml(unjudged);
        if (truths > 0)
            rest += QStringLiteral("<li class=\"muted\"><a href=\"#%1\">%2</a></li>\n")
                        .arg(truthsAnchor(),
                             H::text(ReportCaseSection::tr("%n truth(s): listed once above", nullptr, truths)));
        if (!failing.isEmpty() || !rest.isEmpty())
            html += QStringLiteral("<ul class=\"items\">\n%1%2</ul>\n").arg(failing, rest);
        if (!window.reason.isEmpty())
            html += QStringLiteral("<p>%1</p>").arg(H::text(window.reason));
        return html + QStringLiteral("</div>\n");
    }

    QString unjudgedHtml(QList<const BreakdownItem *> items) const
    {
        const qsizetype hidden = items.size() - ShownUnjudgedItems;
        if (hidden > 0) {
            const auto value = [](const BreakdownItem *item) { return item->hasValue ? item->value : -1e300; };
            std::stable_sort(items.begin(), items.end(),
                             [&](const BreakdownItem *a, const BreakdownItem *b) { return value(a) > value(b); });
            items.resize(ShownUnjudgedItems);
        }
        QString html;
        for (const BreakdownItem *item : items)
            html += itemHtml(*item);
        if (hidden > 0)
            html +=
                QStringLiteral("<li class=\"muted\">%1</li>\n")
                    .arg(H::text(ReportCaseSection::tr(
                        "%n more with a lower value, not shown (the JSON export has them all)", nullptr, int(hidden))));
        return html;
    }

    QString breakdown(const MetricResult &result) const
    {
        // A repeated evaluation's spread: the rest is the last repetition's.
        const QString spread = result.repeat
            ? QStringLiteral("<p class=\"muted\">%1</p>\n").arg(H::text(result.repeat->text()))
            : QString();
        if (!isDetailed(result)) {
            const QString why = result.isSkipped() ? result.skipReason : result.reason;
            return why.isEmpty() ? spread
                                 : QStringLiteral("<p>%1 %2 — %3</p>\n")
                                       .arg(H::outcome(result), H::text(H::metricName(result.metricId)), H::text(why))
                    + spread;
        }
        QString html =
            QStringLiteral("<details><summary>%1 %2 — %3</summary>\n")
                .arg(H::outcome(result), H::text(H::metricName(result.metricId)), H::text(resultScoreText(result)))
            + spread;
        if (result.hasError()) {
            html += QStringLiteral("<p class=\"error\">%1</p>").arg(H::text(result.error));
            if (!result.errorStep.isEmpty())
                html += QStringLiteral("<p>%1 <code>%2</code></p>")
                            .arg(H::text(ReportCaseSection::tr("Failing step:")), H::text(result.errorStep));
            if (!result.errorRaw.isEmpty())
                html += QStringLiteral("<p>%1</p><pre>%2</pre>")
                            .arg(H::text(ReportCaseSection::tr("The judge's raw answer:")), H::text(result.errorRaw));
        } else {
            if (result.isPartial())
                html += QStringLiteral("<p class=\"error\">⚠ %1</p>").arg(H::text(result.warning));
            if (!result.reason.isEmpty())
                html += QStringLiteral("<p>%1</p>").arg(H::text(result.reason));
        }
        for (const BreakdownWindow &window : result.windows)
            html += windowHtml(window);
        return html + QStringLiteral("</details>\n");
    }

    int m_index;
    const TestCase *m_case;
    QList<MetricResult> m_results;
    QStringList m_truths;
    QSet<QString> m_truthSeen;
    QHash<int, QStringList> m_passages; // turn → passages to mark in it
};

} // namespace

QString ReportCaseSection::html(int caseIndex, const TestCase *testCase, QList<MetricResult> results)
{
    return CaseWriter(caseIndex, testCase, std::move(results)).html();
}

bool ReportCaseSection::needsAttention(const QList<MetricResult> &results)
{
    return std::any_of(results.begin(), results.end(), [](const MetricResult &r) { return attentionRank(r) < 3; });
}

} // namespace claimscope
