#include "quantityunits.h"

#include <algorithm>

namespace claimscope {

namespace {

// ISO 4217 codes that name an amount before or after it ("DKK 300", "300 dkk").
const char *const currencyCodes[] = {"usd", "eur", "gbp", "dkk", "sek", "nok", "chf", "jpy",
                                     "cny", "inr", "cad", "aud", "nzd", "pln", "czk", "huf"};

} // namespace

const QHash<QString, QuantityUnits::Unit> &QuantityUnits::units()
{
    using K = Quantity::Kind;
    static const QHash<QString, Unit> table = [] {
        QHash<QString, Unit> t;
        auto add = [&t](std::initializer_list<const char *> names, K kind, const char *unit, double factor) {
            for (const char *name : names)
                t.insert(QString::fromLatin1(name), {kind, QString::fromLatin1(unit), factor});
        };
        add({"%", "percent", "percentage", "pct"}, K::Percent, "%", 1);
        add({"dollar", "dollars", "usd", "bucks"}, K::Money, "usd", 1);
        add({"euro", "euros", "eur"}, K::Money, "eur", 1);
        add({"gbp", "sterling"}, K::Money, "gbp", 1);
        add({"cent", "cents"}, K::Money, "usd", 0.01);
        for (const char *code : currencyCodes)
            add({code}, K::Money, code, 1);
        add({"second", "seconds", "sec", "secs"}, K::Duration, "day", 1.0 / 86400);
        add({"minute", "minutes", "min", "mins"}, K::Duration, "day", 1.0 / 1440);
        add({"hour", "hours", "hr", "hrs"}, K::Duration, "day", 1.0 / 24);
        add({"day", "days"}, K::Duration, "day", 1);
        add({"week", "weeks", "wk", "wks"}, K::Duration, "day", 7);
        add({"fortnight", "fortnights"}, K::Duration, "day", 14);
        add({"month", "months"}, K::Duration, "day", 30.4375);
        add({"year", "years", "yr", "yrs"}, K::Duration, "day", 365.25);
        add({"decade", "decades"}, K::Duration, "day", 3652.5);
        add({"century", "centuries"}, K::Duration, "day", 36525);
        add({"km", "kilometer", "kilometers", "kilometre", "kilometres"}, K::Measure, "m", 1000);
        add({"m", "meter", "meters", "metre", "metres"}, K::Measure, "m", 1);
        add({"cm", "centimeter", "centimeters", "centimetre", "centimetres"}, K::Measure, "m", 0.01);
        add({"mm", "millimeter", "millimeters", "millimetre", "millimetres"}, K::Measure, "m", 0.001);
        add({"mile", "miles", "mi"}, K::Measure, "m", 1609.344);
        add({"foot", "feet", "ft"}, K::Measure, "m", 0.3048);
        add({"inch", "inches", "in"}, K::Measure, "m", 0.0254);
        add({"kg", "kilogram", "kilograms", "kilo", "kilos"}, K::Measure, "kg", 1);
        add({"g", "gram", "grams"}, K::Measure, "kg", 0.001);
        add({"lb", "lbs", "pound", "pounds"}, K::Measure, "kg", 0.45359237);
        add({"oz", "ounce", "ounces"}, K::Measure, "kg", 0.028349523);
        add({"l", "liter", "liters", "litre", "litres"}, K::Measure, "l", 1);
        add({"ml", "milliliter", "milliliters", "millilitre", "millilitres"}, K::Measure, "l", 0.001);
        add({"gallon", "gallons", "gal"}, K::Measure, "l", 3.785411784);
        add({"kb", "kilobyte", "kilobytes"}, K::Measure, "b", 1e3);
        add({"mb", "megabyte", "megabytes"}, K::Measure, "b", 1e6);
        add({"gb", "gigabyte", "gigabytes"}, K::Measure, "b", 1e9);
        add({"tb", "terabyte", "terabytes"}, K::Measure, "b", 1e12);
        add({"mph"}, K::Measure, "km/h", 1.609344);
        add({"kph", "km/h", "kmh"}, K::Measure, "km/h", 1);
        return t;
    }();
    return table;
}

const QHash<QString, double> &QuantityUnits::scales()
{
    static const QHash<QString, double> table = {
        {QStringLiteral("k"), 1e3},         {QStringLiteral("thousand"), 1e3}, {QStringLiteral("m"), 1e6},
        {QStringLiteral("mn"), 1e6},        {QStringLiteral("million"), 1e6},  {QStringLiteral("millions"), 1e6},
        {QStringLiteral("b"), 1e9},         {QStringLiteral("bn"), 1e9},       {QStringLiteral("billion"), 1e9},
        {QStringLiteral("trillion"), 1e12},
    };
    return table;
}

const QHash<QString, int> &QuantityUnits::numberWords()
{
    static const QHash<QString, int> table = [] {
        const char *small[] = {"zero",     "one",     "two",     "three",     "four",     "five",    "six",
                               "seven",    "eight",   "nine",    "ten",       "eleven",   "twelve",  "thirteen",
                               "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"};
        const char *tens[] = {"twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"};
        QHash<QString, int> t;
        for (int i = 0; i < 20; ++i)
            t.insert(QString::fromLatin1(small[i]), i);
        for (int i = 0; i < 8; ++i)
            t.insert(QString::fromLatin1(tens[i]), (i + 2) * 10);
        t.insert(QStringLiteral("hundred"), 100);
        return t;
    }();
    return table;
}

int QuantityUnits::month(const QString &word)
{
    static const QStringList months = {
        QStringLiteral("january"), QStringLiteral("february"), QStringLiteral("march"),
        QStringLiteral("april"),   QStringLiteral("may"),      QStringLiteral("june"),
        QStringLiteral("july"),    QStringLiteral("august"),   QStringLiteral("september"),
        QStringLiteral("october"), QStringLiteral("november"), QStringLiteral("december")};
    for (int i = 0; i < months.size(); ++i) {
        if (word == months[i]
            || (word.size() >= 3 && word != QLatin1String("may") && word != QLatin1String("mar")
                && months[i].startsWith(word) && (word.size() == 3 || word == QLatin1String("sept"))))
            return i + 1;
    }
    return 0;
}

QString QuantityUnits::currencyBefore(const QString &token)
{
    if (token == QLatin1String("$"))
        return QStringLiteral("usd");
    if (token == QStringLiteral("€"))
        return QStringLiteral("eur");
    if (token == QStringLiteral("£"))
        return QStringLiteral("gbp");
    const bool code = std::any_of(std::begin(currencyCodes), std::end(currencyCodes),
                                  [&token](const char *c) { return token == QLatin1String(c); });
    return code ? token : QString();
}

} // namespace claimscope
