#pragma once

#include <QObject>

#include <functional>

class QWidget;

namespace claimscope {

// While presenting, the keyboard belongs to the presentation: in its windows (the main window
// and the comparison slide) Tab and Shift+Tab move no focus, Enter and Return press no button,
// Space presses none either, and Esc leaves presentation mode from any of them (never closing a
// window behind it). An application event filter, active only while presenting. UI thread.
class PresentationKeys : public QObject
{
    Q_OBJECT
public:
    PresentationKeys(QWidget *window, std::function<QWidget *()> comparison, QObject *parent);

    void setActive(bool active);

Q_SIGNALS:
    // Esc was pressed in one of the presentation's windows.
    void leaveRequested();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    bool isPresented(const QWidget *widget) const;

    QWidget *m_window;
    std::function<QWidget *()> m_comparison;
    bool m_active = false;
};

} // namespace claimscope
