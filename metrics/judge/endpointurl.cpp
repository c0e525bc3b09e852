#include "endpointurl.h"

namespace claimscope {

QUrl apiEndpoint(const QString &baseUrl, const QString &path)
{
    QUrl url(baseUrl.trimmed());
    QString basePath = url.path();
    while (basePath.endsWith(QLatin1Char('/')))
        basePath.chop(1);
    url.setPath(basePath + path);
    return url;
}

} // namespace claimscope
