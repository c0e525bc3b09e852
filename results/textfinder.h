#pragma once

#include <QList>
#include <QString>
#include <QStringView>

#include <array>

namespace claimscope {

// Finds one text in many regardless of case, as QString::contains(Qt::CaseInsensitive) does,
// skipping ahead Horspool-style over case-folded UTF-16 units (a text with letters beyond the
// Basic Multilingual Plane, folded in pairs, is left to QString). The results filter runs it
// over every row's cells, about twice as fast as QStringMatcher's case-insensitive search, which
// folds through the Unicode tables for every character. Immutable once made: any thread.
class TextFinder
{
public:
    explicit TextFinder(const QString &text = {});

    bool isEmpty() const { return m_folded.isEmpty(); }
    bool hasBlank() const { return m_hasBlank; }
    bool foundIn(QStringView haystack) const;

private:
    static char16_t fold(char16_t c);

    QString m_text;
    bool m_hasSurrogates = false;
    QList<char16_t> m_folded;
    std::array<qsizetype, 256> m_skip{}; // by the low byte of a folded unit
    bool m_hasBlank = false;
};

} // namespace claimscope
