#include "resultsmodel.h"

#include "metrics/registry.h"
#include "model/labelledscores.h"
#include "model/metadatafields.h"
#include "model/scoreprose.h"
#include "rescoring.h"

#include <QSet>

#include <algorithm>
#include <cmath>
#include <iterator>
#include <vector>

namespace claimscope {

namespace {

int metricOrder(const QString &metricId)
{
    const QList<MetricInfo> &all = MetricRegistry::all();
    const auto it = std::find_if(all.begin(), all.end(), [&](const MetricInfo &m) { return m.id == metricId; });
    return int(it - all.begin());
}

QString metricName(const QString &metricId)
{
    const MetricInfo *info = MetricRegistry::find(metricId);
    return info ? info->displayName : metricId;
}

// Rows are kept in test case order, then in catalogue order of the metrics.
bool rowBefore(const MetricResult &a, const MetricResult &b)
{
    if (a.testCaseIndex != b.testCaseIndex)
        return a.testCaseIndex < b.testCaseIndex;
    return metricOrder(a.metricId) < metricOrder(b.metricId);
}

QString caseName(const MetricResult &result)
{
    return result.testCaseName.isEmpty() ? QStringLiteral("#%1").arg(result.testCaseIndex + 1) : result.testCaseName;
}

QString oneLine(QString text)
{
    return text.replace(QLatin1Char('\n'), QLatin1Char(' ')).simplified();
}

// Whether oneLine() would leave the text as it is: blanks are single spaces between words.
bool isOneLine(const QString &text)
{
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (text[i].isSpace()
            && (text[i] != QLatin1Char(' ') || i == 0 || i + 1 == text.size() || text[i + 1].isSpace()))
            return false;
    }
    return true;
}

// The unrounded score that decides a TrustifAI metric's label and pass/fail (outside strict
// mode); none for every other result.
std::optional<double> unroundedScore(const MetricResult &result)
{
    const QJsonValue raw = result.details.value(QStringLiteral("raw_score"));
    const MetricInfo *info = MetricRegistry::find(result.metricId);
    if (!result.score || !raw.isDouble() || !info || info->labels.isEmpty() || result.strictMode)
        return std::nullopt;
    return raw.toDouble();
}

// Whether the result's score is its unrounded one rounded to two decimals (the trust score's).
bool showsRoundedScore(const MetricResult &result)
{
    const MetricInfo *info = MetricRegistry::find(result.metricId);
    return info && info->roundsScore;
}

double roundedScore(const MetricResult &result)
{
    return result.details.value(QStringLiteral("rounded_score")).toDouble(result.score.value_or(0));
}

} // namespace

QString resultScoreText(const MetricResult &result)
{
    if (!result.score)
        return QStringLiteral("—");
    // A TrustifAI component is decided by its unrounded score: that is the one shown, in the
    // format of every other score (TrustifAI's two-decimal rounding is in the tooltip). The
    // trust score's score is its rounded weighted sum, shown as is.
    if (const std::optional<double> raw = unroundedScore(result); raw && !showsRoundedScore(result))
        return QString::number(*raw, 'f', 3);
    return QString::number(*result.score, 'f', 3);
}

QString resultStatusText(ResultsModel::Status status)
{
    switch (status) {
    case ResultsModel::Status::Pass: return ResultsModel::tr("✓ Pass");
    case ResultsModel::Status::Fail: return ResultsModel::tr("✗ Fail");
    case ResultsModel::Status::Error: return ResultsModel::tr("⚠ Error");
    case ResultsModel::Status::Running: return ResultsModel::tr("⟳ Running");
    case ResultsModel::Status::Partial: return ResultsModel::tr("⚠ Partial");
    case ResultsModel::Status::Skipped: return ResultsModel::tr("⊘ Skipped");
    }
    return {};
}

QString resultStatusText(ResultsModel::Status status, bool outOfDate)
{
    return outOfDate ? ResultsModel::tr("%1 · out of date").arg(resultStatusText(status)) : resultStatusText(status);
}

QString humanLabelText(ResultsModel::Human human, int exchange)
{
    if (human == ResultsModel::Human::None)
        return QString();
    const bool pass = human == ResultsModel::Human::Pass || human == ResultsModel::Human::PassJudgeFails;
    QString text = pass ? ResultsModel::tr("✓ Pass") : ResultsModel::tr("✗ Fail");
    // What the label rates before the disagreement: a narrow column cuts "≠ judge" first.
    if (exchange == HumanLabel::LastExchange)
        text = ResultsModel::tr("%1 (last answer)").arg(text);
    else if (exchange != HumanLabel::WholeCase)
        text = ResultsModel::tr("%1 (exchange %2)").arg(text, QString::number(exchange));
    if (human == ResultsModel::Human::PassJudgeFails || human == ResultsModel::Human::FailJudgePasses)
        text = ResultsModel::tr("%1 ≠ judge").arg(text);
    return text;
}

