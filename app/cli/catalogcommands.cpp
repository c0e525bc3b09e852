#include "catalogcommands.h"

#include "clioutput.h"
#include "evaluatecommand.h"
#include "judge/promptrenderer.h"
#include "judge/steps.h"
#include "registry.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cstdio>

namespace claimscope::cli {

namespace {

// lupdate files the strings of free functions in namespace claimscope::cli under
// "claimscope::cli".
QString tr(const char *text, const char *disambiguation = nullptr, int n = -1)
{
    return QCoreApplication::translate("claimscope::cli", text, disambiguation, n);
}

QString valueText(const QJsonValue &value)
{
    if (value.isNull())
        return tr("none");
    if (value.isString())
        return value.toString();
    if (value.isBool())
        return value.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    if (value.isDouble())
        return QString::number(value.toDouble(), 'g', 12);
    const QJsonDocument doc = value.isArray() ? QJsonDocument(value.toArray()) : QJsonDocument(value.toObject());
    return QString::fromUtf8(doc.toJson(QJsonDocument::Compact));
}

QJsonObject metricJson(const MetricInfo &info)
{
    QJsonArray params;
    for (const ParamInfo &param : info.params) {
        QJsonObject entry{{QStringLiteral("name"), param.name},
                          {QStringLiteral("type"), MetricRegistry::typeName(param.type)},
                          {QStringLiteral("default"), param.defaultValue},
                          {QStringLiteral("description"), param.description}};
        if (param.minimum > -1e299)
            entry.insert(QStringLiteral("minimum"), param.minimum);
        if (param.maximum < 1e299)
            entry.insert(QStringLiteral("maximum"), param.maximum);
        if (!param.choices.isEmpty())
            entry.insert(QStringLiteral("choices"), QJsonArray::fromStringList(param.choices));
        params.append(entry);
    }
    return {{QStringLiteral("id"), info.id},
            {QStringLiteral("name"), info.displayName},
            {QStringLiteral("anchor"), info.anchor},
            {QStringLiteral("description"), info.description},
            {QStringLiteral("single_turn"), info.singleTurn},
            {QStringLiteral("conversational"), info.conversational},
            {QStringLiteral("steps"), QJsonArray::fromStringList(info.steps)},
            {QStringLiteral("params"), params}};
}

} // namespace

int runMetrics(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.addHelpOption();
    const QCommandLineOption format(QStringLiteral("format"), tr("text or json."), QStringLiteral("FORMAT"),
                                    QStringLiteral("text"));
    parser.addOption(format);
    if (!parser.parse(QStringList{QStringLiteral("claimscope-cli metrics")} + arguments)
        || (parser.value(format) != QLatin1String("text") && parser.value(format) != QLatin1String("json"))) {
        std::fputs(qPrintable(tr("error: %1\n")
                                  .arg(parser.errorText().isEmpty() ? tr("--format: expected text or json")
                                                                    : parser.errorText())),
                   stderr);
        return InputError;
    }
    if (parser.value(format) == QLatin1String("json")) {
        QJsonArray list;
        for (const MetricInfo &info : MetricRegistry::all())
            list.append(metricJson(info));
        print(QString::fromUtf8(QJsonDocument(list).toJson(QJsonDocument::Indented)));
        return AllPassed;
    }
    for (const MetricInfo &info : MetricRegistry::all()) {
        const QString kinds = info.singleTurn && info.conversational ? tr("single-turn and conversational")
            : info.singleTurn                                        ? tr("single-turn")
                                                                     : tr("conversational");
        print(QStringLiteral("%1  (%2, %3; %4)\n  %5\n")
                  .arg(info.id, info.displayName, info.anchor, kinds, info.description));
        for (const ParamInfo &param : info.params) {
            QString extra;
            if (!param.choices.isEmpty())
                extra = QStringLiteral(" {") + param.choices.join(QStringLiteral(", ")) + QLatin1Char('}');
            else if (param.type == ParamInfo::Type::Integer || param.type == ParamInfo::Type::Number)
                extra = QStringLiteral(" [%1, %2]")
                            .arg(param.minimum > -1e299 ? QString::number(param.minimum) : QStringLiteral("-∞"),
                                 param.maximum < 1e299 ? QString::number(param.maximum) : QStringLiteral("∞"));
            print(QStringLiteral("    %1 = %2  (%3%4)\n        %5\n")
                      .arg(param.name, valueText(param.defaultValue), MetricRegistry::typeName(param.type), extra,
                           param.description));
        }
        print(QStringLiteral("  ") + tr("steps: %1").arg(info.steps.join(QStringLiteral(", ")))
              + QStringLiteral("\n\n"));
    }
    return AllPassed;
}

int runTemplates(const QStringList &arguments)
{
    QStringList steps;
    const QString id = arguments.value(0);
    if (id.isEmpty()) {
        for (const StepInfo &step : allSteps())
            steps.append(step.name);
    } else if (const MetricInfo *info = MetricRegistry::find(id)) {
        steps = info->steps;
    } else if (findStep(id)) {
        steps = {id};
    } else {
        std::fputs(
            qPrintable(tr("error: %1 is neither a metric nor a judge step (see claimscope-cli metrics)\n").arg(id)),
            stderr);
        return InputError;
    }
    for (const QString &step : steps) {
        const StepInfo *info = findStep(step);
        print(QStringLiteral("===== %1 =====\n").arg(step));
        print(QStringLiteral("# %1\n# ").arg(info->description)
              + tr("placeholders: %1").arg(info->placeholders.join(QStringLiteral(", "))) + QStringLiteral("\n"));
        print(TemplateSet::defaultText(step) + QStringLiteral("\n"));
    }
    return AllPassed;
}

} // namespace claimscope::cli
