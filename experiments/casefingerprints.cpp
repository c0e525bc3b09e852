#include "casefingerprints.h"

#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>

namespace claimscope {

namespace {

// Enough of an MD5 to tell edits apart: a fingerprint, not a secret.
constexpr int DigestChars = 12;

class Digest
{
public:
    void add(const QString &text)
    {
        m_hash.addData(QByteArrayView(reinterpret_cast<const char *>(text.utf16()), text.size() * 2));
        m_hash.addData(QByteArrayView("\x1f", 1));
    }
    void add(const QList<ContextItem> &items)
    {
        for (const ContextItem &item : items) {
            add(item.text);
            add(item.isObject ? QString::fromUtf8(QJsonDocument(item.fields).toJson(QJsonDocument::Compact))
                              : QString());
        }
        m_hash.addData(QByteArrayView("\x1e", 1));
    }
    void add(const QStringList &texts)
    {
        for (const QString &text : texts)
            add(text);
        m_hash.addData(QByteArrayView("\x1e", 1));
    }
    QString result() const { return QString::fromLatin1(m_hash.result().toHex().left(DigestChars)); }

private:
    QCryptographicHash m_hash{QCryptographicHash::Md5};
};

CaseFingerprints::Case fingerprintOf(const TestCase &testCase, int index)
{
    CaseFingerprints::Case fingerprint;
    const QString title = testCase.readableName(index);
    if (title != testCase.displayName(index))
        fingerprint.title = title;
    Digest own;
    own.add(testCase.isConversational() ? QStringLiteral("conversation") : QStringLiteral("single turn"));
    own.add(testCase.input);
    own.add(testCase.actualOutput);
    own.add(testCase.expectedOutput);
    own.add(testCase.retrievalContext);
    own.add(testCase.samples);
    own.add(testCase.scenario);
    own.add(testCase.expectedOutcome);
    own.add(testCase.chatbotRole);
    fingerprint.digests.append(own.result());
    for (const Turn &turn : testCase.turns) {
        Digest digest;
        digest.add(roleName(turn.role));
        digest.add(turn.content);
        digest.add(turn.retrievalContext);
        digest.add(turn.samples);
        fingerprint.digests.append(digest.result());
    }
    return fingerprint;
}

} // namespace

CaseFingerprints CaseFingerprints::of(const QList<TestCase> &testCases, const QList<int> &indices)
{
    CaseFingerprints fingerprints;
    for (int i = 0; i < testCases.size(); ++i) {
        const int index = indices.value(i, i);
        fingerprints.cases.insert(testCases[i].displayName(index), fingerprintOf(testCases[i], index));
    }
    return fingerprints;
}

QJsonObject CaseFingerprints::toJson() const
{
    QJsonObject json;
    for (auto it = cases.begin(); it != cases.end(); ++it) {
        QJsonObject entry{{QStringLiteral("digests"), it->digests.join(QLatin1Char(' '))}};
        if (!it->title.isEmpty())
            entry.insert(QStringLiteral("title"), it->title);
        json.insert(it.key(), entry);
    }
    return json;
}

CaseFingerprints CaseFingerprints::fromJson(const QJsonObject &json)
{
    CaseFingerprints fingerprints;
    for (auto it = json.begin(); it != json.end(); ++it) {
        const QJsonObject entry = it.value().toObject();
        Case fingerprint;
        fingerprint.title = entry.value(QStringLiteral("title")).toString();
        fingerprint.digests =
            entry.value(QStringLiteral("digests")).toString().split(QLatin1Char(' '), Qt::SkipEmptyParts);
        if (!fingerprint.digests.isEmpty())
            fingerprints.cases.insert(it.key(), fingerprint);
    }
    return fingerprints;
}

QStringList CaseFingerprints::changes(const CaseFingerprints &before, const CaseFingerprints &after)
{
    QStringList changes;
    for (auto it = after.cases.begin(); it != after.cases.end(); ++it) {
        const auto old = before.cases.find(it.key());
        if (old == before.cases.end() || old->digests == it->digests)
            continue;
        const QString name = it->title.isEmpty() ? it.key() : it->title;
        const QStringList &was = old->digests;
        const QStringList &now = it->digests;
        if (was.value(0) != now.value(0))
            changes.append(tr("%1 edited").arg(name));
        const qsizetype turns = qMin(was.size(), now.size());
        for (qsizetype turn = 1; turn < turns; ++turn) {
            if (was[turn] != now[turn])
                changes.append(tr("turn %1 of %2 edited").arg(QString::number(turn), name));
        }
        if (now.size() > was.size())
            changes.append(tr("%n turn(s) added to %1", nullptr, int(now.size() - was.size())).arg(name));
        else if (now.size() < was.size())
            changes.append(tr("%n turn(s) removed from %1", nullptr, int(was.size() - now.size())).arg(name));
    }
    return changes;
}

} // namespace claimscope