ResultsModel::Status resultStatus(const MetricResult &result)
{
    if (result.hasError())
        return ResultsModel::Status::Error;
    if (result.isSkipped())
        return ResultsModel::Status::Skipped;
    if (result.isPartial())
        return ResultsModel::Status::Partial;
    return result.success ? ResultsModel::Status::Pass : ResultsModel::Status::Fail;
}

ResultsModel::ResultsModel(QObject *parent)
    : QAbstractTableModel(parent)
    , m_spool(std::make_shared<BlobSpool>())
{
}

int ResultsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int ResultsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount + int(m_metadataColumns.size());
}

void ResultsModel::setTestCases(const QList<TestCase> &testCases)
{
    m_titles = CaseTitles(testCases);
    m_cases.clear();
    m_cases.reserve(testCases.size());
    for (int i = 0; i < testCases.size(); ++i)
        m_cases.append({testCases[i].displayName(i), testCases[i].metadata});
    if (!m_rows.empty())
        Q_EMIT dataChanged(index(0, 0), index(int(m_rows.size()) - 1, columnCount() - 1));
}

void ResultsModel::setHumanLabels(const HumanLabels &labels)
{
    if (labels == m_labels)
        return;
    m_labels = labels;
    const QList<int> scopes = labels.exchanges();
    const std::optional<int> sharedScope = scopes.size() == 1 ? std::optional<int>(scopes.first()) : std::nullopt;
    // Labels of one scope leave it to the title; of several, each cell names its own.
    m_humanCellScopes = sharedScope || scopes.isEmpty() ? QList<int>{HumanLabel::WholeCase} : scopes;
    if (sharedScope != m_sharedLabelScope) {
        m_sharedLabelScope = sharedScope;
        Q_EMIT headerDataChanged(Qt::Horizontal, HumanColumn, HumanColumn);
    }
    if (!m_rows.empty())
        Q_EMIT dataChanged(index(0, HumanColumn), index(int(m_rows.size()) - 1, AsLabelledColumn));
}

QString ResultsModel::humanHeader() const
{
    if (!m_sharedLabelScope || *m_sharedLabelScope == HumanLabel::WholeCase)
        return tr("Human");
    if (*m_sharedLabelScope == HumanLabel::LastExchange)
        return tr("Human (last answer)");
    return tr("Human (exchange %1)").arg(*m_sharedLabelScope);
}

ResultsModel::Human ResultsModel::human(int row) const
{
    const Row &entry = m_rows[row];
    const std::optional<HumanLabel> label = m_labels.find(entry.testCaseName, entry.result.metricId);
    if (!label)
        return Human::None;
    const Status judged = status(row);
    // A label on one exchange meets that exchange's own score, or no score at all.
    const std::optional<double> score = labelledScore(row, *label).score;
    if (!score || (judged != Status::Pass && judged != Status::Fail))
        return label->pass ? Human::Pass : Human::Fail;
    const bool judgePass = label->ratesExchange() ? passes(score, entry.result.threshold) : judged == Status::Pass;
    if (label->pass)
        return judgePass ? Human::Pass : Human::PassJudgeFails;
    return judgePass ? Human::FailJudgePasses : Human::Fail;
}

bool ResultsModel::hasExchangeLabels() const
{
    const QStringList metrics = m_labels.metrics();
    return std::any_of(metrics.cbegin(), metrics.cend(),
                       [this](const QString &metric) { return m_labels.anyExchange(metric) != HumanLabel::WholeCase; });
}

int ResultsModel::labelsNeedingRun() const
{
    if (!hasExchangeLabels())
        return 0;
    int count = 0;
    for (int row = 0; row < rowCount(); ++row) {
        const std::optional<HumanLabel> label = m_labels.find(m_rows[row].testCaseName, m_rows[row].result.metricId);
        count += label && label->ratesExchange() && labelledScore(row, *label).needsRun ? 1 : 0;
    }
    return count;
}

QString ResultsModel::asLabelledText(int rowIndex) const
{
    const Row &row = m_rows[rowIndex];
    const std::optional<HumanLabel> label = m_labels.find(row.testCaseName, row.result.metricId);
    if (!label || !label->ratesExchange() || !row.result.score)
        return QString();
    const ScoreForLabel paired = labelledScore(rowIndex, *label);
    if (paired.needsRun)
        return tr("— press F5");
    if (!paired.score)
        return tr("— not scored");
    const QString text = tr("%1 %2").arg(QString::number(*paired.score, 'f', 3),
                                         passes(paired.score, row.result.threshold) ? tr("✓ Pass") : tr("✗ Fail"));
    // Marked as the Agreement dock marks figures from an older setup; the tooltip names the run.
    return outOfDate(rowIndex).isEmpty() ? text : tr("⟳ %1").arg(text);
}

