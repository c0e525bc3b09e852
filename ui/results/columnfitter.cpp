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

ColumnFitter::Widths ColumnFitter::measure() const
{
    QFont boldFont = m_table->font();
    boldFont.setBold(true);
    const QFontMetrics plain(m_table->font());
    const QFontMetrics bold(boldFont);
    const QFontMetrics header(m_table->horizontalHeader()->font());
    const int padding = plain.averageCharWidth() + 10;
    Widths measured;
    for (const Column &column : m_columns) {
        if (m_table->isColumnHidden(column.column)) {
            measured.natural.append(0);
            continue;
        }
        const QString title = m_table->model()->headerData(column.column, Qt::Horizontal).toString();
        const int text = (column.bold ? bold : plain).horizontalAdvance(column.sample);
        measured.natural.append(qMax(text, header.horizontalAdvance(title) + 12) + padding);
        (column.elastic ? measured.elastic : measured.fixed) += measured.natural.last();
    }
    // The stretch column keeps room for about 30 characters (when shown).
    if (!m_table->isColumnHidden(m_stretchColumn))
        measured.stretch = 30 * plain.averageCharWidth();
    return measured;
}

int ColumnFitter::narrowestWidth() const
{
    const Widths measured = measure();
    return measured.fixed + measured.elastic / 3 + measured.stretch + m_table->verticalScrollBar()->sizeHint().width()
        + 2 * m_table->frameWidth();
}

void ColumnFitter::fit()
{
    const Widths measured = measure();
    // Elastic columns pay for the stretch column's room; a hidden stretch column leaves its
    // room to them instead. The filter sees a resize before the view lays out its viewport:
    // measure the frame instead.
    const int available = m_table->contentsRect().width() - m_table->verticalScrollBar()->sizeHint().width();
    const int shortfall = measured.fixed + measured.elastic + measured.stretch - available;
    const bool stretchShown = !m_table->isColumnHidden(m_stretchColumn);
    const double keep = measured.elastic == 0 ? 1.0
        : shortfall > 0                       ? qMax(1.0 / 3, 1.0 - double(shortfall) / measured.elastic)
        : stretchShown                        ? 1.0
                                              : 1.0 - double(shortfall) / measured.elastic;
    for (int i = 0; i < m_columns.size(); ++i) {
        if (m_table->isColumnHidden(m_columns[i].column))
            continue;
        const int natural = measured.natural[i];
        m_table->setColumnWidth(m_columns[i].column, m_columns[i].elastic ? int(natural * keep) : natural);
    }
}

} // namespace claimscope
