#include "sourcediversity.h"

#include "engine/metricrun.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>

#include <cmath>

namespace claimscope {

namespace {

// The threshold labels, kept in the metric's description for the results side.
const ThresholdLabels Labels{"claimscope::SourceDiversity",
                             QT_TRANSLATE_NOOP("claimscope::SourceDiversity", "High Trust"),
                             QT_TRANSLATE_NOOP("claimscope::SourceDiversity", "Moderate Trust"),
                             QT_TRANSLATE_NOOP("claimscope::SourceDiversity", "Low Trust")};

// A present, non-empty id value as text (numbers and booleans as their JSON text).
QString idText(const QJsonValue &value)
{
    switch (value.type()) {
    case QJsonValue::String: return value.toString();
    case QJsonValue::Double:
    case QJsonValue::Bool:
        return QString::fromUtf8(QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact)).mid(1).chopped(1);
    case QJsonValue::Array:
        return value.toArray().isEmpty()
            ? QString()
            : QString::fromUtf8(QJsonDocument(value.toArray()).toJson(QJsonDocument::Compact));
    case QJsonValue::Object:
        return value.toObject().isEmpty()
            ? QString()
            : QString::fromUtf8(QJsonDocument(value.toObject()).toJson(QJsonDocument::Compact));
    case QJsonValue::Null:
    case QJsonValue::Undefined: break;
    }
    return {};
}

} // namespace

QString SourceDiversity::sourceId(const ContextItem &item)
{
    static const char *const keys[] = {"source_id", "document_id", "file_id", "filename", "url",   "uri",
                                       "file_name", "file_path",   "source",  "id",       "doc_id"};
    const QJsonObject metadata = item.fields.value(QStringLiteral("metadata")).toObject();
    for (const char *key : keys) {
        const QString name = QLatin1String(key);
        for (const QJsonObject &where : {item.fields, metadata}) {
            const QString value = idText(where.value(name));
            if (!value.isEmpty())
                return name + QLatin1Char(':') + value;
        }
    }
    return QStringLiteral("content_hash:")
        + QString::fromLatin1(QCryptographicHash::hash(item.text.toUtf8(), QCryptographicHash::Sha256).toHex());
}

MetricInfo SourceDiversity::info()
{
    MetricInfo info;
    info.id = QStringLiteral("source_diversity");
    info.displayName = tr("Source Diversity");
    info.anchor = QStringLiteral("TrustifAI");
    info.labels = Labels;
    info.description = tr("How many distinct sources the retrieved documents come from.");
    info.singleTurn = true;
    info.conversational = true;
    info.params = TrustUnits::params(0.85, 0.60);
    info.params.append({QStringLiteral("relevance_threshold"),
                        ParamInfo::Type::Number,
                        0.5,
                        -1,
                        1,
                        {},
                        tr("Cosine between query and document at which a document counts as relevant "
                           "(decides whether a single source is justified).")});
    info.create = [] { return std::make_unique<SourceDiversity>(); };
    info.missingInput = &TrustUnits::missingDocuments;
    return info;
}

void SourceDiversity::evaluate(MetricRun &run, const TrustUnit &unit, const QJsonObject &params, UnitDone done)
{
    QStringList ids;
    QList<BreakdownItem> items;
    for (const ContextItem &document : unit.documents) {
        const QString id = sourceId(document);
        ids.append(id);
        items.append({BreakdownItem::Kind::Document, document.text, {}, id});
    }
    const int distinct = int(QSet<QString>(ids.begin(), ids.end()).size());
    const int documents = int(ids.size());
    const auto finish = [=](int relevant) {
        const bool justified = distinct == 1 && relevant <= 1;
        UnitOutcome outcome;
        outcome.items = items;
        outcome.score = justified ? 0.8 : 0.6 * distinct / documents + 0.4 * (1.0 - std::exp(-distinct / 2.0));
        if (justified)
            outcome.label = tr("Acceptable");
        outcome.details = {{QStringLiteral("distinct_sources"), distinct},
                           {QStringLiteral("documents"), documents},
                           {QStringLiteral("relevant_documents"), relevant < 0 ? QJsonValue() : QJsonValue(relevant)},
                           {QStringLiteral("justified_single_source"), justified},
                           {QStringLiteral("source_ids"), QJsonArray::fromStringList(ids)}};
        outcome.reason = justified
            ? tr("All %n document(s) come from one source, which is justified: at most one is relevant to the "
                 "query.",
                 nullptr, documents)
            : tr("%1 among %n document(s) (%2).", nullptr, documents)
                  .arg(tr("%n distinct source(s)", nullptr, distinct),
                       TrustUnits::label(outcome.score, params, Labels.names()));
        done(outcome);
    };
    // Relevance matters only for a single source: only then are embeddings needed.
    if (distinct != 1) {
        finish(-1);
        return;
    }
    const double threshold = params.value(QStringLiteral("relevance_threshold")).toDouble();
    run.tryEmbed(QStringList{unit.query} + contextTexts(unit.documents), [=](const EmbedResult &answer) {
        if (!answer.ok) {
            UnitOutcome outcome;
            outcome.error = answer.error;
            outcome.errorStep = QStringLiteral("embeddings");
            done(outcome);
            return;
        }
        int relevant = 0;
        for (int i = 1; i < answer.vectors.size(); ++i)
            relevant += TrustUnits::cosine(answer.vectors[0], answer.vectors[i]) >= threshold;
        finish(qMax(1, relevant));
    });
}

void SourceDiversity::start(MetricRun &run)
{
    TrustUnits::run(run, &SourceDiversity::evaluate);
}

} // namespace claimscope
