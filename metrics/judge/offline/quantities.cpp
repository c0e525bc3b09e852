#include "quantities.h"

#include "quantityunits.h"
#include "stemmer.h"
#include "textanalysis.h"

#include <QHash>
#include <QRegularExpression>

#include <cmath>
#include <optional>

namespace claimscope {

namespace {

struct Token {
    QString text; // lower case
    int start = 0;
    int end = 0;
    bool digits = false;
};

QList<Token> tokenize(const QString &text)
{
    static const QRegularExpression pattern(QStringLiteral(R"([ap]\.\s?m\.?|\d+(?:[.,:]\d+)*|[^\W\d_]+|[$€£%\-/])"),
                                            QRegularExpression::UseUnicodePropertiesOption);
    QList<Token> tokens;
    const QString lower = text.toLower();
    auto it = pattern.globalMatch(lower);
    while (it.hasNext()) {
        const auto match = it.next();
        QString token = match.captured();
        if (token.startsWith(QLatin1Char('a')) && token.contains(QLatin1Char('.')))
            token = QStringLiteral("am");
        else if (token.startsWith(QLatin1Char('p')) && token.contains(QLatin1Char('.')))
            token = QStringLiteral("pm");
        tokens.append({token, int(match.capturedStart()), int(match.capturedEnd()), token.front().isDigit()});
    }
    return tokens;
}

// "1,200" → 1200, "1.5" → 1.5; nullopt for "7:30" or "1.2.3".
std::optional<double> numeralValue(const QString &digits)
{
    static const QRegularExpression grouped(QStringLiteral(R"(^\d{1,3}(,\d{3})+(\.\d+)?$)"));
    static const QRegularExpression plain(QStringLiteral(R"(^\d+(\.\d+)?$)"));
    QString text = digits;
    if (grouped.match(text).hasMatch())
        text.remove(QLatin1Char(','));
    else if (!plain.match(text).hasMatch())
        return std::nullopt;
    return text.toDouble();
}

// Reads the tokens of one text into quantities.
class Reader
{
public:
    Reader(const QString &text, const QList<Token> &tokens)
        : m_text(text)
        , m_tokens(tokens)
    {
    }

    QList<Quantity> read()
    {
        for (int i = 0; i < m_tokens.size();) {
            const int next = readAt(i);
            i = next > i ? next : i + 1;
        }
        return m_result;
    }

private:
    const Token *at(int i) const { return i >= 0 && i < m_tokens.size() ? &m_tokens[i] : nullptr; }
    bool adjacent(int i) const { return at(i) && at(i - 1) && m_tokens[i - 1].end == m_tokens[i].start; }
    bool is(int i, const char *word) const { return at(i) && m_tokens[i].text == QLatin1String(word); }

    void add(Quantity::Kind kind, double value, const QString &unit, int first, int last)
    {
        Quantity q;
        q.kind = kind;
        q.value = value;
        q.unit = unit;
        q.position = m_tokens[first].start;
        q.text = m_text.mid(q.position, m_tokens[last].end - q.position);
        m_result.append(q);
    }

    // A number written in words ("thirty", "twenty-five", "two hundred"); returns the index after it.
    int readWords(int i, double *value) const
    {
        const auto &words = QuantityUnits::numberWords();
        double total = 0;
        double current = 0;
        int j = i;
        int end = i;
        while (at(j)) {
            const QString &w = m_tokens[j].text;
            if (words.contains(w) && w != QLatin1String("hundred")) {
                current += words.value(w);
            } else if (j > i && w == QLatin1String("hundred")) {
                current = std::max(current, 1.0) * 100;
            } else if (j > i && QuantityUnits::scales().contains(w) && w.size() > 2) {
                total += std::max(current, 1.0) * QuantityUnits::scales().value(w);
                current = 0;
            } else if (j > i && (w == QLatin1String("-") || w == QLatin1String("and")) && at(j + 1)
                       && QuantityUnits::numberWords().contains(m_tokens[j + 1].text)) {
                ++j;
                continue;
            } else {
                break;
            }
            end = ++j;
        }
        *value = total + current;
        return end;
    }

    int readAt(int i)
    {
        const Token &t = m_tokens[i];
        if (const QString unit = QuantityUnits::currencyBefore(t.text); !unit.isEmpty()) {
            if (at(i + 1) && m_tokens[i + 1].digits) {
                if (const auto v = numeralValue(m_tokens[i + 1].text)) {
                    int last = i + 1;
                    const double value = *v * scaleAfter(last, &last);
                    add(Quantity::Kind::Money, value, unit, i, last);
                    return last + 1;
                }
            }
            return i + 1;
        }
        if (const int month = QuantityUnits::month(t.text))
            return readMonth(i, month);
        if (t.digits)
            return readDigits(i);
        if (QuantityUnits::numberWords().contains(t.text) && t.text != QLatin1String("hundred")) {
            double value = 0;
            const int end = readWords(i, &value);
            return readUnit(i, end - 1, value, true);
        }
        if (t.text == QLatin1String("noon") || t.text == QLatin1String("midnight")) {
            add(Quantity::Kind::Time, t.text == QLatin1String("noon") ? 720 : 0, QString(), i, i);
            return i + 1;
        }
        return i + 1;
    }

