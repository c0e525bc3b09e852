// Agreement per part of the labelled cases (tuning, held-out, all) with its intervals, the
// threshold suggested on the tuning part and judged on the held-out part, and the split share
// as a project setting.
#include "experiments/claimagreement.h"
#include "experiments/splitagreement.h"
#include "model/humanlabels.h"
#include "model/metricresult.h"
#include "model/projectfile.h"
#include "model/projectsettings.h"
#include "support/qtwarnings.h"

#include <QJsonDocument>
#include <QTest>

using namespace claimscope;

namespace {

struct Labelled {
    QList<MetricResult> results;
    HumanLabels labels;
};

// 300 cases: human pass on even cases; the judge scores passes 0.55–0.95 and fails 0.05–0.65
// (overlapping), so the best threshold lies between 0.5 and 0.7.
Labelled labelledRun()
{
    Labelled run;
    for (int i = 0; i < 300; ++i) {
        MetricResult result;
        result.testCaseName = QStringLiteral("case-%1").arg(i);
        result.metricId = QStringLiteral("faithfulness");
        const bool human = i % 2 == 0;
        result.score = human ? 0.55 + 0.4 * double(i % 41) / 40.0 : 0.05 + 0.6 * double(i % 37) / 36.0;
        result.threshold = 0.5;
        result.success = passes(result.score, 0.5);
        run.results.append(result);
        HumanLabel label;
        label.pass = human;
        run.labels.set(result.testCaseName, result.metricId, label);
    }
    return run;
}

} // namespace

