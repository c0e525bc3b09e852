#include "agreementreport.h"

#include <QCoreApplication>

namespace claimscope::cli {

namespace {

QString tr(const char *text, const char *disambiguation = nullptr, int n = -1)
{
    return QCoreApplication::translate("claimscope::cli", text, disambiguation, n);
}

// "0.612 [0.480, 0.731]", "n/a" without the figure, no brackets without an interval.
QString withInterval(const std::optional<double> &value, const std::optional<Interval> &interval)
{
    if (!value)
        return tr("n/a");
    QString text = QString::number(*value, 'f', 3);
    if (interval)
        text += QStringLiteral(" [%1, %2]")
                    .arg(QString::number(interval->low, 'f', 3), QString::number(interval->high, 'f', 3));
    return text;
}

QString partText(std::optional<LabelSplit::Part> part)
{
    if (!part)
        return tr("all labelled test cases");
    return *part == LabelSplit::Part::Tuning ? tr("the tuning part") : tr("the held-out part");
}

QString figuresText(const Agreement &a)
{
    return tr("n %1 (%2 human pass, %3 human fail), accuracy %4, κ %5, ROC-AUC %6")
        .arg(QString::number(a.n), QString::number(a.matrix.bothPass + a.matrix.judgeOnlyFail),
             QString::number(a.matrix.judgeOnlyPass + a.matrix.bothFail),
             withInterval(a.accuracy, a.intervals.accuracy), withInterval(a.kappa, a.intervals.kappa),
             withInterval(a.rocAuc, a.intervals.rocAuc));
}

// One metric's lines: the part's figures, its confusion matrix, the split and the threshold fit
// on the tuning part judged on the held-out part.
QString metricText(const QString &metric, const SplitAgreement &agreement, std::optional<LabelSplit::Part> part,
                   const LabelSplit &split)
{
    const Agreement &a = agreement.of(part);
    QString out = QStringLiteral("  %1: %2\n").arg(metric, figuresText(a));
    out += tr("    at threshold %1: judge pass & human pass %2, judge pass & human fail %3, "
              "judge fail & human pass %4, judge fail & human fail %5\n")
               .arg(a.threshold, 0, 'f', 3)
               .arg(a.matrix.bothPass)
               .arg(a.matrix.judgeOnlyPass)
               .arg(a.matrix.judgeOnlyFail)
               .arg(a.matrix.bothFail);
    out += tr("    split at %1: tuning part n %2, held-out part n %3\n")
               .arg(QString::number(split.tuningShare, 'f', 2), QString::number(agreement.tuning.n),
                    QString::number(agreement.heldOut.n));
    if (agreement.suggestedThreshold && agreement.heldOutAtSuggested)
        out += tr("    threshold %1 fit on the tuning part; on the held-out part: %2\n")
                   .arg(QString::number(*agreement.suggestedThreshold, 'f', 3),
                        figuresText(*agreement.heldOutAtSuggested));
    if (const QString verdict = agreement.suggestionVerdictText(); !verdict.isEmpty())
        out += QStringLiteral("    ") + verdict + QLatin1Char('\n');
    return out;
}

QString headerText(std::optional<LabelSplit::Part> part)
{
    return tr("Agreement with human labels on %1 (95 % intervals in brackets, bootstrap over test cases):\n")
        .arg(partText(part));
}

} // namespace

QString AgreementReport::text() const
{
    QString out = headerText(part);
    for (auto it = byMetric.begin(); it != byMetric.end(); ++it)
        out += metricText(it.key(), *it, part, split);
    return out;
}

QJsonObject AgreementReport::toJson() const
{
    QJsonObject figures;
    for (auto it = byMetric.begin(); it != byMetric.end(); ++it) {
        QJsonObject metric = agreementToJson(it->of(part));
        metric.insert(QStringLiteral("part"), splitPartName(part));
        metric.insert(QStringLiteral("tuning_share"), split.tuningShare);
        metric.insert(QStringLiteral("tuning_n"), it->tuning.n);
        metric.insert(QStringLiteral("held_out_n"), it->heldOut.n);
        metric.insert(QStringLiteral("threshold_fit_on_tuning"),
                      it->suggestedThreshold ? QJsonValue(*it->suggestedThreshold) : QJsonValue());
        metric.insert(QStringLiteral("held_out_at_fit_threshold"),
                      it->heldOutAtSuggested ? QJsonValue(agreementToJson(*it->heldOutAtSuggested)) : QJsonValue());
        figures.insert(it.key(), metric);
    }
    return figures;
}

} // namespace claimscope::cli
