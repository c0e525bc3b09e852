#pragma once

#include <nlohmann/json.hpp>

#include <QByteArrayView>
#include <QString>

#include <functional>

namespace claimscope {

// Parses a JSON document and hands each element of its test-case list — the root list, or
// the root object's "test_cases" list — to a handler as soon as the element is complete, then
// drops it from the tree, so a large file is never held as one parsed document. Throws what
// nlohmann::json::parse throws. Pure, any thread.
namespace JsonListStreamer {

// `listPath` is "" for a root list, "test_cases" otherwise; `index` counts from 0.
using ElementHandler = std::function<void(const nlohmann::json &element, const QString &listPath, qsizetype index)>;

// The document without the streamed elements; *streamed says how many there were.
nlohmann::json parse(QByteArrayView text, const ElementHandler &handler, qsizetype *streamed);

} // namespace JsonListStreamer

} // namespace claimscope
