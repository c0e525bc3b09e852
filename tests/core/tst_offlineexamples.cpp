#include "metrics/registry.h"
#include "model/testcasereader.h"
#include "support/qtwarnings.h"
#include "support/runharness.h"

#include <QDir>
#include <QtTest>

using namespace claimscope;

namespace {

const QString dogClaim = QStringLiteral("Dogs of any size are welcome and stay completely free of charge.");

QList<TestCase> example(const QString &name)
{
    const LoadedCases loaded =
        TestCaseReader::readFile(QStringLiteral(CLAIMSCOPE_SOURCE_DIR "/resources/examples/") + name);
    if (!loaded.ok())
        qWarning() << name << loaded.errorText();
    return loaded.cases;
}

// What a run shows a user: score, reason and every judged item of every window.
QStringList shown(const RunHarness::Outcome &outcome)
{
    QStringList lines;
    for (const MetricResult &result : outcome.results) {
        lines.append(result.metricId + QLatin1Char(' ') + QString::number(result.score.value_or(-1), 'f', 6)
                     + QLatin1Char(' ') + result.reason + result.error);
        for (const BreakdownWindow &window : result.windows) {
            for (const BreakdownItem &item : window.items)
                lines.append(window.title + QLatin1Char(' ') + item.text + QLatin1Char(' ') + item.verdict
                             + QLatin1Char(' ') + item.reason);
        }
    }
    lines.sort();
    return lines;
}

} // namespace

// The bundled examples through the real engine with the offline judge, as in a demo: every
// applicable metric finishes the same way twice, and on the hotel conversation every claim gets
// the verdict a careful reader gives — faithful, except the dog claim, whose reason names the
// conflict on both sides.
class TestOfflineExamples : public QObject
{
    Q_OBJECT

private:
    static RunHarness::Outcome run(const QList<TestCase> &cases, const QList<MetricSelection> &metrics)
    {
        RunRequest request = RunHarness::offlineRequest(cases, metrics);
        request.skipInapplicable = true;
        RunHarness harness;
        return harness.run(request);
    }

private Q_SLOTS:
    void init() { failOnQtWarnings(); }

    void everyExampleRunsEveryMetric_data()
    {
        QTest::addColumn<QString>("name");
        const QStringList files =
            QDir(QStringLiteral(CLAIMSCOPE_SOURCE_DIR "/resources/examples"))
                .entryList({QStringLiteral("*.json"), QStringLiteral("*.jsonl"), QStringLiteral("*.yaml")}, QDir::Files,
                           QDir::Name);
        QVERIFY(files.size() >= 3);
        for (const QString &file : files)
            QTest::newRow(qPrintable(file)) << file;
    }

    void everyExampleRunsEveryMetric()
    {
        QFETCH(QString, name);
        const QList<TestCase> cases = example(name);
        QVERIFY(!cases.isEmpty());
        QList<MetricSelection> metrics;
        for (const MetricInfo &info : MetricRegistry::all())
            metrics.append({info.id, true, {}});
        const RunHarness::Outcome outcome = run(cases, metrics);
        QVERIFY(outcome.finished);
        QVERIFY2(outcome.summary.error.isEmpty(), qPrintable(outcome.summary.error));
        QVERIFY(outcome.results.size() >= cases.size());
        for (const MetricResult &result : outcome.results) {
            const QString what = result.metricId + QStringLiteral(" on ") + result.testCaseName;
            QVERIFY2(!result.hasError(), qPrintable(what + QStringLiteral(": ") + result.error));
            if (result.isSkipped()) {
                // Only Epistemic Consistency may be skipped: a case without samples needs a generator.
                QCOMPARE(result.metricId, QStringLiteral("epistemic_consistency"));
                QVERIFY2(result.skipReason.contains(QLatin1String("generator")), qPrintable(result.skipReason));
                continue;
            }
            QVERIFY2(result.score && *result.score >= 0 && *result.score <= 1, qPrintable(what));
            QVERIFY2(!result.reason.isEmpty(), qPrintable(what));
            for (const BreakdownWindow &window : result.windows) {
                for (const BreakdownItem &item : window.items) {
                    if (item.kind == BreakdownItem::Kind::Claim)
                        QVERIFY2(!item.reason.isEmpty() && !item.verdict.isEmpty(), qPrintable(what + item.text));
                }
            }
        }
        QCOMPARE(shown(run(cases, metrics)), shown(outcome));
    }

