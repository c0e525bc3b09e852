#include "yamldocumentreader.h"

#include <yaml-cpp/depthguard.h>
#include <yaml-cpp/yaml.h>

#include <QRegularExpression>

#include <algorithm>

namespace claimscope {

namespace {

constexpr int MaxDepth = 200;
// Without aliases a document holds fewer values than bytes; aliases can expand a small file
// exponentially ("billion laughs"), so more values than that (or this floor) means stop.
constexpr qint64 MinValueLimit = 100'000;

ReadDiagnostics::Position positionOf(const YAML::Mark &mark)
{
    return {std::max(mark.line, 0) + 1, std::max(mark.column, 0) + 1};
}

QString exceptionText(const YAML::Exception &error)
{
    return QString::fromStdString(error.msg);
}

} // namespace

YamlDocumentReader::YamlDocumentReader(ReadDiagnostics &diagnostics)
    : m_diagnostics(diagnostics)
{
}

std::optional<nlohmann::json> YamlDocumentReader::read(const QByteArray &source)
{
    std::vector<YAML::Node> documents;
    try {
        documents = YAML::LoadAll(source.toStdString());
    } catch (const YAML::DeepRecursion &error) {
        m_diagnostics.atPosition(positionOf(error.mark),
                                 tr("not valid YAML: nested more than %n level(s) deep; flatten it", nullptr,
                                    error.depth()));
        return std::nullopt;
    } catch (const YAML::Exception &error) {
        m_diagnostics.atPosition(positionOf(error.mark),
                                 tr("not valid YAML: %1; check the indentation and quoting here")
                                     .arg(exceptionText(error)));
        return std::nullopt;
    }
    if (documents.empty()) {
        m_diagnostics.onFile(tr("holds no YAML document; expected a list of promptfoo tests"));
        return std::nullopt;
    }
    if (documents.size() > 1) {
        m_diagnostics.atPosition(positionOf(documents[1].Mark()),
                                 tr("holds %n YAML document(s) separated by \"---\"; put every test "
                                    "in one list", nullptr, int(documents.size())));
        return std::nullopt;
    }
    m_valueLimit = std::max<qint64>(MinValueLimit, source.size());
    try {
        return convert(documents.front(), 0);
    } catch (const YAML::Exception &error) {
        m_diagnostics.atPosition(positionOf(error.mark), tr("cannot read this YAML value: %1")
                                                             .arg(exceptionText(error)));
        return std::nullopt;
    }
}

std::optional<nlohmann::json> YamlDocumentReader::convert(const YAML::Node &node, int depth)
{
    if (depth > MaxDepth) {
        m_diagnostics.atPosition(positionOf(node.Mark()),
                                 tr("is nested more than %n level(s) deep (or refers to itself); "
                                    "flatten it", nullptr, MaxDepth));
        return std::nullopt;
    }
    if (++m_values > m_valueLimit) {
        // The marks of aliased nodes point at their anchors, not at the uses: no honest place.
        // The limit fits an int: files are at most 256 MiB.
        m_diagnostics.onFile(tr("expands to more than %n value(s) through aliases (*name); write "
                                "the repeated parts out", nullptr, int(m_valueLimit)));
        return std::nullopt;
    }
    switch (node.Type()) {
    case YAML::NodeType::Undefined:
    case YAML::NodeType::Null:
        return nlohmann::json();
    case YAML::NodeType::Scalar:
        return scalar(node);
    case YAML::NodeType::Sequence: {
        nlohmann::json list = nlohmann::json::array();
        for (const YAML::Node &child : node) {
            auto value = convert(child, depth + 1);
            if (!value)
                return std::nullopt;
            list.push_back(std::move(*value));
        }
        return list;
    }
    case YAML::NodeType::Map: {
        nlohmann::json object = nlohmann::json::object();
        for (const auto &entry : node) {
            if (!entry.first.IsScalar()) {
                m_diagnostics.atPosition(positionOf(entry.first.Mark()),
                                         tr("expected a plain key, got a list or map as a key; "
                                            "write the key as text"));
                return std::nullopt;
            }
            auto value = convert(entry.second, depth + 1);
            if (!value)
                return std::nullopt;
            object[entry.first.Scalar()] = std::move(*value);
        }
        return object;
    }
    }
    return nlohmann::json();
}

nlohmann::json YamlDocumentReader::scalar(const YAML::Node &node)
{
    const std::string &text = node.Scalar();
    if (node.Tag() != "?")     // quoted or explicitly tagged: text as written
        return text;
    static const QRegularExpression nullPattern(QStringLiteral("^(~|null|Null|NULL|)$"));
    static const QRegularExpression truePattern(QStringLiteral("^(true|True|TRUE)$"));
    static const QRegularExpression falsePattern(QStringLiteral("^(false|False|FALSE)$"));
    static const QRegularExpression intPattern(QStringLiteral("^[-+]?[0-9]+$"));
    static const QRegularExpression floatPattern(
        QStringLiteral("^[-+]?(\\.[0-9]+|[0-9]+(\\.[0-9]*)?)([eE][-+]?[0-9]+)?$"));
    const QString value = QString::fromStdString(text);
    if (nullPattern.match(value).hasMatch())
        return nullptr;
    if (truePattern.match(value).hasMatch())
        return true;
    if (falsePattern.match(value).hasMatch())
        return false;
    bool ok = false;
    if (intPattern.match(value).hasMatch()) {
        const qlonglong number = value.toLongLong(&ok);
        if (ok)
            return number;
    }
    if (floatPattern.match(value).hasMatch()) {
        const double number = value.toDouble(&ok);
        if (ok)
            return number;
    }
    return text;
}

} // namespace claimscope
