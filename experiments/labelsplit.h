#pragma once

#include "model/projectsettings.h"

#include <QString>

namespace claimscope {

// Which part of the labelled test cases one belongs to: the tuning part a person tunes the judge
// on, or the held-out part that checks the tuning on cases it never looked at. Decided by the
// test case's name alone (named as results name it), so a case stays in its part across runs,
// edits and machines. Value type, any thread.
struct LabelSplit {
    enum class Part { Tuning, HeldOut };
    static constexpr double DefaultTuningShare = ProjectSettings::DefaultTuningShare;

    double tuningShare = DefaultTuningShare; // 0..1

    Part partOf(const QString &testCase) const;
    bool isTuning(const QString &testCase) const { return partOf(testCase) == Part::Tuning; }
};

} // namespace claimscope