void ResultsModel::setMetadataColumns(const QStringList &paths)
{
    if (paths == m_metadataColumns)
        return;
    if (!m_metadataColumns.isEmpty()) {
        beginRemoveColumns({}, ColumnCount, columnCount() - 1);
        m_metadataColumns.clear();
        endRemoveColumns();
    }
    if (paths.isEmpty())
        return;
    beginInsertColumns({}, ColumnCount, ColumnCount + int(paths.size()) - 1);
    m_metadataColumns = paths;
    endInsertColumns();
}

const ResultsModel::CaseInfo *ResultsModel::caseInfo(const Row &row) const
{
    const int index = row.result.testCaseIndex;
    if (index < 0 || index >= m_cases.size() || m_cases[index].id != row.testCaseName)
        return nullptr;
    return &m_cases[index];
}

QString ResultsModel::shownName(const Row &row) const
{
    const CaseInfo *info = caseInfo(row);
    if (!info)
        return row.testCaseName;
    return m_titles.of(row.result.testCaseIndex);
}

QVariant ResultsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row &row = m_rows[index.row()];
    switch (role) {
    case Qt::DisplayRole: return display(index.row(), index.column());
    case Qt::ToolTipRole: return tooltip(index.row());
    case Qt::TextAlignmentRole:
        if (index.column() == ScoreColumn || index.column() == ThresholdColumn || index.column() == FlipRateColumn
            || index.column() == AsLabelledColumn || index.column() == CallsColumn || index.column() == CostColumn)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        return int(Qt::AlignLeft | Qt::AlignVCenter);
    case SortRole: return sortValue(index.row(), index.column());
    case StatusRole: return int(status(index.row()));
    case TestCaseIndexRole: return row.result.testCaseIndex;
    case MetricIdRole: return row.result.metricId;
    case StaleRole: return row.waiting || row.stale;
    case OutOfDateRole: return outOfDate(index.row());
    case HumanRole: return int(human(index.row()));
    case CaseKeyRole: return row.testCaseName;
    default: return {};
    }
}

QVariant ResultsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    // The metric's own word for its score: "Label" beside the Human column read as a person's label.
    if (orientation == Qt::Horizontal && role == Qt::ToolTipRole && section == LabelColumn)
        return tr("The metric's own grade of its score (\"Strong Grounding\", \"RELIABLE\" …), not a person's label");
    if (orientation == Qt::Horizontal && role == Qt::ToolTipRole && section == AsLabelledColumn)
        return tr("The score a human label on one exchange is compared with (that exchange's own score, not the "
                  "whole conversation's) and the judge's pass/fail on it");
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case TestCaseColumn: return tr("Test case");
    case MetricColumn: return tr("Metric");
    case ScoreColumn: return tr("Score");
    case ThresholdColumn: return tr("Threshold");
    case StatusColumn: return tr("Result");
    case HumanColumn: return humanHeader();
    case AsLabelledColumn: return tr("As labelled");
    case FlipRateColumn: return tr("Flip rate");
    case LabelColumn: return tr("Grade");
    case ReasonColumn: return tr("Reason");
    case CallsColumn: return tr("Calls");
    case CostColumn: return tr("Cost");
    default: return m_metadataColumns.value(section - ColumnCount);
    }
}

bool ResultsModel::containsText(int rowIndex, const TextFinder &text) const
{
    const Row &row = m_rows[rowIndex];
    const auto contains = [&text](QStringView field) { return text.foundIn(field); };
    if (contains(row.testCaseName) || contains(shownName(row)) || contains(row.metricName))
        return true;
    // The reason as shown: on one line, its blanks collapsed. That only changes what a text with
    // a blank in it finds, and only in a reason with other blanks: otherwise it is read in place.
    const MetricResult &result = row.result;
    const QString &reason = result.hasError() ? result.error : result.isSkipped() ? result.skipReason : result.reason;
    if (contains(text.hasBlank() && !isOneLine(reason) ? oneLine(reason) : reason))
        return true;
    for (int column = ColumnCount; column < columnCount(); ++column) {
        if (contains(display(rowIndex, column).toString()))
            return true;
    }
    return false;
}

