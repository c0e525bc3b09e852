#include "calllogmodel.h"

#include "metrics/registry.h"
#include "model/metricresult.h"
#include "model/secretmask.h"

#include <QDataStream>
#include <QIODevice>
#include <QJsonDocument>

namespace claimscope {

namespace {

CallRecord masked(CallRecord record)
{
    record.prompt = maskSecrets(record.prompt);
    record.answer = maskSecrets(record.answer);
    record.request = maskSecrets(record.request);
    record.error = maskSecrets(record.error);
    return record;
}

QString metricName(const QString &metricId)
{
    const MetricInfo *info = MetricRegistry::find(metricId);
    return info ? info->displayName : metricId;
}

// "turn_faithfulness__verdicts" → "verdicts": the metric has a column of its own.
QString shortStep(const QString &step)
{
    const qsizetype separator = step.indexOf(QLatin1String("__"));
    return separator < 0 ? step : step.mid(separator + 2);
}

int totalTokens(const CallRecord &record)
{
    return qMax(0, record.promptTokens) + qMax(0, record.completionTokens);
}

} // namespace

QString callStatusText(const QString &status)
{
    if (status == QLatin1String("ok"))
        return CallLogModel::tr("✓ ok");
    if (status == QLatin1String("cached"))
        return CallLogModel::tr("● cached");
    if (status == QLatin1String("repaired"))
        return CallLogModel::tr("↻ repaired");
    return CallLogModel::tr("⚠ error");
}

QString callStatus(const CallRecord &record)
{
    if (!record.ok)
        return QStringLiteral("error");
    if (record.cached)
        return QStringLiteral("cached");
    return record.repair ? QStringLiteral("repaired") : QStringLiteral("ok");
}

namespace {

CallLogModel::PackedCall packed(const CallLogModel::Entry &entry, BlobSpool &spool)
{
    CallLogModel::PackedCall call{masked(entry.record), entry.time, {}};
    QByteArray texts;
    QDataStream out(&texts, QIODevice::WriteOnly);
    out << call.brief.prompt.toUtf8() << call.brief.request.toUtf8() << call.brief.answer.toUtf8();
    call.texts = spool.append(texts);
    call.brief.prompt.clear();
    call.brief.request.clear();
    call.brief.answer.clear();
    return call;
}

} // namespace

QList<CallLogModel::PackedCall> CallLogModel::pack(const QList<Entry> &entries, BlobSpool &spool)
{
    QList<PackedCall> calls;
    calls.reserve(entries.size());
    for (const Entry &entry : entries)
        calls.append(packed(entry, spool));
    return calls;
}

CallRecord CallLogModel::unpacked(const PackedCall &call) const
{
    CallRecord record = call.brief;
    QDataStream in(m_spool->read(call.texts));
    QByteArray prompt;
    QByteArray request;
    QByteArray answer;
    in >> prompt >> request >> answer;
    record.prompt = QString::fromUtf8(prompt);
    record.request = QString::fromUtf8(request);
    record.answer = QString::fromUtf8(answer);
    return record;
}

CallRecord CallLogModel::record(int row) const
{
    return unpacked(m_rows[row]);
}

CallLogModel::CallLogModel(QObject *parent)
    : QAbstractTableModel(parent)
    , m_spool(std::make_shared<BlobSpool>())
{
}

int CallLogModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int CallLogModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant CallLogModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case TimeColumn: return tr("Time");
    case TestCaseColumn: return tr("Test case");
    case MetricColumn: return tr("Metric");
    case StepColumn: return tr("Step");
    case ScopeColumn: return tr("Scope");
    case StatusColumn: return tr("Status");
    case HttpColumn: return tr("HTTP");
    case AttemptsColumn: return tr("Attempts");
    case LatencyColumn: return tr("Latency");
    case TokensColumn: return tr("Tokens in/out");
    case CostColumn: return tr("Cost");
    default: return {};
    }
}

