#pragma once

#include "reportsetup.h"

#include <QCoreApplication>
#include <QString>

namespace claimscope {

// The "Setup" part of the HTML report: build, judge (never its key), the params that differ
// from their defaults and each edited template as a line diff against the shipped one. Pure,
// any thread.
class ReportSetupSection
{
    Q_DECLARE_TR_FUNCTIONS(claimscope::HtmlReport)

public:
    // `judgeLabel`: what the results name their judge ("Offline (lexical)"); may be empty.
    static QString html(const ReportSetup &setup, const QString &judgeLabel);
};

} // namespace claimscope
