#pragma once

#include "blobspool.h"
#include "model/metricresult.h"

#include <QList>

namespace claimscope {

// A result as the workbench keeps it: everything the tables, charts and summaries read, with
// its windows (claims, verdicts, reasons: most of its size) in a BlobSpool until a breakdown,
// a report or a rescore needs them. Value type; packed on any thread.
struct PackedResult {
    // An item judged "no" or "idk" (once per result: at the first of the windows that judged it
    // the same way): its window and its index there.
    struct ItemAt {
        int window = -1;
        int item = -1;
        bool operator==(const ItemAt &) const = default;
    };

    MetricResult brief; // windows empty
    BlobSpool::Ref windows;
    QList<ItemAt> failingItems; // window by window, in breakdown-tree order (the failure walk's stops)

    static PackedResult pack(const MetricResult &result, BlobSpool &spool);
    static QList<PackedResult> pack(const QList<MetricResult> &results, BlobSpool &spool);
    // The result whole again.
    MetricResult unpacked(const BlobSpool &spool) const;
};

} // namespace claimscope
