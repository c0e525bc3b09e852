#pragma once

#include "results/reportsetup.h"

#include <QObject>

class QWidget;

namespace claimscope {

class ResultsHub;
class UserPrompts;

// File › Export Results: asks where, then writes the current results as JSON, CSV or a
// standalone HTML report (chosen by the file's suffix), atomically. UI thread.
class ResultsExporter : public QObject
{
    Q_OBJECT
public:
    ResultsExporter(ResultsHub *hub, UserPrompts *prompts, QWidget *window);

    // Writes to `path`; the format follows the suffix (.json, .csv, else HTML). False + message on failure.
    bool exportTo(const QString &path, QString *error) const;
    // What the shown results were computed with, for the HTML report (unknown: it says so).
    void setRunSetup(const ReportSetup &setup) { m_setup = setup; }

public Q_SLOTS:
    void exportResults();

Q_SIGNALS:
    void statusMessage(const QString &message);

private:
    ResultsHub *m_hub;
    UserPrompts *m_prompts;
    QWidget *m_window;
    ReportSetup m_setup;
};

} // namespace claimscope
