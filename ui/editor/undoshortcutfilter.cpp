#include "undoshortcutfilter.h"

#include <QKeyEvent>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QTextEdit>

namespace claimscope {

void UndoShortcutFilter::install(QWidget *widget)
{
    if (auto *edit = qobject_cast<QTextEdit *>(widget))
        edit->setUndoRedoEnabled(false);
    else if (auto *plain = qobject_cast<QPlainTextEdit *>(widget))
        plain->setUndoRedoEnabled(false);
    widget->installEventFilter(new UndoShortcutFilter(widget));
}

bool UndoShortcutFilter::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::ShortcutOverride || event->type() == QEvent::KeyPress) {
        auto *key = static_cast<QKeyEvent *>(event);
        if (key->matches(QKeySequence::Undo) || key->matches(QKeySequence::Redo)) {
            // Not accepted as an override: the shortcut system hands the key to the window's action.
            event->ignore();
            return true;
        }
    }
    return QObject::eventFilter(watched, event);
}

} // namespace claimscope
