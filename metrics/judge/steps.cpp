#include "steps.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace claimscope {

namespace {

QStringList words(const char *list)
{
    return QString::fromLatin1(list).split(QLatin1Char(' '), Qt::SkipEmptyParts);
}

StepInfo step(const char *name, AnswerKind kind, const char *placeholders, const char *required,
              const char *description)
{
    return {QString::fromLatin1(name), kind, words(placeholders), words(required),
            QCoreApplication::translate("claimscope::Steps", description)};
}

QList<StepInfo> makeSteps()
{
    using K = AnswerKind;
    return {
        step("faithfulness__truths", K::Truths, "context limit_note", "context",
             QT_TRANSLATE_NOOP("claimscope::Steps", "Extract the factual truths stated in the retrieval context.")),
        step("faithfulness__claims", K::Claims, "text", "text",
             QT_TRANSLATE_NOOP("claimscope::Steps", "Extract the factual claims made by the answer.")),
        step("faithfulness__verdicts", K::FaithfulnessVerdicts, "claims truths", "claims truths",
             QT_TRANSLATE_NOOP("claimscope::Steps",
                               "Judge each claim against the truths: yes, no (contradicted) or idk.")),
        step("faithfulness__reason", K::Reason, "score contradictions", "score contradictions",
             QT_TRANSLATE_NOOP("claimscope::Steps", "Explain the faithfulness score from the contradictions.")),
        step("turn_faithfulness__truths", K::Truths, "context limit_note", "context",
             QT_TRANSLATE_NOOP("claimscope::Steps", "Extract the truths of a window's retrieval context.")),
        step("turn_faithfulness__claims", K::Claims, "user_content assistant_content", "assistant_content",
             QT_TRANSLATE_NOOP("claimscope::Steps", "Extract the claims the assistant makes in a window.")),
        step("turn_faithfulness__verdicts", K::FaithfulnessVerdicts, "claims truths", "claims truths",
             QT_TRANSLATE_NOOP("claimscope::Steps", "Judge each claim of a window against the window's truths.")),
        step("turn_faithfulness__reason", K::Reason, "score contradictions", "score contradictions",
             QT_TRANSLATE_NOOP("claimscope::Steps", "Explain one window's faithfulness score.")),
        step("turn_faithfulness__final_reason", K::Reason, "score success window_reasons", "score window_reasons",
             QT_TRANSLATE_NOOP("claimscope::Steps", "Summarise the window reasons into the final reason.")),
        step(
            "contextual_relevancy__verdicts", K::RelevancyVerdicts, "input context", "input context",
            QT_TRANSLATE_NOOP("claimscope::Steps",
                              "Split one retrieval node into statements and judge each one's relevance to the input.")),
        step("contextual_relevancy__reason", K::Reason, "input score irrelevant relevant", "score irrelevant",
             QT_TRANSLATE_NOOP("claimscope::Steps", "Explain the contextual relevancy score.")),
        step("turn_contextual_relevancy__verdicts", K::RelevancyVerdicts, "user_content context",
             "user_content context",
             QT_TRANSLATE_NOOP("claimscope::Steps",
                               "Judge the statements of one node against a window's user messages.")),
        step("turn_contextual_relevancy__reason", K::Reason, "user_content score irrelevant relevant",
             "score irrelevant",
             QT_TRANSLATE_NOOP("claimscope::Steps", "Explain one window's contextual relevancy score.")),
        step("turn_contextual_relevancy__final_reason", K::Reason, "score success window_reasons",
             "score window_reasons",
             QT_TRANSLATE_NOOP("claimscope::Steps", "Summarise the window reasons into the final reason.")),
        step("turn_relevancy__verdict", K::SingleVerdict, "messages", "messages",
             QT_TRANSLATE_NOOP("claimscope::Steps",
                               "Is the window's last assistant message relevant to the conversation so far?")),
        step("turn_relevancy__reason", K::Reason, "score irrelevant", "score irrelevant",
             QT_TRANSLATE_NOOP("claimscope::Steps", "Explain the turn relevancy score from the irrelevant exchanges.")),
        step("conversation_relevance__verdict", K::SingleVerdict, "messages", "messages",
             QT_TRANSLATE_NOOP("claimscope::Steps",
                               "Is the last output of the window relevant, the earlier pairs being context?")),
        step("conversation_relevance__reason", K::Reason, "score irrelevant", "score irrelevant",
             QT_TRANSLATE_NOOP("claimscope::Steps", "Explain the conversation relevance score.")),
        step("evidence_coverage__spans", K::Spans, "query documents answer", "documents answer",
             QT_TRANSLATE_NOOP("claimscope::Steps",
                               "Split the answer into spans and mark each one supported or not by the documents.")),
        step("epistemic_consistency__sample", K::PlainText, "query documents", "query documents",
             QT_TRANSLATE_NOOP("claimscope::Steps",
                               "Generate one answer strictly from the documents (a consistency sample).")),
    };
}

QJsonObject stringArray()
{
    return {{QStringLiteral("type"), QStringLiteral("array")},
            {QStringLiteral("items"), QJsonObject{{QStringLiteral("type"), QStringLiteral("string")}}}};
}

QJsonObject nullableString()
{
    return {{QStringLiteral("type"), QJsonArray{QStringLiteral("string"), QStringLiteral("null")}}};
}

QJsonObject enumOf(const QStringList &values)
{
    return {{QStringLiteral("type"), QStringLiteral("string")},
            {QStringLiteral("enum"), QJsonArray::fromStringList(values)}};
}

QJsonObject object(const QJsonObject &properties)
{
    return {{QStringLiteral("type"), QStringLiteral("object")},
            {QStringLiteral("properties"), properties},
            {QStringLiteral("required"), QJsonArray::fromStringList(properties.keys())},
            {QStringLiteral("additionalProperties"), false}};
}

QJsonObject arrayOf(const QJsonObject &items)
{
    return {{QStringLiteral("type"), QStringLiteral("array")}, {QStringLiteral("items"), items}};
}

} // namespace