QVariant ResultsModel::display(int rowIndex, int column) const
{
    const Row &row = m_rows[rowIndex];
    const MetricResult &result = row.result;
    switch (column) {
    case TestCaseColumn: return shownName(row);
    case MetricColumn: return row.metricName;
    case ScoreColumn: return resultScoreText(result);
    case ThresholdColumn:
        return result.strictMode ? tr("%1 (strict)").arg(result.threshold, 0, 'f', 2)
                                 : QString::number(result.threshold, 'f', 2);
    case StatusColumn: return resultStatusText(status(rowIndex), !outOfDate(rowIndex).isEmpty());
    case HumanColumn: {
        const std::optional<HumanLabel> label = m_labels.find(row.testCaseName, result.metricId);
        // The header names a scope every label shares; a cell names its own otherwise.
        return humanLabelText(human(rowIndex), label && !m_sharedLabelScope ? label->exchange : HumanLabel::WholeCase);
    }
    case AsLabelledColumn: return asLabelledText(rowIndex);
    case FlipRateColumn: return result.repeat ? result.repeat->flipText() : QString();
    case LabelColumn: return result.label;
    case ReasonColumn:
        return oneLine(result.hasError() ? result.error : result.isSkipped() ? result.skipReason : result.reason);
    case CallsColumn: return QString::number(result.calls.judgeCalls);
    case CostColumn: return costText(result.calls.knownCost());
    default:
        if (const CaseInfo *info = caseInfo(row))
            return MetadataFields::text(info->metadata, m_metadataColumns.value(column - ColumnCount));
        return QString();
    }
}

std::optional<double> ResultsModel::sortNumber(int rowIndex, int column) const
{
    const Row &row = m_rows[rowIndex];
    const MetricResult &result = row.result;
    switch (column) {
    case TestCaseColumn: return result.testCaseIndex;
    case MetricColumn: return row.metricRank;
    case ScoreColumn: return result.score.value_or(-1.0);
    case ThresholdColumn: return result.threshold;
    case StatusColumn: return int(status(rowIndex));
    case HumanColumn: return int(human(rowIndex));
    case AsLabelledColumn: {
        const std::optional<HumanLabel> label = m_labels.find(row.testCaseName, result.metricId);
        const std::optional<double> score =
            label && label->ratesExchange() ? labelledScore(rowIndex, *label).score : std::nullopt;
        return score.value_or(-1.0);
    }
    case FlipRateColumn: return result.repeat && result.repeat->scored > 0 ? result.repeat->flipRate() : -1.0;
    case CallsColumn: return result.calls.judgeCalls;
    case CostColumn: return result.calls.knownCost().value_or(-1.0);
    default: return std::nullopt;
    }
}

QVariant ResultsModel::sortValue(int rowIndex, int column) const
{
    if (const std::optional<double> number = sortNumber(rowIndex, column))
        return *number;
    if (column >= ColumnCount) {
        const CaseInfo *info = caseInfo(m_rows[rowIndex]);
        return info ? MetadataFields::sortKey(info->metadata, m_metadataColumns.value(column - ColumnCount))
                    : QVariant();
    }
    return display(rowIndex, column);
}