    // "k", "million" ... after the number token at `last`; moves `last` past it.
    double scaleAfter(int last, int *newLast) const
    {
        const Token *next = at(last + 1);
        if (!next)
            return 1;
        const bool shortSuffix = next->text.size() <= 2;
        if (QuantityUnits::scales().contains(next->text) && (!shortSuffix || adjacent(last + 1))) {
            *newLast = last + 1;
            return QuantityUnits::scales().value(next->text);
        }
        return 1;
    }

    int readMonth(int i, int month)
    {
        // "May" and "March" are months only next to a day number or a year.
        int last = i;
        int day = 0;
        if (at(i + 1) && m_tokens[i + 1].digits && m_tokens[i + 1].text.size() <= 2) {
            const int d = m_tokens[i + 1].text.toInt();
            if (d >= 1 && d <= 31) {
                day = d;
                last = i + 1;
                if (at(last + 1) && !m_tokens[last + 1].digits && m_tokens[last + 1].text.size() == 2
                    && adjacent(last + 1))
                    ++last; // "3rd"
            }
        }
        const bool yearFollows = at(last + 1) && m_tokens[last + 1].digits && m_tokens[last + 1].text.size() == 4;
        const bool ambiguous = t(i) == QLatin1String("may") || t(i) == QLatin1String("march");
        if (ambiguous && day == 0 && !yearFollows)
            return i + 1;
        add(Quantity::Kind::Date, month * 100 + day, QString(), i, last);
        return last + 1;
    }

    QString t(int i) const { return at(i) ? m_tokens[i].text : QString(); }

    int readDigits(int i)
    {
        const QString &text = m_tokens[i].text;
        static const QRegularExpression clock(QStringLiteral(R"(^(\d{1,2}):(\d{2})$)"));
        if (const auto m = clock.match(text); m.hasMatch()) {
            const int minutes = m.captured(1).toInt() * 60 + m.captured(2).toInt();
            return readClock(i, i, minutes);
        }
        // ISO and slash dates: 2017-07-01, 7/1/2017
        if (text.size() == 4 && is(i + 1, "-") && at(i + 2) && m_tokens[i + 2].digits && is(i + 3, "-") && at(i + 4)
            && m_tokens[i + 4].digits && adjacent(i + 1) && adjacent(i + 4)) {
            add(Quantity::Kind::Year, text.toInt(), QString(), i, i);
            add(Quantity::Kind::Date, t(i + 2).toInt() * 100 + t(i + 4).toInt(), QString(), i, i + 4);
            return i + 5;
        }
        if (is(i + 1, "/") && at(i + 2) && m_tokens[i + 2].digits && is(i + 3, "/") && at(i + 4)
            && m_tokens[i + 4].digits && adjacent(i + 4)) {
            add(Quantity::Kind::Date, text.toInt() * 100 + t(i + 2).toInt(), QString(), i, i + 4);
            if (t(i + 4).size() == 4)
                add(Quantity::Kind::Year, t(i + 4).toInt(), QString(), i + 4, i + 4);
            return i + 5;
        }
        const auto value = numeralValue(text);
        if (!value)
            return i + 1;
        // "3 March"
        if (text.size() <= 2 && *value >= 1 && *value <= 31 && at(i + 1)) {
            if (const int month = QuantityUnits::month(t(i + 1))) {
                add(Quantity::Kind::Date, month * 100 + int(*value), QString(), i, i + 1);
                return i + 2;
            }
        }
        int last = i;
        const double scaled = *value * scaleAfter(i, &last);
        if (last == i) {
            const QString suffix = t(i + 1);
            if (adjacent(i + 1)
                && (suffix == QLatin1String("st") || suffix == QLatin1String("nd") || suffix == QLatin1String("rd")
                    || suffix == QLatin1String("th"))) {
                add(Quantity::Kind::Ordinal, *value, countedNoun(i + 2), i, i + 1);
                return i + 2;
            }
            if (adjacent(i + 1) && suffix == QLatin1String("s") && text.size() == 4) {
                add(Quantity::Kind::Year, *value, QStringLiteral("decade"), i, i + 1);
                return i + 2;
            }
        }
        return readUnit(i, last, scaled, false);
    }

