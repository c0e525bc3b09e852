#include "testcasereader.h"

#include "caseparser.h"
#include "fieldreader.h"
#include "jsonliststreamer.h"
#include "jsonnesting.h"
#include "oversizedtexts.h"
#include "readdiagnostics.h"
#include "yamldocumentreader.h"

#include <nlohmann/json.hpp>

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

#include <new>
#include <optional>

namespace claimscope {

namespace {

enum class Container { Json, JsonLines, Yaml };

struct JsonSyntaxError {
    qint64 offset = 0; // 0-based, into the parsed text
    QString message;
};

// One read of one source: checks the bytes, picks the container, hands every element to the
// CaseParser and keeps the cases and the shapes seen. Any thread; one instance per read.
class SourceReader
{
    Q_DECLARE_TR_FUNCTIONS(claimscope::TestCaseReader)

public:
    SourceReader(const QByteArray &source, const QString &sourceName)
        : m_source(source)
        , m_diagnostics(sourceName)
    {
    }

    LoadedCases read(const QString &extensionHint)
    {
        LoadedCases result;
        if (checkText()) {
            m_container = containerFor(extensionHint);
            switch (m_container) {
            case Container::Json: readJson(); break;
            case Container::JsonLines: readJsonLines(); break;
            case Container::Yaml: readYaml(); break;
            }
            result.format = formatName();
        }
        result.errors = m_diagnostics.errors();
        if (result.errors.isEmpty()) {
            result.cases = m_cases;
            result.refused = m_refused;
        }
        return result;
    }

    static QString tooLarge()
    {
        return tr("is larger than %1 MiB; split it into smaller files")
            .arg(TestCaseReader::MaxFileBytes / (1024 * 1024));
    }

private:
    // Size, encoding and emptiness. True when the text can be parsed.
    bool checkText()
    {
        if (m_source.size() > TestCaseReader::MaxFileBytes) {
            m_diagnostics.onFile(tooLarge());
            return false;
        }
        if (m_source.startsWith("\xFF\xFE") || m_source.startsWith("\xFE\xFF")) {
            m_diagnostics.onFile(tr("is UTF-16 encoded; save it as UTF-8"));
            return false;
        }
        const qint64 invalid = ReadDiagnostics::firstInvalidUtf8(m_source);
        if (invalid >= 0) {
            m_diagnostics.atOffset(m_source, invalid,
                                   tr("invalid UTF-8 byte 0x%1 at byte offset %2; save the file as UTF-8")
                                       .arg(uint(uchar(m_source.at(invalid))), 2, 16, QLatin1Char('0'))
                                       .arg(invalid));
            return false;
        }
        if (m_source.trimmed().isEmpty()) {
            m_diagnostics.onFile(tr("is empty; expected test cases as JSON, JSON Lines or YAML"));
            return false;
        }
        return true;
    }

    // By extension, else by content: a leading '{' or '[' means JSON, anything else YAML.
    Container containerFor(const QString &extensionHint) const
    {
        const QString extension = extensionHint.section(QLatin1Char('.'), -1).toLower();
        if (extension == QLatin1String("jsonl") || extension == QLatin1String("ndjson"))
            return Container::JsonLines;
        if (extension == QLatin1String("yaml") || extension == QLatin1String("yml"))
            return Container::Yaml;
        if (extension == QLatin1String("json"))
            return Container::Json;
        const QByteArray start = m_source.trimmed().left(1);
        return start == "{" || start == "[" ? Container::Json : Container::Yaml;
    }

    QString formatName() const
    {
        static const QStringList containers = {QStringLiteral("json"), QStringLiteral("jsonl"), QStringLiteral("yaml")};
        const QString suffix = containers.at(int(m_container));
        if (m_shapes.isEmpty())
            return suffix;
        const QString shape = m_shapes.size() == 1 ? CaseParser::shapeName(m_shapes.front()) : QStringLiteral("mixed");
        return shape + QLatin1Char('-') + suffix;
    }

    // nlohmann's message without its "[json.exception…] parse error at line 1, column 2: "
    // prefix (its column counts bytes, ours characters).
    static QString withoutPrefix(const char *what)
    {
        static const QRegularExpression prefix(
            QStringLiteral("^\\[json\\.exception\\.[^\\]]*\\]\\s*(parse error( at line \\d+, column \\d+)?: )?"));
        return QString::fromUtf8(what).remove(prefix);
    }

    // A syntax error's reason plus a hint at the usual fix.
    static QString syntaxMessage(const char *what)
    {
        const QString reason = withoutPrefix(what);
        const QString hint = reason.contains(QLatin1String("end of input"))
            ? tr("the text ends before every bracket and quote is closed")
            : tr("check for a missing comma, colon, quote or bracket just before this point");
        return tr("not valid JSON: %1; %2").arg(reason, hint);
    }

