#pragma once

#include "model/metricresult.h"
#include "model/testcase.h"

#include <QJsonObject>

#include <functional>

namespace claimscope {

class MetricRun;

// The statements of all retrieval nodes of one question, judged yes/no for relevance.
struct NodeVerdicts {
    QList<BreakdownItem> statements; // in node order; turnIndex = the node's turn (if known)
    int relevant = 0;                // verdict "yes"
    QStringList irrelevantReasons;   // reasons of "no" verdicts (or the statement without one)
    QStringList relevantStatements;  // statements of the other verdicts
    int total() const { return int(statements.size()); }
};

struct ContextNode {
    ContextItem item;
    int turnIndex = -1;
};

// One `<metric>__verdicts` call per node, all at once (METRICS.md §3–4); `vars` carries the
// question placeholder (`input` or `user_content`), `context` is added per node.
// `prefixStatements`: irrelevant entries read "<statement>: <reason>" (the turn metric).
void judgeNodes(MetricRun &run, const QJsonObject &vars, const QList<ContextNode> &nodes, const QString &scope,
                bool prefixStatements, std::function<void(const NodeVerdicts &)> done);

} // namespace claimscope
