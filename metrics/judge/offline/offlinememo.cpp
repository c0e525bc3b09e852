#include "offlinememo.h"

#include <QCache>
#include <QCryptographicHash>
#include <QJsonDocument>
#include <QMutex>
#include <QMutexLocker>
#include <QSet>
#include <QWaitCondition>

namespace claimscope::offlinememo {

namespace {

// One kind of memoised value, by digest, bounded by cost (bytes).
template<typename Value> class Bounded
{
public:
    explicit Bounded(qsizetype maxBytes)
        : m_values(maxBytes)
    {
    }

    std::optional<Value> find(const QByteArray &key)
    {
        const QMutexLocker lock(&m_mutex);
        if (const Value *value = m_values.object(key))
            return *value;
        return std::nullopt;
    }

    // The value kept for `key`; while another thread computes it, once that one is done. None:
    // the caller computes it now and must keep() or release() it.
    std::optional<Value> findOrClaim(const QByteArray &key)
    {
        QMutexLocker lock(&m_mutex);
        while (m_claimed.contains(key))
            m_released.wait(&m_mutex);
        if (const Value *value = m_values.object(key))
            return *value;
        m_claimed.insert(key);
        return std::nullopt;
    }

    void keep(const QByteArray &key, const Value &value, qsizetype bytes)
    {
        const QMutexLocker lock(&m_mutex);
        m_values.insert(key, new Value(value), key.size() + bytes);
        if (m_claimed.remove(key))
            m_released.wakeAll();
    }

    void release(const QByteArray &key)
    {
        const QMutexLocker lock(&m_mutex);
        if (m_claimed.remove(key))
            m_released.wakeAll();
    }

    void clear()
    {
        const QMutexLocker lock(&m_mutex);
        m_values.clear();
    }

private:
    QMutex m_mutex;
    QCache<QByteArray, Value> m_values;
    QSet<QByteArray> m_claimed; // being computed by some thread
    QWaitCondition m_released;
};

Bounded<JudgeReply> &answers()
{
    static Bounded<JudgeReply> kept(MaxAnswerBytes);
    return kept;
}

Bounded<QList<double>> &vectors()
{
    static Bounded<QList<double>> kept(MaxVectorBytes);
    return kept;
}

QByteArray digest(QByteArrayView bytes)
{
    return QCryptographicHash::hash(bytes, QCryptographicHash::Sha256);
}

} // namespace

QByteArray keyOf(const StepCall &call)
{
    const QByteArray bytes = call.step.toUtf8() + '\n' + QJsonDocument(call.vars).toJson(QJsonDocument::Compact);
    return digest(bytes);
}

std::optional<JudgeReply> findAnswer(const QByteArray &key)
{
    return answers().find(key);
}

std::optional<JudgeReply> findOrClaimAnswer(const QByteArray &key)
{
    return answers().findOrClaim(key);
}

void keepAnswer(const QByteArray &key, const JudgeReply &reply)
{
    if (reply.ok)
        answers().keep(key, reply, qsizetype(sizeof(JudgeReply)) + reply.content.size() * qsizetype(sizeof(QChar)));
    else
        answers().release(key);
}

void releaseAnswer(const QByteArray &key)
{
    answers().release(key);
}

std::optional<QList<double>> findVector(const QString &text)
{
    return vectors().find(digest(QByteArrayView(reinterpret_cast<const char *>(text.utf16()), text.size() * 2)));
}

void keepVector(const QString &text, const QList<double> &vector)
{
    vectors().keep(digest(QByteArrayView(reinterpret_cast<const char *>(text.utf16()), text.size() * 2)), vector,
                   vector.size() * qsizetype(sizeof(double)));
}

void clear()
{
    answers().clear();
    vectors().clear();
}

} // namespace claimscope::offlinememo
