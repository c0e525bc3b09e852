#pragma once

#include "readdiagnostics.h"

#include <nlohmann/json.hpp>

#include <QByteArray>
#include <QCoreApplication>

#include <optional>
#include <string>

namespace YAML {
class Node;
}

namespace claimscope {

// Parses a YAML document (promptfoo test files) with yaml-cpp into the JSON value the case
// parsers read. Plain scalars resolve by the YAML 1.2 core schema (null, booleans, numbers),
// quoted ones stay strings. Lives on the reading thread for one read.
class YamlDocumentReader
{
    Q_DECLARE_TR_FUNCTIONS(claimscope::YamlDocumentReader)

public:
    explicit YamlDocumentReader(ReadDiagnostics &diagnostics);

    // The document as JSON, or nullopt after a syntax error (reported with its line and column).
    std::optional<nlohmann::json> read(const QByteArray &source);

private:
    // Walks the documents' starts only, at most three of them: false (with the error
    // reported) unless there is exactly one. yaml-cpp 0.7 answers a "," where a document
    // would start with empty documents forever, each starting where the last one did; its
    // LoadAll() would collect them until memory runs out, so it is never called.
    bool checkDocuments(const std::string &text);
    std::optional<nlohmann::json> convert(const YAML::Node &node, int depth);
    static nlohmann::json scalar(const YAML::Node &node);

    ReadDiagnostics &m_diagnostics;
    qint64 m_values = 0;
    qint64 m_valueLimit = 0;
};

} // namespace claimscope
