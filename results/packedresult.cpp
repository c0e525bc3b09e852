#include "packedresult.h"

#include "breakdownmodel.h"

#include <QCoreApplication>
#include <QDataStream>
#include <QIODevice>

namespace claimscope {

namespace {

QDataStream &operator<<(QDataStream &out, const std::optional<double> &value)
{
    return out << value.has_value() << value.value_or(0.0);
}

QDataStream &operator>>(QDataStream &in, std::optional<double> &value)
{
    bool has = false;
    double number = 0;
    in >> has >> number;
    value = has ? std::optional<double>(number) : std::nullopt;
    return in;
}

QDataStream &operator<<(QDataStream &out, const BreakdownItem &item)
{
    return out << int(item.kind) << item.text << item.verdict << item.reason << item.turnIndex << item.value
               << item.hasValue;
}

QDataStream &operator>>(QDataStream &in, BreakdownItem &item)
{
    int kind = 0;
    in >> kind >> item.text >> item.verdict >> item.reason >> item.turnIndex >> item.value >> item.hasValue;
    item.kind = BreakdownItem::Kind(kind);
    return in;
}

QDataStream &operator<<(QDataStream &out, const BreakdownWindow &window)
{
    out << window.title << window.turnIndices << window.score << window.skipped << window.skipReason << window.reason
        << qint64(window.items.size());
    for (const BreakdownItem &item : window.items)
        out << item;
    return out;
}

QDataStream &operator>>(QDataStream &in, BreakdownWindow &window)
{
    qint64 items = 0;
    in >> window.title >> window.turnIndices >> window.score >> window.skipped >> window.skipReason >> window.reason
        >> items;
    for (qint64 i = 0; i < items && in.status() == QDataStream::Ok; ++i)
        in >> window.items.emplace_back();
    return in;
}

} // namespace

PackedResult PackedResult::pack(const MetricResult &result, BlobSpool &spool)
{
    PackedResult packed{result, {}, {}};
    if (result.windows.isEmpty())
        return packed;
    for (const FailingItemOnce &failing : failingItemsOnce(result.windows))
        packed.failingItems.append({failing.window, failing.item});
    QByteArray bytes;
    QDataStream out(&bytes, QIODevice::WriteOnly);
    out << qint64(result.windows.size());
    for (const BreakdownWindow &window : result.windows)
        out << window;
    packed.windows = spool.append(bytes);
    packed.brief.windows.clear();
    return packed;
}

QList<PackedResult> PackedResult::pack(const QList<MetricResult> &results, BlobSpool &spool)
{
    QList<PackedResult> packed;
    packed.reserve(results.size());
    for (const MetricResult &result : results)
        packed.append(pack(result, spool));
    return packed;
}

MetricResult PackedResult::unpacked(const BlobSpool &spool) const
{
    MetricResult result = brief;
    if (windows.isNull())
        return result;
    const QByteArray bytes = spool.read(windows);
    QDataStream in(bytes);
    qint64 count = 0;
    in >> count;
    for (qint64 w = 0; w < count && in.status() == QDataStream::Ok; ++w)
        in >> result.windows.emplace_back();
    if (bytes.isEmpty() || in.status() != QDataStream::Ok) {
        // The temporary file lost them (deleted, disk error): say so rather than show nothing.
        BreakdownWindow lost;
        lost.title = QCoreApplication::translate("claimscope::PackedResult", "Details unavailable");
        lost.skipped = true;
        lost.skipReason = QCoreApplication::translate(
            "claimscope::PackedResult",
            "The windows and verdicts of this result could not be read back from the temporary "
            "file that holds them. Run the metric again to see them.");
        result.windows = {lost};
    }
    return result;
}

} // namespace claimscope
