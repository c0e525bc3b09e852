#include "resultshub.h"

#include "metrics/registry.h"
#include "model/casechanges.h"

#include <QPromise>
#include <QSet>
#include <QThreadPool>

#include <utility>

namespace claimscope {

namespace {

// Results and calls arrive in bursts; one model update per interval keeps views and charts calm.
constexpr int FlushIntervalMs = 50;

} // namespace

ResultsHub::ResultsHub(QObject *parent)
    : QObject(parent)
    , m_results(new ResultsModel(this))
    , m_breakdown(new BreakdownModel(this))
    , m_calls(new CallLogModel(this))
{
    m_flushTimer.setSingleShot(true);
    m_flushTimer.setInterval(FlushIntervalMs);
    connect(&m_flushTimer, &QTimer::timeout, this, &ResultsHub::flushInBackground);
    connect(&m_packing, &QFutureWatcherBase::finished, this, [this] {
        takePacked();
        startPacking(); // calls that arrived meanwhile
    });
}

void ResultsHub::setTestCases(const QList<TestCase> &testCases)
{
    m_testCases = testCases;
    m_titles = CaseTitles(testCases);
    m_calls->setCaseTitles(m_titles);
    m_results->setTestCases(testCases);
    updateCaseOutOfDate();
}

const TestCase *ResultsHub::testCase(int index) const
{
    return index >= 0 && index < m_testCases.size() ? &m_testCases[index] : nullptr;
}

void ResultsHub::selectResult(int testCaseIndex, const QString &metricId)
{
    if (testCaseIndex == m_currentCase && metricId == m_currentMetric)
        return;
    m_currentCase = testCaseIndex;
    m_currentMetric = metricId;
    refreshBreakdown();
    Q_EMIT currentResultChanged(m_currentCase, m_currentMetric);
}

void ResultsHub::refreshBreakdown()
{
    const int row = m_results->rowOf(m_currentCase, m_currentMetric);
    if (row < 0) {
        m_breakdown->clear();
        m_breakdownRevision = 0;
        return;
    }
    if (m_breakdown->hasResult() && m_results->revision(row) == m_breakdownRevision)
        return;
    // Replaced or rescored: read back whole, and kept as shown (expanded, selected) if unchanged.
    m_breakdownRevision = m_results->revision(row);
    const MetricResult whole = m_results->wholeResult(row);
    if (!m_breakdown->hasResult() || !(m_breakdown->result() == whole))
        m_breakdown->setResult(whole);
}

QString ResultsHub::outOfDate(int testCaseIndex, const QString &metricId) const
{
    const int row = m_results->rowOf(testCaseIndex, metricId);
    return row < 0 ? QString() : m_results->outOfDate(row);
}

const ResultBasis *ResultsHub::basisOf(int testCaseIndex, const QString &metricId) const
{
    const int row = m_results->rowOf(testCaseIndex, metricId);
    if (row < 0)
        return nullptr;
    const auto basis = m_bases.constFind(m_results->result(row).runId);
    return basis == m_bases.cend() ? nullptr : &*basis;
}

const TestCase *ResultsHub::computedCase(int testCaseIndex, const QString &metricId) const
{
    const ResultBasis *basis = basisOf(testCaseIndex, metricId);
    const TestCase *read = basis ? basis->testCase(testCaseIndex) : nullptr;
    return read ? read : testCase(testCaseIndex);
}

bool ResultsHub::turnEditedSince(int testCaseIndex, const QString &metricId, int turnIndex) const
{
    const ResultBasis *basis = basisOf(testCaseIndex, metricId);
    const TestCase *read = basis ? basis->testCase(testCaseIndex) : nullptr;
    if (!read)
        return false;
    const TestCase *now = testCase(testCaseIndex);
    return !now || CaseChanges::turnChanged(*read, *now, turnIndex);
}

std::optional<ResultsHub::SentPrompt> ResultsHub::sentPrompt(int testCaseIndex, const QString &metricId,
                                                             const QString &step, const QString &scope) const
{
    const int resultRow = m_results->rowOf(testCaseIndex, metricId);
    if (resultRow < 0)
        return std::nullopt;
    const quint64 runId = m_results->result(resultRow).runId;
    int found = -1;
    for (int row = 0; row < m_calls->rowCount(); ++row) {
        const CallRecord &call = m_calls->brief(row);
        if (call.runId != runId || call.testCaseIndex != testCaseIndex || call.step != step || call.metricId != metricId
            || call.repair)
            continue;
        if (found < 0 || call.scope == scope)
            found = row;
        if (call.scope == scope)
            break;
    }
    if (found < 0)
        return std::nullopt;
    SentPrompt sent{m_calls->record(found), m_results->outOfDate(resultRow)};
    // The prompt is rendered from the step's template even where the judge does not read it.
    const ResultBasis basis = m_bases.value(runId);
    if (basis.isKnown() && m_currentBasis.isKnown()
        && basis.templates.text(step) != m_currentBasis.templates.text(step)) {
        const QString edited = ResultBasis::tr("the template %1 was edited").arg(MetricRegistry::stepDisplayName(step));
        if (!sent.outOfDate.contains(edited))
            sent.outOfDate += (sent.outOfDate.isEmpty() ? QString() : QStringLiteral("; ")) + edited;
    }
    return sent;
}

void ResultsHub::runStarted(quint64 runId, const ResultBasis &basis, const RunScope &scope)
{
    flush();
    m_runId = runId;
    m_rescored.clear();
    m_bases.insert(runId, basis);
    m_results->beginRun(runId, scope);
    updateOutOfDate();
    Q_EMIT runningChanged(true);
}

void ResultsHub::setCurrentBasis(const ResultBasis &basis)
{
    m_currentBasis = basis;
    updateOutOfDate();
}

void ResultsHub::updateOutOfDate()
{
    QSet<quint64> shown{m_runId};
    QSet<QPair<quint64, QString>> keys;
    for (const QPair<quint64, QString> &key : m_results->runsAndMetrics()) {
        shown.insert(key.first);
        keys.insert(key);
    }
    for (auto it = m_bases.begin(); it != m_bases.end();)
        it = shown.contains(it.key()) ? std::next(it) : m_bases.erase(it);
    // The running run's results arrive later: mark every metric it may deliver.
    for (const MetricInfo &info : MetricRegistry::all())
        keys.insert({m_runId, info.id});
    ResultsModel::OutOfDate outOfDate;
    for (const auto &[runId, metricId] : std::as_const(keys)) {
        const QStringList why = m_bases.value(runId).outOfDate(metricId, m_currentBasis);
        if (!why.isEmpty())
            outOfDate.insert({runId, metricId}, why.join(QStringLiteral("; ")));
    }
    m_results->setOutOfDate(outOfDate);
    updateCaseOutOfDate();
}

void ResultsHub::updateCaseOutOfDate()
{
    ResultsModel::CaseOutOfDate edited;
    for (auto basis = m_bases.cbegin(); basis != m_bases.cend(); ++basis) {
        for (auto read = basis->testCases.cbegin(); read != basis->testCases.cend(); ++read) {
            const QString why = basis->caseOutOfDate(read.key(), testCase(read.key()));
            if (!why.isEmpty())
                edited.insert({basis.key(), read.key()}, why);
        }
    }
    m_results->setCaseOutOfDate(edited);
}

// The hub shows one run at a time: the live one, or a kept run opened while another runs (whose
// results must not mix in). Stale runs never get here: EngineHost drops them.
bool ResultsHub::isShown(quint64 runId) const
{
    return m_runId == 0 || runId == m_runId;
}

void ResultsHub::addResult(const MetricResult &result)
{
    if (!isShown(result.runId))
        return;
    m_pendingResults.append(result);
    if (result.testCaseIndex >= m_testCases.size() && !result.testCaseName.isEmpty())
        m_calls->setTestCaseName(result.testCaseIndex, result.testCaseName);
    scheduleFlush();
}

void ResultsHub::addCall(const CallRecord &record)
{
    if (!isShown(record.runId))
        return;
    m_pendingCalls.append({record, QDateTime::currentDateTime()});
    scheduleFlush();
}

void ResultsHub::runFinished(const RunSummary &summary)
{
    if (summary.runId != m_runId)
        return;
    flush();
    m_results->endRun(summary.runId, summary.cancelled || !summary.error.isEmpty());
    updateOutOfDate();
    refreshBreakdown();
    Q_EMIT runningChanged(false);
}

void ResultsHub::rescore(const QString &metricId, const QJsonObject &params)
{
    flush();
    m_rescored.insert(metricId, params);
    if (!m_results->rescore(metricId, params))
        Q_EMIT rerunNeeded(metricId);
    if (metricId == m_currentMetric)
        refreshBreakdown();
}

void ResultsHub::showKeptRun(quint64 runId, const QList<PackedResult> &results, const std::shared_ptr<BlobSpool> &spool)
{
    runStarted(runId);
    QList<PackedResult> shown;
    shown.reserve(results.size());
    for (const PackedResult &result : results) {
        PackedResult packed =
            spool == m_results->spool() ? result : PackedResult::pack(result.unpacked(*spool), *m_results->spool());
        packed.brief.runId = runId;
        shown.append(packed);
    }
    showResults(shown);
    RunSummary summary;
    summary.runId = runId;
    runFinished(summary);
}

void ResultsHub::clear()
{
    m_flushTimer.stop();
    m_pendingResults.clear();
    m_pendingCalls.clear();
    if (!m_packingTaken) {
        m_packing.waitForFinished();
        m_packingTaken = true; // its calls belong to what is cleared
    }
    m_rescored.clear();
    m_bases.clear();
    m_results->clear();
    m_results->setOutOfDate({});
    m_results->setCaseOutOfDate({});
    m_calls->clear();
    m_breakdown->clear();
    m_breakdownRevision = 0;
    m_currentCase = -1;
    m_currentMetric.clear();
    Q_EMIT currentResultChanged(m_currentCase, m_currentMetric);
}

void ResultsHub::flush()
{
    m_flushTimer.stop();
    takePacked();
    if (!m_pendingCalls.isEmpty())
        m_calls->append(std::exchange(m_pendingCalls, {}));
    if (!m_pendingResults.isEmpty())
        showResults(PackedResult::pack(std::exchange(m_pendingResults, {}), *m_results->spool()));
}

void ResultsHub::flushInBackground()
{
    m_flushTimer.stop();
    startPacking();
}

void ResultsHub::startPacking()
{
    // One packing at a time keeps calls and results in order; the next starts when it is taken.
    if ((m_pendingCalls.isEmpty() && m_pendingResults.isEmpty()) || !m_packingTaken)
        return;
    m_packingTaken = false;
    auto promise = std::make_shared<QPromise<Packed>>();
    m_packing.setFuture(promise->future());
    QThreadPool::globalInstance()->start([promise, calls = std::exchange(m_pendingCalls, {}),
                                          results = std::exchange(m_pendingResults, {}), callSpool = m_calls->spool(),
                                          resultSpool = m_results->spool()] {
        promise->start();
        promise->addResult(Packed{CallLogModel::pack(calls, *callSpool), PackedResult::pack(results, *resultSpool)});
        promise->finish();
    });
}

void ResultsHub::takePacked()
{
    if (m_packingTaken)
        return;
    m_packing.waitForFinished();
    m_packingTaken = true;
    const Packed packed = m_packing.result();
    m_calls->appendPacked(packed.calls);
    showResults(packed.results);
}

void ResultsHub::showResults(const QList<PackedResult> &arrived)
{
    if (arrived.isEmpty())
        return;
    m_results->addPacked(arrived);
    QSet<QString> metrics;
    for (const PackedResult &result : arrived)
        metrics.insert(result.brief.metricId);
    for (const QString &metricId : metrics) {
        if (m_rescored.contains(metricId) && !m_results->rescore(metricId, m_rescored.value(metricId)))
            Q_EMIT rerunNeeded(metricId);
    }
    refreshBreakdown();
}

void ResultsHub::scheduleFlush()
{
    // A long run floods the event loop with queued signals, in which a timer can starve:
    // a batch that has waited its interval is pushed by the next arrival.
    if (m_flushTimer.isActive() && m_batchAge.elapsed() >= FlushIntervalMs) {
        flushInBackground();
    } else if (!m_flushTimer.isActive()) {
        m_batchAge.start();
        m_flushTimer.start();
    }
}

} // namespace claimscope
