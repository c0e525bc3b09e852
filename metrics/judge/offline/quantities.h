#pragma once

#include <QList>
#include <QString>

namespace claimscope {

// One number found in a text, normalised so that "30-day", "thirty days" and "1 month" or
// "$1,200", "1200 dollars" and "1.2k USD" compare equal. Plain value type, any thread.
struct Quantity {
    enum class Kind {
        Count,    // a bare number, `unit` = stem of the counted word (may be empty)
        Ordinal,  // "42nd", `unit` = stem of the following word (may be empty)
        Percent,  // value in percent
        Money,    // value in currency units, `unit` = "usd", "eur", "gbp" ...
        Duration, // value in days
        Measure,  // value in the canonical `unit` ("km", "kg", "l", "gb" ...)
        Year,     // value = year; `unit` = "decade" for "1990s"
        Date,     // value = month * 100 + day (day 0 = the whole month)
        Time,     // value = minutes after midnight; `unit` = "12h" when am/pm is unknown
    };

    Kind kind = Kind::Count;
    double value = 0;
    QString unit;
    QString text;     // as written, e.g. "$1,200" or "thirty days"
    int position = 0; // offset of `text` in the analysed string

    // Both say how much of the same kind of thing (so that different values contradict).
    bool comparable(const Quantity &other) const;
    // Equal after normalisation (small tolerance for durations); counts match by value alone
    // ("2,722,020 sq mi" and "2,722,020 square miles").
    bool matches(const Quantity &other) const;
    bool operator==(const Quantity &) const = default;
};

// Finds numbers, amounts, percentages, durations, years, dates and times in English text
// (digits or number words). Pure functions, any thread.
class Quantities
{
public:
    static QList<Quantity> extract(const QString &text);
};

} // namespace claimscope
