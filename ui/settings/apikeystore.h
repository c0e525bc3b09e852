#pragma once

#include "model/judgesettings.h"

#include <QObject>
#include <QString>

#include <functional>

namespace claimscope {

// Where the judge's API key comes from at run time: the environment variable named in the judge
// settings, else (when enabled) the system keychain through QtKeychain. A key is held in memory
// only and never logged or shown unmasked. UI thread; keychain jobs answer asynchronously.
class ApiKeyStore : public QObject
{
    Q_OBJECT
public:
    // `key` empty: none found; `note` says where it came from or why there is none.
    using KeyCallback = std::function<void(const QString &key, const QString &note)>;
    using DoneCallback = std::function<void(const QString &error)>;

    explicit ApiKeyStore(QObject *parent = nullptr);

    // The environment variable first, then (if `useKeychain`) the keychain. Calls `done`
    // exactly once: at once for the environment, later for the keychain; never if `context` is
    // gone by then.
    void fetch(const JudgeSettings &judge, bool useKeychain, QObject *context, KeyCallback done);
    void store(const JudgeSettings &judge, const QString &key, QObject *context, DoneCallback done);

    // The keychain entry of an endpoint: one key per base URL.
    static QString account(const JudgeSettings &judge);
};

} // namespace claimscope
