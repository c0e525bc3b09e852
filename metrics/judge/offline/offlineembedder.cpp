#include "offlineembedder.h"

#include "backgroundrunner.h"
#include "lexicalvectoriser.h"
#include "offlineanswers.h"
#include "offlinememo.h"

namespace claimscope {

OfflineEmbedder::OfflineEmbedder(QObject *parent)
    : QObject(parent)
    , m_runner(new BackgroundRunner(this))
{
}

QString OfflineEmbedder::label() const
{
    return tr("Offline (lexical)");
}

QByteArray OfflineEmbedder::cacheIdentity() const
{
    return QByteArrayLiteral("offline/lexical-hashed-1024/v1");
}

void OfflineEmbedder::embed(const QStringList &texts, std::function<void(const EmbedReply &)> done)
{
    m_runner->run(
        [texts, done]() -> std::function<void()> {
            EmbedReply reply;
            qsizetype chars = 0;
            for (const QString &text : texts)
                chars += text.size();
            // The same limit as the offline judge's steps: one huge answer must not take the memory.
            if (chars > OfflineAnswers::MaxStepChars) {
                reply.error = tr("These texts hand the offline embedder %L1 characters; it reads at most "
                                 "%L2 at once. Shorten the answer or its context, or use an embedding "
                                 "model.")
                                  .arg(chars)
                                  .arg(OfflineAnswers::MaxStepChars);
                return [done, reply] { done(reply); };
            }
            reply.ok = true;
            reply.promptTokens = 0;
            reply.requests = 0;
            reply.vectors.reserve(texts.size());
            for (const QString &text : texts) {
                std::optional<QList<double>> vector = offlinememo::findVector(text);
                if (!vector) {
                    vector = LexicalVectoriser::vector(text);
                    offlinememo::keepVector(text, *vector);
                }
                reply.vectors.append(*vector);
            }
            return [done, reply] { done(reply); };
        },
        [done] {
            EmbedReply reply;
            reply.error = tr("out of memory while the offline embedder read these texts");
            done(reply);
        });
}

void OfflineEmbedder::cancelAll()
{
    m_runner->cancel();
}

} // namespace claimscope
