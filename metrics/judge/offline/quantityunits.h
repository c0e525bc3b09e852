#pragma once

#include "quantities.h"

#include <QHash>
#include <QString>

namespace claimscope {

// The word tables Quantities reads: units with their kind, canonical unit and factor, currency
// symbols and codes, scale words ("k", "million"), number words and month names. Built once,
// read-only after; any thread.
class QuantityUnits
{
public:
    struct Unit {
        Quantity::Kind kind;
        QString unit;
        double factor; // to the canonical unit
    };

    // Lower-case unit words ("km", "dollars", "%", "dkk") to their unit.
    static const QHash<QString, Unit> &units();
    // "k", "thousand", "million" ... to their factor.
    static const QHash<QString, double> &scales();
    // "zero" .. "ninety" and "hundred" to their value.
    static const QHash<QString, int> &numberWords();
    // 1..12 for a month name or its usual abbreviation ("sept"), 0 otherwise.
    static int month(const QString &word);
    // The currency of a symbol or code written before an amount ("$" → "usd", "dkk"), or empty.
    static QString currencyBefore(const QString &token);
};

} // namespace claimscope