class TestSplitAgreement : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init() { failOnQtWarnings(); }

    void partsFollowTheSplit()
    {
        const Labelled run = labelledRun();
        const LabelSplit split{0.6};
        const QMap<QString, SplitAgreement> byMetric = splitAgreementByMetric(run.results, run.labels, split);
        QCOMPARE(byMetric.size(), 1);
        const SplitAgreement &agreement = byMetric.first();
        int tuning = 0;
        for (const MetricResult &result : run.results)
            tuning += split.isTuning(result.testCaseName) ? 1 : 0;
        QCOMPARE(agreement.tuning.n, tuning);
        QCOMPARE(agreement.heldOut.n, 300 - tuning);
        QCOMPARE(agreement.all.n, 300);
        QCOMPARE(&agreement.of(LabelSplit::Part::HeldOut), &agreement.heldOut);
        QCOMPARE(&agreement.of(std::nullopt), &agreement.all);
        // Every figure has its interval, and the figure lies inside it.
        for (const Agreement *part : {&agreement.tuning, &agreement.heldOut, &agreement.all}) {
            QVERIFY(part->intervals.accuracy && part->intervals.kappa && part->intervals.rocAuc);
            QVERIFY(part->intervals.kappa->contains(*part->kappa));
            QVERIFY(part->intervals.rocAuc->contains(*part->rocAuc));
        }
        // Fewer cases, a wider interval.
        QVERIFY(agreement.heldOut.intervals.kappa->halfWidth() > agreement.all.intervals.kappa->halfWidth());
    }

    void thresholdFitOnTuningJudgedOnHeldOut()
    {
        const Labelled run = labelledRun();
        const SplitAgreement agreement = splitAgreementByMetric(run.results, run.labels, LabelSplit{}).first();
        QVERIFY(agreement.suggestedThreshold);
        QCOMPARE(*agreement.suggestedThreshold, *agreement.tuning.suggestedThreshold());
        QVERIFY(agreement.heldOutAtSuggested);
        QCOMPARE(agreement.heldOutAtSuggested->threshold, *agreement.suggestedThreshold);
        QCOMPARE(agreement.heldOutAtSuggested->n, agreement.heldOut.n);
        // The held-out figures at the threshold are those of Agreement::of on the held-out cases.
        QList<LabelledScore> heldOut;
        for (const MetricResult &result : run.results) {
            if (!LabelSplit{}.isTuning(result.testCaseName))
                heldOut.append({*result.score, run.labels.find(result.testCaseName, result.metricId)->pass, {}});
        }
        const Agreement expected = Agreement::of(heldOut, *agreement.suggestedThreshold);
        QCOMPARE(agreement.heldOutAtSuggested->accuracy, expected.accuracy);
        // The gain on the held-out cases comes with its paired interval, which holds the gain.
        QVERIFY(agreement.suggestionGainInterval);
        if (agreement.heldOut.kappa && agreement.heldOutAtSuggested->kappa)
            QVERIFY(agreement.suggestionGainInterval->contains(*agreement.heldOutAtSuggested->kappa
                                                               - *agreement.heldOut.kappa));
        const QJsonObject json = splitAgreementToJson(agreement);
        QCOMPARE(json.value(QStringLiteral("held_out")).toObject().value(QStringLiteral("n")).toInt(),
                 agreement.heldOut.n);
        QVERIFY(json.value(QStringLiteral("all")).toObject().value(QStringLiteral("kappa_interval")).isObject());
    }

    void suggestionIsWeighedAgainstTheCurrentThresholdOnHeldOutCases()
    {
        SplitAgreement agreement;
        agreement.heldOut.n = 200;
        agreement.heldOut.threshold = 0.5;
        agreement.heldOut.kappa = 0.44;
        agreement.suggestedThreshold = 0.63;
        Agreement atSuggested;
        atSuggested.n = 200;
        atSuggested.threshold = 0.63;
        atSuggested.kappa = 0.41;
        agreement.heldOutAtSuggested = atSuggested;
        // Fit on the tuning part, it does worse on the held-out part: keep the current one.
        QCOMPARE(agreement.suggestionBeatsCurrent(), std::optional<bool>(false));
        QCOMPARE(agreement.suggestionVerdictText(),
                 QStringLiteral("Keep 0.50: the fit 0.63 does worse on the 200 held-out case(s): κ 0.410 vs 0.440."));
        QCOMPARE(splitAgreementToJson(agreement).value(QStringLiteral("suggestion_beats_current")), QJsonValue(false));
        agreement.heldOutAtSuggested->kappa = 0.52;
        QCOMPARE(agreement.suggestionBeatsCurrent(), std::optional<bool>(true));
        QCOMPARE(agreement.suggestionVerdictText(),
                 QStringLiteral("On the 200 held-out case(s) the fit 0.63 does better than the current 0.50: κ 0.520 "
                                "vs 0.440."));
        // κ undefined at either: weighed by accuracy.
        agreement.heldOut.kappa.reset();
        agreement.heldOut.accuracy = 0.9;
        agreement.heldOutAtSuggested->accuracy = 0.9;
        QCOMPARE(agreement.suggestionBeatsCurrent(), std::optional<bool>(false));
        QCOMPARE(agreement.suggestionVerdictText(),
                 QStringLiteral("Keep 0.50: the fit 0.63 does no better on the 200 held-out case(s): accuracy 0.900 vs "
                                "0.900."));
        // The walked MTRAG try: κ 0.459 at the fit against 0.458 while accuracy falls is noise, not
        // "better".
        agreement.heldOut.kappa = 0.458;
        agreement.heldOut.accuracy = 0.845;
        agreement.heldOutAtSuggested->kappa = 0.4591;
        agreement.heldOutAtSuggested->accuracy = 0.82;
        QCOMPARE(agreement.suggestionBeatsCurrent(), std::optional<bool>(false));
        QCOMPARE(agreement.suggestionVerdictText(),
                 QStringLiteral("Keep 0.50: on the 200 held-out case(s) the fit 0.63 is no better beyond noise: κ "
                                "0.459 vs 0.458."));
        // With the paired interval of the gain, it alone decides, and is shown.
        agreement.suggestionGainInterval = Interval{-0.04, 0.05};
        QCOMPARE(agreement.suggestionBeatsCurrent(), std::optional<bool>(false));
        QCOMPARE(agreement.suggestionVerdictText(),
                 QStringLiteral("Keep 0.50: on the 200 held-out case(s) the fit 0.63 is no better beyond noise: κ "
                                "0.459 vs 0.458 (Δ +0.001, 95 % interval \u22120.040 to +0.050)."));
        agreement.suggestionGainInterval = Interval{0.01, 0.05};
        QCOMPARE(agreement.suggestionBeatsCurrent(), std::optional<bool>(true));
        agreement.suggestionGainInterval = Interval{-0.05, -0.01};
        QVERIFY(agreement.suggestionVerdictText().startsWith(QStringLiteral("Keep 0.50: the fit 0.63 does worse")));
        agreement.suggestionGainInterval.reset();
        // No held-out case: nothing to weigh it on.
        agreement.heldOut.n = 0;
        QVERIFY(!agreement.suggestionBeatsCurrent());
        QVERIFY(agreement.suggestionVerdictText().isEmpty());
    }

    void claimKappaHasAnIntervalOverTestCases()
    {
        // 40 test cases of 5 claims each; the person disagrees with the judge on the first claim
        // of every fourth case.
        QList<MetricResult> results;
        ClaimLabels labels;
        for (int c = 0; c < 40; ++c) {
            MetricResult result;
            result.testCaseName = QStringLiteral("case-%1").arg(c);
            result.metricId = QStringLiteral("faithfulness");
            result.score = 0.6;
            BreakdownWindow window;
            for (int i = 0; i < 5; ++i) {
                const QString text = QStringLiteral("claim %1").arg(i);
                const QString verdict = (c + i) % 3 == 0 ? QStringLiteral("no") : QStringLiteral("yes");
                window.items.append({BreakdownItem::Kind::Claim, text, verdict, {}, -1, 0, false});
                const bool disagree = i == 0 && c % 4 == 0;
                labels.set(result.testCaseName, result.metricId, text,
                           disagree ? (verdict == QStringLiteral("yes") ? QStringLiteral("no") : QStringLiteral("yes"))
                                    : verdict);
            }
            result.windows.append(window);
            results.append(result);
        }
        const ClaimAgreement agreement = claimAgreement(results, labels, QStringLiteral("faithfulness"), false);
        QCOMPARE(agreement.n, 200);
        QCOMPARE(agreement.agreeing, 190);
        QVERIFY(agreement.kappaInterval && agreement.accuracyInterval);
        QVERIFY(agreement.kappaInterval->contains(*agreement.kappa));
        QVERIFY(agreement.accuracyInterval->contains(agreement.accuracy()));
        QVERIFY(agreement.accuracyInterval->low < 0.95 && agreement.accuracyInterval->high > 0.95);
        QVERIFY(claimAgreementToJson(agreement).value(QStringLiteral("kappa_interval")).isObject());
    }

    void partNames()
    {
        std::optional<LabelSplit::Part> part;
        QVERIFY(splitPartFromName(QStringLiteral("held-out"), &part));
        QCOMPARE(part, std::optional(LabelSplit::Part::HeldOut));
        QVERIFY(splitPartFromName(QStringLiteral("all"), &part));
        QVERIFY(!part);
        QVERIFY(!splitPartFromName(QStringLiteral("heldout"), &part));
        QCOMPARE(splitPartName(LabelSplit::Part::Tuning), QStringLiteral("tuning"));
    }

    void shareIsAProjectSetting()
    {
        ProjectSettings settings;
        QCOMPARE(settings.tuningShare, 0.6);
        QCOMPARE(LabelSplit{}.tuningShare, 0.6);
        settings.tuningShare = 0.75;
        QStringList errors;
        const ProjectSettings back =
            projectSettingsFromJson(projectSettingsToJson(settings), QStringLiteral("p"), &errors);
        QVERIFY(errors.isEmpty());
        QCOMPARE(back.tuningShare, 0.75);
        // Saved in the project file and read back.
        Project project;
        project.settings.tuningShare = 0.45;
        const QByteArray bytes = ProjectFile::toBytes(project);
        QVERIFY(bytes.contains("\"tuning_share\": 0.45"));
        const ProjectLoad load = ProjectFile::readBytes(bytes, QStringLiteral("p"));
        QVERIFY2(load.errors.isEmpty(), qPrintable(load.errors.join(QLatin1Char('\n'))));
        QCOMPARE(load.project.settings.tuningShare, 0.45);
        // An older project without the setting reads the default.
        QCOMPARE(projectSettingsFromJson({}, QStringLiteral("p"), &errors).tuningShare, 0.6);
        const auto bad = [](const char *json) {
            QStringList errors;
            projectSettingsFromJson(QJsonDocument::fromJson(json).object(), QStringLiteral("project.claimscope"),
                                    &errors);
            return errors.join(QLatin1Char('\n'));
        };
        QCOMPARE(
            bad(R"({"label_split": {"tuning_share": 1.5}})"),
            QStringLiteral("project.claimscope: label_split.tuning_share: expected a number from 0 to 1, the share of "
                           "labelled test cases to tune on (e.g. 0.6), got 1.5"));
        QCOMPARE(
            bad(R"({"label_split": {"tuning_share": "most"}})"),
            QStringLiteral("project.claimscope: label_split.tuning_share: expected a number from 0 to 1, the share of "
                           "labelled test cases to tune on (e.g. 0.6), got \"most\""));
        QVERIFY(bad(R"({"label_split": 0.6})")
                    .startsWith(QStringLiteral("project.claimscope: label_split: expected an object")));
    }
};

QTEST_GUILESS_MAIN(TestSplitAgreement)
#include "tst_splitagreement.moc"
