#pragma once

#include <QStringList>
#include <QStyledItemDelegate>

class QFontMetrics;

namespace claimscope {

// `text` fit into `width`: a readable name "“title…” · llama-3.1-405b-instruct · #1d5f" keeps
// what follows its quoted title (else its last " · ": the model, the source, the part of the id
// that tells equal names apart) whole and shortens the title at its end, with one ellipsis; when
// even the title's first letters and the suffix do not fit, the suffix is cut at its end (its
// start names the model); a suffix of two parts keeps its last (the id's part) whole and cuts the model.
QString elideKeepingSuffix(const QString &text, const QFontMetrics &metrics, int width);

// What a readable name's suffix names first: its model or source ("llama-3.1-405b-instruct" of
// "“Thank you!” · llama-3.1-405b-instruct · #4f70"); empty when it has no suffix.
QString nameSource(const QString &text);

// The two lines a readable name takes when one line of `width` would cut its suffix: the title
// (shortened, its quotes kept) and the suffix ("llama-3.1-405b-instruct", cut only when it alone
// does not fit; the id's part of a two-part suffix joins the title when both do not fit). Empty
// when one line shows the suffix whole.
QStringList twoLineName(const QString &text, const QFontMetrics &metrics, int width);

// Paints a cell's text shortened by elideKeepingSuffix: in a list of test cases that differ only
// in their model, each row still says which. With setTwoLines(), where one line would cut the
// suffix and the row is two lines tall, the suffix gets the second line whole. UI thread.
class SuffixKeepingDelegate : public QStyledItemDelegate
{
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    // Paints the suffix on a second line where one would cut it and the row is two lines tall.
    void setTwoLines(bool twoLines) { m_twoLines = twoLines; }
    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override;

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override;

private:
    bool m_twoLines = false;
};

} // namespace claimscope
