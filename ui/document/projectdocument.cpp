#include "projectdocument.h"

#include "caseeditcommand.h"
#include "caselistcommand.h"
#include "labelscommand.h"
#include "settingscommand.h"

#include "metrics/registry.h"
#include "results/breakdownmodel.h"

#include <QFileInfo>
#include <QUndoStack>

#include <algorithm>

namespace claimscope {

ProjectDocument::ProjectDocument(QObject *parent)
    : QObject(parent)
    , m_undoStack(new QUndoStack(this))
{
    connect(m_undoStack, &QUndoStack::cleanChanged, this, [this] { Q_EMIT modifiedChanged(isModified()); });
}

TemplateSet ProjectDocument::templates() const
{
    TemplateSet set;
    for (auto it = m_project.settings.templates.begin(); it != m_project.settings.templates.end(); ++it)
        set.setText(it.key(), it.value());
    return set;
}

MetricSelection ProjectDocument::metric(const QString &id) const
{
    for (const MetricSelection &metric : m_project.settings.metrics) {
        if (metric.id == id)
            return metric;
    }
    return {id, true, {}};
}

QString ProjectDocument::displayName() const
{
    if (!m_filePath.isEmpty())
        return QFileInfo(m_filePath).fileName();
    return m_title.isEmpty() ? tr("Untitled") : m_title;
}

bool ProjectDocument::isModified() const
{
    return m_modifiedWithoutUndo || !m_undoStack->isClean();
}

void ProjectDocument::reset(const Project &project, const QString &filePath, const QString &title, bool modified,
                            const QString &sourcePath)
{
    Q_EMIT projectAboutToBeReset();
    const bool wasModified = isModified();
    m_undoStack->clear();
    m_project = project;
    m_title = title;
    m_sourcePath = sourcePath;
    m_modifiedWithoutUndo = modified;
    if (m_filePath != filePath) {
        m_filePath = filePath;
        Q_EMIT filePathChanged(m_filePath);
    }
    Q_EMIT projectReset();
    if (wasModified != isModified())
        Q_EMIT modifiedChanged(isModified());
}

void ProjectDocument::markSaved(const QString &filePath)
{
    m_modifiedWithoutUndo = false;
    m_undoStack->setClean();
    if (m_filePath != filePath) {
        m_filePath = filePath;
        Q_EMIT filePathChanged(m_filePath);
    }
    Q_EMIT modifiedChanged(isModified());
}

void ProjectDocument::editCase(int index, const TestCase &updated, const QString &description, const QString &mergeKey)
{
    if (index < 0 || index >= caseCount() || m_project.cases.at(index) == updated)
        return;
    m_undoStack->push(new CaseEditCommand(this, index, m_project.cases.at(index), updated, description, mergeKey));
}

void ProjectDocument::insertCases(int index, const QList<TestCase> &cases, const QString &description)
{
    if (cases.isEmpty())
        return;
    index = qBound(0, index, caseCount());
    m_undoStack->push(new CaseListCommand(this, CaseListCommand::Action::Insert, index, cases, description));
}

void ProjectDocument::removeCase(int index)
{
    if (index < 0 || index >= caseCount())
        return;
    m_undoStack->push(new CaseListCommand(this, CaseListCommand::Action::Remove, index, {m_project.cases.at(index)},
                                          tr("Delete “%1”").arg(m_project.cases.at(index).readableName(index))));
}

void ProjectDocument::editSettings(const ProjectSettings &updated, const QString &description, const QString &mergeKey)
{
    if (updated == m_project.settings)
        return;
    m_undoStack->push(new SettingsCommand(this, m_project.settings, updated, description, mergeKey));
}

void ProjectDocument::editMetric(const MetricSelection &metric, const QString &description, const QString &mergeKey)
{
    ProjectSettings updated = m_project.settings;
    updated.setMetric(metric);
    editSettings(updated, description, mergeKey);
}

void ProjectDocument::editTemplates(const TemplateSet &templates, const QString &description, const QString &mergeKey)
{
    ProjectSettings updated = m_project.settings;
    updated.templates = templates.overrides();
    editSettings(updated, description, mergeKey);
}

void ProjectDocument::editLabels(const HumanLabels &labels, const QString &description)
{
    if (labels == m_project.labels)
        return;
    m_undoStack->push(new LabelsCommand(this, m_project.labels, labels, description));
}

void ProjectDocument::setLabel(const QString &testCase, const QString &metric, const std::optional<HumanLabel> &label)
{
    HumanLabels updated = m_project.labels;
    if (label)
        updated.set(testCase, metric, *label);
    else
        updated.remove(testCase, metric);
    const MetricInfo *info = MetricRegistry::find(metric);
    const QString name = info ? info->displayName : metric;
    // The undo menu names the test case as lists do, not by its id.
    QString shown = testCase;
    for (int i = 0; i < m_project.cases.size(); ++i) {
        if (HumanLabels::caseName(m_project.cases[i].name, i) == testCase) {
            shown = m_project.cases[i].readableName(i);
            break;
        }
    }
    if (!shown.startsWith(QChar(0x201C))) // a question read from the case is quoted already
        shown = QStringLiteral("“%1”").arg(shown);
    editLabels(updated,
               !label            ? tr("Clear the human label of %1 on %2").arg(name, shown)
                   : label->pass ? tr("Label %1 on %2 as pass").arg(name, shown)
                                 : tr("Label %1 on %2 as fail").arg(name, shown));
}

void ProjectDocument::setClaimVerdict(const QString &testCase, const QString &metric, const QString &claim,
                                      const std::optional<QString> &verdict)
{
    ClaimLabels updated = m_project.claimLabels;
    if (verdict)
        updated.set(testCase, metric, claim, *verdict);
    else
        updated.remove(testCase, metric, claim);
    if (updated == m_project.claimLabels)
        return;
    const QString shortClaim = claim.size() > 40 ? claim.left(39) + QStringLiteral("…") : claim;
    m_undoStack->push(
        new ClaimLabelsCommand(this, m_project.claimLabels, updated,
                               verdict ? tr("Your verdict on the claim “%1”: %2").arg(shortClaim, verdictText(*verdict))
                                       : tr("Clear your verdict on the claim “%1”").arg(shortClaim)));
}

void ProjectDocument::applyClaimLabels(const ClaimLabels &labels)
{
    m_project.claimLabels = labels;
    Q_EMIT labelsChanged();
}

void ProjectDocument::applyLabels(const HumanLabels &labels)
{
    m_project.labels = labels;
    Q_EMIT labelsChanged();
}

void ProjectDocument::applyCase(int index, const TestCase &testCase)
{
    m_project.cases[index] = testCase;
    Q_EMIT caseChanged(index);
}

void ProjectDocument::applyInsert(int index, const QList<TestCase> &cases)
{
    Q_EMIT casesAboutToBeInserted(index, int(cases.size()));
    for (int i = 0; i < cases.size(); ++i)
        m_project.cases.insert(index + i, cases.at(i));
    Q_EMIT casesInserted(index, int(cases.size()));
}

void ProjectDocument::applyRemove(int index, int count)
{
    Q_EMIT casesAboutToBeRemoved(index, count);
    m_project.cases.remove(index, count);
    Q_EMIT casesRemoved(index, count);
}

void ProjectDocument::applySettings(const ProjectSettings &settings)
{
    m_project.settings = settings;
    Q_EMIT settingsChanged();
}

} // namespace claimscope
