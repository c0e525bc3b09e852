#pragma once

#include <QCoreApplication>
#include <QMetaType>
#include <QString>

namespace claimscope {

// The judge went away mid-run (INTERFACES.md §2.4): requests in a row got no answer, or the
// key was refused. The run admits nothing new until it is told to retry, skip the rest or
// cancel. Value type; crosses threads by copy.
struct JudgeOutage {
    Q_DECLARE_TR_FUNCTIONS(claimscope::JudgeOutage)

public:
    QString endpoint;   // the judge's base URL, without credentials
    QString cause;      // the last failure: "Connection refused", "HTTP 401: Invalid API key"
    int unanswered = 0; // requests in a row without an answer (1 for a refused key)
    bool keyRefused = false;

    // "the judge at http://127.0.0.1:8080/v1 is not answering: Connection refused (5 requests
    // in a row got no answer)"
    QString text() const;
    // What each metric the run skipped because of it reports as its error.
    QString skippedText() const;
};

} // namespace claimscope

Q_DECLARE_METATYPE(claimscope::JudgeOutage)
