#include "pendingedit.h"

#include <QApplication>
#include <QWidget>

namespace claimscope {

void commitFocusedEdit()
{
    QWidget *focused = QApplication::focusWidget();
    if (!focused)
        return;
    // Leaving a field is how every editor commits (spin boxes interpret their text, line edits
    // emit editingFinished); the focus comes back at once, so the person stays where they were.
    focused->clearFocus();
    focused->setFocus(Qt::OtherFocusReason);
}

} // namespace claimscope
