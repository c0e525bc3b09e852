#include "projectfile.h"

#include "jsonnesting.h"
#include "outputfile.h"
#include "testcasereader.h"
#include "testcasewriter.h"

#include <nlohmann/json.hpp>

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>

#include <limits>

namespace claimscope::ProjectFile {

namespace {

QString tr(const char *text, const char *disambiguation = nullptr, int n = -1)
{
    return QCoreApplication::translate("claimscope::ProjectFile", text, disambiguation, n);
}

QString located(const QString &file, const QString &where, const QString &message)
{
    return where.isEmpty() ? QStringLiteral("%1: %2").arg(file, message)
                           : QStringLiteral("%1: %2: %3").arg(file, where, message);
}

// The "version" field: 1 ≤ version ≤ CurrentVersion, else a message saying what to do.
QString versionProblem(const nlohmann::json &root)
{
    const auto it = root.find("version");
    if (it == root.end())
        return tr("missing; a Claimscope project starts with \"version\": %1").arg(CurrentVersion);
    if (!it->is_number_integer() && !it->is_number_unsigned())
        return tr("expected a whole number, got %1").arg(QString::fromStdString(it->dump()));
    const auto version = it->get<long long>();
    if (version < 1)
        return tr("expected a version ≥ 1, got %1").arg(version);
    if (version > CurrentVersion)
        return tr("the project was written by a newer Claimscope (file version %1, this one reads up to "
                  "%2); update Claimscope to open it")
            .arg(version)
            .arg(CurrentVersion);
    return {};
}

// judge, metrics, templates and the label split as a QJsonObject (small: the cases stay out of it).
QJsonObject settingsPart(const nlohmann::json &root)
{
    nlohmann::json part = nlohmann::json::object();
    for (const char *key : {"judge", "metrics", "templates", "label_split"}) {
        if (const auto it = root.find(key); it != root.end())
            part[key] = *it;
    }
    return QJsonDocument::fromJson(QByteArray::fromStdString(part.dump())).object();
}

// The "labels" section: {metric: {test case: {"pass": bool, "rating"?: number, "exchange"?: "last"
// or N}}}; a label without "exchange" rates the whole test case. Each problem
// names its place and what the section must look like.
HumanLabels labelsPart(const nlohmann::json &root, const QString &file, QStringList *errors)
{
    HumanLabels labels;
    const auto section = root.find("labels");
    if (section == root.end() || section->is_null())
        return labels;
    const QString shape = tr("expected {\"metric\": {\"test case\": {\"pass\": true or false}}}");
    if (!section->is_object()) {
        errors->append(located(file, QStringLiteral("labels"), shape));
        return labels;
    }
    for (const auto &[metric, cases] : section->items()) {
        const QString metricPath = QStringLiteral("labels.%1").arg(QString::fromStdString(metric));
        if (!cases.is_object()) {
            errors->append(located(file, metricPath, shape));
            continue;
        }
        for (const auto &[testCase, entry] : cases.items()) {
            const QString where = QStringLiteral("%1.%2").arg(metricPath, QString::fromStdString(testCase));
            const auto pass = entry.is_object() ? entry.find("pass") : entry.end();
            if (!entry.is_object() || pass == entry.end() || !pass->is_boolean()) {
                errors->append(located(file, where, tr("expected {\"pass\": true or false}")));
                continue;
            }
            HumanLabel label{pass->get<bool>(), std::nullopt};
            if (const auto rating = entry.find("rating"); rating != entry.end() && rating->is_number())
                label.rating = rating->get<double>();
            if (const auto exchange = entry.find("exchange"); exchange != entry.end()) {
                if (exchange->is_string() && exchange->get<std::string>() == "last")
                    label.exchange = HumanLabel::LastExchange;
                else if (exchange->is_number_integer() && exchange->get<qint64>() >= 1
                         && exchange->get<qint64>() <= std::numeric_limits<int>::max())
                    label.exchange = int(exchange->get<qint64>());
                else {
                    errors->append(located(file, where + QStringLiteral(".exchange"),
                                           tr("expected \"last\" or an exchange number from 1")));
                    continue;
                }
            }
            labels.set(QString::fromStdString(testCase), QString::fromStdString(metric), label);
        }
    }
    return labels;
}

} // namespace

QString suffix()
{
    return QStringLiteral(".claimscope.json");
}

bool hasProjectSuffix(const QString &path)
{
    return path.endsWith(suffix(), Qt::CaseInsensitive);
}

QString withProjectSuffix(const QString &path)
{
    if (hasProjectSuffix(path))
        return path;
    QString base = path;
    if (base.endsWith(QLatin1String(".json"), Qt::CaseInsensitive))
        base.chop(5);
    return base + suffix();
}

QByteArray toBytes(const Project &project)
{
    nlohmann::ordered_json root;
    root["version"] = CurrentVersion;
    root["test_cases"] = TestCaseWriter::toJson(project.cases)["test_cases"];
    // projectSettingsToJson never writes the API key, only the name of its variable.
    const QByteArray settingsText =
        QJsonDocument(projectSettingsToJson(project.settings)).toJson(QJsonDocument::Compact);
    const nlohmann::ordered_json settings = nlohmann::ordered_json::parse(settingsText.toStdString());
    for (const auto &[key, value] : settings.items())
        root[key] = value;
    if (!project.labels.isEmpty()) {
        const QByteArray labelsText = QJsonDocument(project.labels.toJson()).toJson(QJsonDocument::Compact);
        root["labels"] = nlohmann::ordered_json::parse(labelsText.toStdString());
    }
    if (!project.claimLabels.isEmpty()) {
        const QByteArray claimsText = QJsonDocument(project.claimLabels.toJson()).toJson(QJsonDocument::Compact);
        root["claim_labels"] = nlohmann::ordered_json::parse(claimsText.toStdString());
    }
    QByteArray bytes =
        QByteArray::fromStdString(root.dump(2, ' ', false, nlohmann::ordered_json::error_handler_t::replace));
    bytes.append('\n');
    return bytes;
}

bool write(const QString &path, const Project &project, QString *error)
{
    return OutputFile::writeAll(path, toBytes(project), error);
}

ProjectLoad read(const QString &path)
{
    ProjectLoad load;
    const QFileInfo info(path);
    if (info.exists() && info.size() > TestCaseReader::MaxFileBytes) {
        load.errors.append(
            located(path, QString(), tr("is larger than %1 MiB").arg(TestCaseReader::MaxFileBytes / (1024 * 1024))));
        return load;
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        load.errors.append(located(path, QString(), tr("cannot be opened: %1").arg(file.errorString())));
        return load;
    }
    return readBytes(file.readAll(), path);
}

ProjectLoad readBytes(const QByteArray &data, const QString &sourceName)
{
    ProjectLoad load;
    // Too deep to walk safely: the test-case reader rejects it without building anything.
    const bool tooDeep = JsonNesting::firstTooDeep(data) >= 0;
    const nlohmann::json root = tooDeep ? nlohmann::json(nlohmann::json::value_t::discarded)
                                        : nlohmann::json::parse(data.begin(), data.end(), nullptr, false);
    if (root.is_discarded()) {
        // The test-case reader says exactly where and why the text is not JSON.
        const LoadedCases cases = TestCaseReader::readBytes(data, sourceName, QStringLiteral(".json"));
        for (const ReadError &error : cases.errors)
            load.errors.append(error.toString());
        if (load.errors.isEmpty())
            load.errors.append(located(sourceName, QString(), tr("not valid JSON")));
        return load;
    }
    if (!root.is_object()) {
        load.errors.append(located(sourceName, QString(),
                                   tr("expected a Claimscope project: an object with \"version\" and "
                                      "\"test_cases\"; open test-case files with File › Import")));
        return load;
    }
    if (const QString problem = versionProblem(root); !problem.isEmpty()) {
        load.errors.append(located(sourceName, QStringLiteral("version"), problem));
        return load;
    }
    const auto cases = root.find("test_cases");
    if (cases == root.end() || !cases->is_array()) {
        load.errors.append(
            located(sourceName, QStringLiteral("test_cases"), tr("expected a list of test cases ([] for none)")));
        return load;
    }
    if (!cases->empty()) {
        LoadedCases loaded = TestCaseReader::readBytes(data, sourceName, QStringLiteral(".json"));
        for (const ReadError &error : loaded.errors)
            load.errors.append(error.toString());
        // The workbench edits whole test cases: one with a text left out is not opened.
        for (const RefusedText &text : loaded.refused)
            load.errors.append(text.error.toString());
        load.project.cases = std::move(loaded.cases);
    }
    load.project.settings = projectSettingsFromJson(settingsPart(root), sourceName, &load.errors);
    load.project.labels = labelsPart(root, sourceName, &load.errors);
    if (const auto claims = root.find("claim_labels"); claims != root.end() && !claims->is_null()) {
        if (!claims->is_object()) {
            load.errors.append(
                located(sourceName, QStringLiteral("claim_labels"),
                        tr("expected {\"metric\": {\"test case\": {\"claim\": \"yes\", \"no\" or \"idk\"}}}")));
        } else {
            const QJsonObject json = QJsonDocument::fromJson(QByteArray::fromStdString(claims->dump())).object();
            load.project.claimLabels = ClaimLabels::fromJson(json, sourceName, &load.errors);
        }
    }
    if (!load.ok())
        load.project = {};
    return load;
}

} // namespace claimscope::ProjectFile
