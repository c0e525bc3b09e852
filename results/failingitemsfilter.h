#pragma once

#include <QSortFilterProxyModel>

namespace claimscope {

// The breakdown narrowed to what failed: items whose verdict is "no" or "idk", with their
// reasons and the windows (and truth groups) they sit in; everything passes through when
// switched off. QtCore only; UI thread.
class FailingItemsFilter : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    explicit FailingItemsFilter(QObject *parent = nullptr);

    void setFailingOnly(bool failingOnly);
    bool failingOnly() const { return m_failingOnly; }
    // Whether the source holds any failing item (else the filter would show nothing).
    bool sourceHasFailures() const;

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    bool m_failingOnly = false;
};

} // namespace claimscope
