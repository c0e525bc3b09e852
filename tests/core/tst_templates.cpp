// Template rendering and validation: placeholders are checked before any request is sent.
#include "judge/promptrenderer.h"
#include "judge/steps.h"
#include "support/qtwarnings.h"

#include <QJsonArray>
#include <QTest>

using namespace claimscope;

class TestTemplates : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init() { failOnQtWarnings(); }

    void everyStepHasAValidDefault()
    {
        TemplateSet templates;
        QStringList steps;
        for (const StepInfo &step : allSteps()) {
            QVERIFY2(!TemplateSet::defaultText(step.name).isEmpty(), qPrintable(step.name));
            steps.append(step.name);
        }
        QCOMPARE(templates.validate(steps), QStringList());
    }

    void rendersStringsListsAndNumbers()
    {
        const QJsonObject vars{
            {QStringLiteral("text"), QStringLiteral("plain {{not a placeholder}}")},
            {QStringLiteral("list"), QJsonArray{QStringLiteral("a \"quoted\""), QStringLiteral("b")}},
            {QStringLiteral("n"), 3},
            {QStringLiteral("flag"), false}};
        const QString out = renderTemplate(QStringLiteral("T={{text}} L={{ list }} N={{n}} F={{flag}}"), vars);
        QVERIFY(out.startsWith(QStringLiteral("T=plain {{not a placeholder}} L=[")));
        QVERIFY(out.contains(QStringLiteral("\"a \\\"quoted\\\"\"")));
        QVERIFY(out.endsWith(QStringLiteral("N=3 F=false")));
    }

    void unknownAndMissingPlaceholdersAreReported()
    {
        TemplateSet templates;
        templates.setText(QStringLiteral("faithfulness__verdicts"), QStringLiteral("{{claims}} {{facts}}"));
        const QStringList problems = templates.validate({QStringLiteral("faithfulness__verdicts")});
        QCOMPARE(problems.size(), 2);
        QVERIFY(problems[0].contains(QStringLiteral("{{facts}}")));
        QVERIFY(problems[1].contains(QStringLiteral("{{truths}}")));
    }

    void strayBracesAreReported()
    {
        TemplateSet templates;
        templates.setText(QStringLiteral("faithfulness__claims"), QStringLiteral("{{text}} {{ broken"));
        QCOMPARE(templates.validate({QStringLiteral("faithfulness__claims")}).size(), 1);
    }

    void settingTheDefaultResets()
    {
        TemplateSet templates;
        const QString step = QStringLiteral("faithfulness__claims");
        templates.setText(step, QStringLiteral("{{text}}!"));
        QVERIFY(templates.isCustomised(step));
        templates.setText(step, TemplateSet::defaultText(step));
        QVERIFY(!templates.isCustomised(step));
    }

    void systemSectionBecomesASystemMessage()
    {
        TemplateSet templates;
        StepCall call;
        call.step = QStringLiteral("epistemic_consistency__sample");
        call.vars = {{QStringLiteral("query"), QStringLiteral("Q?")},
                     {QStringLiteral("documents"), QJsonArray{QStringLiteral("D")}}};
        const QList<ChatMessage> messages = templates.render(call);
        QCOMPARE(messages.size(), 2);
        QCOMPARE(messages[0].role, QStringLiteral("system"));
        QCOMPARE(messages[1].role, QStringLiteral("user"));
        QVERIFY(messages[1].content.startsWith(QStringLiteral("Q?")));
    }
};

QTEST_GUILESS_MAIN(TestTemplates)
#include "tst_templates.moc"
