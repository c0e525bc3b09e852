// ApiKeyStore against a real Secret Service (gnome-keyring on a private D-Bus session, started
// by with-secret-service.sh): a key stored for an endpoint comes back for that endpoint only,
// the environment variable still wins, and the key never lies on disk in plain text.

#include "support/qtwarnings.h"
#include "ui/settings/apikeystore.h"

#include <QCoreApplication>
#include <QDirIterator>
#include <QFile>
#include <QTest>

using namespace claimscope;

class KeychainTest : public QObject
{
    Q_OBJECT

private:
    struct Fetched {
        bool done = false;
        QString key;
        QString note;
    };

    QString store(const JudgeSettings &judge, const QString &key)
    {
        bool done = false;
        QString error;
        m_store.store(judge, key, this, [&](const QString &e) {
            error = e;
            done = true;
        });
        if (!QTest::qWaitFor([&] { return done; }, 20000))
            return QStringLiteral("no answer from the keychain");
        return error;
    }

    Fetched fetch(const JudgeSettings &judge)
    {
        Fetched fetched;
        m_store.fetch(judge, true, this, [&](const QString &key, const QString &note) { fetched = {true, key, note}; });
        if (!QTest::qWaitFor([&] { return fetched.done; }, 20000))
            fetched.note = QStringLiteral("no answer from the keychain");
        return fetched;
    }

    static JudgeSettings endpoint(const QString &url)
    {
        JudgeSettings judge;
        judge.provider = QStringLiteral("openai-compatible");
        judge.baseUrl = url;
        judge.apiKeyEnv.clear();
        return judge;
    }

    ApiKeyStore m_store;

private Q_SLOTS:
    void init() { failOnQtWarnings(); }

    void initTestCase()
    {
        QVERIFY2(!qEnvironmentVariableIsEmpty("KEYCHAIN_TEST_HOME"),
                 "run through tests/keychain/with-secret-service.sh");
    }

    void storedKeyComesBackForItsEndpointOnly()
    {
        const JudgeSettings judge = endpoint(QStringLiteral("http://127.0.0.1:9/v1"));
        QCOMPARE(store(judge, QStringLiteral("sk-keychain-test-5f3a9c")), QString());
        const Fetched fetched = fetch(judge);
        QVERIFY(fetched.done);
        QCOMPARE(fetched.key, QStringLiteral("sk-keychain-test-5f3a9c"));
        QCOMPARE(fetched.note, ApiKeyStore::tr("from the system keychain"));

        const Fetched other = fetch(endpoint(QStringLiteral("http://127.0.0.1:10/v1")));
        QVERIFY(other.done);
        QVERIFY(other.key.isEmpty());
        QCOMPARE(other.note, ApiKeyStore::tr("no key in the system keychain for this endpoint"));
    }

    void storingAgainReplacesTheKey()
    {
        const JudgeSettings judge = endpoint(QStringLiteral("http://127.0.0.1:11/v1"));
        QCOMPARE(store(judge, QStringLiteral("sk-first")), QString());
        QCOMPARE(store(judge, QStringLiteral("sk-second")), QString());
        QCOMPARE(fetch(judge).key, QStringLiteral("sk-second"));
    }

    void environmentVariableWinsOverTheKeychain()
    {
        JudgeSettings judge = endpoint(QStringLiteral("http://127.0.0.1:12/v1"));
        QCOMPARE(store(judge, QStringLiteral("sk-from-keychain")), QString());
        judge.apiKeyEnv = QStringLiteral("CLAIMSCOPE_KEYCHAIN_TEST_KEY");
        qputenv("CLAIMSCOPE_KEYCHAIN_TEST_KEY", "sk-from-environment");
        const Fetched fetched = fetch(judge);
        qunsetenv("CLAIMSCOPE_KEYCHAIN_TEST_KEY");
        QCOMPARE(fetched.key, QStringLiteral("sk-from-environment"));
        QCOMPARE(fetch(judge).key, QStringLiteral("sk-from-keychain"));
    }

    void keyIsNeverOnDiskInPlainText()
    {
        const QByteArray secret("sk-keychain-test-5f3a9c");
        int files = 0;
        QDirIterator it(qEnvironmentVariable("KEYCHAIN_TEST_HOME"), QDir::Files | QDir::Hidden,
                        QDirIterator::Subdirectories);
        while (it.hasNext()) {
            QFile file(it.next());
            if (!file.open(QIODevice::ReadOnly))
                continue;
            ++files;
            QVERIFY2(!file.readAll().contains(secret), qPrintable(file.fileName()));
        }
        QVERIFY2(files > 0, "the keyring wrote no file: is the Secret Service running?");
    }
};

QTEST_MAIN(KeychainTest)
#include "tst_keychain.moc"
