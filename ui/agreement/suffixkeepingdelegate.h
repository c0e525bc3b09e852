#pragma once

#include <QStyledItemDelegate>

class QFontMetrics;

namespace claimscope {

// `text` fit into `width`: a readable name "“title…” · llama-3.1-405b-instruct" keeps what
// follows its last " · " (the model, the source) whole and shortens the title at its end, with
// one ellipsis; when even the title's first letters and the suffix do not fit, the suffix is
// cut at its end (its start names the model).
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