QString ResultsModel::tooltip(int rowIndex) const
{
    const Row &row = m_rows[rowIndex];
    const MetricResult &result = row.result;
    QStringList lines{tr("%1 on %2").arg(row.metricName, shownName(row)),
                      tr("Score %1, threshold %2%3")
                          .arg(resultScoreText(result), QString::number(result.threshold, 'f', 2),
                               result.strictMode ? tr(" (strict mode)") : QString())};
    // Two numbers for one score: said once what each is.
    if (const std::optional<double> raw = unroundedScore(result)) {
        const QString unrounded = QString::number(*raw, 'f', 4);
        const QString rounded = QString::number(roundedScore(result), 'f', 2);
        lines.append(showsRoundedScore(result)
                         ? tr("The score is %1 before rounding, which decides the label and pass/fail; the score "
                              "shown is that rounded to two decimals, as TrustifAI reports it")
                               .arg(unrounded)
                         : tr("The score as computed is %1: it decides the label and pass/fail; TrustifAI reports it "
                              "rounded to two decimals, %2")
                               .arg(unrounded, rounded));
    }
    if (shownName(row) != row.testCaseName)
        lines.append(tr("Test case id: %1").arg(row.testCaseName));
    if (!result.label.isEmpty())
        lines.append(tr("Label: %1").arg(result.label));
    if (const std::optional<HumanLabel> label = m_labels.find(row.testCaseName, result.metricId)) {
        const Human human = this->human(rowIndex);
        lines.append(human == Human::PassJudgeFails || human == Human::FailJudgePasses
                         ? (label->pass ? tr("Human label: pass — the judge says fail")
                                        : tr("Human label: fail — the judge says pass"))
                         : (label->pass ? tr("Human label: pass") : tr("Human label: fail")));
        if (label->rating)
            lines.append(tr("Human rating: %1").arg(*label->rating));
        if (label->ratesExchange()) {
            const ScoreForLabel paired = labelledScore(rowIndex, *label);
            lines.append(paired.score
                             ? tr("The label rates %1, compared with its own score %2")
                                   .arg(HumanLabel::scopeText(label->exchange), QString::number(*paired.score, 'f', 3))
                             : tr("The label rates %1, which this result cannot score alone: %2")
                                   .arg(HumanLabel::scopeText(label->exchange), paired.cannotScore));
        }
    }
    if (result.hasError()) {
        lines.append(tr("Error: %1").arg(result.error));
        if (!result.errorStep.isEmpty())
            lines.append(tr("Failing step: %1").arg(result.errorStep));
    } else if (result.isSkipped()) {
        lines.append(tr("Skipped: %1").arg(result.skipReason));
    } else if (!result.reason.isEmpty()) {
        lines.append(result.reason);
    }
    if (result.isPartial())
        lines.append(tr("Warning: %1").arg(result.warning));
    if (result.repeat)
        lines.append(tr("Repeated: %1; the rest is the last repetition's.").arg(result.repeat->text()));
    lines.append(
        tr("Judge calls: %1 sent, %2 from the cache").arg(result.calls.judgeCalls).arg(result.calls.cachedCalls));
    if (!result.calls.knownCost())
        lines.append(tr("Cost —: not every call had a price (the offline judge and embeddings have none; set the "
                        "judge model's price in Judge Settings), or no call was made."));
    if (result.calls.batchCalls > 0)
        lines.append(tr("%n call(s) answered in provider batches: the cost is the batch price (half the direct price).",
                        nullptr, result.calls.batchCalls));
    if (const QString why = outOfDate(rowIndex); !why.isEmpty()) {
        lines.append(tr("Out of date — press F5: %1.").arg(why));
        if (!asLabelledText(rowIndex).isEmpty())
            lines.append(tr("⟳ As labelled: from run %1, out of date.").arg(runName(result.runId)));
    }
    if (row.waiting)
        lines.append(tr("From the previous run; this run has not reached it yet."));
    else if (row.stale)
        lines.append(tr("From an earlier run: the run that was to replace it was cancelled."));
    return lines.join(QLatin1Char('\n'));
}

ResultsModel::Status ResultsModel::shownStatus(const Row &row)
{
    return row.waiting ? Status::Running : resultStatus(row.result);
}

void ResultsModel::tally(const Row &row, int sign)
{
    const QPair<quint64, QString> key{row.result.runId, row.result.metricId};
    Tally &tally = m_tallies[key];
    tally.rows += sign;
    tally.strictLost += row.strictLost ? sign : 0;
    tally.statuses[int(shownStatus(row))] += sign;
    if (tally.rows == 0)
        m_tallies.remove(key);
    m_repeatedRows += row.result.repeat ? sign : 0;
}

std::array<int, 6> ResultsModel::statusCounts() const
{
    std::array<int, 6> counts{};
    for (auto it = m_tallies.cbegin(); it != m_tallies.cend(); ++it) {
        for (int status = 0; status < int(counts.size()); ++status)
            counts[status] += it->statuses[status];
    }
    return counts;
}

QList<int> ResultsModel::rowsOf(int testCaseIndex) const
{
    const auto first = std::lower_bound(m_rows.cbegin(), m_rows.cend(), testCaseIndex,
                                        [](const Row &row, int index) { return row.result.testCaseIndex < index; });
    const auto last = std::upper_bound(first, m_rows.cend(), testCaseIndex,
                                       [](int index, const Row &row) { return index < row.result.testCaseIndex; });
    QList<int> rows;
    for (auto at = first; at != last; ++at)
        rows.append(int(at - m_rows.cbegin()));
    return rows;
}

QList<int> ResultsModel::testCaseFirstRows() const
{
    // Rows are ordered by test case: one binary search per test case, not a look at every row.
    QList<int> firstRows;
    for (auto at = m_rows.cbegin(); at != m_rows.cend();) {
        firstRows.append(int(at - m_rows.cbegin()));
        const int testCase = at->result.testCaseIndex;
        at = std::upper_bound(at, m_rows.cend(), testCase,
                              [](int index, const Row &row) { return index < row.result.testCaseIndex; });
    }
    return firstRows;
}

ResultsModel::Status ResultsModel::status(int row) const
{
    return shownStatus(m_rows[row]);
}

