#include "yamldocumentreader.h"

#include "jsonnesting.h"

#include <yaml-cpp/depthguard.h>
#include <yaml-cpp/eventhandler.h>
#include <yaml-cpp/yaml.h>

#include <QRegularExpression>

#include <algorithm>
#include <sstream>

namespace claimscope {

namespace {

constexpr int MaxDepth = JsonNesting::MaxDepth;
// Without aliases a document holds fewer values than bytes; aliases can expand a small file
// exponentially ("billion laughs"), so more values than that (or this floor) means stop.
constexpr qint64 MinValueLimit = 100'000;

// Where each document starts; nothing else of the parse is kept.
struct DocumentStarts : YAML::EventHandler {
    std::vector<YAML::Mark> marks;

    void OnDocumentStart(const YAML::Mark &mark) override { marks.push_back(mark); }
    void OnDocumentEnd() override { }
    void OnNull(const YAML::Mark &, YAML::anchor_t) override { }
    void OnAlias(const YAML::Mark &, YAML::anchor_t) override { }
    void OnScalar(const YAML::Mark &, const std::string &, YAML::anchor_t, const std::string &) override { }
    void OnSequenceStart(const YAML::Mark &, const std::string &, YAML::anchor_t, YAML::EmitterStyle::value) override {
    }
    void OnSequenceEnd() override { }
    void OnMapStart(const YAML::Mark &, const std::string &, YAML::anchor_t, YAML::EmitterStyle::value) override { }
    void OnMapEnd() override { }
};

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
    const std::string text = source.toStdString();
    YAML::Node document;
    try {
        if (!checkDocuments(text))
            return std::nullopt;
        document = YAML::Load(text);
    } catch (const YAML::DeepRecursion &error) {
        m_diagnostics.atPosition(
            positionOf(error.mark),
            tr("not valid YAML: nested more than %n level(s) deep; flatten it", nullptr, error.depth()));
        return std::nullopt;
    } catch (const YAML::Exception &error) {
        m_diagnostics.atPosition(
            positionOf(error.mark),
            tr("not valid YAML: %1; check the indentation and quoting here").arg(exceptionText(error)));
        return std::nullopt;
    }
    m_valueLimit = std::max<qint64>(MinValueLimit, source.size());
    try {
        return convert(document, 0);
    } catch (const YAML::Exception &error) {
        m_diagnostics.atPosition(positionOf(error.mark),
                                 tr("cannot read this YAML value: %1").arg(exceptionText(error)));
        return std::nullopt;
    }
}

std::optional<nlohmann::json> YamlDocumentReader::convert(const YAML::Node &node, int depth)
{
    if (depth > MaxDepth) {
        m_diagnostics.atPosition(positionOf(node.Mark()),
                                 tr("is nested more than %n level(s) deep (or refers to itself); "
                                    "flatten it",
                                    nullptr, MaxDepth));
        return std::nullopt;
    }
    if (++m_values > m_valueLimit) {
        // The marks of aliased nodes point at their anchors, not at the uses: no honest place.
        // The limit fits an int: files are at most 256 MiB.
        m_diagnostics.onFile(tr("expands to more than %n value(s) through aliases (*name); write "
                                "the repeated parts out",
                                nullptr, int(m_valueLimit)));
        return std::nullopt;
    }
    switch (node.Type()) {
    case YAML::NodeType::Undefined:
    case YAML::NodeType::Null: return nlohmann::json();
    case YAML::NodeType::Scalar: return scalar(node);
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

bool YamlDocumentReader::checkDocuments(const std::string &text)
{
    std::istringstream stream(text);
    YAML::Parser parser(stream);
    DocumentStarts starts;
    // A genuine second document already means an error, and a stuck parser repeats the start
    // of the one before at once: three documents tell the two apart.
    for (int i = 0; i < 3 && parser.HandleNextDocument(starts); ++i) {
        const std::vector<YAML::Mark> &marks = starts.marks;
        if (marks.size() >= 2 && marks.back().pos == marks[marks.size() - 2].pos) {
            m_diagnostics.atPosition(positionOf(marks.back()),
                                     tr("cannot parse YAML here: a \",\" may only separate items "
                                        "inside [ ] or { }; remove it or put the text in quotes"));
            return false;
        }
    }
    if (starts.marks.empty()) {
        m_diagnostics.onFile(tr("holds no YAML document; expected a list of promptfoo tests"));
        return false;
    }
    if (starts.marks.size() > 1) {
        m_diagnostics.atPosition(positionOf(starts.marks[1]),
                                 tr("holds more than one YAML document (separated by \"---\"); put "
                                    "every test in one list"));
        return false;
    }
    return true;
}

nlohmann::json YamlDocumentReader::scalar(const YAML::Node &node)
{
    const std::string &text = node.Scalar();
    if (node.Tag() != "?") // quoted or explicitly tagged: text as written
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
