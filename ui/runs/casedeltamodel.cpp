#include "casedeltamodel.h"

#include "experiments/comparisonexport.h"
#include "metrics/registry.h"
#include "model/humanlabels.h"
#include "ui/results/resultpalette.h"

#include <algorithm>

namespace claimscope {

namespace {

QColor toneOf(CaseDelta::Change change)
{
    switch (change) {
    case CaseDelta::Change::PassToFail:
    case CaseDelta::Change::Worse: return ResultPalette::failColor();
    case CaseDelta::Change::NewError: return ResultPalette::errorColor();
    case CaseDelta::Change::FailToPass:
    case CaseDelta::Change::ErrorFixed:
    case CaseDelta::Change::Better: return ResultPalette::passColor();
    default: return ResultPalette::mutedColor();
    }
}

// Whether B's score is below A's: of the exchange the label rates, or of the whole test case
// where only it changed (the score the row shows).
bool scoreFell(const CaseDelta &delta)
{
    const bool whole = delta.changedOnlyAsAWhole();
    const std::optional<double> a = whole ? delta.wholeScoreA : delta.scoreA;
    const std::optional<double> b = whole ? delta.wholeScoreB : delta.scoreB;
    return a && b && *b < *a;
}

} // namespace

CaseDeltaModel::CaseDeltaModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void CaseDeltaModel::setComparison(const RunComparison &comparison, Filter filter)
{
    m_comparison = comparison;
    m_scoredAsLabelled = std::any_of(comparison.cases.cbegin(), comparison.cases.cend(), [](const CaseDelta &delta) {
        return delta.scoredExchange != HumanLabel::WholeCase;
    });
    m_shown.clear();
    setFilter(filter);
}

bool CaseDeltaModel::matches(int i, Filter filter) const
{
    const CaseDelta &delta = m_comparison.cases[i];
    const bool onlyInOne = delta.change == CaseDelta::Change::OnlyInA || delta.change == CaseDelta::Change::OnlyInB;
    // A row scored as labelled whose whole case alone changed is listed by that change: the
    // metric's pass rate and mean above follow it.
    const CaseDelta::Change shown = delta.shownChange();
    switch (filter) {
    case Filter::Changed: return shown != CaseDelta::Change::Same && !onlyInOne;
    case Filter::OnlyInOneRun: return onlyInOne;
    case Filter::Regressions:
        // Against people's labels the filter is "Lower scores only": a pass → fail at the same
        // score (a threshold moved) is a flip, not a lower score.
        if (m_measuresAgreement)
            return scoreFell(delta);
        return shown == CaseDelta::Change::Worse || shown == CaseDelta::Change::PassToFail
            || shown == CaseDelta::Change::NewError;
    case Filter::Flips: return shown == CaseDelta::Change::PassToFail || shown == CaseDelta::Change::FailToPass;
    case Filter::TowardHuman: return m_directions.value(i) == HumanDirection::Toward;
    case Filter::AwayFromHuman: return m_directions.value(i) == HumanDirection::Away;
    case Filter::Everything: return true;
    }
    return true;
}

int CaseDeltaModel::countOf(Filter filter) const
{
    int count = 0;
    for (int i = 0; i < m_comparison.cases.size(); ++i)
        count += matches(i, filter) ? 1 : 0;
    return count;
}

void CaseDeltaModel::setFilter(Filter filter)
{
    beginResetModel();
    m_filter = filter;
    m_shown.clear();
    m_onlyInOneRun = countOf(Filter::OnlyInOneRun);
    m_soleMetric.clear();
    bool several = false;
    for (int i = 0; i < m_comparison.cases.size(); ++i) {
        if (!matches(i, filter))
            continue;
        m_shown.append(i);
        const QString &metric = m_comparison.cases[i].metric;
        several = several || (!m_soleMetric.isEmpty() && metric != m_soleMetric);
        m_soleMetric = metric;
    }
    if (several)
        m_soleMetric.clear();
    endResetModel();
}

void CaseDeltaModel::setCaseTitles(const CaseTitles &titles)
{
    m_titles = titles;
    if (!m_shown.isEmpty())
        Q_EMIT dataChanged(index(0, TestCaseColumn), index(int(m_shown.size()) - 1, TestCaseColumn));
}

void CaseDeltaModel::setLabels(const HumanLabels &labels)
{
    m_labels = labels;
    if (!m_shown.isEmpty())
        Q_EMIT dataChanged(index(0, HumanColumn), index(int(m_shown.size()) - 1, HumanColumn));
}

void CaseDeltaModel::setMeasuresAgreement(bool measuresAgreement)
{
    m_measuresAgreement = measuresAgreement;
    if (!m_shown.isEmpty())
        Q_EMIT dataChanged(index(0, ChangeColumn), index(int(m_shown.size()) - 1, ChangeColumn));
}

QString CaseDeltaModel::changeText(const CaseDelta &delta) const
{
    const CaseDelta::Change change = delta.shownChange();
    QString text = ComparisonExport::changeText(change);
    if (m_measuresAgreement && change == CaseDelta::Change::Better)
        text = tr("▲ higher");
    else if (m_measuresAgreement && change == CaseDelta::Change::Worse)
        text = tr("▼ lower");
    return delta.changedOnlyAsAWhole() ? tr("%1 (whole case)").arg(text) : text;
}

void CaseDeltaModel::setDirections(const QList<HumanDirection> &directions)
{
    m_directions = directions;
    setFilter(m_filter);
}

HumanDirection CaseDeltaModel::directionAt(int row) const
{
    return row >= 0 && row < m_shown.size() ? m_directions.value(m_shown[row], HumanDirection::Unlabelled)
                                            : HumanDirection::Unlabelled;
}

const CaseDelta *CaseDeltaModel::deltaAt(int row) const
{
    return row >= 0 && row < m_shown.size() ? &m_comparison.cases[m_shown[row]] : nullptr;
}

int CaseDeltaModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_shown.size());
}

int CaseDeltaModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant CaseDeltaModel::data(const QModelIndex &index, int role) const
{
    const CaseDelta *delta = deltaAt(index.row());
    if (!delta)
        return {};
    const int column = index.column();
    if (role == Qt::ToolTipRole && column == TestCaseColumn) {
        const QString title = m_titles.of(delta->testCaseName, delta->testCaseIndex);
        const QString id = HumanLabels::caseName(delta->testCaseName, delta->testCaseIndex);
        return title == id ? title : QStringLiteral("%1\n%2").arg(title, tr("Test case id: %1").arg(id));
    }
    if (role == Qt::ToolTipRole && (column == AColumn || column == BColumn || column == DeltaColumn)
        && delta->scoredExchange != HumanLabel::WholeCase) {
        const bool inA = column == AColumn;
        const QString scope = HumanLabel::scopeText(delta->scoredExchange);
        if (column == DeltaColumn)
            return tr("The change of %1's score, which the person's label rates").arg(scope);
        return tr("%1: %2, compared with the person's label\nWhole test case: %3")
            .arg(scope, figureText(inA ? delta->scoreA : delta->scoreB),
                 figureText(inA ? delta->wholeScoreA : delta->wholeScoreB));
    }
    if (role == Qt::DisplayRole) {
        switch (column) {
        case ChangeColumn: return changeText(*delta);
        case TestCaseColumn: return m_titles.of(delta->testCaseName, delta->testCaseIndex);
        case MetricColumn: {
            const MetricInfo *info = MetricRegistry::find(delta->metric);
            return info ? info->displayName : delta->metric;
        }
        case AColumn: return delta->statusA == QLatin1String("error") ? tr("error") : figureText(delta->scoreA);
        case BColumn: return delta->statusB == QLatin1String("error") ? tr("error") : figureText(delta->scoreB);
        case DeltaColumn: return signedFigureText(delta->delta());
        case HumanColumn: {
            const std::optional<HumanLabel> label =
                m_labels.find(HumanLabels::caseName(delta->testCaseName, delta->testCaseIndex), delta->metric);
            return !label ? QStringLiteral("–") : label->pass ? tr("✓ pass") : tr("✗ fail");
        }
        case DirectionColumn: {
            const HumanDirection direction = directionAt(index.row());
            return direction == HumanDirection::Toward ? tr("▲ toward")
                : direction == HumanDirection::Away    ? tr("▼ away")
                                                       : QString();
        }
        default: return {};
        }
    }
    if (role == Qt::TextAlignmentRole)
        return column >= AColumn ? int(Qt::AlignRight | Qt::AlignVCenter) : int(Qt::AlignLeft | Qt::AlignVCenter);
    if (column == DirectionColumn && role == Qt::ToolTipRole) {
        const HumanDirection direction = directionAt(index.row());
        if (direction == HumanDirection::Toward)
            return tr("B agrees with the person's label and A did not");
        if (direction == HumanDirection::Away)
            return tr("A agreed with the person's label and B does not");
        return {};
    }
    if (column == DirectionColumn && (role == Qt::ForegroundRole || role == Qt::BackgroundRole)) {
        const HumanDirection direction = directionAt(index.row());
        if (direction != HumanDirection::Toward && direction != HumanDirection::Away)
            return {};
        const QColor tone =
            direction == HumanDirection::Toward ? ResultPalette::passColor() : ResultPalette::failColor();
        return role == Qt::ForegroundRole ? QVariant(ResultPalette::textColor(tone))
                                          : QVariant(ResultPalette::tint(tone));
    }
    if (column == ChangeColumn && role == Qt::ToolTipRole && delta->changedOnlyAsAWhole())
        return tr("The score %1 is compared with did not change; the whole test case's did (%2 → %3), and "
                  "the metric's pass rate and mean follow the whole test case.")
            .arg(HumanLabel::scopeText(delta->scoredExchange), figureText(delta->wholeScoreA),
                 figureText(delta->wholeScoreB));
    if (column == ChangeColumn && role == Qt::ToolTipRole && m_measuresAgreement
        && (delta->change == CaseDelta::Change::Better || delta->change == CaseDelta::Change::Worse))
        return tr("The score moved; whether that is better shows in \"vs human\": toward or away from the "
                  "person's label.");
    // Against people's labels a score's move is neither good nor bad: "vs human" tells.
    const QColor tone = m_measuresAgreement && delta->shownChange() != CaseDelta::Change::NewError
            && delta->shownChange() != CaseDelta::Change::ErrorFixed
        ? ResultPalette::mutedColor()
        : toneOf(delta->shownChange());
    if (column == ChangeColumn && role == Qt::ForegroundRole)
        return ResultPalette::textColor(tone);
    if (column == ChangeColumn && role == Qt::BackgroundRole && tone != ResultPalette::mutedColor())
        return ResultPalette::tint(tone);
    return {};
}

QVariant CaseDeltaModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    const bool scoreColumn = section == AColumn || section == BColumn || section == DeltaColumn;
    if (orientation == Qt::Horizontal && role == Qt::ToolTipRole && scoreColumn && m_scoredAsLabelled)
        return tr("A labelled row shows the score its label is compared with: the last answer's for a label on "
                  "the last answer, the exchange's for a label on one exchange; its change and toward/away "
                  "follow that score. Other rows show the whole test case's score.");
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case ChangeColumn: return tr("Change");
    case TestCaseColumn: {
        const MetricInfo *info = m_soleMetric.isEmpty() ? nullptr : MetricRegistry::find(m_soleMetric);
        return m_soleMetric.isEmpty() ? tr("Test case")
                                      : tr("Test case · %1").arg(info ? info->displayName : m_soleMetric);
    }
    case MetricColumn: return tr("Metric");
    case AColumn: return m_scoredAsLabelled ? tr("A, as labelled") : tr("A");
    case BColumn: return m_scoredAsLabelled ? tr("B, as labelled") : tr("B");
    case DeltaColumn: return tr("Δ");
    case HumanColumn: return tr("Human");
    case DirectionColumn: return tr("vs human");
    default: return {};
    }
}

} // namespace claimscope
