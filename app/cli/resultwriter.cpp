#include "resultwriter.h"

#include "resultprinter.h"

#include <QCoreApplication>

#include <cstdio>

namespace claimscope::cli {

ResultWriter::ResultWriter(OutputFormat format, bool details)
    : m_format(format)
    , m_details(details)
{
}

bool ResultWriter::open(const QString &path, QString *error)
{
    if (path.isEmpty())
        return true;
    m_file = std::make_unique<QSaveFile>(path);
    if (!m_file->open(QIODevice::WriteOnly)) {
        *error = QCoreApplication::translate("claimscope::cli", "cannot write %1: %2").arg(path, m_file->errorString());
        return false;
    }
    return true;
}

void ResultWriter::put(const QString &text)
{
    if (text.isEmpty())
        return;
    const QByteArray bytes = text.toUtf8();
    if (m_file) {
        m_file->write(bytes);
        return;
    }
    std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stdout);
    std::fflush(stdout);
}

void ResultWriter::write(const MetricResult &result)
{
    if (!m_started) {
        put(resultsHeader(m_format, result.judgeLabel));
        m_started = true;
    }
    put(formatResult(result, m_format, m_details, m_tally.results == 0));
    m_tally.add(result);
}

bool ResultWriter::finish(const QStringList &skipped, const QMap<QString, Agreement> &agreement, QString *error)
{
    if (!m_started && m_format == OutputFormat::Json)
        put(resultsHeader(m_format, {}));
    put(resultsFooter(m_tally, skipped, m_format, m_tally.results > 0, agreement));
    if (m_file && !m_file->commit()) {
        *error = QCoreApplication::translate("claimscope::cli", "cannot write %1: %2").arg(m_file->fileName(), m_file->errorString());
        return false;
    }
    return true;
}

} // namespace claimscope::cli
