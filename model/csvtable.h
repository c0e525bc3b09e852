#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace claimscope {

// A CSV file (RFC 4180, CRLF lines) that a spreadsheet opens safely: a cell a spreadsheet
// would run as a formula (one starting with =, +, -, @, a tab or a carriage return, unless it is
// a plain number such as -0.25) gets a leading apostrophe, and a cell with a comma, quote or line
// break is quoted. Every CSV Claimscope writes goes through it. Value type, any thread.
class CsvTable
{
public:
    explicit CsvTable(const QStringList &header);
    void addRow(const QStringList &cells);
    QByteArray bytes() const { return m_text.toUtf8(); }

    // One cell as written: neutralised, then quoted when needed.
    static QString cell(const QString &value);

private:
    void addLine(const QStringList &cells);

    QString m_text;
};

} // namespace claimscope
