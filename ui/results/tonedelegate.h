#pragma once

#include <QColor>
#include <QModelIndex>
#include <QStyledItemDelegate>

#include <functional>

namespace claimscope {

// How one cell should look beyond its text: a text colour, a background tint, bold or italic.
struct Tone {
    QColor foreground; // invalid: the palette's
    QColor background; // invalid: none
    bool bold = false;
    bool italic = false;
    bool elideAtWord = false; // long names end with their last whole word that fits and "…"
    bool keepSuffix = false;  // a readable name keeps its model and id's part (elideKeepingSuffix), else ends at a word
    bool oneLine = false;     // never wraps, even in a view that wraps its text (then ends at a word)
};

// A delegate that styles each cell by a Tone its view computes from the index (status and
// verdict columns, stale rows, reason rows). Paints the standard way otherwise; in a tree that
// wraps its text, a row is as high as its cells wrapped to their columns' widths. UI thread.
class ToneDelegate : public QStyledItemDelegate
{
    Q_OBJECT
public:
    using ToneOf = std::function<Tone(const QModelIndex &)>;

    // `extraHeight`: pixels added to each row, for views that would otherwise pack rows tightly.
    explicit ToneDelegate(ToneOf toneOf, int extraHeight = 0, QObject *parent = nullptr);

    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override;

private:
    ToneOf m_toneOf;
    int m_extraHeight;
};

} // namespace claimscope
