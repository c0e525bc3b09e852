#pragma once

#include "testcase.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace claimscope {

// What changed in a test case's content that metrics read (turns and their retrieval context
// and samples, the single-turn fields, scenario and outcome), as a person reads it: "turn 6
// edited". The name and metadata are not content. Pure functions, any thread.
class CaseChanges
{
    Q_DECLARE_TR_FUNCTIONS(claimscope::CaseChanges)

public:
    // Every change from `was` to `now`, turn numbers counted from 1 as the editor shows them;
    // empty when a metric would read the same.
    static QStringList between(const TestCase &was, const TestCase &now);
    // between(), joined into one line and cut after a few: "turn 6 edited, turn 8 edited".
    static QString summary(const TestCase &was, const TestCase &now);
    // Whether turn `turnIndex` (0-based) of `was` reads differently in `now` (or is gone).
    static bool turnChanged(const TestCase &was, const TestCase &now, int turnIndex);
    // The same content for every metric: what a result's provenance compares.
    static bool sameContent(const TestCase &was, const TestCase &now);
};

} // namespace claimscope
