#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

namespace claimscope {

// One request of a batch input file: its custom_id and the exact body a direct request sends.
struct BatchLine {
    QString customId;
    QByteArray body;
};

// What a batch's output or error file says about one custom_id.
struct BatchLineResult {
    bool ok = false;    // HTTP 200 with a body
    int statusCode = 0; // response.status_code (0: no response)
    QByteArray body;    // response.body as compact JSON (a chat completion)
    QString error;      // why not ok, for people: "code: message" or "HTTP 500: …"
    QString errorCode;  // error.code ("batch_expired", "server_error" …), if any
};

struct BatchResultFile {
    QHash<QString, BatchLineResult> lines; // by custom_id
    QStringList problems;                  // lines that could not be read, with their number
};

struct MultipartForm {
    QByteArray contentType; // multipart/form-data; boundary=…
    QByteArray body;
};

// The file formats of the OpenAI-compatible Files and Batches API. Pure functions, any thread.
namespace BatchFiles {
// The path every line targets and the batch's endpoint.
inline constexpr char ChatEndpoint[] = "/v1/chat/completions";

// One JSON line per request: {"custom_id", "method": "POST", "url", "body"}. No header, so no
// key, ever travels in the file.
QByteArray inputJsonl(const QList<BatchLine> &lines);
// The upload form of POST /files: purpose=batch and the file.
MultipartForm uploadForm(const QByteArray &jsonl, const QString &fileName);
// Reads an output or error file (JSONL, lines in any order). `fileId` names the file in problems.
BatchResultFile readResults(const QByteArray &content, const QString &fileId);
} // namespace BatchFiles

} // namespace claimscope
