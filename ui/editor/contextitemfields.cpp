#include "contextitemfields.h"

#include "metrics/trustifai/sourcediversity.h"

namespace claimscope {

namespace {

const QString Metadata = QStringLiteral("metadata");

// "url:https://…" → {"url", "https://…"}; a content hash is no id.
QPair<QString, QString> splitId(const ContextItem &item)
{
    if (!item.isObject)
        return {};
    const QString id = SourceDiversity::sourceId(item);
    const qsizetype colon = id.indexOf(QLatin1Char(':'));
    const QString key = id.left(colon);
    if (key == QLatin1String("content_hash"))
        return {};
    return {key, id.mid(colon + 1)};
}

// The key that holds the item's text: the first field whose value is that text.
QString textKey(const ContextItem &item)
{
    for (auto it = item.fields.begin(); it != item.fields.end(); ++it) {
        if (it.value().isString() && it.value().toString() == item.text)
            return it.key();
    }
    return {};
}

} // namespace

namespace ContextItemFields {

QString sourceId(const ContextItem &item)
{
    return splitId(item).second;
}

QString sourceKey(const ContextItem &item)
{
    return splitId(item).first;
}

ContextItem withSourceId(ContextItem item, const QString &id)
{
    const QString key = sourceKey(item);
    if (!key.isEmpty()) {
        // Change it where it is: in the item, else in its metadata.
        if (item.fields.contains(key)) {
            if (id.isEmpty())
                item.fields.remove(key);
            else
                item.fields.insert(key, id);
        } else {
            QJsonObject metadata = item.fields.value(Metadata).toObject();
            if (id.isEmpty())
                metadata.remove(key);
            else
                metadata.insert(key, id);
            if (metadata.isEmpty())
                item.fields.remove(Metadata);
            else
                item.fields.insert(Metadata, metadata);
        }
    } else if (!id.isEmpty()) {
        if (!item.isObject)
            item.fields = {{QStringLiteral("context"), item.text}};
        item.isObject = true;
        item.fields.insert(QStringLiteral("source_id"), id);
    }
    const QString text = textKey(item);
    if (item.isObject && (item.fields.isEmpty() || (item.fields.size() == 1 && !text.isEmpty())))
        return ContextItem::fromText(item.text);
    return item;
}

ContextItem withText(ContextItem item, const QString &text)
{
    if (item.isObject) {
        const QString key = textKey(item);
        if (!key.isEmpty())
            item.fields.insert(key, text);
    }
    item.text = text;
    return item;
}

} // namespace ContextItemFields

} // namespace claimscope
