#pragma once

#include <QList>
#include <QObject>
#include <QPair>
#include <QString>
#include <QStringList>

class QTableView;

namespace claimscope {

// Keeps a table's columns readable at any font and width: each column fits a sample of its
// typical widest content (measured in the table's font), one column takes the rest, and when
// space runs short the elastic columns give way first; when even their least is too wide, the
// columns that may go are hidden (the least needed first) and come back once there is room.
// Lives on (and filters) its table. UI thread.
class ColumnFitter : public QObject
{
    Q_OBJECT
public:
    struct Column {
        int column;
        QString sample;       // measured, never shown
        bool bold = false;    // painted bold by the delegate
        bool elastic = false; // may shrink (to a third, or to `narrowest`; never below its title) when narrow
        QString narrowest;    // measured, never shown: an elastic column keeps room for it
        int dropOrder = 0;    // 1, 2 …: hidden in this order when the table is too narrow; 0: never
    };

    ColumnFitter(QTableView *table, QList<Column> columns, int stretchColumn);

    // The column's sample becomes `sample`, and what an elastic one keeps room for `narrowest`
    // (the widths follow when they changed).
    void setSample(int column, const QString &sample, const QString &narrowest = QString());
    // Applies the widths now (also done on every resize and font change of the table).
    void fit();
    // The width the table needs to show its visible columns with the elastic ones at their
    // narrowest and no horizontal scroll bar.
    int narrowestWidth() const;

    // The longest of `texts` (in characters): a sample for a column that shows one of them.
    static QString longest(const QStringList &texts);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    struct Widths {
        QList<int> natural; // per column of m_columns; 0 when hidden
        QList<int> least;   // per column of m_columns: what an elastic column keeps
        int fixed = 0;
        int elastic = 0;
        int elasticLeast = 0;
        int stretch = 0; // the room the stretch column keeps
    };
    Widths measure() const;
    // The columns that may go, the first to go first.
    QList<int> droppable() const;
    // The stretch column takes the width left of `available`, at least `least`.
    void keepRoomForTheStretchColumn(int available, int least);

    QTableView *m_table;
    QList<Column> m_columns;
    int m_stretchColumn;
    QList<int> m_dropped; // columns this fitter hid for want of room
};

} // namespace claimscope
