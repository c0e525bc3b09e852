#pragma once

#include "readdiagnostics.h"
#include "testcase.h"

#include <nlohmann/json.hpp>

#include <QCoreApplication>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <optional>
#include <string_view>

namespace claimscope {

// Typed access to the fields of one JSON object of a test-case file: a missing, blank or
// wrongly typed value becomes an error naming its path, what was expected and what was found.
// Lives on the reading thread for the duration of one read.
class FieldReader
{
    Q_DECLARE_TR_FUNCTIONS(claimscope::FieldReader)

public:
    // `object` must be a JSON object and must outlive the reader.
    FieldReader(const nlohmann::json &object, QString path, ReadDiagnostics &diagnostics);

    // The value of `key` when present and not null, else nullptr.
    const nlohmann::json *find(std::string_view key) const;
    bool has(std::string_view key) const { return find(key) != nullptr; }
    QString pathOf(std::string_view key) const { return childPath(m_path, key); }
    const QString &path() const { return m_path; }

    // A text a judge must read: missing, non-string and blank values are errors.
    // `purpose` says why it is needed ("every turn needs the text that was said").
    QString requiredText(std::string_view key, const QString &purpose);
    QString optionalText(std::string_view key);
    // A list of retrieval-context items; `acceptSingleString` also takes one plain string.
    QList<ContextItem> contextItems(std::string_view key, bool acceptSingleString = false);
    QStringList samples(std::string_view key);
    QJsonObject metadata(std::string_view key);
    // An error for a key that does not belong in this object, with the fix.
    void rejectKey(std::string_view key, const QString &fix);

    // True once any error was reported through this reader.
    bool failed() const { return m_diagnostics.count() > m_errorsBefore; }

    static QString describe(const nlohmann::json &value);
    static QString childPath(const QString &path, std::string_view key);
    static QString indexPath(const QString &path, qsizetype index);
    static QString text(const nlohmann::json &stringValue);
    // nullopt when Qt cannot hold it (nested deeper than QJsonDocument allows).
    static std::optional<QJsonObject> toQJsonObject(const nlohmann::json &object);
    // Converts one retrieval-context item (METRICS.md §0.1), reporting errors at `path`.
    static std::optional<ContextItem> contextItem(const nlohmann::json &value, const QString &path,
                                                  ReadDiagnostics &diagnostics);

private:
    const nlohmann::json &m_object;
    QString m_path;
    ReadDiagnostics &m_diagnostics;
    int m_errorsBefore = 0;
};

} // namespace claimscope
