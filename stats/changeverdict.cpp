#include "changeverdict.h"

#include <QCoreApplication>

#include <algorithm>

namespace claimscope {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("claimscope", text);
}

QString signedNumber(double value, int places)
{
    return (value >= 0 ? QStringLiteral("+") : QString()) + QString::number(value, 'f', places);
}

// "Δκ +0.020 (95 % interval −0.060 to +0.100); 5 cases now agree with the person, 3 no longer
// do (McNemar p = 0.727)".
QString evidenceText(const ChangeEvidence &evidence)
{
    QString change = evidence.delta ? signedNumber(*evidence.delta, 3) : QStringLiteral("–");
    if (evidence.deltaInterval)
        change = tr("%1 (95 % interval %2 to %3)")
                     .arg(change, signedNumber(evidence.deltaInterval->low, 3),
                          signedNumber(evidence.deltaInterval->high, 3));
    return tr("Δ%1 %2; %3 case(s) now agree with the person, %4 no longer do (McNemar p %5)")
        .arg(evidence.figure, change, QString::number(evidence.toward), QString::number(evidence.away),
             pValueText(evidence.mcnemarP));
}

// When the flips and the interval disagree, a sentence that says so in plain words, so that
// "no detectable change" never stands unexplained beside a small McNemar p (or the reverse).
QString disagreementText(const ChangeEvidence &evidence, const Interval &interval, bool significant)
{
    const QString range = QStringLiteral("[%1, %2]").arg(signedNumber(interval.low, 2), signedNumber(interval.high, 2));
    const bool spansZero = interval.low <= 0 && interval.high >= 0;
    if (significant && spansZero)
        return (evidence.toward > evidence.away
                    ? tr("More flips toward the person than away (%1 against %2, p %3), but %4's change %5 "
                         "includes 0: no detectable change in %4.")
                    : tr("More flips away from the person than toward (%2 against %1, p %3), but %4's change %5 "
                         "includes 0: no detectable change in %4."))
            .arg(QString::number(evidence.toward), QString::number(evidence.away), pValueText(evidence.mcnemarP),
                 evidence.figure, range);
    if (!significant && !spansZero)
        return tr("%1's change %2 excludes 0, but the flips (%3 toward the person, %4 away, p %5) could be "
                  "chance: no detectable change in %1.")
            .arg(evidence.figure, range, QString::number(evidence.toward), QString::number(evidence.away),
                 pValueText(evidence.mcnemarP));
    if (significant)
        return tr("%1's change %2 and the flips (%3 toward the person, %4 away, p %5) point different ways: "
                  "no detectable change in %1.")
            .arg(evidence.figure, range, QString::number(evidence.toward), QString::number(evidence.away),
                 pValueText(evidence.mcnemarP));
    return {};
}

} // namespace

QString pValueText(double p)
{
    return p < 0.001 ? QStringLiteral("< 0.001") : QStringLiteral("= ") + QString::number(p, 'f', 3);
}

ChangeJudgement judgeChange(const ChangeEvidence &evidence)
{
    ChangeJudgement judgement;
    const bool significant = evidence.mcnemarP < evidence.significance;
    if (evidence.deltaInterval && evidence.deltaInterval->halfWidth() <= 0 && evidence.toward + evidence.away == 0) {
        // Nothing moved, so every resample gives the same change: the interval's zero width says
        // nothing about noise.
        judgement.explanation =
            tr("No labelled case moved: the judge passes and fails each of the %1 case(s) as before, so Δ%2 is 0.")
                .arg(QString::number(evidence.humanPass + evidence.humanFail), evidence.figure);
        return judgement;
    }
    if (evidence.deltaInterval) {
        const Interval &interval = *evidence.deltaInterval;
        // The paired interval is about as wide wherever its centre lies, so it leaves out zero
        // only when the change exceeds its half-width: a smaller change cannot be told from
        // noise with these cases.
        judgement.detectable = interval.halfWidth();
        if (interval.low > 0 && significant && evidence.toward > evidence.away)
            judgement.verdict = ChangeVerdict::Better;
        else if (interval.high < 0 && significant && evidence.away > evidence.toward)
            judgement.verdict = ChangeVerdict::Worse;
    }
    const QString evidenceLine = evidenceText(evidence);
    if (judgement.verdict != ChangeVerdict::NoDetectableChange) {
        judgement.explanation = evidenceLine;
        return judgement;
    }
    if (!judgement.detectable) {
        judgement.explanation = tr("%1 has no interval on these cases: %2 human-pass and %3 human-fail case(s). %4")
                                    .arg(evidence.figure, QString::number(evidence.humanPass),
                                         QString::number(evidence.humanFail), evidenceLine);
        return judgement;
    }
    const QString disagreement = disagreementText(evidence, *evidence.deltaInterval, significant);
    // The smaller class limits how precisely agreement can be measured: name it.
    const bool fewerFails = evidence.humanFail <= evidence.humanPass;
    const QString limit = fewerFails ? tr("With %1 human-fail case(s) a Δ%2 below about %3 cannot be told from noise.")
                                     : tr("With %1 human-pass case(s) a Δ%2 below about %3 cannot be told from noise.");
    judgement.explanation = (disagreement.isEmpty() ? QString() : disagreement + QLatin1Char(' '))
        + limit.arg(QString::number(fewerFails ? evidence.humanFail : evidence.humanPass), evidence.figure,
                    QString::number(*judgement.detectable, 'f', 2))
        + QLatin1Char(' ') + evidenceLine;
    return judgement;
}

QString verdictText(ChangeVerdict verdict)
{
    switch (verdict) {
    case ChangeVerdict::Better: return tr("better");
    case ChangeVerdict::Worse: return tr("worse");
    case ChangeVerdict::NoDetectableChange: break;
    }
    return tr("no detectable change");
}

QString verdictId(ChangeVerdict verdict)
{
    switch (verdict) {
    case ChangeVerdict::Better: return QStringLiteral("better");
    case ChangeVerdict::Worse: return QStringLiteral("worse");
    case ChangeVerdict::NoDetectableChange: break;
    }
    return QStringLiteral("no_detectable_change");
}

} // namespace claimscope
