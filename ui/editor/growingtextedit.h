#pragma once

#include <QTextEdit>

namespace claimscope {

// A plain-text field as tall as its text (no inner scroll bar), for chat bubbles and context
// items. `edited` fires only for the user's own changes, never for setText(). UI thread.
class GrowingTextEdit : public QTextEdit
{
    Q_OBJECT
public:
    explicit GrowingTextEdit(QWidget *parent = nullptr);

    QString text() const { return toPlainText(); }
    // Replaces the text unless it is already equal (the cursor stays where the user typed).
    void setText(const QString &text);
    // Marks `needle` (and scrolls the window to it); false when the text does not hold it.
    bool markText(const QString &needle);
    void clearMark();

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

Q_SIGNALS:
    void edited(const QString &text);

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    void fitHeight();

    bool m_settingText = false;
};

} // namespace claimscope
