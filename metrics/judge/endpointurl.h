#pragma once

#include <QString>
#include <QUrl>

namespace claimscope {

// The URL of one API route under a judge's base URL: `path` ("/chat/completions") joins the
// base's path, and a query on the base (Azure's "?api-version=…") stays at the end.
// Pure function, any thread.
QUrl apiEndpoint(const QString &baseUrl, const QString &path);

} // namespace claimscope
