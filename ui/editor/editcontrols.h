#pragma once

class QWidget;

namespace claimscope {

// Switches the editor between editing and display (presentation mode): buttons marked as edit
// controls disappear, text fields become read-only, and optional fields left empty disappear.
// Free functions, UI thread.
namespace EditControls {

// A button or field that only edits (↑ ↓ + ✕, "+ Context item"): hidden in display.
void markButton(QWidget *widget);
// A field worth showing only when it holds something (a source id): hidden in display when empty.
void markOptionalField(QWidget *field);
// Applies editing or display to every widget under `root`, including ones marked since.
void setEditable(QWidget *root, bool editable);

} // namespace EditControls

} // namespace claimscope
