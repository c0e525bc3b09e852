#include "columnfitter.h"

#include <QEvent>
#include <QFontMetrics>
#include <QHeaderView>
#include <QScrollBar>
#include <QTableView>

namespace claimscope {

ColumnFitter::ColumnFitter(QTableView *table, QList<Column> columns, int stretchColumn)
    : QObject(table)
    , m_table(table)
    , m_columns(std::move(columns))
    , m_stretchColumn(stretchColumn)
{
    m_table->horizontalHeader()->setStretchLastSection(false);
    m_table->horizontalHeader()->setSectionResizeMode(m_stretchColumn, QHeaderView::Stretch);
    m_table->installEventFilter(this);
    fit();
}

bool ColumnFitter::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_table && (event->type() == QEvent::Resize || event->type() == QEvent::FontChange))
        fit();
    return QObject::eventFilter(watched, event);
}

QString ColumnFitter::longest(const QStringList &texts)
{
    QString found;
    for (const QString &text : texts) {
        if (text.size() > found.size())
            found = text;
    }
    return found;
}

void ColumnFitter::fit()
{
    QFont boldFont = m_table->font();
    boldFont.setBold(true);
    const QFontMetrics plain(m_table->font());
    const QFontMetrics bold(boldFont);
    const QFontMetrics header(m_table->horizontalHeader()->font());
    const int padding = plain.averageCharWidth() + 10;
    QList<int> widths;
    int fixed = 0;
    int elastic = 0;
    for (const Column &column : m_columns) {
        const QString title = m_table->model()->headerData(column.column, Qt::Horizontal).toString();
        const int text = (column.bold ? bold : plain).horizontalAdvance(column.sample);
        widths.append(qMax(text, header.horizontalAdvance(title) + 12) + padding);
        (column.elastic ? elastic : fixed) += widths.last();
    }
    // The stretch column keeps room for about 30 characters; elastic columns pay for it.
    // The filter sees a resize before the view lays out its viewport: measure the frame instead.
    const int available = m_table->contentsRect().width() - m_table->verticalScrollBar()->sizeHint().width();
    const int shortfall = fixed + elastic + 30 * plain.averageCharWidth() - available;
    const double keep = elastic > 0 && shortfall > 0 ? qMax(1.0 / 3, 1.0 - double(shortfall) / elastic) : 1.0;
    for (int i = 0; i < m_columns.size(); ++i)
        m_table->setColumnWidth(m_columns[i].column, m_columns[i].elastic ? int(widths[i] * keep) : widths[i]);
}

} // namespace claimscope
