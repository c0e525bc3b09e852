#pragma once

#include <QLocale>

class QCoreApplication;

namespace claimscope {

// Installs Claimscope's translation for `locale` (embedded as :/i18n/claimscope_<lang>.qm) and
// Qt's own qtbase translation, parented to `app`. Call it before anything reads a translated
// string that is kept (the metric catalogue translates its names once, on first use). True when
// Claimscope has a full translation for the locale; English needs only its plural forms,
// which are always installed. Main thread.
bool installTranslations(QCoreApplication &app, const QLocale &locale = QLocale::system());

} // namespace claimscope