    int readClock(int first, int last, int minutes)
    {
        if (is(last + 1, "am") || is(last + 1, "pm")) {
            int m = minutes % 720 + (is(last + 1, "pm") ? 720 : 0);
            add(Quantity::Kind::Time, m, QString(), first, last + 1);
            return last + 2;
        }
        if (is(last + 1, "o") && is(last + 2, "clock")) {
            add(Quantity::Kind::Time, minutes % 720, QStringLiteral("12h"), first, last + 2);
            return last + 3;
        }
        if (m_tokens[first].digits && m_tokens[first].text.contains(QLatin1Char(':'))) {
            // "15:00", "00:30" and "06:30" are 24-hour times; "6:30" may be morning or evening.
            const bool twentyFourHour =
                minutes >= 13 * 60 || minutes < 60 || m_tokens[first].text.startsWith(QLatin1Char('0'));
            add(Quantity::Kind::Time, twentyFourHour ? minutes : minutes % 720,
                twentyFourHour ? QString() : QStringLiteral("12h"), first, last);
            return last + 1;
        }
        return -1;
    }

    // The unit after a number that ends at token `last`.
    int readUnit(int first, int last, double value, bool fromWords)
    {
        if (value <= 23 && value == std::floor(value)) {
            const int clockEnd = readClock(first, last, int(value) * 60);
            if (clockEnd > 0)
                return clockEnd;
        }
        int u = last + 1;
        if (is(u, "-"))
            ++u;
        if (is(u, "per") && is(u + 1, "cent")) {
            add(Quantity::Kind::Percent, value, QStringLiteral("%"), first, u + 1);
            return u + 2;
        }
        const auto &units = QuantityUnits::units();
        if (at(u) && units.contains(t(u))) {
            const QuantityUnits::Unit info = units.value(t(u));
            const bool ambiguousShort = t(u).size() <= 2 && t(u) != QLatin1String("%") && !adjacent(u)
                && (t(u) == QLatin1String("in") || t(u) == QLatin1String("m") || t(u) == QLatin1String("l")
                    || t(u) == QLatin1String("g"));
            if (!ambiguousShort) {
                add(info.kind, value * info.factor, info.unit, first, u);
                return u + 1;
            }
        }
        const bool yearLike = !fromWords && m_tokens[first].text.size() == 4 && value >= 1000 && value <= 2199
            && value == std::floor(value);
        if (yearLike) {
            add(Quantity::Kind::Year, value, QString(), first, last);
            return last + 1;
        }
        add(Quantity::Kind::Count, value, countedNoun(last + 1), first, last);
        return last + 1;
    }

    // The stem of the word a number counts ("3 bureaus" → "bureau"), empty for a stop word.
    QString countedNoun(int i) const
    {
        if (!at(i) || m_tokens[i].digits || !m_tokens[i].text.front().isLetter()
            || TextAnalysis::isStopWord(m_tokens[i].text))
            return QString();
        return Stemmer::stem(m_tokens[i].text);
    }

    const QString &m_text;
    const QList<Token> &m_tokens;
    QList<Quantity> m_result;
};

} // namespace

bool Quantity::comparable(const Quantity &other) const
{
    if (kind != other.kind)
        return false;
    switch (kind) {
    case Kind::Count:
    case Kind::Ordinal: return !unit.isEmpty() && unit == other.unit;
    case Kind::Money:
    case Kind::Measure: return unit == other.unit;
    default: return true;
    }
}

bool Quantity::matches(const Quantity &other) const
{
    if (kind != other.kind)
        return false;
    switch (kind) {
    case Kind::Count:
    case Kind::Ordinal: return value == other.value;
    case Kind::Money:
    case Kind::Measure:
        if (unit != other.unit)
            return false;
        break;
    default: break;
    }
    switch (kind) {
    case Kind::Year:
        if (unit == QLatin1String("decade") || other.unit == QLatin1String("decade"))
            return std::floor(value / 10) == std::floor(other.value / 10);
        return value == other.value;
    case Kind::Date: {
        const int a = int(value), b = int(other.value);
        return a / 100 == b / 100 && (a % 100 == 0 || b % 100 == 0 || a % 100 == b % 100);
    }
    case Kind::Time:
        if (unit == QLatin1String("12h") || other.unit == QLatin1String("12h"))
            return int(value) % 720 == int(other.value) % 720;
        return value == other.value;
    case Kind::Duration:
        return std::abs(value - other.value) <= 0.02 * std::max(std::abs(value), std::abs(other.value));
    default: return std::abs(value - other.value) <= 1e-9 * std::max(1.0, std::abs(value));
    }
}

QList<Quantity> Quantities::extract(const QString &text)
{
    const QList<Token> tokens = tokenize(text);
    return Reader(text, tokens).read();
}

} // namespace claimscope