    // With a handler, the elements of the document's test-case list go to it one by one as
    // they are parsed (see JsonListStreamer); the document comes back without them.
    std::optional<nlohmann::json> parseJson(QByteArrayView text, JsonSyntaxError *error,
                                            const JsonListStreamer::ElementHandler &handler = {})
    {
        // Before parsing: every later step (conversion, dumping) walks values recursively.
        if (const qint64 tooDeep = JsonNesting::firstTooDeep(text); tooDeep >= 0) {
            error->offset = tooDeep;
            error->message = tr("nested more than %n level(s) deep; flatten it", nullptr, JsonNesting::MaxDepth);
            return std::nullopt;
        }
        try {
            if (handler)
                return JsonListStreamer::parse(text, handler, &m_streamedElements);
            return nlohmann::json::parse(text.begin(), text.end());
        } catch (const nlohmann::json::parse_error &exception) {
            error->offset = qint64(exception.byte) - 1;
            error->message = syntaxMessage(exception.what());
        } catch (const nlohmann::json::exception &exception) {
            error->offset = -1; // e.g. a number too large for a double: no position given
            error->message = tr("not valid JSON: %1").arg(withoutPrefix(exception.what()));
        }
        return std::nullopt;
    }

    // Two or more non-blank lines, each a {...} object: JSON Lines whatever the extension says.
    bool looksLikeJsonLines() const
    {
        int records = 0;
        for (qint64 start = 0; start < m_source.size();) {
            qint64 end = m_source.indexOf('\n', start);
            if (end < 0)
                end = m_source.size();
            const QByteArrayView line = QByteArrayView(m_source.constData() + start, end - start).trimmed();
            start = end + 1;
            if (line.isEmpty())
                continue;
            if (!line.startsWith('{') || !line.endsWith('}'))
                return false;
            ++records;
        }
        return records >= 2;
    }

    void readElement(const nlohmann::json &element, const QString &path)
    {
        const CaseParser::Shape shape = CaseParser::detectShape(element);
        if (!m_shapes.contains(shape))
            m_shapes.append(shape);
        const QList<OversizedTexts::Text> oversized = OversizedTexts::find(element, path);
        if (oversized.isEmpty()) {
            if (auto testCase = m_parser.parse(element, path))
                m_cases.append(*testCase);
            return;
        }
        // Read without its over-long texts, the case can still be named and reported on.
        if (auto testCase = m_parser.parse(OversizedTexts::withNotes(element), path)) {
            for (const OversizedTexts::Text &text : oversized) {
                m_refused.append(
                    {int(m_cases.size()), m_diagnostics.errorAt(text.path, OversizedTexts::problem(text.bytes))});
            }
            m_cases.append(*testCase);
        }
    }

    void readList(const nlohmann::json &list, const QString &path)
    {
        if (!list.is_array()) {
            const QString fix = list.is_string()
                ? tr("test cases in another file are not followed; open that file instead")
                : tr("write the test cases as a list [ … ]");
            m_diagnostics.atPath(path,
                                 tr("expected a list of test cases, got %1; %2").arg(FieldReader::describe(list), fix));
            return;
        }
        if (list.empty()) {
            m_diagnostics.atPath(path, tr("holds no test cases; add at least one"));
            return;
        }
        for (std::size_t i = 0; i < list.size() && !m_diagnostics.full(); ++i)
            readElement(list[i], FieldReader::indexPath(path, qsizetype(i)));
    }

    // A whole JSON or YAML document: one test case, a list, {"test_cases": […]} or {"tests": […]}.
    void readDocument(const nlohmann::json &root)
    {
        if (root.is_array()) {
            if (m_streamedElements == 0)
                readList(root, QString());
        } else if (root.is_object() && root.contains("test_cases")) {
            if (m_streamedElements == 0)
                readList(root.at("test_cases"), QStringLiteral("test_cases"));
        } else if (root.is_object() && root.contains("tests") && !root.contains("vars")) {
            readList(root.at("tests"), QStringLiteral("tests"));
        } else if (root.is_object()) {
            readElement(root, QString());
        } else {
            m_diagnostics.onFile(tr("expected a test case object, a list of them, {\"test_cases\": "
                                    "[ … ]} or promptfoo's {\"tests\": [ … ]}, got %1")
                                     .arg(FieldReader::describe(root)));
        }
    }

    void readJson()
    {
        JsonSyntaxError error;
        const auto readStreamed = [this](const nlohmann::json &element, const QString &listPath, qsizetype index) {
            if (!m_diagnostics.full())
                readElement(element, FieldReader::indexPath(listPath, index));
        };
        if (auto root = parseJson(m_source, &error, readStreamed)) {
            readDocument(*root);
        } else if (looksLikeJsonLines()) {
            m_container = Container::JsonLines;
            m_cases.clear(); // a first line's list may have been streamed before the error
            m_shapes.clear();
            m_refused.clear();
            readJsonLines();
        } else {
            reportSyntax(error, 0, 0);
        }
    }

