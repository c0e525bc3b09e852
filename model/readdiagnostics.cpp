#include "readdiagnostics.h"

#include <algorithm>

namespace claimscope {

namespace {

bool isContinuation(uchar byte)
{
    return (byte & 0xC0) == 0x80;
}

// Length of the UTF-8 sequence starting at source[i] if it is well formed (RFC 3629: no
// overlong forms, no surrogates, nothing above U+10FFFF), else 0.
int sequenceLength(const uchar *bytes, qint64 i, qint64 size)
{
    const uchar lead = bytes[i];
    if (lead < 0x80)
        return 1;
    int length = 0;
    uchar low = 0x80, high = 0xBF; // allowed range of the second byte
    if (lead >= 0xC2 && lead <= 0xDF) {
        length = 2;
    } else if (lead >= 0xE0 && lead <= 0xEF) {
        length = 3;
        low = lead == 0xE0 ? 0xA0 : 0x80;
        high = lead == 0xED ? 0x9F : 0xBF;
    } else if (lead >= 0xF0 && lead <= 0xF4) {
        length = 4;
        low = lead == 0xF0 ? 0x90 : 0x80;
        high = lead == 0xF4 ? 0x8F : 0xBF;
    } else {
        return 0;
    }
    if (i + length > size || bytes[i + 1] < low || bytes[i + 1] > high)
        return 0;
    for (int k = 2; k < length; ++k) {
        if (!isContinuation(bytes[i + k]))
            return 0;
    }
    return length;
}

} // namespace

ReadDiagnostics::ReadDiagnostics(QString file)
    : m_file(std::move(file))
{
}

void ReadDiagnostics::atPath(const QString &path, const QString &message)
{
    const ReadError error = errorAt(path, message);
    add(error.where, error.message);
}

ReadError ReadDiagnostics::errorAt(const QString &path, const QString &message) const
{
    if (m_recordLine <= 0)
        return {m_file, path, message};
    const QString line = QString::number(m_recordLine);
    return {m_file, path.isEmpty() ? tr("line %1").arg(line) : tr("line %1, %2").arg(line, path), message};
}

void ReadDiagnostics::atOffset(const QByteArray &source, qint64 offset, const QString &message)
{
    atPosition(positionAt(source, offset), message);
}

void ReadDiagnostics::atPosition(Position position, const QString &message)
{
    add(positionText(position), message);
}

void ReadDiagnostics::onFile(const QString &message)
{
    add(QString(), message);
}

void ReadDiagnostics::add(const QString &where, const QString &message)
{
    if (full())
        return;
    if (m_errors.size() == MaxErrors) {
        m_errors.append({m_file, QString(),
                         tr("stopped after %n error(s); fix these and read the file again", nullptr, MaxErrors)});
        return;
    }
    m_errors.append({m_file, where, message});
}

ReadDiagnostics::Position ReadDiagnostics::positionAt(const QByteArray &source, qint64 offset)
{
    offset = std::clamp<qint64>(offset, 0, source.size());
    const QByteArrayView before(source.constData(), offset);
    const qint64 lineStart = before.lastIndexOf('\n') + 1;
    Position position;
    position.line = int(before.count('\n')) + 1;
    position.column = 1;
    for (qint64 i = lineStart; i < offset; ++i) {
        if (!isContinuation(uchar(source.at(i))))
            ++position.column;
    }
    return position;
}

qint64 ReadDiagnostics::firstInvalidUtf8(const QByteArray &source)
{
    if (source.isValidUtf8())
        return -1;
    const auto *bytes = reinterpret_cast<const uchar *>(source.constData());
    const qint64 size = source.size();
    for (qint64 i = 0; i < size;) {
        const int length = sequenceLength(bytes, i, size);
        if (length == 0)
            return i;
        i += length;
    }
    return -1;
}

QString ReadDiagnostics::positionText(Position position)
{
    return tr("line %1, column %2").arg(position.line).arg(position.column);
}

} // namespace claimscope
