#pragma once

#include <QLabel>

namespace claimscope {

// A one-line label that asks for room for its whole text but makes do with less: it then shows
// a shorter text when it has one, else ends the text with its last whole word and "…", and
// shows the whole as its tooltip, so it never runs into its neighbours. UI thread.
class ElidedLabel : public QLabel
{
    Q_OBJECT
public:
    using QLabel::QLabel;

    // `shorter`: what to show when the text does not fit (it too may be cut at a word).
    void setFullText(const QString &text, const QString &shorter = QString());
    QString fullText() const { return m_fullText; }
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    void elide();

    QString m_fullText;
    QString m_shorterText;
};

} // namespace claimscope
