#include "testcaselistpanel.h"

#include "caseitemdelegate.h"
#include "ui/document/caselistmodel.h"
#include "ui/document/projectdocument.h"

#include <QHBoxLayout>
#include <QLineEdit>
#include <QListView>
#include <QMenu>
#include <QSortFilterProxyModel>
#include <QToolButton>
#include <QVBoxLayout>

namespace claimscope {

namespace {

QToolButton *button(QWidget *parent, const QString &text, const QString &tip)
{
    auto *button = new QToolButton(parent);
    button->setText(text);
    button->setToolTip(tip);
    button->setToolButtonStyle(Qt::ToolButtonTextOnly);
    return button;
}

} // namespace

TestCaseListPanel::TestCaseListPanel(ProjectDocument *document, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
    , m_model(new CaseListModel(document, this))
    , m_filter(new QSortFilterProxyModel(this))
    , m_search(new QLineEdit(this))
    , m_list(new QListView(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    m_search->setPlaceholderText(tr("Search test cases (Ctrl+F)"));
    m_search->setToolTip(tr("Finds test cases by name or by id"));
    m_search->setClearButtonEnabled(true);
    m_search->setAccessibleName(tr("Search test cases by name"));
    m_filter->setSourceModel(m_model);
    m_filter->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_filter->setFilterRole(CaseListModel::SearchRole); // by name and by id
    m_list->setModel(m_filter);
    m_list->setItemDelegate(new CaseItemDelegate(m_list));
    m_list->setSelectionMode(QAbstractItemView::SingleSelection);
    m_list->setUniformItemSizes(true);
    // Names are shortened to the list's width (CaseItemDelegate): never a sideways scroll.
    m_list->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_list->setAccessibleName(tr("Test cases"));
    layout->addWidget(m_search);
    layout->addWidget(m_list, 1);

    auto *buttons = new QHBoxLayout;
    auto *add = button(this, tr("New"), tr("Add a test case"));
    auto *menu = new QMenu(add);
    menu->addAction(tr("Conversation"), this, &TestCaseListPanel::newConversation);
    menu->addAction(tr("Single-turn case"), this, &TestCaseListPanel::newSingleTurn);
    add->setMenu(menu);
    add->setPopupMode(QToolButton::InstantPopup);
    auto *duplicate = button(this, tr("Duplicate"), tr("Copy the selected test case"));
    auto *remove = button(this, tr("Delete"), tr("Delete the selected test case (undo brings it back)"));
    buttons->addWidget(add);
    buttons->addWidget(duplicate);
    buttons->addWidget(remove);
    buttons->addStretch();
    layout->addLayout(buttons);

    connect(m_search, &QLineEdit::textChanged, m_filter, &QSortFilterProxyModel::setFilterFixedString);
    connect(duplicate, &QToolButton::clicked, this, &TestCaseListPanel::duplicateCurrent);
    connect(remove, &QToolButton::clicked, this, &TestCaseListPanel::deleteCurrent);
    connect(m_list->selectionModel(), &QItemSelectionModel::currentChanged, this, &TestCaseListPanel::announce);
    // Rows added or removed before the selected one change its index without changing the item.
    connect(m_model, &QAbstractItemModel::rowsInserted, this, &TestCaseListPanel::announce);
    connect(m_model, &QAbstractItemModel::rowsRemoved, this, &TestCaseListPanel::announce);
    // New, duplicated, imported or undeleted test cases come into view selected.
    connect(document, &ProjectDocument::casesInserted, this, [this](int first) { selectCase(first); });
    connect(document, &ProjectDocument::projectReset, this, &TestCaseListPanel::showNewProject);
}

void TestCaseListPanel::showNewProject()
{
    // A search typed for the project before must not hide this one's test cases.
    m_search->clear();
    m_announced = NoneAnnounced;
    selectCase(0);
    announce(); // every pane learns the new document's current case, even when its row is the same
    // A document just opened: the keyboard goes to its list, never to a field a stray key types in.
    if (m_list->isVisible())
        m_list->setFocus(Qt::OtherFocusReason);
}

void TestCaseListPanel::announce()
{
    const int current = currentCase();
    if (current == m_announced)
        return;
    m_announced = current;
    Q_EMIT currentCaseChanged(current);
}

int TestCaseListPanel::currentCase() const
{
    const QModelIndex index = m_filter->mapToSource(m_list->currentIndex());
    return index.isValid() ? index.row() : -1;
}

void TestCaseListPanel::selectCase(int index)
{
    const QModelIndex source = m_model->index(index, 0);
    QModelIndex shown = m_filter->mapFromSource(source);
    if (source.isValid() && !shown.isValid()) {
        m_search->clear();
        shown = m_filter->mapFromSource(source);
    }
    m_list->setCurrentIndex(shown);
    if (shown.isValid())
        m_list->scrollTo(shown);
    announce();
}

void TestCaseListPanel::focusSearch()
{
    m_search->setFocus(Qt::ShortcutFocusReason);
    m_search->selectAll();
}

int TestCaseListPanel::visibleCount() const
{
    return m_filter->rowCount();
}

void TestCaseListPanel::newConversation()
{
    TestCase testCase;
    testCase.kind = TestCase::Kind::Conversational;
    testCase.name = tr("New conversation");
    testCase.turns = {Turn{Role::User, {}, {}, {}}, Turn{Role::Assistant, {}, {}, {}}};
    m_document->insertCases(m_document->caseCount(), {testCase}, tr("New conversation"));
}

void TestCaseListPanel::newSingleTurn()
{
    TestCase testCase;
    testCase.name = tr("New single-turn case");
    m_document->insertCases(m_document->caseCount(), {testCase}, tr("New single-turn case"));
}

void TestCaseListPanel::duplicateCurrent()
{
    const int index = currentCase();
    if (index < 0)
        return;
    TestCase copy = m_document->testCase(index);
    copy.name = tr("%1 (copy)").arg(copy.displayName(index));
    m_document->insertCases(index + 1, {copy},
                            tr("Duplicate “%1”").arg(m_document->testCase(index).readableName(index)));
}

void TestCaseListPanel::deleteCurrent()
{
    m_document->removeCase(currentCase());
}

} // namespace claimscope