void ResultsModel::clear()
{
    beginResetModel();
    m_rows.clear();
    m_rowByKey.clear();
    m_exchangeScores.clear();
    m_tallies.clear();
    m_repeatedRows = 0;
    m_spool = std::make_shared<BlobSpool>(); // the old one goes with the last result packed into it
    endResetModel();
}

void ResultsModel::addResult(const MetricResult &result)
{
    addResults({result});
}

void ResultsModel::addResults(const QList<MetricResult> &results)
{
    addPacked(PackedResult::pack(results, *m_spool));
}

void ResultsModel::addPacked(const QList<PackedResult> &results)
{
    // One signal per batch, not per result: views and the failure walk recompute on each, and a
    // run of 477 conversations replaces 477 rows at once.
    int firstChanged = int(m_rows.size());
    int lastChanged = -1;
    QList<PackedResult> fresh;
    QHash<QPair<int, QString>, int> freshByKey;
    for (const PackedResult &packed : results) {
        const MetricResult &result = packed.brief;
        const int existing = rowOf(result.testCaseIndex, result.metricId);
        if (existing >= 0) {
            Row &row = m_rows[existing];
            tally(row, -1);
            row.result = result;
            row.windows = packed.windows;
            row.failingItems = packed.failingItems;
            row.testCaseName = caseName(result);
            row.strictLost = false;
            row.revision = ++m_revisions;
            row.ranThreshold = result.threshold;
            row.ranStrict = result.strictMode;
            row.waiting = false;
            row.stale = false;
            tally(row, 1);
            firstChanged = qMin(firstChanged, existing);
            lastChanged = qMax(lastChanged, existing);
            continue;
        }
        const QPair<int, QString> key{result.testCaseIndex, result.metricId};
        if (const auto seen = freshByKey.constFind(key); seen != freshByKey.constEnd()) {
            fresh[*seen] = packed;
            continue;
        }
        freshByKey.insert(key, int(fresh.size()));
        fresh.append(packed);
    }
    if (lastChanged >= 0)
        Q_EMIT dataChanged(index(firstChanged, 0), index(lastChanged, columnCount() - 1));
    const auto before = [](const PackedResult &a, const PackedResult &b) { return rowBefore(a.brief, b.brief); };
    std::stable_sort(fresh.begin(), fresh.end(), before);
    // New rows in blocks: those that go between the same two existing rows are one insertion.
    for (int first = 0; first < fresh.size();) {
        const auto at =
            std::upper_bound(m_rows.begin(), m_rows.end(), fresh[first].brief,
                             [](const MetricResult &r, const Row &row) { return rowBefore(r, row.result); });
        const int position = int(at - m_rows.begin());
        int end = first + 1;
        while (end < fresh.size() && (position == rowCount() || rowBefore(fresh[end].brief, m_rows[position].result)))
            ++end;
        beginInsertRows({}, position, position + (end - first) - 1);
        std::vector<Row> block;
        block.reserve(end - first);
        for (int i = first; i < end; ++i) {
            const MetricResult &result = fresh[i].brief;
            block.push_back({result, fresh[i].windows, fresh[i].failingItems, caseName(result),
                             metricName(result.metricId), metricOrder(result.metricId), false, ++m_revisions,
                             result.threshold, result.strictMode});
            tally(block.back(), 1);
        }
        m_rows.insert(m_rows.begin() + position, std::make_move_iterator(block.begin()),
                      std::make_move_iterator(block.end()));
        reindexFrom(position);
        endInsertRows();
        first = end;
    }
}

ScoreForLabel ResultsModel::labelledScore(int row, const HumanLabel &label) const
{
    const Row &entry = m_rows[row];
    if (!label.ratesExchange())
        return scoreForLabel(entry.result, label);
    ExchangeScore &cached = m_exchangeScores[{entry.result.testCaseIndex, entry.result.metricId}];
    if (cached.revision != entry.revision || cached.exchange != label.exchange)
        cached = {entry.revision, label.exchange, scoreForLabel(wholeResult(row), label)};
    return cached.paired;
}

MetricResult ResultsModel::wholeResult(int row) const
{
    return PackedResult{m_rows[row].result, m_rows[row].windows, {}}.unpacked(*m_spool);
}

QList<MetricResult> ResultsModel::wholeResults() const
{
    QList<MetricResult> list;
    list.reserve(qsizetype(m_rows.size()));
    for (int row = 0; row < rowCount(); ++row)
        list.append(wholeResult(row));
    return list;
}

void ResultsModel::reindexFrom(int first)
{
    for (int row = first; row < rowCount(); ++row)
        m_rowByKey.insert({m_rows[row].result.testCaseIndex, m_rows[row].result.metricId}, row);
}

