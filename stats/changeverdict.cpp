#include "changeverdict.h"

#include "signedfigure.h"

#include <QCoreApplication>

namespace claimscope {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("claimscope", text);
}

// "95" for a significance of 0.05: the level of the interval that decides.
QString levelText(const ChangeEvidence &evidence)
{
    return QString::number(100 * (1 - evidence.significance), 'g', 3);
}

// "Δκ +0.020 (95 % interval −0.060 to +0.100)": the change and its interval, printed once.
QString changeText(const ChangeEvidence &evidence)
{
    const QString change = tr("Δ%1 %2").arg(evidence.figure,
                                            signedFigureText(evidence.delta));
    if (!evidence.deltaInterval)
        return change;
    return tr("%1 (%2 % interval %3 to %4)")
        .arg(change, levelText(evidence), signedFigureText(evidence.deltaInterval->low, 3),
             signedFigureText(evidence.deltaInterval->high, 3));
}

// "5 case(s) now agree with the person, 3 no longer do (McNemar p = 0.727)."
QString flipsText(const ChangeEvidence &evidence)
{
    return tr("%1 case(s) now agree with the person, %2 no longer do (McNemar p %3).")
        .arg(QString::number(evidence.toward), QString::number(evidence.away), pValueText(evidence.mcnemarP));
}

} // namespace

namespace {

ChangeJudgement withReadingsNote(ChangeJudgement judgement, const ChangeEvidence &evidence)
{
    judgement.readingsNote = readingsDisagreement(evidence, judgement.verdict);
    if (!judgement.readingsNote.isEmpty())
        judgement.explanation += QLatin1Char(' ') + judgement.readingsNote;
    return judgement;
}

} // namespace

QString readingsDisagreement(const ChangeEvidence &evidence, ChangeVerdict verdict)
{
    if (!evidence.deltaInterval || evidence.toward + evidence.away == 0)
        return {};
    const bool significant = evidence.mcnemarP < evidence.significance;
    const QString level = QString::number(evidence.significance, 'g', 3);
    const QString p = pValueText(evidence.mcnemarP);
    if (verdict == ChangeVerdict::NoDetectableChange) {
        if (!significant)
            return {};
        return tr("The flips alone (%1 toward, %2 away) are significant at %3 (p %4), but they weigh accuracy; the "
                  "interval of %5, which uses every case, includes 0 and decides.")
            .arg(QString::number(evidence.toward), QString::number(evidence.away), level, p, evidence.figure);
    }
    const bool towardWins = evidence.toward > evidence.away;
    const bool sameWay = (verdict == ChangeVerdict::Better) == towardWins;
    if (significant && sameWay)
        return {};
    if (!sameWay)
        return tr("The flips (%1 toward, %2 away) lean the other way (p %3); the interval of %4, which uses every "
                  "case, decides.")
            .arg(QString::number(evidence.toward), QString::number(evidence.away), p, evidence.figure);
    return tr("The flips alone (%1 toward, %2 away) are not significant at %3 (p %4); the interval of %5, which uses "
              "every case, decides.")
        .arg(QString::number(evidence.toward), QString::number(evidence.away), level, p, evidence.figure);
}

QString pValueText(double p)
{
    return p < 0.001 ? QStringLiteral("< 0.001") : QStringLiteral("= ") + QString::number(p, 'f', 3);
}

ChangeJudgement judgeChange(const ChangeEvidence &evidence)
{
    ChangeJudgement judgement;
    const QString flips = flipsText(evidence);
    if (evidence.deltaInterval && evidence.deltaInterval->halfWidth() <= 0 && evidence.toward + evidence.away == 0) {
        // Nothing moved, so every resample gives the same change: the interval's zero width says
        // nothing about noise.
        judgement.reason = tr("no labelled case moved");
        judgement.explanation =
            tr("No labelled case moved: the judge passes and fails each of the %1 case(s) as before, so Δ%2 is 0.")
                .arg(QString::number(evidence.humanPass + evidence.humanFail), evidence.figure);
        return judgement;
    }
    if (!evidence.deltaInterval) {
        judgement.reason = tr("%1 has no interval on these cases").arg(evidence.figure);
        judgement.explanation = tr("%1 has no interval on these cases: %2 human-pass and %3 human-fail case(s). %4")
                                    .arg(evidence.figure, QString::number(evidence.humanPass),
                                         QString::number(evidence.humanFail), flips);
        return judgement;
    }
    const Interval &interval = *evidence.deltaInterval;
    // The paired interval is about as wide wherever its centre lies, so it leaves out zero only
    // when the change exceeds its half-width: a smaller change cannot be told from noise with
    // these cases.
    judgement.detectable = interval.halfWidth();
    const QString change = changeText(evidence);
    if (interval.low > 0) {
        judgement.verdict = ChangeVerdict::Better;
        judgement.reason = tr("Δ%1's %2 % interval lies above 0").arg(evidence.figure, levelText(evidence));
        judgement.explanation = tr("%1 lies above 0, so the change is more than noise. %2").arg(change, flips);
        return withReadingsNote(judgement, evidence);
    }
    if (interval.high < 0) {
        judgement.verdict = ChangeVerdict::Worse;
        judgement.reason = tr("Δ%1's %2 % interval lies below 0").arg(evidence.figure, levelText(evidence));
        judgement.explanation = tr("%1 lies below 0, so the change is more than noise. %2").arg(change, flips);
        return withReadingsNote(judgement, evidence);
    }
    // The smaller class limits how precisely agreement can be measured: name it.
    const bool fewerFails = evidence.humanFail <= evidence.humanPass;
    const QString limit = fewerFails ? tr("with %1 human-fail case(s) a Δ%2 below about %3 cannot be told from noise")
                                     : tr("with %1 human-pass case(s) a Δ%2 below about %3 cannot be told from noise");
    judgement.reason = tr("Δ%1's %2 % interval includes 0: %3")
                           .arg(evidence.figure, levelText(evidence),
                                limit.arg(QString::number(fewerFails ? evidence.humanFail : evidence.humanPass),
                                          evidence.figure, QString::number(*judgement.detectable, 'f', 2)));
    judgement.explanation =
        tr("%1 includes 0: %2. %3")
            .arg(change,
                 limit.arg(QString::number(fewerFails ? evidence.humanFail : evidence.humanPass), evidence.figure,
                           QString::number(*judgement.detectable, 'f', 2)),
                 flips);
    return withReadingsNote(judgement, evidence);
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
