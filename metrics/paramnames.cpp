#include "paramnames.h"

#include "registry.h"

#include "model/scoreprose.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace claimscope {

QString ParamNames::label(const QString &param)
{
    QString text = param;
    text.replace(QLatin1Char('_'), QLatin1Char(' '));
    if (!text.isEmpty())
        text[0] = text[0].toUpper();
    return text;
}

QString ParamNames::qualified(const QString &metricId, const QString &param)
{
    const MetricInfo *info = MetricRegistry::find(metricId);
    return (info ? info->displayName : metricId) + QStringLiteral(" › ") + label(param);
}

QString ParamNames::value(const QJsonValue &value)
{
    switch (value.type()) {
    case QJsonValue::Null:
    case QJsonValue::Undefined: return tr("none");
    case QJsonValue::Bool: return value.toBool() ? tr("on") : tr("off");
    case QJsonValue::Double: return QString::number(value.toDouble(), 'g', 12);
    case QJsonValue::String: return value.toString().isEmpty() ? tr("none") : value.toString();
    case QJsonValue::Array: return QString::fromUtf8(QJsonDocument(value.toArray()).toJson(QJsonDocument::Compact));
    case QJsonValue::Object: return QString::fromUtf8(QJsonDocument(value.toObject()).toJson(QJsonDocument::Compact));
    }
    return {};
}

QString ParamNames::shown(const QString &param, const QJsonValue &v)
{
    return param == QLatin1String("threshold") && v.isDouble() ? thresholdText(v.toDouble()) : value(v);
}

QString ParamNames::change(const QString &metricId, const QString &param, const QJsonValue &before,
                           const QJsonValue &after)
{
    // "0.50 → 0.95", not "0.5 → 0.95".
    return tr("%1: %2 → %3").arg(qualified(metricId, param), shown(param, before), shown(param, after));
}

} // namespace claimscope
