#include "apikeystore.h"

#include "model/urlcredentials.h"

#include <qt6keychain/keychain.h>

namespace claimscope {

namespace {

const QString Service = QStringLiteral("Claimscope");

} // namespace

ApiKeyStore::ApiKeyStore(QObject *parent)
    : QObject(parent)
{
}

QString ApiKeyStore::account(const JudgeSettings &judge)
{
    return QStringLiteral("judge-api-key:")
        + (judge.baseUrl.isEmpty() ? QStringLiteral("default") : UrlCredentials::stripped(judge.baseUrl));
}

void ApiKeyStore::fetch(const JudgeSettings &judge, bool useKeychain, QObject *context, KeyCallback done)
{
    if (const QString key = judge.keyFromEnvironment(); !key.isEmpty()) {
        done(key, tr("from $%1").arg(judge.apiKeyEnv));
        return;
    }
    if (!useKeychain) {
        done({}, judge.apiKeyEnv.isEmpty() ? tr("no key configured") : tr("$%1 is not set").arg(judge.apiKeyEnv));
        return;
    }
    auto *job = new QKeychain::ReadPasswordJob(Service, this);
    job->setKey(account(judge));
    connect(job, &QKeychain::Job::finished, context, [job, done](QKeychain::Job *) {
        if (job->error() == QKeychain::NoError)
            done(job->textData(), tr("from the system keychain"));
        else if (job->error() == QKeychain::EntryNotFound)
            done({}, tr("no key in the system keychain for this endpoint"));
        else
            done({}, tr("the system keychain failed: %1").arg(job->errorString()));
    });
    job->start();
}

void ApiKeyStore::store(const JudgeSettings &judge, const QString &key, QObject *context, DoneCallback done)
{
    auto *job = new QKeychain::WritePasswordJob(Service, this);
    job->setKey(account(judge));
    job->setTextData(key);
    connect(job, &QKeychain::Job::finished, context, [job, done](QKeychain::Job *) {
        done(job->error() == QKeychain::NoError ? QString() : job->errorString());
    });
    job->start();
}

} // namespace claimscope