    void hotelClaimVerdicts_data()
    {
        QTest::addColumn<QJsonObject>("params");
        QTest::newRow("one exchange per window") << QJsonObject{{QStringLiteral("window_size"), 1}};
        QTest::newRow("default windows") << QJsonObject();
    }

    void hotelClaimVerdicts()
    {
        QFETCH(QJsonObject, params);
        const RunHarness::Outcome outcome =
            run(example(QStringLiteral("hotel-concierge.json")), {{QStringLiteral("turn_faithfulness"), true, params}});
        const MetricResult *result = outcome.result(QStringLiteral("turn_faithfulness"));
        QVERIFY(result && !result->hasError());
        QSet<QString> claims;
        for (const BreakdownWindow &window : result->windows) {
            for (const BreakdownItem &item : window.items) {
                if (item.kind != BreakdownItem::Kind::Claim)
                    continue;
                claims.insert(item.text);
                const QString expected = item.text == dogClaim ? QStringLiteral("no") : QStringLiteral("yes");
                QVERIFY2(item.verdict == expected, qPrintable(item.text + QStringLiteral(" → ") + item.reason));
                if (item.text != dogClaim)
                    continue;
                for (const char *side : {"a cleaning fee of DKK 250 per night", "15 kg", "free of charge", "any size"})
                    QVERIFY2(item.reason.contains(QLatin1String(side)), qPrintable(item.reason));
            }
        }
        // The claims the demo shows, each judged on its own.
        for (const QString &claim :
             {dogClaim, QStringLiteral("Check-in normally starts at 3 pm"),
              QStringLiteral("A taxi takes around 20 minutes and usually costs between DKK 250 and 350."),
              QStringLiteral("If your room isn't ready, the concierge desk is open around the clock "
                             "and will store your luggage free of charge.")})
            QVERIFY2(claims.contains(claim), qPrintable(claim));
        QCOMPARE(claims.size(), 11);
    }

    void hotelFinalReasonNamesEachWindowOnce()
    {
        const RunHarness::Outcome outcome =
            run(example(QStringLiteral("hotel-concierge.json")),
                {{QStringLiteral("turn_faithfulness"), true, {{QStringLiteral("window_size"), 1}}}});
        const MetricResult *result = outcome.result(QStringLiteral("turn_faithfulness"));
        QVERIFY(result && !result->hasError());
        QCOMPARE(*result->score, 0.875);
        QVERIFY2(result->reason.startsWith(QStringLiteral("The final score is 0.88, the mean of 4 window(s). "
                                                          "Window 3 · exchange 3: ")),
                 qPrintable(result->reason));
        QCOMPARE(result->reason.count(QStringLiteral("Window 3")), 1);
        QVERIFY(!result->reason.contains(QStringLiteral("Window 1")));
        QVERIFY(result->reason.contains(QLatin1String("free of charge")));
    }

    void hotelEvidenceSpans()
    {
        const RunHarness::Outcome outcome =
            run(example(QStringLiteral("hotel-concierge.json")), {{QStringLiteral("evidence_coverage"), true, {}}});
        const MetricResult *result = outcome.result(QStringLiteral("evidence_coverage"));
        QVERIFY(result && !result->hasError());
        int spans = 0;
        for (const BreakdownWindow &window : result->windows) {
            for (const BreakdownItem &item : window.items) {
                if (item.kind != BreakdownItem::Kind::Span)
                    continue;
                ++spans;
                const QString expected = item.text == dogClaim ? QStringLiteral("no") : QStringLiteral("yes");
                QVERIFY2(item.verdict == expected, qPrintable(item.text + QStringLiteral(" → ") + item.reason));
            }
        }
        QCOMPARE(spans, 12);
    }
};

QTEST_GUILESS_MAIN(TestOfflineExamples)
#include "tst_offlineexamples.moc"
