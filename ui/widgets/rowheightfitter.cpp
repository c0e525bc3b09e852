#include "rowheightfitter.h"

#include <QEvent>
#include <QHeaderView>
#include <QTableView>

namespace claimscope {

RowHeightFitter::RowHeightFitter(QTableView *table, int padding)
    : QObject(table)
    , m_table(table)
    , m_padding(padding)
{
    fit();
    table->installEventFilter(this);
}

void RowHeightFitter::fit()
{
    const int height = m_table->fontMetrics().height() + m_padding;
    QHeaderView *rows = m_table->verticalHeader();
    // The header's own least height follows its font only when polished, and a hidden header's
    // font may lag behind the table's: without this, rows keep the largest type's height.
    rows->setMinimumSectionSize(height);
    rows->setDefaultSectionSize(height);
    Q_EMIT fitted();
}

bool RowHeightFitter::eventFilter(QObject *watched, QEvent *event)
{
    // The table's own font, not its parent's: a style sheet polishes each widget on its own, so a
    // parent may take the new type before or after the table does.
    if (watched == m_table && event->type() == QEvent::FontChange)
        fit();
    return QObject::eventFilter(watched, event);
}

} // namespace claimscope
