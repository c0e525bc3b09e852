#include "caselistmodel.h"

#include "projectdocument.h"

namespace claimscope {

CaseListModel::CaseListModel(ProjectDocument *document, QObject *parent)
    : QAbstractListModel(parent)
    , m_document(document)
{
    connect(document, &ProjectDocument::projectReset, this, [this] {
        beginResetModel();
        endResetModel();
    });
    connect(document, &ProjectDocument::caseChanged, this,
            [this](int row) { Q_EMIT dataChanged(index(row), index(row)); });
    connect(document, &ProjectDocument::casesAboutToBeInserted, this,
            [this](int first, int count) { beginInsertRows({}, first, first + count - 1); });
    connect(document, &ProjectDocument::casesInserted, this, [this] { endInsertRows(); });
    connect(document, &ProjectDocument::casesAboutToBeRemoved, this,
            [this](int first, int count) { beginRemoveRows({}, first, first + count - 1); });
    connect(document, &ProjectDocument::casesRemoved, this, [this] { endRemoveRows(); });
}

int CaseListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_document->caseCount();
}

QVariant CaseListModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_document->caseCount())
        return {};
    const TestCase &testCase = m_document->testCase(index.row());
    switch (role) {
    case Qt::DisplayRole: return testCase.displayName(index.row());
    case SummaryRole: return summary(index.row());
    case Qt::ToolTipRole: return QStringLiteral("%1\n%2").arg(testCase.displayName(index.row()), summary(index.row()));
    default: return {};
    }
}

QString CaseListModel::summary(int row) const
{
    const TestCase &testCase = m_document->testCase(row);
    if (!testCase.isConversational())
        return tr("Single turn · %n context item(s)", nullptr, int(testCase.retrievalContext.size()));
    return tr("Conversation · %n turn(s)", nullptr, int(testCase.turns.size()));
}

} // namespace claimscope
