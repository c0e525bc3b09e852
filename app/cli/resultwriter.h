#pragma once

#include "evaluateoptions.h"
#include "experiments/agreement.h"
#include "model/metricresult.h"
#include "model/resultjson.h"

#include <QMap>
#include <QSaveFile>
#include <QString>
#include <QStringList>

#include <memory>

namespace claimscope::cli {

// Writes results to stdout or --output as they come, in the chosen format (a file appears whole
// only when finished: QSaveFile). Keeps the tally, never the results. CLI main thread.
class ResultWriter
{
public:
    ResultWriter(OutputFormat format, bool details);
    // An empty path writes to stdout.
    bool open(const QString &path, QString *error);
    void write(const MetricResult &result);
    bool finish(const QStringList &skipped, const QMap<QString, Agreement> &agreement, QString *error);
    const ResultTally &tally() const { return m_tally; }

private:
    void put(const QString &text);

    OutputFormat m_format;
    bool m_details;
    std::unique_ptr<QSaveFile> m_file;
    bool m_started = false;
    ResultTally m_tally;
};

} // namespace claimscope::cli
