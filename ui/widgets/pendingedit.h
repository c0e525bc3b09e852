#pragma once

namespace claimscope {

// A value being typed into the focused field (a spin box waiting for its typing pause, a line
// edit that takes its text when editing finishes) counts now: a run started from the keyboard
// runs with what the person sees, not with the value before. The field keeps the focus. UI thread.
void commitFocusedEdit();

} // namespace claimscope
