#include "columnfitter.h"

#include <QEvent>
#include <QFontMetrics>
#include <QHeaderView>
#include <QScrollBar>
#include <QTableView>

#include <algorithm>

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
    // A title that changes (the Human column names the labels' scope) is measured again.
    if (QAbstractItemModel *model = m_table->model())
        connect(model, &QAbstractItemModel::headerDataChanged, this, &ColumnFitter::fit);
    fit();
}

bool ColumnFitter::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_table && (event->type() == QEvent::Resize || event->type() == QEvent::FontChange))
        fit();
    return QObject::eventFilter(watched, event);
}

void ColumnFitter::setSample(int column, const QString &sample, const QString &narrowest)
{
    for (Column &each : m_columns) {
        if (each.column == column && (each.sample != sample || each.narrowest != narrowest)) {
            each.sample = sample;
            each.narrowest = narrowest;
            fit();
        }
    }
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
            measured.least.append(0);
            continue;
        }
        const QFontMetrics &metrics = column.bold ? bold : plain;
        const QString title = m_table->model()->headerData(column.column, Qt::Horizontal).toString();
        const int text = metrics.horizontalAdvance(column.sample);
        const int titleWidth = header.horizontalAdvance(title) + 12;
        measured.natural.append(qMax(text, titleWidth) + padding);
        // An elastic column keeps its title whole too ("Human (last answer)").
        measured.least.append(qMin(measured.natural.last(),
                                   qMax(measured.natural.last() / 3,
                                        qMax(metrics.horizontalAdvance(column.narrowest), titleWidth) + padding)));
        if (column.elastic) {
            measured.elastic += measured.natural.last();
            measured.elasticLeast += measured.least.last();
        } else {
            measured.fixed += measured.natural.last();
        }
    }
    // The stretch column keeps room for about 30 characters (when shown).
    if (!m_table->isColumnHidden(m_stretchColumn))
        measured.stretch = 30 * plain.averageCharWidth();
    return measured;
}

int ColumnFitter::narrowestWidth() const
{
    const Widths measured = measure();
    return measured.fixed + measured.elasticLeast + measured.stretch + m_table->verticalScrollBar()->sizeHint().width()
        + 2 * m_table->frameWidth();
}

QList<int> ColumnFitter::droppable() const
{
    QList<Column> columns;
    for (const Column &column : m_columns) {
        if (column.dropOrder > 0)
            columns.append(column);
    }
    std::sort(columns.begin(), columns.end(),
              [](const Column &a, const Column &b) { return a.dropOrder < b.dropOrder; });
    QList<int> order;
    for (const Column &column : std::as_const(columns))
        order.append(column.column);
    return order;
}

void ColumnFitter::fit()
{
    // The filter sees a resize before the view lays out its viewport: measure the frame instead.
    const int available = m_table->contentsRect().width() - m_table->verticalScrollBar()->sizeHint().width();
    // Every column that went for want of room comes back, then goes again while the rest at their
    // least are still too wide.
    for (const int column : std::as_const(m_dropped))
        m_table->setColumnHidden(column, false);
    m_dropped.clear();
    for (const int column : droppable()) {
        if (narrowestWidth() - m_table->verticalScrollBar()->sizeHint().width() - 2 * m_table->frameWidth()
            <= available)
            break;
        if (m_table->isColumnHidden(column))
            continue;
        m_table->setColumnHidden(column, true);
        m_dropped.append(column);
    }
    const Widths measured = measure();
    const bool stretchShown = !m_table->isColumnHidden(m_stretchColumn);
    // Elastic columns pay for the stretch column's room, down to their least; with the stretch
    // column shown they stop there (the table scrolls sideways to it), hidden they go on down
    // to a third. A hidden stretch column leaves its room to them.
    const int room = available - measured.fixed - measured.stretch;
    const auto width = [&](int i) {
        const int natural = measured.natural[i];
        const int least = measured.least[i];
        if (room >= measured.elastic)
            return stretchShown ? natural : natural * room / measured.elastic;
        if (room >= measured.elasticLeast || stretchShown)
            return least
                + (natural - least) * qMax(0, room - measured.elasticLeast)
                / qMax(1, measured.elastic - measured.elasticLeast);
        return qMax(natural / 3, least * room / qMax(1, measured.elasticLeast));
    };
    for (int i = 0; i < m_columns.size(); ++i) {
        if (!m_table->isColumnHidden(m_columns[i].column))
            m_table->setColumnWidth(m_columns[i].column, m_columns[i].elastic ? width(i) : measured.natural[i]);
    }
    keepRoomForTheStretchColumn(available, measured.stretch);
}

void ColumnFitter::keepRoomForTheStretchColumn(int available, int least)
{
    if (m_table->isColumnHidden(m_stretchColumn))
        return;
    QHeaderView *header = m_table->horizontalHeader();
    int others = 0;
    for (int section = 0; section < header->count(); ++section) {
        if (section != m_stretchColumn && !header->isSectionHidden(section))
            others += header->sectionSize(section);
    }
    // It takes the rest of the width, or where the rest is less than its least its least and
    // the table scrolls sideways: stretched into too little room it got the header's least
    // (50 px, "The…"), or whatever room an earlier, wider layout had left it.
    if (available - others >= least) {
        header->setSectionResizeMode(m_stretchColumn, QHeaderView::Stretch);
    } else {
        header->setSectionResizeMode(m_stretchColumn, QHeaderView::Interactive);
        m_table->setColumnWidth(m_stretchColumn, least);
    }
}

} // namespace claimscope
