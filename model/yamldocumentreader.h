#pragma once

#include "readdiagnostics.h"

#include <nlohmann/json.hpp>

#include <QByteArray>
#include <QCoreApplication>

#include <optional>

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
    std::optional<nlohmann::json> convert(const YAML::Node &node, int depth);
    static nlohmann::json scalar(const YAML::Node &node);

    ReadDiagnostics &m_diagnostics;
    qint64 m_values = 0;
    qint64 m_valueLimit = 0;
};

} // namespace claimscope
