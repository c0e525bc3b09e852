#include "caselistmodel.h"

#include "projectdocument.h"

namespace claimscope {

CaseListModel::CaseListModel(ProjectDocument *document, QObject *parent)
    : QAbstractListModel(parent)
    , m_document(document)
{
    connect(document, &ProjectDocument::projectReset, this, [this] {
        beginResetModel();
        m_titlesStale = true;
        endResetModel();
    });
    connect(document, &ProjectDocument::caseChanged, this, &CaseListModel::namesChanged);
    connect(document, &ProjectDocument::casesAboutToBeInserted, this,
            [this](int first, int count) { beginInsertRows({}, first, first + count - 1); });
    connect(document, &ProjectDocument::casesInserted, this, [this] {
        endInsertRows();
        namesChanged();
    });
    connect(document, &ProjectDocument::casesAboutToBeRemoved, this,
            [this](int first, int count) { beginRemoveRows({}, first, first + count - 1); });
    connect(document, &ProjectDocument::casesRemoved, this, [this] {
        endRemoveRows();
        namesChanged();
    });
}

void CaseListModel::namesChanged()
{
    m_titlesStale = true;
    if (rowCount() > 0)
        Q_EMIT dataChanged(index(0), index(rowCount() - 1), {Qt::DisplayRole, Qt::ToolTipRole, SearchRole});
}

QString CaseListModel::title(int row) const
{
    if (m_titlesStale) {
        m_titles = CaseTitles(m_document->cases());
        m_titlesStale = false;
    }
    return m_titles.of(row);
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
    case Qt::DisplayRole: return title(index.row());
    case SummaryRole: return summary(index.row());
    case SearchRole: return QStringLiteral("%1\n%2").arg(title(index.row()), testCase.displayName(index.row()));
    case Qt::ToolTipRole: {
        const QString id = testCase.displayName(index.row());
        return title(index.row()) == id
            ? QStringLiteral("%1\n%2").arg(id, summary(index.row()))
            : QStringLiteral("%1\n%2\n%3")
                  .arg(title(index.row()), tr("Test case id: %1").arg(id), summary(index.row()));
    }
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
