#pragma once

#include <QWidget>

class QLineEdit;
class QListView;
class QSortFilterProxyModel;

namespace claimscope {

class CaseListModel;
class ProjectDocument;

// The project's test cases on the left: search by name, the list, and new (conversation or
// single turn), duplicate and delete, all undoable. Reports the selected test case by its
// index in the project, again whenever that index moves or another project replaces it. UI thread.
class TestCaseListPanel : public QWidget
{
    Q_OBJECT
public:
    explicit TestCaseListPanel(ProjectDocument *document, QWidget *parent = nullptr);

    int currentCase() const;
    void selectCase(int index);
    void focusSearch();
    QLineEdit *searchField() const { return m_search; }
    QListView *listView() const { return m_list; }
    int visibleCount() const;

    void newConversation();
    void newSingleTurn();
    void duplicateCurrent();
    void deleteCurrent();

Q_SIGNALS:
    void currentCaseChanged(int index);

private:
    // Emits currentCaseChanged when the selected test case's index differs from the last one told.
    void announce();
    // Another project replaced the one shown: its first test case, announced even at the same index.
    void showNewProject();

    ProjectDocument *m_document;
    CaseListModel *m_model;
    QSortFilterProxyModel *m_filter;
    QLineEdit *m_search;
    QListView *m_list;
    static constexpr int NoneAnnounced = -2; // -1 is "no test case selected"
    int m_announced = -1;
};

} // namespace claimscope
