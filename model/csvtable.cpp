#include "csvtable.h"

#include <QRegularExpression>

namespace claimscope {

namespace {

bool isPlainNumber(const QString &value)
{
    static const QRegularExpression number(
        QStringLiteral(R"(^[+-]?(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE][+-]?[0-9]+)?$)"));
    return number.match(value).hasMatch();
}

} // namespace

CsvTable::CsvTable(const QStringList &header)
{
    addLine(header);
}

QString CsvTable::cell(const QString &value)
{
    static const QString formulaStart = QStringLiteral("=+-@\t\r");
    QString text = value;
    if (!text.isEmpty() && formulaStart.contains(text.front()) && !isPlainNumber(text))
        text.prepend(QLatin1Char('\''));
    if (!text.contains(QLatin1Char(',')) && !text.contains(QLatin1Char('"')) && !text.contains(QLatin1Char('\n'))
        && !text.contains(QLatin1Char('\r')))
        return text;
    text.replace(QLatin1Char('"'), QStringLiteral("\"\""));
    return QLatin1Char('"') + text + QLatin1Char('"');
}

void CsvTable::addRow(const QStringList &cells)
{
    addLine(cells);
}

void CsvTable::addLine(const QStringList &cells)
{
    for (qsizetype i = 0; i < cells.size(); ++i) {
        if (i > 0)
            m_text += QLatin1Char(',');
        m_text += cell(cells[i]);
    }
    m_text += QStringLiteral("\r\n");
}

} // namespace claimscope
