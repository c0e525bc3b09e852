#include "fieldreader.h"

#include <QJsonDocument>

#include <array>

namespace claimscope {

namespace {

// Keys whose value is the text of an object retrieval-context item, first present wins.
constexpr std::array<std::string_view, 11> ContextTextKeys = {"context", "page_content", "text",     "content",
                                                              "output",  "document",     "data",     "content_text",
                                                              "body",    "description",  "page_text"};

QString quotedKeys()
{
    QStringList keys;
    for (std::string_view key : ContextTextKeys)
        keys.append(QLatin1Char('"') + QString::fromUtf8(key.data(), key.size()) + QLatin1Char('"'));
    return keys.join(QStringLiteral(", "));
}

QString elided(const QString &text)
{
    constexpr int MaxShown = 40;
    QString shown = text.size() <= MaxShown ? text : text.left(MaxShown) + QStringLiteral("…");
    return shown.replace(QLatin1Char('\n'), QLatin1Char(' '));
}

} // namespace

FieldReader::FieldReader(const nlohmann::json &object, QString path, ReadDiagnostics &diagnostics)
    : m_object(object)
    , m_path(std::move(path))
    , m_diagnostics(diagnostics)
    , m_errorsBefore(diagnostics.count())
{
}

const nlohmann::json *FieldReader::find(std::string_view key) const
{
    const auto it = m_object.find(key);
    if (it == m_object.end() || it->is_null())
        return nullptr;
    return &*it;
}

QString FieldReader::requiredText(std::string_view key, const QString &purpose)
{
    const nlohmann::json *value = find(key);
    if (!value) {
        m_diagnostics.atPath(pathOf(key), tr("missing: %1").arg(purpose));
        return {};
    }
    if (!value->is_string()) {
        m_diagnostics.atPath(pathOf(key),
                             tr("expected a string, got %1; put the text in quotes").arg(describe(*value)));
        return {};
    }
    const QString result = text(*value);
    if (result.trimmed().isEmpty()) {
        m_diagnostics.atPath(pathOf(key),
                             tr("is blank: no judge can rate an empty text; "
                                "write the text or remove the entry"));
    }
    return result;
}

QString FieldReader::optionalText(std::string_view key)
{
    const nlohmann::json *value = find(key);
    if (!value)
        return {};
    if (!value->is_string()) {
        m_diagnostics.atPath(pathOf(key), tr("expected a string, got %1").arg(describe(*value)));
        return {};
    }
    return text(*value);
}

QList<ContextItem> FieldReader::contextItems(std::string_view key, bool acceptSingleString)
{
    QList<ContextItem> items;
    const nlohmann::json *value = find(key);
    if (!value)
        return items;
    if (acceptSingleString && value->is_string()) {
        items.append(ContextItem::fromText(text(*value)));
        return items;
    }
    if (!value->is_array()) {
        m_diagnostics.atPath(
            pathOf(key),
            tr("expected a list of strings or objects, got %1; wrap the items in [ ]").arg(describe(*value)));
        return items;
    }
    for (std::size_t i = 0; i < value->size() && !m_diagnostics.full(); ++i) {
        if (auto item = contextItem((*value)[i], indexPath(pathOf(key), qsizetype(i)), m_diagnostics))
            items.append(*item);
    }
    return items;
}

QStringList FieldReader::samples(std::string_view key)
{
    QStringList result;
    const nlohmann::json *value = find(key);
    if (!value)
        return result;
    if (!value->is_array()) {
        m_diagnostics.atPath(pathOf(key),
                             tr("expected a list of strings (pre-generated answers), got %1").arg(describe(*value)));
        return result;
    }
    for (std::size_t i = 0; i < value->size() && !m_diagnostics.full(); ++i) {
        const nlohmann::json &sample = (*value)[i];
        if (sample.is_string()) {
            result.append(text(sample));
        } else {
            m_diagnostics.atPath(indexPath(pathOf(key), qsizetype(i)),
                                 tr("expected a string (one pre-generated answer), got %1").arg(describe(sample)));
        }
    }
    return result;
}

QJsonObject FieldReader::metadata(std::string_view key)
{
    const nlohmann::json *value = find(key);
    if (!value)
        return {};
    if (!value->is_object()) {
        m_diagnostics.atPath(pathOf(key), tr("expected an object of key/value pairs, got %1").arg(describe(*value)));
        return {};
    }
    if (auto object = toQJsonObject(*value))
        return *object;
    m_diagnostics.atPath(pathOf(key), tr("is nested too deeply to be read; flatten it"));
    return {};
}

void FieldReader::rejectKey(std::string_view key, const QString &fix)
{
    if (has(key))
        m_diagnostics.atPath(pathOf(key), fix);
}

std::optional<ContextItem> FieldReader::contextItem(const nlohmann::json &value, const QString &path,
                                                    ReadDiagnostics &diagnostics)
{
    if (value.is_string())
        return ContextItem::fromText(text(value));
    if (!value.is_object()) {
        diagnostics.atPath(path, tr("expected a string or an object holding the text, got %1").arg(describe(value)));
        return std::nullopt;
    }
    FieldReader item(value, path, diagnostics);
    item.metadata("metadata");
    std::optional<ContextItem> result;
    for (std::string_view key : ContextTextKeys) {
        if (const nlohmann::json *textValue = item.find(key)) {
            if (!textValue->is_string()) {
                diagnostics.atPath(item.pathOf(key),
                                   tr("expected the item's text as a string, got %1").arg(describe(*textValue)));
                return std::nullopt;
            }
            result = ContextItem{text(*textValue), {}, true};
            break;
        }
    }
    if (!result) {
        QStringList found;
        for (const auto &field : value.items())
            found.append(QLatin1Char('"') + QString::fromStdString(field.key()) + QLatin1Char('"'));
        const QString seen =
            found.isEmpty() ? tr("the object is empty") : tr("found only %1").arg(found.join(QStringLiteral(", ")));
        diagnostics.atPath(path, tr("an object item needs its text under one of %1; %2").arg(quotedKeys(), seen));
        return std::nullopt;
    }
    auto fields = toQJsonObject(value);
    if (!fields) {
        diagnostics.atPath(path, tr("is nested too deeply to be read; flatten it"));
        return std::nullopt;
    }
    if (item.failed())
        return std::nullopt;
    result->fields = *fields;
    return result;
}

QString FieldReader::describe(const nlohmann::json &value)
{
    switch (value.type()) {
    case nlohmann::json::value_t::string: return QLatin1Char('"') + elided(text(value)) + QLatin1Char('"');
    case nlohmann::json::value_t::number_integer:
    case nlohmann::json::value_t::number_unsigned:
    case nlohmann::json::value_t::number_float: return tr("the number %1").arg(QString::fromStdString(value.dump()));
    case nlohmann::json::value_t::boolean: return value.get<bool>() ? tr("true") : tr("false");
    case nlohmann::json::value_t::array: return tr("a list");
    case nlohmann::json::value_t::object: return tr("an object");
    case nlohmann::json::value_t::null: return tr("null");
    default: return tr("nothing");
    }
}

QString FieldReader::childPath(const QString &path, std::string_view key)
{
    const QString name = QString::fromUtf8(key.data(), qsizetype(key.size()));
    return path.isEmpty() ? name : path + QLatin1Char('.') + name;
}

QString FieldReader::indexPath(const QString &path, qsizetype index)
{
    return path + QLatin1Char('[') + QString::number(index) + QLatin1Char(']');
}

QString FieldReader::text(const nlohmann::json &stringValue)
{
    return QString::fromStdString(stringValue.get_ref<const std::string &>());
}

std::optional<QJsonObject> FieldReader::toQJsonObject(const nlohmann::json &object)
{
    const std::string compact = object.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(QByteArray::fromStdString(compact), &error);
    if (error.error != QJsonParseError::NoError || !document.isObject())
        return std::nullopt;
    return document.object();
}

} // namespace claimscope