const QList<StepInfo> &allSteps()
{
    static const QList<StepInfo> steps = makeSteps();
    return steps;
}

const StepInfo *findStep(const QString &name)
{
    for (const StepInfo &info : allSteps()) {
        if (info.name == name)
            return &info;
    }
    return nullptr;
}

QJsonObject answerSchema(AnswerKind kind)
{
    const QString reason = QStringLiteral("reason");
    const QString verdict = QStringLiteral("verdict");
    switch (kind) {
    case AnswerKind::Truths: return object({{QStringLiteral("truths"), stringArray()}});
    case AnswerKind::Claims: return object({{QStringLiteral("claims"), stringArray()}});
    case AnswerKind::FaithfulnessVerdicts:
        return object(
            {{QStringLiteral("verdicts"),
              arrayOf(object({{verdict, enumOf({QStringLiteral("yes"), QStringLiteral("no"), QStringLiteral("idk")})},
                              {reason, nullableString()}}))}});
    case AnswerKind::RelevancyVerdicts:
        return object({{QStringLiteral("verdicts"),
                        arrayOf(object({{QStringLiteral("statement"),
                                         QJsonObject{{QStringLiteral("type"), QStringLiteral("string")}}},
                                        {verdict, enumOf({QStringLiteral("yes"), QStringLiteral("no")})},
                                        {reason, nullableString()}}))}});
    case AnswerKind::SingleVerdict:
        return object({{verdict, enumOf({QStringLiteral("yes"), QStringLiteral("no")})}, {reason, nullableString()}});
    case AnswerKind::Reason: return object({{reason, QJsonObject{{QStringLiteral("type"), QStringLiteral("string")}}}});
    case AnswerKind::Spans:
        return object({{QStringLiteral("spans"),
                        arrayOf(object({{QStringLiteral("index"),
                                         QJsonObject{{QStringLiteral("type"), QStringLiteral("integer")}}},
                                        {reason, QJsonObject{{QStringLiteral("type"), QStringLiteral("string")}}},
                                        {QStringLiteral("supported"),
                                         QJsonObject{{QStringLiteral("type"), QStringLiteral("boolean")}}}}))}});
    case AnswerKind::PlainText: return {};
    }
    return {};
}

} // namespace claimscope
