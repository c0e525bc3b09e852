#include "offlineanswers.h"
#include "sentences.h"

#include "claimextractor.h"
#include "evidencematcher.h"
#include "reasonwriter.h"
#include "relevancerules.h"
#include "verdictrules.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace claimscope {

namespace {

QString text(const QJsonObject &vars, const char *key)
{
    const QJsonValue value = vars.value(QLatin1String(key));
    return value.isString() ? value.toString() : ReasonWriter::describe(value);
}

// A list variable: a JSON array, or a string holding one (templates render lists as JSON).
QJsonArray list(const QJsonObject &vars, const char *key)
{
    const QJsonValue value = vars.value(QLatin1String(key));
    if (value.isArray())
        return value.toArray();
    if (value.isString()) {
        const QJsonDocument parsed = QJsonDocument::fromJson(value.toString().toUtf8());
        if (parsed.isArray())
            return parsed.array();
        if (!value.toString().trimmed().isEmpty())
            return QJsonArray{value};
    }
    return {};
}

QStringList strings(const QJsonArray &array)
{
    QStringList result;
    for (const QJsonValue &value : array)
        result.append(ReasonWriter::describe(value));
    return result;
}

QString score(const QJsonObject &vars)
{
    const QJsonValue value = vars.value(QLatin1String("score"));
    return value.isDouble() ? QString::number(value.toDouble(), 'f', 2) : value.toString();
}

// Characters of text in a step's variables (strings, nested in lists and objects too).
qsizetype textChars(const QJsonValue &value)
{
    if (value.isString())
        return value.toString().size();
    qsizetype total = 0;
    if (value.isArray()) {
        for (const QJsonValue &item : value.toArray())
            total += textChars(item);
    } else if (value.isObject()) {
        const QJsonObject object = value.toObject();
        for (auto it = object.begin(); it != object.end(); ++it)
            total += textChars(it.value());
    }
    return total;
}

QList<AnalysedText> analyseAll(const QStringList &texts)
{
    QList<AnalysedText> result;
    result.reserve(texts.size());
    for (const QString &t : texts)
        result.append(TextAnalysis::analyse(t));
    return result;
}

QStringList truths(const QString &context)
{
    QStringList result;
    for (const QString &sentence : splitSentences(context)) {
        if (std::any_of(sentence.begin(), sentence.end(), [](QChar c) { return c.isLetterOrNumber(); }))
            result.append(sentence);
    }
    return result;
}

QJsonObject faithfulnessVerdicts(const QStringList &claims, const QStringList &truths)
{
    const QList<AnalysedText> analysedClaims = analyseAll(claims);
    const EvidenceMatcher evidence(analyseAll(truths), analysedClaims);
    QJsonArray verdicts;
    for (const AnalysedText &claim : analysedClaims) {
        const ClaimVerdict verdict = VerdictRules::judge(claim, evidence);
        verdicts.append(QJsonObject{{QStringLiteral("verdict"), verdict.verdictName()},
                                    {QStringLiteral("reason"), verdict.reason}});
    }
    return {{QStringLiteral("verdicts"), verdicts}};
}

QJsonObject relevancyVerdicts(const QString &input, const QString &context)
{
    QJsonArray verdicts;
    for (const RelevanceRules::Verdict &verdict : RelevanceRules::statements(input, context)) {
        verdicts.append(
            QJsonObject{{QStringLiteral("statement"), verdict.statement},
                        {QStringLiteral("verdict"), verdict.relevant ? QStringLiteral("yes") : QStringLiteral("no")},
                        {QStringLiteral("reason"), verdict.reason}});
    }
    return {{QStringLiteral("verdicts"), verdicts}};
}

QJsonObject singleVerdict(const QJsonArray &messages)
{
    QList<RelevanceRules::Message> parsed;
    for (const QJsonValue &value : messages) {
        const QJsonObject message = value.toObject();
        parsed.append(
            {message.value(QLatin1String("role")).toString(), message.value(QLatin1String("content")).toString()});
    }
    const RelevanceRules::Verdict verdict = RelevanceRules::lastReply(parsed);
    return {{QStringLiteral("verdict"), verdict.relevant ? QStringLiteral("yes") : QStringLiteral("no")},
            {QStringLiteral("reason"), verdict.reason}};
}

// Phrases that make Evidence Coverage count a "supported" span as unsupported (METRICS.md §7.1).
bool soundsUnsupported(const QString &reason)
{
    static const char *phrases[] = {"not supported", "not directly supported", "unsupported", "insufficient evidence",
                                    "not found",     "does not match",         "incorrect"};
    const QString lower = reason.toLower();
    return std::any_of(std::begin(phrases), std::end(phrases),
                       [&lower](const char *phrase) { return lower.contains(QLatin1String(phrase)); });
}

QJsonObject spans(const QStringList &documents, const QString &answer)
{
    QStringList sentences;
    QList<int> documentOf;
    for (int d = 0; d < documents.size(); ++d) {
        for (const QString &sentence : truths(documents[d])) {
            sentences.append(sentence);
            documentOf.append(d);
        }
    }
    const QStringList answerSentences = splitSentences(answer);
    const QList<AnalysedText> analysedAnswer = analyseAll(answerSentences);
    const EvidenceMatcher evidence(analyseAll(sentences), analysedAnswer);
    QJsonArray result;
    for (int i = 0; i < answerSentences.size(); ++i) {
        const QString clean = ClaimExtractor::clean(answerSentences[i]);
        bool supported = true;
        QString reason;
        if (!ClaimExtractor::isClaim(clean)) {
            reason = OfflineAnswers::tr("Not a factual statement; nothing to check.");
        } else {
            const ClaimVerdict verdict = VerdictRules::judge(TextAnalysis::analyse(clean), evidence);
            supported = verdict.kind == ClaimVerdict::Kind::Yes;
            if (supported) {
                const int d = documentOf.value(verdict.evidenceIndex) + 1;
                reason = OfflineAnswers::tr("Supported by document %1: \"%2\"")
                             .arg(QString::number(d), VerdictRules::quote(sentences[verdict.evidenceIndex]));
                if (soundsUnsupported(reason))
                    reason = OfflineAnswers::tr("Supported by document %1.").arg(d);
            } else {
                reason = OfflineAnswers::tr("Not supported by the documents: %1").arg(verdict.reason);
            }
        }
        result.append(QJsonObject{{QStringLiteral("index"), i},
                                  {QStringLiteral("reason"), reason},
                                  {QStringLiteral("supported"), supported}});
    }
    return {{QStringLiteral("spans"), result}};
}

QJsonObject reason(const QString &step, const QJsonObject &vars)
{
    QString reason;
    if (step.endsWith(QLatin1String("__final_reason"))) {
        reason = ReasonWriter::finalReason(score(vars), list(vars, "window_reasons"));
    } else if (step.contains(QLatin1String("faithfulness"))) {
        reason = ReasonWriter::faithfulness(score(vars), list(vars, "contradictions"));
    } else if (step.contains(QLatin1String("contextual_relevancy"))) {
        reason = ReasonWriter::contextualRelevancy(score(vars), list(vars, "irrelevant"), list(vars, "relevant"));
    } else {
        reason = ReasonWriter::relevance(score(vars), list(vars, "irrelevant"));
    }
    return {{QStringLiteral("reason"), reason}};
}

} // namespace