    // At the error's line and column, else at the record's line (JSONL) or on the file.
    void reportSyntax(const JsonSyntaxError &error, qint64 textStart, int lineNumber)
    {
        if (error.offset >= 0) {
            m_diagnostics.atOffset(m_source, textStart + error.offset, error.message);
            return;
        }
        m_diagnostics.setRecordLine(lineNumber);
        m_diagnostics.atPath(QString(), error.message);
        m_diagnostics.setRecordLine(0);
    }

    void readJsonLines()
    {
        qint64 start = 0;
        int lineNumber = 0;
        bool anyRecord = false;
        while (start < m_source.size() && !m_diagnostics.full()) {
            qint64 end = m_source.indexOf('\n', start);
            if (end < 0)
                end = m_source.size();
            ++lineNumber;
            const QByteArrayView line(m_source.constData() + start, end - start);
            if (!line.trimmed().isEmpty()) {
                anyRecord = true;
                JsonSyntaxError error;
                if (auto record = parseJson(line, &error)) {
                    m_diagnostics.setRecordLine(lineNumber);
                    readElement(*record, QString());
                    m_diagnostics.setRecordLine(0);
                } else {
                    reportSyntax(error, start, lineNumber);
                }
            }
            start = end + 1;
        }
        if (!anyRecord)
            m_diagnostics.onFile(tr("holds no test cases; expected one JSON object per line"));
    }

    void readYaml()
    {
        if (auto root = YamlDocumentReader(m_diagnostics).read(m_source))
            readDocument(*root);
    }

    const QByteArray &m_source;
    ReadDiagnostics m_diagnostics;
    CaseParser m_parser{m_diagnostics};
    Container m_container = Container::Json;
    QList<TestCase> m_cases;
    QList<RefusedText> m_refused;
    QList<CaseParser::Shape> m_shapes;
    qsizetype m_streamedElements = 0;
};

} // namespace

QString ReadError::toString() const
{
    QString text = file + QStringLiteral(": ");
    if (!where.isEmpty())
        text += where + QStringLiteral(": ");
    return text + message;
}

QString LoadedCases::errorText() const
{
    QStringList lines;
    for (const ReadError &error : errors)
        lines.append(error.toString());
    for (const RefusedText &text : refused)
        lines.append(text.error.toString());
    return lines.join(QLatin1Char('\n'));
}

namespace TestCaseReader {

namespace {

LoadedCases failure(const QString &source, const QString &message)
{
    LoadedCases result;
    result.errors.append({source, QString(), message});
    return result;
}

// Reading keeps the file and one test case at a time: only a nearly full memory fails it.
LoadedCases outOfMemory(const QString &source, qint64 bytes)
{
    return failure(source,
                   QCoreApplication::translate("claimscope::TestCaseReader",
                                               "out of memory while reading this file (%1 MiB): free "
                                               "some memory or split the file into smaller ones")
                       .arg(QString::number(double(bytes) / (1024 * 1024), 'f', 1)));
}

} // namespace

LoadedCases readFile(const QString &path)
{
    const QFileInfo info(path);
    if (info.isDir()) {
        return failure(path,
                       QCoreApplication::translate("claimscope::TestCaseReader",
                                                   "is a folder; choose a test-case file inside it"));
    }
    if (info.exists() && info.size() > MaxFileBytes)
        return failure(path, SourceReader::tooLarge());
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return failure(
            path,
            QCoreApplication::translate("claimscope::TestCaseReader", "cannot be opened: %1").arg(file.errorString()));
    }
    QByteArray data;
    try {
        data = file.read(MaxFileBytes + 1);
    } catch (const std::bad_alloc &) {
        return outOfMemory(path, info.size());
    }
    if (file.error() != QFileDevice::NoError) {
        return failure(
            path,
            QCoreApplication::translate("claimscope::TestCaseReader", "cannot be read: %1").arg(file.errorString()));
    }
    file.close();
    return readBytes(data, path, info.suffix());
}

LoadedCases readBytes(const QByteArray &data, const QString &sourceName, const QString &extensionHint)
{
    try {
        QByteArray source = data;
        if (source.startsWith("\xEF\xBB\xBF")) // UTF-8 byte order mark
            source.remove(0, 3);
        return SourceReader(source, sourceName).read(extensionHint);
    } catch (const std::bad_alloc &) {
        return outOfMemory(sourceName, data.size());
    }
}

} // namespace TestCaseReader

} // namespace claimscope
