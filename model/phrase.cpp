#include "phrase.h"

#include <QCoreApplication>
#include <QLocale>
#include <QTranslator>

#include <memory>

namespace claimscope {

namespace {

// The English plural forms ("1 verdict", "3 verdicts"), read once and never installed, so
// that no other language can answer for them.
const QTranslator &englishForms()
{
    static const std::unique_ptr<QTranslator> translator = [] {
        auto forms = std::make_unique<QTranslator>();
        if (!forms->load(QLocale(QLocale::English), QStringLiteral("claimscope"), QStringLiteral("_"),
                         QStringLiteral(":/i18n")))
            qWarning("The English plural forms are missing from the resources");
        return forms;
    }();
    return *translator;
}

} // namespace

Phrase::Phrase(const char *context, const char *source, const char *disambiguation, int n)
    : m_context(context)
    , m_source(source)
    , m_disambiguation(disambiguation)
    , m_n(n)
{
}

Phrase Phrase::arg(const QString &value) const
{
    Phrase phrase = *this;
    phrase.m_arguments.append({value});
    return phrase;
}

Phrase Phrase::arg(const QString &first, const QString &second) const
{
    Phrase phrase = *this;
    phrase.m_arguments.append({first, second});
    return phrase;
}

Phrase Phrase::arg(qint64 value) const
{
    return arg(QString::number(value));
}

QString Phrase::english() const
{
    if (isEmpty())
        return {};
    QString text = englishForms().translate(m_context, m_source, m_disambiguation, m_n);
    if (text.isEmpty())
        text = QString::fromUtf8(m_source);
    if (m_n >= 0)
        text.replace(QLatin1String("%n"), QString::number(m_n));
    return withArguments(text);
}

QString Phrase::shown() const
{
    if (isEmpty())
        return {};
    return withArguments(QCoreApplication::translate(m_context, m_source, m_disambiguation, m_n));
}

QString Phrase::withArguments(QString text) const
{
    for (const QStringList &values : m_arguments)
        text = values.size() == 1 ? text.arg(values[0]) : text.arg(values[0], values[1]);
    return text;
}

} // namespace claimscope
