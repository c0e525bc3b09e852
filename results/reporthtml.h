#pragma once

#include "model/metricresult.h"

#include <QCoreApplication>
#include <QString>

namespace claimscope {

// The pieces every part of the HTML report shares: text escaped with secrets masked, the
// stylesheet, and how an outcome reads (a symbol and a word, never colour alone). Pure, any thread.
class ReportHtml
{
    Q_DECLARE_TR_FUNCTIONS(claimscope::HtmlReport)

public:
    // Masked (maskSecrets) and escaped for element text and attribute values alike.
    static QString text(const QString &plain);
    static QString styleSheet();
    // <span class="pass">✓ Pass</span> and its kin.
    static QString outcome(const MetricResult &result);
    // "pass", "fail" or "error": the CSS class of an outcome.
    static QString outcomeClass(const MetricResult &result);
    static QString metricName(const QString &metricId);
    static QString number(double value, int decimals = 3);
};

} // namespace claimscope
