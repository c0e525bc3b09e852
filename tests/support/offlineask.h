#pragma once

#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace claimscope {

// Asks the offline judge one step directly (no engine) and returns its parsed answer; for the
// offline judge's own tests. Any thread.
QJsonObject askOffline(const QString &step, const QJsonObject &vars);

// The offline verdict on one claim against these truths: {"verdict", "reason"}.
QJsonObject offlineVerdict(const QString &claim, const QStringList &truths);

} // namespace claimscope
