#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QSet>
#include <QString>
#include <QStringList>

class QJsonObject;

namespace claimscope {

// What a batch's output or error file says about one custom_id.
struct BatchLineResult {
    bool ok = false;    // HTTP 200 with a body
    int statusCode = 0; // response.status_code (0: no response)
    QByteArray body;    // response.body as compact JSON (a chat completion)
    QString error;      // why not ok, for people: "code: message" or "HTTP 500: …"
    QString errorCode;  // error.code ("batch_expired", "server_error" …), if any
};

// One output or error file of a batch, as downloaded: JSON Lines in any order.
struct BatchResultFile {
    QString fileId;
    QByteArray content;
};

// A batch's lines matched to the requests it was sent, by custom_id.
struct BatchResults {
    QHash<QString, BatchLineResult> answers; // the requests named on exactly one line
    // The requests named on more than one line (in one file or across both), each with the places
    // that name it ("line 3 of file-abc"): which line answers the request cannot be told, so none does.
    QHash<QString, QStringList> repeated;
    // Lines that cannot be read or that name a custom_id no request has, each with its line and
    // file; at most MaxProblems, then one that counts the rest.
    QStringList problems;
};

// Reads the output and error files of a finished batch: one line at a time, from bytes, with no
// I/O. Any thread.
class BatchResultReader
{
    Q_DECLARE_TR_FUNCTIONS(claimscope::BatchResultReader)

public:
    static constexpr int MaxProblems = 20;

    // `requests`: the custom_ids the batch was sent.
    static BatchResults read(const QList<BatchResultFile> &files, const QSet<QString> &requests);

private:
    explicit BatchResultReader(const QSet<QString> &requests);
    void readLine(QByteArrayView text, int number, const QString &fileId);
    void problem(const QString &text);
    static BatchLineResult resultOf(const QJsonObject &line);
    static QString errorText(const QJsonObject &error);

    const QSet<QString> &m_requests;
    BatchResults m_results;
    QHash<QString, QString> m_firstPlace; // custom_id → where it was named first
    int m_unlisted = 0;                   // problems beyond MaxProblems
};

} // namespace claimscope
