#include "oversizedtexts.h"

#include "fieldreader.h"
#include "testcasereader.h"

#include <algorithm>

namespace claimscope {

namespace {

QString mebibytes(qint64 bytes)
{
    return QString::number(double(bytes) / (1024 * 1024), 'f', 1);
}

bool tooLong(const nlohmann::json &value)
{
    return value.is_string() && qint64(value.get_ref<const std::string &>().size()) > TestCaseReader::MaxTextBytes;
}

// Without building a path: most test cases have no such text.
bool anyTooLong(const nlohmann::json &value)
{
    if (value.is_object() || value.is_array())
        return std::any_of(value.begin(), value.end(), [](const nlohmann::json &item) { return anyTooLong(item); });
    return tooLong(value);
}

void collect(const nlohmann::json &value, const QString &path, QList<OversizedTexts::Text> &found)
{
    if (tooLong(value)) {
        found.append({path, qint64(value.get_ref<const std::string &>().size())});
    } else if (value.is_object()) {
        for (const auto &field : value.items())
            collect(field.value(), FieldReader::childPath(path, field.key()), found);
    } else if (value.is_array()) {
        for (std::size_t i = 0; i < value.size(); ++i)
            collect(value[i], FieldReader::indexPath(path, qsizetype(i)), found);
    }
}

} // namespace

QList<OversizedTexts::Text> OversizedTexts::find(const nlohmann::json &element, const QString &path)
{
    QList<Text> found;
    if (anyTooLong(element))
        collect(element, path, found);
    return found;
}

nlohmann::json OversizedTexts::withNotes(const nlohmann::json &element)
{
    if (tooLong(element)) {
        const qint64 bytes = qint64(element.get_ref<const std::string &>().size());
        return tr("[%1 MiB of text left out: longer than a text may be]").arg(mebibytes(bytes)).toStdString();
    }
    if (element.is_object()) {
        nlohmann::json copy = nlohmann::json::object();
        for (const auto &field : element.items())
            copy[field.key()] = withNotes(field.value());
        return copy;
    }
    if (element.is_array()) {
        nlohmann::json copy = nlohmann::json::array();
        for (const nlohmann::json &item : element)
            copy.push_back(withNotes(item));
        return copy;
    }
    return element;
}

QString OversizedTexts::problem(qint64 bytes)
{
    return tr("is %1 MiB long, more than the %2 MiB a text may have (about a million tokens, more than a judge "
              "reads at once); this test case is not judged: shorten the text to the part to be judged, or split "
              "it over several test cases")
        .arg(mebibytes(bytes), QString::number(TestCaseReader::MaxTextBytes / (1024 * 1024)));
}

} // namespace claimscope