QString OfflineAnswers::refusal(const StepCall &call)
{
    const qsizetype chars = textChars(call.vars);
    if (chars <= MaxStepChars)
        return {};
    return tr("This step hands the offline judge %L1 characters of text; it reads at most "
              "%L2 per step. Shorten the answer or its context, split the conversation, "
              "or use a model judge.")
        .arg(chars)
        .arg(MaxStepChars);
}

JudgeReply OfflineAnswers::answer(const StepCall &call)
{
    JudgeReply reply;
    reply.promptTokens = 0;
    reply.completionTokens = 0;
    const StepInfo *info = findStep(call.step);
    if (!info) {
        reply.error = tr("The offline judge does not know the step \"%1\".").arg(call.step);
        return reply;
    }
    const QJsonObject &vars = call.vars;
    if (const QString refused = refusal(call); !refused.isEmpty()) {
        reply.error = refused;
        return reply;
    }
    const bool turn = call.step.startsWith(QLatin1String("turn_"));
    QJsonObject answer;
    switch (info->kind) {
    case AnswerKind::Truths:
        answer = {{QStringLiteral("truths"), QJsonArray::fromStringList(truths(text(vars, "context")))}};
        break;
    case AnswerKind::Claims:
        answer = {
            {QStringLiteral("claims"),
             QJsonArray::fromStringList(ClaimExtractor::claims(text(vars, turn ? "assistant_content" : "text")))}};
        break;
    case AnswerKind::FaithfulnessVerdicts:
        answer = faithfulnessVerdicts(strings(list(vars, "claims")), strings(list(vars, "truths")));
        break;
    case AnswerKind::RelevancyVerdicts:
        answer = relevancyVerdicts(text(vars, turn ? "user_content" : "input"), text(vars, "context"));
        break;
    case AnswerKind::SingleVerdict: answer = singleVerdict(list(vars, "messages")); break;
    case AnswerKind::Spans: answer = spans(strings(list(vars, "documents")), text(vars, "answer")); break;
    case AnswerKind::Reason: answer = reason(call.step, vars); break;
    case AnswerKind::PlainText:
        reply.error = tr("Epistemic Consistency needs a generator model or pre-generated samples; "
                         "the offline judge cannot write samples.");
        return reply;
    }
    reply.ok = true;
    reply.content = QString::fromUtf8(QJsonDocument(answer).toJson(QJsonDocument::Compact));
    return reply;
}

} // namespace claimscope
