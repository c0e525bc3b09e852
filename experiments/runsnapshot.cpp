#include "runsnapshot.h"

#include "engine/runplan.h"
#include "judge/promptrenderer.h"
#include "model/appversion.h"
#include "model/urlcredentials.h"
#include "paramnames.h"
#include "registry.h"

#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>

namespace claimscope {

namespace {

QJsonObject judgeOf(const JudgeSettings &judge)
{
    QJsonObject json{{QStringLiteral("provider"), judge.provider},
                     {QStringLiteral("structured_output"), structuredOutputName(judge.structuredOutput)}};
    if (!judge.isOffline()) {
        json.insert(QStringLiteral("base_url"), UrlCredentials::stripped(judge.baseUrl));
        json.insert(QStringLiteral("model"), judge.model);
        json.insert(QStringLiteral("generator_model"), judge.generatorModel);
    }
    json.insert(QStringLiteral("embedding_model"), judge.embeddingModel);
    return json;
}

} // namespace

QString RunSnapshot::shown(const QJsonValue &value)
{
    if (value.isString() && !value.toString().isEmpty())
        return value.toString();
    if (value.isString())
        return tr("none");
    if (value.isNull() || value.isUndefined())
        return tr("none");
    if (value.isDouble())
        return QString::number(value.toDouble(), 'g', 12);
    if (value.isBool())
        return value.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    const QJsonDocument document = value.isArray() ? QJsonDocument(value.toArray()) : QJsonDocument(value.toObject());
    return QString::fromUtf8(document.toJson(QJsonDocument::Compact));
}

RunSnapshot RunSnapshot::of(const RunRequest &request)
{
    RunSnapshot snapshot;
    snapshot.judge = judgeOf(request.judge);
    snapshot.appVersion = claimscope::appVersion();
    snapshot.repetitions = request.repetitions;
    snapshot.partial = request.partial;
    const RunPlan plan = RunPlan::of(request);
    for (const MetricInfo *info : plan.metrics)
        snapshot.metrics.insert(info->id, plan.params.value(info->id));
    for (const QString &step : plan.steps)
        snapshot.templates.insert(step, request.templates.text(step));
    // A customised template no step of this run asks for (its metric did not run) is kept too:
    // it renders no prompt, so a comparison can say that its edit took no part.
    const QHash<QString, QString> overrides = request.templates.overrides();
    for (auto it = overrides.cbegin(); it != overrides.cend(); ++it)
        snapshot.templates.insert(it.key(), it.value());
    snapshot.testCases = CaseFingerprints::of(request.testCases, request.testCaseIndices);
    return snapshot;
}

ReportSetup RunSnapshot::reportSetup() const
{
    ReportSetup setup;
    setup.appVersion = appVersion;
    setup.provider = judge.value(QStringLiteral("provider")).toString();
    setup.baseUrl = judge.value(QStringLiteral("base_url")).toString();
    setup.model = judge.value(QStringLiteral("model")).toString();
    setup.embeddingModel = judge.value(QStringLiteral("embedding_model")).toString();
    setup.generatorModel = judge.value(QStringLiteral("generator_model")).toString();
    setup.structuredOutput = judge.value(QStringLiteral("structured_output")).toString();
    setup.judgeReadsTemplates = setup.provider != QLatin1String("offline");
    setup.metricIds = metrics.keys();
    for (auto it = metrics.begin(); it != metrics.end(); ++it)
        setup.params.insert(it.key(), it.value());
    for (auto it = templates.begin(); it != templates.end(); ++it) {
        if (it.value() != TemplateSet::defaultText(it.key()))
            setup.editedTemplates.insert(it.key(), it.value());
    }
    return setup;
}

void RunSnapshot::countTemplateUses(const QMap<QString, int> &rendered)
{
    for (auto it = templates.cbegin(); it != templates.cend(); ++it)
        templateUses.insert(it.key(), rendered.value(it.key()));
}

QString RunSnapshot::templateHash(const QString &text)
{
    return QString::fromLatin1(QCryptographicHash::hash(text.toUtf8(), QCryptographicHash::Sha256).toHex());
}

QJsonObject RunSnapshot::toJson() const
{
    QJsonObject metricsJson;
    for (auto it = metrics.begin(); it != metrics.end(); ++it)
        metricsJson.insert(it.key(), it.value());
    QJsonObject templatesJson;
    for (auto it = templates.begin(); it != templates.end(); ++it) {
        QJsonObject entry{{QStringLiteral("text"), it.value()}, {QStringLiteral("sha256"), templateHash(it.value())}};
        if (templateUses.contains(it.key()))
            entry.insert(QStringLiteral("uses"), templateUses.value(it.key()));
        templatesJson.insert(it.key(), entry);
    }
    QJsonObject json{{QStringLiteral("judge"), judge},
                     {QStringLiteral("metrics"), metricsJson},
                     {QStringLiteral("templates"), templatesJson},
                     {QStringLiteral("claimscope_version"), appVersion}};
    if (repetitions > 1)
        json.insert(QStringLiteral("repetitions"), repetitions);
    if (partial)
        json.insert(QStringLiteral("partial"), true);
    if (dataset.isKnown())
        json.insert(QStringLiteral("dataset"), dataset.toJson());
    if (!testCases.cases.isEmpty())
        json.insert(QStringLiteral("test_cases"), testCases.toJson());
    if (tuningShare)
        json.insert(QStringLiteral("tuning_share"), *tuningShare);
    return json;
}

RunSnapshot RunSnapshot::fromJson(const QJsonObject &json)
{
    RunSnapshot snapshot;
    snapshot.judge = json.value(QStringLiteral("judge")).toObject();
    // A store written before credentials were stripped may still hold them: never shown.
    if (snapshot.judge.contains(QStringLiteral("base_url"))) {
        snapshot.judge.insert(QStringLiteral("base_url"),
                              UrlCredentials::stripped(snapshot.judge.value(QStringLiteral("base_url")).toString()));
    }
    const QJsonObject metricsJson = json.value(QStringLiteral("metrics")).toObject();
    for (auto it = metricsJson.begin(); it != metricsJson.end(); ++it)
        snapshot.metrics.insert(it.key(), it.value().toObject());
    const QJsonObject templatesJson = json.value(QStringLiteral("templates")).toObject();
    for (auto it = templatesJson.begin(); it != templatesJson.end(); ++it) {
        const QJsonObject entry = it.value().toObject();
        snapshot.templates.insert(it.key(), entry.value(QStringLiteral("text")).toString());
        if (entry.contains(QStringLiteral("uses")))
            snapshot.templateUses.insert(it.key(), entry.value(QStringLiteral("uses")).toInt());
    }
    snapshot.appVersion = json.value(QStringLiteral("claimscope_version")).toString();
    snapshot.repetitions = std::max(1, json.value(QStringLiteral("repetitions")).toInt(1));
    snapshot.partial = json.value(QStringLiteral("partial")).toBool();
    if (const QJsonValue share = json.value(QStringLiteral("tuning_share")); share.isDouble())
        snapshot.tuningShare = std::clamp(share.toDouble(), 0.0, 1.0);
    snapshot.dataset = DatasetRef::fromJson(json.value(QStringLiteral("dataset")).toObject());
    snapshot.testCases = CaseFingerprints::fromJson(json.value(QStringLiteral("test_cases")).toObject());
    return snapshot;
}

bool RunSnapshot::edited(const RunSnapshot &before, const QString &step, const QString &text)
{
    // A run keeps the templates its metrics use and the customised ones: a step it did not keep
    // had its shipped text then (a run kept before customised ones were all kept may not say so).
    const auto old = before.templates.find(step);
    if (old != before.templates.end())
        return old.value() != text;
    return !before.templates.isEmpty() && text != TemplateSet::defaultText(step);
}

QStringList RunSnapshot::unusedEdits(const RunSnapshot &before, const RunSnapshot &after)
{
    QStringList unused;
    for (auto it = after.templates.begin(); it != after.templates.end(); ++it) {
        if (edited(before, it.key(), it.value()) && after.templateUses.contains(it.key())
            && after.templateUses.value(it.key()) == 0)
            unused.append(it.key());
    }
    return unused;
}

bool RunSnapshot::judgedOffline(const RunSnapshot &before, const RunSnapshot &after)
{
    const auto offline = [](const RunSnapshot &run) {
        return run.judge.value(QStringLiteral("provider")).toString() == QLatin1String("offline");
    };
    return offline(before) && offline(after);
}

QString RunSnapshot::offlineEditsText(const RunSnapshot &before, const RunSnapshot &after)
{
    if (!judgedOffline(before, after))
        return {};
    QStringList edits;
    for (auto it = after.templates.begin(); it != after.templates.end(); ++it) {
        if (edited(before, it.key(), it.value()))
            edits.append(MetricRegistry::stepDisplayName(it.key()));
    }
    if (edits.isEmpty())
        return {};
    return tr("Both runs were judged by the built-in offline judge, which does not read templates: the edit of %1 "
              "cannot change its scores — judge with a model to try it.")
        .arg(edits.join(QStringLiteral(", ")));
}

QStringList RunSnapshot::changes(const RunSnapshot &before, const RunSnapshot &after, Wording wording)
{
    const auto metricName = [wording](const QString &id) {
        const MetricInfo *info = MetricRegistry::find(id);
        return wording == Wording::ForPeople && info ? info->displayName : id;
    };
    QStringList changes;
    if (DatasetRef::differ(before.dataset, after.dataset))
        changes.append(tr("dataset %1 → %2").arg(before.dataset.name, after.dataset.name));
    QStringList judgeKeys = before.judge.keys() + after.judge.keys();
    judgeKeys.removeDuplicates();
    judgeKeys.sort();
    for (const QString &key : judgeKeys) {
        const QString a = shown(before.judge.value(key));
        const QString b = shown(after.judge.value(key));
        if (a != b)
            changes.append(tr("judge %1 %2 → %3").arg(key, a, b));
    }
    for (auto it = after.templates.begin(); it != after.templates.end(); ++it) {
        if (!edited(before, it.key(), it.value()))
            continue;
        // Back to the shipped text: the edit `before` had is undone, not a new one.
        changes.append(it.value() == TemplateSet::defaultText(it.key())
                           ? tr("template %1 reverted").arg(MetricRegistry::stepDisplayName(it.key()))
                           : tr("template %1 edited").arg(MetricRegistry::stepDisplayName(it.key())));
    }
    QStringList added;
    for (auto it = after.metrics.begin(); it != after.metrics.end(); ++it) {
        const auto old = before.metrics.find(it.key());
        if (old == before.metrics.end()) {
            if (!before.partial && !after.partial)
                added.append(tr("metric %1 added").arg(metricName(it.key())));
            continue;
        }
        for (auto param = it.value().begin(); param != it.value().end(); ++param) {
            const QJsonValue previous = old.value().value(param.key());
            if (previous == param.value())
                continue;
            changes.append(wording == Wording::ForPeople
                               ? ParamNames::change(it.key(), param.key(), previous, param.value())
                               : tr("%1.%2 %3 → %4").arg(it.key(), param.key(), shown(previous), shown(param.value())));
        }
    }
    changes.append(CaseFingerprints::changes(before.testCases, after.testCases));
    changes.append(added);
    for (auto it = before.metrics.begin(); it != before.metrics.end(); ++it) {
        if (!after.metrics.contains(it.key()) && !before.partial && !after.partial)
            changes.append(tr("metric %1 removed").arg(metricName(it.key())));
    }
    if (before.repetitions != after.repetitions)
        changes.append(tr("repetitions %1 → %2").arg(before.repetitions).arg(after.repetitions));
    if (before.appVersion != after.appVersion)
        changes.append(tr("Claimscope %1 → %2").arg(before.appVersion, after.appVersion));
    // Only when the metrics run differ: two tries of the same labelled metrics ran the same.
    if (after.partial && !after.metrics.isEmpty()
        && (!before.partial || before.metrics.keys() != after.metrics.keys())) {
        QStringList ran;
        for (const QString &id : after.metrics.keys()) {
            const MetricInfo *info = MetricRegistry::find(id);
            ran.append(info ? info->displayName : id);
        }
        changes.append(ran.size() <= 2 ? tr("ran only %1").arg(ran.join(QStringLiteral(", ")))
                                       : tr("ran only %n metric(s)", nullptr, int(ran.size())));
    }
    return changes;
}

QStringList RunSnapshot::setupChanges(RunSnapshot before, const RunSnapshot &after, Wording wording)
{
    before.testCases = after.testCases;
    before.partial = after.partial;
    for (auto it = before.metrics.begin(); it != before.metrics.end();)
        it = after.metrics.contains(it.key()) ? std::next(it) : before.metrics.erase(it);
    return changes(before, after, wording);
}

QString RunSnapshot::automaticName(const QStringList &changes, bool hasPrevious)
{
    if (!hasPrevious)
        return tr("first run");
    if (changes.isEmpty())
        return tr("same setup");
    if (changes.size() == 1)
        return changes.first();
    return tr("%1 and %n more change(s)", nullptr, int(changes.size() - 1)).arg(changes.first());
}

} // namespace claimscope
