#include "editcontrols.h"

#include <QLineEdit>
#include <QStyle>
#include <QTextEdit>
#include <QWidget>

namespace claimscope::EditControls {

namespace {
constexpr char ButtonProperty[] = "editControl";
constexpr char OptionalProperty[] = "optionalField";
} // namespace

void markButton(QWidget *widget)
{
    widget->setProperty(ButtonProperty, true);
}

void markOptionalField(QWidget *field)
{
    field->setProperty(OptionalProperty, true);
}

void setEditable(QWidget *root, bool editable)
{
    for (QTextEdit *edit : root->findChildren<QTextEdit *>())
        edit->setReadOnly(!editable);
    for (QLineEdit *edit : root->findChildren<QLineEdit *>()) {
        edit->setReadOnly(!editable);
        // Read only, a field takes no click's focus: no frame, no caret on a slide.
        edit->setFocusPolicy(editable ? Qt::StrongFocus : Qt::NoFocus);
        // Style sheets that tell a read-only field from one to type in read the property anew.
        edit->style()->unpolish(edit);
        edit->style()->polish(edit);
        if (edit->property(OptionalProperty).toBool())
            edit->setVisible(editable || !edit->text().isEmpty());
    }
    for (QWidget *widget : root->findChildren<QWidget *>()) {
        if (widget->property(ButtonProperty).toBool())
            widget->setVisible(editable);
    }
}

} // namespace claimscope::EditControls
