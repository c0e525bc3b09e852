#pragma once

#include <QObject>

class QWidget;

namespace claimscope {

// Lets Ctrl+Z / Ctrl+Shift+Z in a text field reach the project's undo stack (the window's
// Undo/Redo actions) instead of the field's own, so one history covers every edit. UI thread.
class UndoShortcutFilter : public QObject
{
    Q_OBJECT
public:
    // Installs a filter owned by `widget` and turns the widget's own undo off where it has one.
    static void install(QWidget *widget);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    using QObject::QObject;
};

} // namespace claimscope
