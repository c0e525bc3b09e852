#pragma once

#include <QString>
#include <QStringList>

namespace claimscope {

// A message kept as its untranslated source and arguments, for text that people and the judge
// both read: english() is what judge requests quote, the same under every UI language (and so
// is the step cache key); shown() translates it for people. Value type, any thread.
class Phrase
{
public:
    Phrase() = default;
    // `source` is a string literal marked for lupdate under `context`: by a file-local
    // `Phrase tr(...)` helper in a namespace-only file, or Phrase("claimscope::X",
    // QT_TR_NOOP(...)) in class X. `n` ≥ 0 picks the plural form for %n.
    Phrase(const char *context, const char *source, const char *disambiguation = nullptr, int n = -1);

    // QString::arg() on the text, whichever language it ends up in.
    Phrase arg(const QString &value) const;
    Phrase arg(const QString &first, const QString &second) const;
    Phrase arg(qint64 value) const;

    // The source text with its English plural form, whatever translators are installed.
    QString english() const;
    // The text in the UI language (QCoreApplication::translate()).
    QString shown() const;
    bool isEmpty() const { return m_source == nullptr; }

private:
    QString withArguments(QString text) const;

    const char *m_context = nullptr;
    const char *m_source = nullptr;
    const char *m_disambiguation = nullptr;
    int m_n = -1;
    QList<QStringList> m_arguments; // one entry per arg() call
};

} // namespace claimscope