QVariant CallLogModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const PackedCall &row = m_rows[index.row()];
    const CallRecord &record = row.brief;
    switch (role) {
    case Qt::DisplayRole: return display(row, index.column());
    case Qt::ToolTipRole:
        if (index.column() == TestCaseColumn) // the whole name, where the cell cuts it
            return testCaseName(record.testCaseIndex);
        return record.error.isEmpty() ? tr("%1 · %2").arg(record.step, record.scope)
                                      : tr("%1 · %2\nError: %3").arg(record.step, record.scope, record.error);
    case Qt::TextAlignmentRole:
        return index.column() >= HttpColumn ? int(Qt::AlignRight | Qt::AlignVCenter)
                                            : int(Qt::AlignLeft | Qt::AlignVCenter);
    case SortRole: return sortValue(row, index.column());
    case StatusRole: return callStatus(record);
    case MetricIdRole: return record.metricId;
    case PromptRole: return unpacked(row).prompt;
    case AnswerRole: {
        // A JSON answer reads better indented; anything else stays as the judge sent it.
        const QString answer = unpacked(row).answer;
        const QJsonDocument json = QJsonDocument::fromJson(answer.toUtf8());
        return json.isNull() ? answer : QString::fromUtf8(json.toJson(QJsonDocument::Indented)).trimmed();
    }
    case RequestRole: {
        const CallRecord whole = unpacked(row);
        QString text = tr("Run %1 · %2 · step %3").arg(record.runId).arg(record.judgeLabel, record.step);
        if (!record.scope.isEmpty())
            text += QStringLiteral(" · ") + record.scope;
        text += QStringLiteral("\n\n") + whole.prompt;
        if (!whole.request.isEmpty())
            text += tr("\n\n--- request body ---\n%1").arg(whole.request);
        return text;
    }
    case ErrorRole: return record.error;
    case TestCaseIndexRole: return record.testCaseIndex;
    case StepRole: return record.step;
    default: return {};
    }
}

QVariant CallLogModel::display(const PackedCall &row, int column) const
{
    const CallRecord &record = row.brief;
    switch (column) {
    case TimeColumn: return row.time.toString(QStringLiteral("HH:mm:ss.zzz"));
    case TestCaseColumn: return testCaseName(record.testCaseIndex);
    case MetricColumn: return metricName(record.metricId);
    case StepColumn: return shortStep(record.step);
    case ScopeColumn: return record.scope;
    case StatusColumn: return callStatusText(callStatus(record));
    case HttpColumn: return record.httpStatus > 0 ? QString::number(record.httpStatus) : QStringLiteral("—");
    case AttemptsColumn: return record.cached ? QStringLiteral("—") : QString::number(record.attempts);
    case LatencyColumn:
        if (record.cached)
            return QStringLiteral("—");
        // A refused connection fails within the millisecond: say so rather than "0 ms".
        return record.latencyMs == 0 ? tr("< 1 ms") : tr("%1 ms").arg(record.latencyMs);
    case TokensColumn:
        if (record.promptTokens < 0 && record.completionTokens < 0)
            return QStringLiteral("—");
        return QStringLiteral("%1 / %2").arg(qMax(0, record.promptTokens)).arg(qMax(0, record.completionTokens));
    case CostColumn: return costText(record.costUsd, 5);
    default: return {};
    }
}

QVariant CallLogModel::sortValue(const PackedCall &row, int column) const
{
    const CallRecord &record = row.brief;
    switch (column) {
    case TimeColumn: return row.time.toMSecsSinceEpoch();
    case TestCaseColumn: return record.testCaseIndex;
    case HttpColumn: return record.httpStatus;
    case AttemptsColumn: return record.attempts;
    case LatencyColumn: return record.latencyMs;
    case TokensColumn: return totalTokens(record);
    case CostColumn: return record.costUsd.value_or(-1.0);
    default: return display(row, column);
    }
}

QString CallLogModel::testCaseName(int index) const
{
    if (index < 0)
        return QString();
    if (const auto named = m_names.constFind(index); named != m_names.cend())
        return *named;
    return index < m_titles.count() ? m_titles.of(index) : QStringLiteral("#%1").arg(index + 1);
}

void CallLogModel::clear()
{
    beginResetModel();
    m_rows.clear();
    m_callsPerRun.clear();
    m_newestRun = 0;
    m_spool = std::make_shared<BlobSpool>(); // the old one goes with the last call packed into it
    endResetModel();
}

void CallLogModel::append(const CallRecord &record, const QDateTime &time)
{
    append(QList<Entry>{{record, time}});
}

void CallLogModel::append(const QList<Entry> &entries)
{
    appendPacked(pack(entries, *m_spool));
}

void CallLogModel::appendPacked(const QList<PackedCall> &calls)
{
    if (calls.isEmpty())
        return;
    const int first = int(m_rows.size());
    beginInsertRows({}, first, first + int(calls.size()) - 1);
    m_rows.insert(m_rows.end(), calls.cbegin(), calls.cend());
    for (const PackedCall &call : calls) {
        ++m_callsPerRun[call.brief.runId];
        m_newestRun = call.brief.runId;
    }
    endInsertRows();
}

void CallLogModel::setCaseTitles(const CaseTitles &titles)
{
    m_titles = titles;
    m_names.clear();
    if (!m_rows.empty())
        Q_EMIT dataChanged(index(0, TestCaseColumn), index(int(m_rows.size()) - 1, TestCaseColumn));
}

void CallLogModel::setTestCaseName(int index, const QString &name)
{
    if (m_names.value(index) == name)
        return;
    m_names.insert(index, name);
    if (!m_rows.empty())
        Q_EMIT dataChanged(this->index(0, TestCaseColumn), this->index(int(m_rows.size()) - 1, TestCaseColumn));
}

} // namespace claimscope
