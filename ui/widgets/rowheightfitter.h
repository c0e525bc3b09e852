#pragma once

#include <QObject>

class QTableView;

namespace claimscope {

// Keeps a table's rows as high as its type needs (plus `padding`) and no higher, whenever the
// table's own font changes (zoom, presentation mode, and back). Lives on (and filters) its
// table. UI thread.
class RowHeightFitter : public QObject
{
    Q_OBJECT
public:
    RowHeightFitter(QTableView *table, int padding);

    void fit();

Q_SIGNALS:
    // The rows took a new height.
    void fitted();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QTableView *m_table;
    int m_padding;
};

} // namespace claimscope