int ResultsModel::rowOf(int testCaseIndex, const QString &metricId) const
{
    return m_rowByKey.value({testCaseIndex, metricId}, -1);
}

void ResultsModel::beginRun(quint64 runId, const RunScope &scope)
{
    m_runId = runId;
    m_running = true;
    changeRows([&scope](const Row &row) { return scope.contains(row.result.testCaseIndex, row.result.metricId); },
               [](Row &row) { row.waiting = true; });
}

void ResultsModel::endRun(quint64 runId, bool cancelled)
{
    if (runId != m_runId || !m_running)
        return;
    m_running = false;
    if (!cancelled) {
        dropWaitingRows();
        return;
    }
    // The rows it did not reach stop waiting and show their own outcome again, marked stale.
    changeRows([](const Row &row) { return row.waiting; },
               [](Row &row) {
                   row.waiting = false;
                   row.stale = true;
               });
}

void ResultsModel::changeRows(const std::function<bool(const Row &)> &picked, const std::function<void(Row &)> &change)
{
    int first = int(m_rows.size());
    int last = -1;
    for (int row = 0; row < rowCount(); ++row) {
        Row &entry = m_rows[row];
        if (!picked(entry))
            continue;
        tally(entry, -1);
        change(entry);
        tally(entry, 1);
        first = qMin(first, row);
        last = row;
    }
    if (last >= 0)
        Q_EMIT dataChanged(index(first, 0), index(last, ColumnCount - 1));
}

void ResultsModel::dropWaitingRows()
{
    // The rows to drop, as blocks of neighbours [first, last], last block first.
    QList<QPair<int, int>> blocks;
    for (int row = int(m_rows.size()) - 1; row >= 0; --row) {
        if (!m_rows[row].waiting)
            continue;
        if (!blocks.isEmpty() && blocks.last().first == row + 1)
            blocks.last().first = row;
        else
            blocks.append({row, row});
    }
    if (blocks.isEmpty())
        return;
    for (const auto &[first, last] : std::as_const(blocks)) {
        for (int row = first; row <= last; ++row)
            tally(m_rows[row], -1);
    }
    // Scattered among thousands of rows (a run of fewer metrics after a large one), one removal
    // per block would redo every view's mapping each time: all at once is a reset.
    constexpr int MostBlocksRemovedOneByOne = 64;
    if (blocks.size() > MostBlocksRemovedOneByOne) {
        beginResetModel();
        std::erase_if(m_rows, [](const Row &row) { return row.waiting; });
        m_rowByKey.clear();
        reindexFrom(0);
        endResetModel();
        return;
    }
    for (const auto &[first, last] : std::as_const(blocks)) {
        beginRemoveRows({}, first, last);
        for (int row = first; row <= last; ++row)
            m_rowByKey.remove({m_rows[row].result.testCaseIndex, m_rows[row].result.metricId});
        m_rows.erase(m_rows.begin() + first, m_rows.begin() + last + 1);
        reindexFrom(first);
        endRemoveRows();
    }
}

bool ResultsModel::rescore(const QString &metricId, const QJsonObject &params)
{
    const MetricInfo *info = MetricRegistry::find(metricId);
    if (!info)
        return true;
    const QJsonObject resolved = MetricRegistry::resolve(*info, params).values;
    bool exact = true;
    int firstChanged = int(m_rows.size());
    int lastChanged = -1;
    for (int row = 0; row < rowCount(); ++row) {
        Row &entry = m_rows[row];
        if (entry.result.metricId != metricId)
            continue;
        // Strict mode switched on or off per window reads the windows; anything else the brief.
        const bool strict = resolved.value(QStringLiteral("strict_mode")).toBool(entry.result.strictMode);
        const bool needsWindows = info->strictPerWindow && strict != entry.result.strictMode;
        const MetricResult original = needsWindows ? wholeResult(row) : entry.result;
        const Rescored rescored = rescoreResult(original, resolved);
        exact = exact && rescored.exact;
        // Lost until strict mode is back on or a run replaces the result.
        const bool strictLost = !rescored.exact || (entry.strictLost && !rescored.result.strictMode);
        if (rescored.result == original && strictLost == entry.strictLost)
            continue;
        const PackedResult packed = needsWindows ? PackedResult::pack(rescored.result, *m_spool)
                                                 : PackedResult{rescored.result, entry.windows, entry.failingItems};
        tally(entry, -1);
        entry.result = packed.brief;
        entry.windows = packed.windows;
        entry.failingItems = packed.failingItems;
        entry.strictLost = strictLost;
        entry.revision = ++m_revisions;
        tally(entry, 1);
        firstChanged = qMin(firstChanged, row);
        lastChanged = qMax(lastChanged, row);
    }
    // One signal for the whole metric: a threshold on 477 conversations is one recomputation.
    if (lastChanged >= 0)
        Q_EMIT dataChanged(index(firstChanged, 0), index(lastChanged, ColumnCount - 1));
    return exact;
}

