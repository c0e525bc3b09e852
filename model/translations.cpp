#include "translations.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QTranslator>

namespace claimscope {

namespace {

bool install(QCoreApplication &app, const QLocale &locale, const QString &name, const QString &folder)
{
    auto *translator = new QTranslator(&app);
    if (translator->load(locale, name, QStringLiteral("_"), folder) && app.installTranslator(translator))
        return true;
    delete translator;
    return false;
}

} // namespace

bool installTranslations(QCoreApplication &app, const QLocale &locale)
{
    // English plural forms ("1 turn", "3 turns") underneath whatever language the locale picks.
    install(app, QLocale(QLocale::English), QStringLiteral("claimscope"), QStringLiteral(":/i18n"));
    install(app, locale, QStringLiteral("qtbase"), QLibraryInfo::path(QLibraryInfo::TranslationsPath));
    if (locale.language() == QLocale::English || locale.language() == QLocale::C)
        return false;
    return install(app, locale, QStringLiteral("claimscope"), QStringLiteral(":/i18n"));
}

} // namespace claimscope
