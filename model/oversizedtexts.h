#pragma once

#include <nlohmann/json.hpp>

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace claimscope {

// Finds the texts of one test-case element that are longer than TestCaseReader::MaxTextBytes,
// and makes the copy of the element the reader keeps instead: those texts replaced by a short
// note. Pure, any thread.
class OversizedTexts
{
    Q_DECLARE_TR_FUNCTIONS(claimscope::OversizedTexts)

public:
    struct Text {
        QString path; // "test_cases[2].turns[3].content"
        qint64 bytes = 0;
    };

    // Every string value under `element` (at `path`) longer than the limit.
    static QList<Text> find(const nlohmann::json &element, const QString &path);
    // `element` with each of those strings replaced by a note that says how long it was.
    static nlohmann::json withNotes(const nlohmann::json &element);
    // Why such a text is refused and what to do: "is 40.0 MiB long, more than the 4 MiB …".
    static QString problem(qint64 bytes);
};

} // namespace claimscope
