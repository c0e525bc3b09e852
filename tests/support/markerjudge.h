#pragma once

#include <QProcess>
#include <QString>

namespace claimscope {

// The conformance kit's marker judge (fakejudge.py from the shared kit) on a free loopback
// port, for tests that compare with the kit's expected scores. Test thread; stops the process
// it started when destroyed.
class MarkerJudge
{
public:
    MarkerJudge();
    ~MarkerJudge();

    // The kit's folder (cases/, fakejudge.py) as the build knows it.
    static QString kitDir();
    // Starts it and waits for its URL; false (with `error`) when it cannot.
    bool start(QString *error);
    QString baseUrl() const { return m_url + QStringLiteral("/v1"); } // "http://127.0.0.1:P/v1"

private:
    QProcess m_process;
    QString m_url;
};

} // namespace claimscope
