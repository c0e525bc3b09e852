#pragma once

#include "ui/agreement/labelsimportdialog.h"
#include "ui/document/projectdocument.h"
#include "ui/shell/mainwindow.h"

#include <QAction>
#include <QPushButton>
#include <QTest>

#include <cstdio>

namespace claimscope {

// The steps the Try benches share, taken through the window as a person does. Test (UI) thread.

// The window's action whose text, without its accelerator, reads `text`.
inline QAction *actionNamed(MainWindow *window, const QString &text)
{
    for (QAction *action : window->findChildren<QAction *>()) {
        if (action->text().remove(QLatin1Char('&')) == text)
            return action;
    }
    return nullptr;
}

// Imports the labels of the open dataset's metadata through Import Human Labels…; says on
// stderr what went wrong and returns false when it could not.
inline bool importLabelsThroughTheMenu(MainWindow *window, const QString &dataset)
{
    QAction *import = actionNamed(window, QStringLiteral("Import Human Labels…"));
    if (!import) {
        std::fprintf(stderr, "the window has no Import Human Labels…\n");
        return false;
    }
    import->trigger();
    if (!QTest::qWaitFor([&] { return window->labelsDialog() && window->labelsDialog()->isVisible(); }, 10000)) {
        std::fprintf(stderr, "the labels dialog did not open\n");
        return false;
    }
    window->labelsDialog()->importButton()->click();
    if (!QTest::qWaitFor([&] { return !window->document()->labels().isEmpty(); }, 10000)) {
        std::fprintf(stderr, "%s has no labels to import\n", qPrintable(dataset));
        return false;
    }
    return true;
}

} // namespace claimscope
