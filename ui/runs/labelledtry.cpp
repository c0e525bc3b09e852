#include "labelledtry.h"

#include "runkeeper.h"

#include "experiments/labelsplit.h"
#include "metrics/registry.h"
#include "ui/document/projectdocument.h"
#include "ui/run/runcontroller.h"
#include "ui/widgets/pendingedit.h"

namespace claimscope {

LabelledTry::LabelledTry(ProjectDocument *document, RunController *runs, RunKeeper *keeper, QObject *parent)
    : QObject(parent)
    , m_document(document)
    , m_runs(runs)
    , m_keeper(keeper)
{
    connect(runs, &RunController::runStarted, this, &LabelledTry::runStarted);
    connect(runs, &RunController::runFinished, this, &LabelledTry::runFinished);
    connect(runs, &RunController::runRefused, this, [this] { m_stage = Stage::Idle; });
    connect(keeper, &RunKeeper::kept, this, &LabelledTry::kept);
    // No earlier run covers the try's cases: the setup as it stands, edits made so far
    // included, is what later tries are compared with.
    connect(keeper, &RunKeeper::baselineKept, this, [this] {
        Q_EMIT message(tr("This try on %n labelled test case(s) is the baseline now, with the templates and params "
                          "as they are (edits made before it included): edit a template or a param and try again "
                          "(Ctrl+Shift+F5) to see whether the judge agrees more with the labels.",
                          nullptr, m_cases));
    });
    connect(keeper, &RunKeeper::baselineFound, this, [this](qint64 baseline, qint64 id) {
        Q_EMIT message(tr("There was no baseline: run #%1, which ran these cases before, is the baseline now, and "
                          "the try #%2 is compared with it.")
                           .arg(baseline)
                           .arg(id));
    });
    connect(keeper, &RunKeeper::documentChanged, this, [this] { m_stage = Stage::Idle; });
    // What a try runs follows the labels, the tuning share and the test cases' names. Labels,
    // settings and a new project count at once, so whatever reads the description next (the
    // Templates tab, the menu's status tip) reads the new counts; edits to test cases are counted
    // once per burst of changes (typing into a test case changes it at every key).
    for (const auto changed :
         {&ProjectDocument::labelsChanged, &ProjectDocument::settingsChanged, &ProjectDocument::projectReset})
        connect(document, changed, this, &LabelledTry::updateScope);
    m_scopeTimer.setSingleShot(true);
    m_scopeTimer.setInterval(0);
    connect(&m_scopeTimer, &QTimer::timeout, this, &LabelledTry::updateScope);
    const auto later = [this] { m_scopeTimer.start(); };
    connect(document, &ProjectDocument::caseChanged, this, later);
    connect(document, &ProjectDocument::casesInserted, this, later);
    connect(document, &ProjectDocument::casesRemoved, this, later);
    updateScope();
}

namespace {

// Why `metric`'s labels cannot give a κ (fewer than two, or every one pass or every one fail);
// empty when they can.
QString whyNoKappa(const HumanLabels &labels, const QString &metric)
{
    int pass = 0;
    int fail = 0;
    for (const QString &testCase : labels.testCases(metric))
        ++(labels.find(testCase, metric)->pass ? pass : fail);
    if (pass + fail < 2)
        return LabelledTry::tr("%n label(s)", nullptr, pass + fail);
    if (pass == 0 || fail == 0)
        return pass == 0 ? LabelledTry::tr("all %n label(s) fail", nullptr, fail)
                         : LabelledTry::tr("all %n label(s) pass", nullptr, pass);
    return {};
}

} // namespace

QStringList LabelledTry::labelledMetrics() const
{
    const HumanLabels &labels = m_document->labels();
    const QStringList labelled = labels.metrics();
    QStringList metrics;
    for (const MetricInfo &info : MetricRegistry::all()) {
        if (labelled.contains(info.id) && whyNoKappa(labels, info.id).isEmpty())
            metrics.append(info.id);
    }
    return metrics;
}

QStringList LabelledTry::leftOutMetrics() const
{
    const HumanLabels &labels = m_document->labels();
    QStringList texts;
    for (const MetricInfo &info : MetricRegistry::all()) {
        if (const QString why = labels.metrics().contains(info.id) ? whyNoKappa(labels, info.id) : QString();
            !why.isEmpty())
            texts.append(tr("%1 (%2)").arg(info.displayName, why));
    }
    return texts;
}

void LabelledTry::updateScope()
{
    const QStringList metrics = labelledMetrics();
    const QStringList leftOut = leftOutMetrics();
    QString scope;
    if (metrics.isEmpty() && leftOut.isEmpty()) {
        scope = tr("Runs the labelled metrics on the tuning part of the labelled test cases; no test case has a "
                   "human label yet.");
    } else if (metrics.isEmpty()) {
        scope = tr("Runs the labelled metrics on the tuning part of the labelled test cases; none has labels that "
                   "can give a κ yet (two or more, some pass and some fail).");
    } else {
        QStringList names;
        for (const QString &metric : metrics)
            names.append(MetricRegistry::find(metric)->displayName);
        const int cases = int(tuningCases().size());
        scope = metrics.size() == 1
            ? tr("Runs %1, the labelled metric, on %n tuning case(s).", nullptr, cases).arg(names.first())
            : tr("Runs %1, the labelled metrics, on %n tuning case(s).", nullptr, cases)
                  .arg(names.join(QStringLiteral(", ")));
    }
    // A metric with a label or two of one kind cannot give a κ: trying it would only cost time.
    if (!leftOut.isEmpty())
        scope += QLatin1Char(' ')
            + tr("Not tried, as their labels cannot give a κ yet (two or more, some pass and some fail): %1.")
                  .arg(leftOut.join(QStringLiteral(", ")));
    if (scope == m_scope)
        return;
    m_scope = scope;
    Q_EMIT scopeChanged(m_scope);
}

QList<int> LabelledTry::labelledCases(LabelSplit::Part part) const
{
    const HumanLabels &labels = m_document->labels();
    const QStringList metrics = labelledMetrics();
    const LabelSplit split{m_document->settings().tuningShare};
    QList<int> cases;
    for (int index = 0; index < m_document->caseCount(); ++index) {
        const QString name = HumanLabels::caseName(m_document->testCase(index).name, index);
        const bool labelled = std::any_of(metrics.begin(), metrics.end(),
                                          [&](const QString &metric) { return labels.find(name, metric).has_value(); });
        if (labelled && split.partOf(name) == part)
            cases.append(index);
    }
    return cases;
}

QList<int> LabelledTry::tuningCases() const
{
    return labelledCases(LabelSplit::Part::Tuning);
}

QList<int> LabelledTry::heldOutCases() const
{
    return labelledCases(LabelSplit::Part::HeldOut);
}

void LabelledTry::startHeldOut(qint64 idA, qint64 idTry, const std::optional<RunSnapshot> &setupOfA, qint64 aOnHeldOut,
                               qint64 tryOnHeldOut)
{
    commitFocusedEdit();
    if (m_runs->isRunning()) {
        Q_EMIT message(tr("A run is going on: run the held-out cases when it has finished."));
        Q_EMIT heldOutNotStarted();
        return;
    }
    const QList<int> cases = heldOutCases();
    if (cases.isEmpty() || labelledMetrics().isEmpty()) {
        Q_EMIT message(tr("No labelled test case falls in the held-out part: there is nothing to check the try on."));
        Q_EMIT heldOutNotStarted();
        return;
    }
    // A kept run of A's setup on them stands for A; else A's setup runs first when A never ran
    // them: kept(), then the setup as it stands.
    const std::optional<RunSnapshot> setupToRun = aOnHeldOut > 0 ? std::nullopt : setupOfA;
    if (tryOnHeldOut > 0 && !setupToRun) {
        // Both sides ran them before: compared at once, nothing runs.
        Q_EMIT running(tr("Comparing run #%1, the setup of try #%2 on the held-out cases, with %3: nothing runs.")
                           .arg(tryOnHeldOut)
                           .arg(idTry)
                           .arg(aOnHeldOut > 0 ? tr("run #%1, the setup of #%2 on them").arg(aOnHeldOut).arg(idA)
                                               : tr("run #%1").arg(idA)));
        m_keeper->compareHeldOut(idA, idTry, tryOnHeldOut, aOnHeldOut);
        return;
    }
    // Both sides run the same metrics: those A's setup has, when it runs (a metric labelled
    // since A ran has no setup of A's to run, and no A to be compared with).
    m_heldOutMetrics.clear();
    for (const QString &metric : labelledMetrics()) {
        if (!setupToRun || setupToRun->metrics.contains(metric))
            m_heldOutMetrics.append(metric);
    }
    if (m_heldOutMetrics.isEmpty()) {
        Q_EMIT message(tr("Run #%1 ran none of the labelled metrics: there is no setup of A's to check the try "
                          "against on the held-out cases.")
                           .arg(idA));
        Q_EMIT heldOutNotStarted();
        return;
    }
    if (!runLabelled(cases, QPair<qint64, qint64>{idA, idTry}, setupToRun)) {
        Q_EMIT heldOutNotStarted(); // refused: runRefused said why
        return;
    }
    m_aOnHeldOut = aOnHeldOut;
    m_tryOnHeldOut = tryOnHeldOut;
    if (tryOnHeldOut > 0)
        Q_EMIT running(tr("Running the %n held-out case(s) with the setup of run #%1, which never ran them; the "
                          "comparison with run #%2, the setup of try #%3 on them, opens when it is kept.",
                          nullptr, int(cases.size()))
                           .arg(idA)
                           .arg(tryOnHeldOut)
                           .arg(idTry));
    else if (aOnHeldOut > 0)
        Q_EMIT running(tr("Running the %n held-out case(s) with the setup of try #%1; the comparison with run #%2, "
                          "the setup of #%3 on them, opens when it is kept.",
                          nullptr, int(cases.size()))
                           .arg(idTry)
                           .arg(aOnHeldOut)
                           .arg(idA));
    else if (setupToRun)
        Q_EMIT running(tr("Running the %n held-out case(s) twice: first with the setup of run #%1, which never ran "
                          "them, then with the setup of try #%2; the comparison opens when both are kept.",
                          nullptr, int(cases.size()))
                           .arg(idA)
                           .arg(idTry));
    else
        Q_EMIT running(tr("Running the %n held-out case(s) with the setup of try #%1; the comparison with run #%2 "
                          "on them opens when it is kept.",
                          nullptr, int(cases.size()))
                           .arg(idTry)
                           .arg(idA));
}

bool LabelledTry::runLabelled(const QList<int> &cases, std::optional<QPair<qint64, qint64>> heldOutOf,
                              const std::optional<RunSnapshot> &setupOfA)
{
    m_cases = int(cases.size());
    m_heldOutOf = heldOutOf;
    m_runningSetupOfA = heldOutOf && setupOfA;
    m_stage = Stage::Starting;
    const QStringList metrics = heldOutOf ? m_heldOutMetrics : labelledMetrics();
    if (m_runningSetupOfA)
        m_runs->runCasesWithSetup(cases, metrics, *setupOfA, heldOutOf->first,
                                  tr("held-out cases with the setup of #%1").arg(heldOutOf->first));
    else
        m_runs->runCases(cases, metrics,
                         heldOutOf ? tr("held-out check of try #%1").arg(heldOutOf->second)
                                   : tr("try on %n tuning case(s)", nullptr, int(cases.size())),
                         heldOutOf ? heldOutOf->second : 0);
    // A refused run set the stage back to idle.
    if (m_stage == Stage::Idle)
        m_runningSetupOfA = false;
    return m_stage != Stage::Idle;
}

void LabelledTry::start()
{
    commitFocusedEdit(); // a tuning share or a param typed just now decides what runs
    if (m_runs->isRunning()) {
        Q_EMIT message(tr("A run is going on: try on the labelled test cases when it has finished."));
        return;
    }
    // Only the labelled metrics run: the verdict is about them, and the others would only cost time.
    const QStringList metrics = labelledMetrics();
    if (metrics.isEmpty() && !leftOutMetrics().isEmpty()) {
        Q_EMIT message(tr("No metric has labels that can give a κ yet (two or more, some pass and some fail): %1. "
                          "Label more results, then try again.")
                           .arg(leftOutMetrics().join(QStringLiteral(", "))));
        return;
    }
    if (metrics.isEmpty()) {
        Q_EMIT message(tr("No test case has a human label yet: import them first (Edit › Import Human Labels…), "
                          "then try again."));
        return;
    }
    const QList<int> cases = tuningCases();
    if (cases.isEmpty()) {
        Q_EMIT message(tr("None of the labelled test cases falls in the tuning part: label more test cases, "
                          "then try again."));
        return;
    }
    runLabelled(cases, std::nullopt);
}

void LabelledTry::runStarted(quint64 runId, const RunRequest &)
{
    if (m_stage == Stage::Starting) {
        m_stage = Stage::Running;
        m_runId = runId;
    } else {
        m_stage = Stage::Idle; // another run: not the try's
    }
}

void LabelledTry::runFinished(const RunSummary &summary)
{
    if (m_stage != Stage::Running || summary.runId != m_runId)
        return;
    if (summary.cancelled || !summary.error.isEmpty()) {
        m_stage = Stage::Idle;
        m_runningSetupOfA = false;
        m_tryOnHeldOut = 0;
        Q_EMIT message(m_heldOutOf ? tr("The run of the held-out cases did not finish, so it is not compared.")
                                   : tr("The try did not finish, so it is not compared with the baseline."));
        return;
    }
    // The run is kept on the store's thread after this: kept() names it.
    m_stage = Stage::Keeping;
}

void LabelledTry::kept(qint64 id, quint64 engineRunId)
{
    // A run that ended before this one (an F5 run of many results) may be kept after it ended:
    // only this run's own id is compared.
    if (m_stage != Stage::Keeping || engineRunId != m_runId)
        return;
    m_stage = Stage::Idle;
    if (m_heldOutOf && m_runningSetupOfA) {
        // A's side is kept: now the try's setup (the project's as it stands) on the same cases,
        // unless a kept run of it stands for the try.
        m_runningSetupOfA = false;
        if (const qint64 tryOnHeldOut = std::exchange(m_tryOnHeldOut, 0); tryOnHeldOut > 0) {
            m_keeper->compareHeldOut(m_heldOutOf->first, m_heldOutOf->second, tryOnHeldOut, id);
            return;
        }
        m_aOnHeldOut = id;
        const QPair<qint64, qint64> heldOutOf = *m_heldOutOf;
        if (!runLabelled(heldOutCases(), heldOutOf))
            m_aOnHeldOut = 0;
        return;
    }
    if (m_heldOutOf)
        m_keeper->compareHeldOut(m_heldOutOf->first, m_heldOutOf->second, id, std::exchange(m_aOnHeldOut, 0));
    else
        m_keeper->compareWithBaseline(id);
}

} // namespace claimscope
