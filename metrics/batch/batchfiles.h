#pragma once

#include <QByteArray>
#include <QList>
#include <QString>

namespace claimscope {

// One request of a batch input file: its custom_id and the exact body a direct request sends.
struct BatchLine {
    QString customId;
    QByteArray body;
};

struct MultipartForm {
    QByteArray contentType; // multipart/form-data; boundary=…
    QByteArray body;
};

// The files sent to the OpenAI-compatible Files and Batches API (BatchResultReader reads those
// it returns). Pure functions, any thread.
namespace BatchFiles {
// The path every line targets and the batch's endpoint.
inline constexpr char ChatEndpoint[] = "/v1/chat/completions";

// One JSON line per request: {"custom_id", "method": "POST", "url", "body"}. No header, so no
// key, ever travels in the file.
QByteArray inputJsonl(const QList<BatchLine> &lines);
// The upload form of POST /files: purpose=batch and the file.
MultipartForm uploadForm(const QByteArray &jsonl, const QString &fileName);
} // namespace BatchFiles

} // namespace claimscope