void ResultsModel::setOutOfDate(const OutOfDate &outOfDate)
{
    if (outOfDate == m_outOfDate)
        return;
    m_outOfDate = outOfDate;
    if (!m_rows.empty())
        Q_EMIT dataChanged(index(0, 0), index(int(m_rows.size()) - 1, ColumnCount - 1));
}

void ResultsModel::setCaseOutOfDate(const CaseOutOfDate &outOfDate)
{
    if (outOfDate == m_caseOutOfDate)
        return;
    QSet<int> cases;
    for (auto it = outOfDate.cbegin(); it != outOfDate.cend(); ++it) {
        if (m_caseOutOfDate.value(it.key()) != it.value())
            cases.insert(it.key().second);
    }
    for (auto it = m_caseOutOfDate.cbegin(); it != m_caseOutOfDate.cend(); ++it) {
        if (!outOfDate.contains(it.key()))
            cases.insert(it.key().second);
    }
    m_caseOutOfDate = outOfDate;
    for (const int testCase : std::as_const(cases)) {
        const QList<int> rows = rowsOf(testCase);
        if (!rows.isEmpty())
            Q_EMIT dataChanged(index(rows.first(), 0), index(rows.last(), ColumnCount - 1));
    }
}

QString ResultsModel::outOfDate(int row) const
{
    const Row &entry = m_rows[row];
    QStringList why;
    if (entry.strictLost)
        why.append(entry.result.repeat
                       ? tr("strict mode was changed on a repeated result, whose earlier repetitions kept only "
                            "their scores")
                       : tr("strict mode was switched off on a score it had set to 0"));
    const QString changed = m_outOfDate.value({entry.result.runId, entry.result.metricId});
    if (!changed.isEmpty())
        why.append(changed);
    const QString edited = m_caseOutOfDate.value({entry.result.runId, entry.result.testCaseIndex});
    if (!edited.isEmpty())
        why.append(edited);
    return why.join(QStringLiteral("; "));
}

QString ResultsModel::redecidedFor(int row) const
{
    const Row &entry = m_rows[row];
    if (entry.result.strictMode != entry.ranStrict)
        return entry.result.strictMode ? tr("strict mode on") : tr("strict mode off");
    if (std::abs(entry.result.threshold - entry.ranThreshold) > 1e-12)
        return tr("threshold %1").arg(thresholdText(entry.result.threshold));
    return {};
}

int ResultsModel::outOfDateCount() const
{
    int count = 0;
    for (auto it = m_tallies.cbegin(); it != m_tallies.cend(); ++it)
        count += m_outOfDate.value(it.key()).isEmpty() ? it->strictLost : it->rows;
    // Rows of edited test cases that the tallies did not count already.
    for (auto it = m_caseOutOfDate.cbegin(); it != m_caseOutOfDate.cend(); ++it) {
        for (const int row : rowsOf(it.key().second)) {
            const Row &entry = m_rows[row];
            if (entry.result.runId == it.key().first && !entry.strictLost
                && m_outOfDate.value({entry.result.runId, entry.result.metricId}).isEmpty())
                ++count;
        }
    }
    return count;
}

QStringList ResultsModel::outOfDateReasons(int most) const
{
    QStringList reasons;
    const auto add = [&reasons, most](const QString &why) {
        for (const QString &part : why.split(QStringLiteral("; "), Qt::SkipEmptyParts)) {
            if (reasons.size() < most && !reasons.contains(part))
                reasons.append(part);
        }
    };
    for (auto it = m_tallies.cbegin(); it != m_tallies.cend(); ++it)
        add(m_outOfDate.value(it.key()));
    for (auto it = m_caseOutOfDate.cbegin(); it != m_caseOutOfDate.cend(); ++it) {
        if (!rowsOf(it.key().second).isEmpty())
            add(it.value());
    }
    return reasons;
}

QString ResultsModel::runName(quint64 runId) const
{
    if (runId >= KeptRunBase)
        return QStringLiteral("#%1").arg(runId - KeptRunBase);
    if (const auto kept = m_keptIds.constFind(runId); kept != m_keptIds.constEnd())
        return QStringLiteral("#%1").arg(*kept);
    return tr("%1 of this session").arg(runId);
}

} // namespace claimscope
