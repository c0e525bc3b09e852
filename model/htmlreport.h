#pragma once

#include "metricresult.h"

#include <QDateTime>
#include <QList>
#include <QString>

namespace claimscope {

// A standalone HTML report of results: summary, score table, a bar per result with its
// threshold marked (plain CSS), and the claim/verdict breakdown in collapsible sections. No
// scripts and no external resources; every text is escaped and masked. Pure, any thread.
namespace HtmlReport {

struct Options {
    QString title;                  // empty: "Claimscope report"
    QDateTime generatedAt;          // shown in the header; invalid: left out
};

QString render(const QList<MetricResult> &results, const Options &options = {});

} // namespace HtmlReport

} // namespace claimscope
