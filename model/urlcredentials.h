#pragma once

#include <QString>
#include <QStringList>

namespace claimscope {

// Credentials a judge URL may carry: user info ("https://user:KEY@host/v1") and key parameters
// of its query ("?api-key=KEY", as some gateways want). They are used for requests but never
// stored or shown. Pure functions, any thread.
namespace UrlCredentials {

// `url` without user info and key parameters: what run stores, project files, reports and
// messages hold. Anything else of the URL (Azure's "?api-version=…") stays.
QString stripped(const QString &url);
// The secret values `url` carries (user name and password, key parameter values).
QStringList secrets(const QString &url);
// Whether a query parameter of this name carries a credential ("api-key", "token", "sig" …).
bool isKeyParameter(const QString &name);
// `text` with every URL in it stripped of credentials, for texts that quote URLs (errors).
QString strippedInText(const QString &text);

} // namespace UrlCredentials

} // namespace claimscope
