#include "labelsplit.h"

#include <QCryptographicHash>
#include <QtEndian>

namespace claimscope {

LabelSplit::Part LabelSplit::partOf(const QString &testCase) const
{
    // The first 32 bits of the name's SHA-1 are spread evenly over [0, 2^32), and so are the
    // names: the share of cases below tuningShare · 2^32 approaches tuningShare.
    const QByteArray digest = QCryptographicHash::hash(testCase.toUtf8(), QCryptographicHash::Sha1);
    const double position = qFromBigEndian<quint32>(digest.constData()) / 4294967296.0;
    return position < tuningShare ? Part::Tuning : Part::HeldOut;
}

} // namespace claimscope
