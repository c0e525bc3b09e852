#pragma once

#include "model/casetitles.h"

#include <QAbstractListModel>
#include <QList>
#include <QString>

namespace claimscope {

class ProjectDocument;

// The project's test cases as a list (the name a person reads, CaseTitles: two equal names told
// apart by their ids' start, and a one-line summary) for the test-case panel; the tooltip and the search text hold the
// id too. Follows the document's signals. UI thread.
class CaseListModel : public QAbstractListModel
{
    Q_OBJECT
public:
    enum Roles {
        SummaryRole = Qt::UserRole + 1,
        SearchRole, // the readable name and the id: a search finds a test case by either
    };

    explicit CaseListModel(ProjectDocument *document, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

private:
    QString summary(int row) const;
    QString title(int row) const;

    ProjectDocument *m_document;
    // Every name once asked after a change: one changed test case may make two names equal.
    void namesChanged();

    mutable CaseTitles m_titles;
    mutable bool m_titlesStale = true;
};

} // namespace claimscope
