#pragma once

#include <QAbstractListModel>

namespace claimscope {

class ProjectDocument;

// The project's test cases as a list (name and a one-line summary) for the test-case panel;
// follows the document's signals. UI thread.
class CaseListModel : public QAbstractListModel
{
    Q_OBJECT
public:
    enum Roles { SummaryRole = Qt::UserRole + 1 };

    explicit CaseListModel(ProjectDocument *document, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

private:
    QString summary(int row) const;

    ProjectDocument *m_document;
};

} // namespace claimscope
