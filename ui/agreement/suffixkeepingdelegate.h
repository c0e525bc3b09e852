#pragma once

#include <QStyledItemDelegate>

class QFontMetrics;

namespace claimscope {

// `text` fit into `width`: a readable name "“title…” · llama-3.1-405b-instruct · #1d5f" keeps
// what follows its quoted title (else its last " · ": the model, the source, the part of the id
// that tells equal names apart) whole and shortens the title at its end, with one ellipsis; when
// even the title's first letters and the suffix do not fit, the suffix is cut at its end (its
// start names the model); a suffix of two parts keeps its last (the id's part) whole and cuts the model.
QString elideKeepingSuffix(const QString &text, const QFontMetrics &metrics, int width);

// Paints a cell's text shortened by elideKeepingSuffix: in a list of test cases that differ only
// in their model, each row still says which. UI thread.
class SuffixKeepingDelegate : public QStyledItemDelegate
{
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override;
};

} // namespace claimscope
