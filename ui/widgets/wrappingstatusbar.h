#pragma once

#include <QStatusBar>

namespace claimscope {

// A status bar whose passing message is always read whole: one message at a time, the latest,
// wrapped onto a second line (the bar grows for it) instead of running under the permanent
// widgets on its right. UI thread.
class WrappingStatusBar : public QStatusBar
{
    Q_OBJECT
public:
    explicit WrappingStatusBar(QWidget *parent = nullptr);

    // Where the message is drawn: left of the permanent widgets.
    QRect messageArea() const;

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    // The bar is as tall as a message of more than one line needs, else its usual height.
    void fitHeight();
};

} // namespace claimscope
