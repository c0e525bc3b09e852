#pragma once

#include "metrics/judge/judge.h"

#include <QObject>

namespace claimscope {

class BackgroundRunner;

// The built-in embedder labelled "Offline (lexical)": LexicalVectoriser vectors computed on the
// global thread pool (a text embedded before comes from offlinememo), no network. Lives on the engine's thread; `done`
// is called there.
class OfflineEmbedder : public QObject, public Embedder
{
    Q_OBJECT

public:
    explicit OfflineEmbedder(QObject *parent = nullptr);

    QString label() const override;
    // Names the vectoriser and its version: vectors depend on the text alone, so they cache.
    QByteArray cacheIdentity() const override;
    void embed(const QStringList &texts, std::function<void(const EmbedReply &)> done) override;
    void cancelAll() override;

private:
    BackgroundRunner *m_runner;
};

} // namespace claimscope
