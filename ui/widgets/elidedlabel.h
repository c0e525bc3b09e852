#pragma once

#include <QLabel>

namespace claimscope {

// A one-line label that asks for room for its whole text but makes do with less: it then ends
// the text with "…" and shows the whole as its tooltip, so it never runs into its neighbours.
// UI thread.
class ElidedLabel : public QLabel
{
    Q_OBJECT
public:
    using QLabel::QLabel;

    void setFullText(const QString &text);
    QString fullText() const { return m_fullText; }
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    void elide();

    QString m_fullText;
};

} // namespace claimscope
