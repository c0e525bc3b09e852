// The tuning loop's statistics through the real command line with the offline judge: agreement
// per part of the split with intervals, the paired comparison of two kept runs with McNemar's p
// and a verdict, and a regression gate that looks past noise.
#include "experiments/labelsplit.h"
#include "support/clirun.h"
#include "support/qtwarnings.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace claimscope;

namespace {

constexpr int Conversations = 40;

// Conversations of two exchanges whose raters judged the last answer: the even ones repeat
// their context (faithful), the odd ones invent (not faithful). `inventedFrom`: from this
// conversation on, every answer invents, whatever the label says.
QByteArray conversations(int inventedFrom = Conversations)
{
    QJsonArray cases;
    for (int i = 0; i < Conversations; ++i) {
        const bool faithful = i % 2 == 0;
        const bool answerInvents = !faithful || i >= inventedFrom;
        const QString context = QStringLiteral("The tower %1 is 56 metres tall and stands in Pisa.").arg(i);
        const QString answer = answerInvents
            ? QStringLiteral("The tower %1 is made of gold, floats on water and sings at night.").arg(i)
            : context;
        QJsonArray turns{
            QJsonObject{{QStringLiteral("role"), QStringLiteral("user")},
                        {QStringLiteral("content"), QStringLiteral("Where is tower %1?").arg(i)}},
            QJsonObject{{QStringLiteral("role"), QStringLiteral("assistant")},
                        {QStringLiteral("content"), QStringLiteral("It is in Pisa.")},
                        {QStringLiteral("retrieval_context"), QJsonArray{QStringLiteral("It is in Pisa.")}}},
            QJsonObject{{QStringLiteral("role"), QStringLiteral("user")},
                        {QStringLiteral("content"), QStringLiteral("Tell me about it.")}},
            QJsonObject{{QStringLiteral("role"), QStringLiteral("assistant")},
                        {QStringLiteral("content"), answer},
                        {QStringLiteral("retrieval_context"), QJsonArray{context}}}};
        cases.append(
            QJsonObject{{QStringLiteral("name"), QStringLiteral("tower-%1").arg(i)},
                        {QStringLiteral("metadata"),
                         QJsonObject{{QStringLiteral("human"), QJsonObject{{QStringLiteral("faithful"), faithful}}}}},
                        {QStringLiteral("turns"), turns}});
    }
    return QJsonDocument(cases).toJson();
}

QStringList evaluateArguments(const QString &file, const QString &store)
{
    return {QStringLiteral("evaluate"), file,
            QStringLiteral("--judge"),  QStringLiteral("offline"),
            QStringLiteral("--metric"), QStringLiteral("turn_faithfulness"),
            QStringLiteral("--set"),    QStringLiteral("turn_faithfulness.window_size=1"),
            QStringLiteral("--quiet"),  QStringLiteral("--no-cache"),
            QStringLiteral("--runs"),   store,
            QStringLiteral("--labels"), QStringLiteral("turn_faithfulness=human.faithful@last")};
}

int heldOutCount(double share)
{
    int count = 0;
    for (int i = 0; i < Conversations; ++i)
        count += LabelSplit{share}.isTuning(QStringLiteral("tower-%1").arg(i)) ? 0 : 1;
    return count;
}

QJsonObject metricIn(const QJsonObject &comparison)
{
    return comparison.value(QStringLiteral("metrics")).toArray().first().toObject();
}

} // namespace

class TestTuningCli : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init() { failOnQtWarnings(); }

    void agreementPerPartWithIntervals()
    {
        QTemporaryDir home;
        const QString file = writeFile(home, QStringLiteral("towers.json"), conversations());
        const QString store = home.filePath(QStringLiteral("runs.sqlite"));
        const CliRun heldOut = runCli(evaluateArguments(file, store)
                                          + QStringList{QStringLiteral("--split"), QStringLiteral("held-out"),
                                                        QStringLiteral("--format"), QStringLiteral("json")},
                                      home);
        QVERIFY2(!heldOut.crashed && heldOut.exitCode != 2, qPrintable(heldOut.err));
        const QJsonObject figures = heldOut.json()
                                        .value(QStringLiteral("agreement"))
                                        .toObject()
                                        .value(QStringLiteral("turn_faithfulness"))
                                        .toObject();
        QCOMPARE(figures.value(QStringLiteral("part")).toString(), QStringLiteral("held-out"));
        QCOMPARE(figures.value(QStringLiteral("n")).toInt(), heldOutCount(0.6));
        QCOMPARE(figures.value(QStringLiteral("held_out_n")).toInt(), heldOutCount(0.6));
        QCOMPARE(figures.value(QStringLiteral("tuning_n")).toInt(), Conversations - heldOutCount(0.6));
        QVERIFY(figures.value(QStringLiteral("accuracy_interval")).isObject());

        // The share comes from --config.
        const QString config =
            writeFile(home, QStringLiteral("config.json"), R"({"label_split": {"tuning_share": 0.3}})");
        const CliRun shared = runCli(evaluateArguments(file, store)
                                         + QStringList{QStringLiteral("--config"), config, QStringLiteral("--split"),
                                                       QStringLiteral("held-out")},
                                     home);
        QVERIFY2(shared.out.contains(QStringLiteral("Agreement with human labels on the held-out part")),
                 qPrintable(shared.out));
        QVERIFY2(shared.out.contains(QStringLiteral("turn_faithfulness: n %1 (").arg(heldOutCount(0.3))),
                 qPrintable(shared.out));
        QVERIFY2(shared.out.contains(
                     QStringLiteral("split at 0.30: tuning part n %1, held-out part n %2")
                         .arg(QString::number(Conversations - heldOutCount(0.3)), QString::number(heldOutCount(0.3)))),
                 qPrintable(shared.out));
    }

    void refusesToKeepARunOfErrorsOnly()
    {
        // faithfulness on conversations: every result is an error, so there is nothing to
        // compare a later try with, and the run is not kept as one.
        QTemporaryDir home;
        const QString file = writeFile(home, QStringLiteral("towers.json"), conversations());
        const QString store = home.filePath(QStringLiteral("runs.sqlite"));
        const CliRun errors =
            runCli({QStringLiteral("evaluate"), file, QStringLiteral("--judge"), QStringLiteral("offline"),
                    QStringLiteral("--metric"), QStringLiteral("faithfulness"), QStringLiteral("--quiet"),
                    QStringLiteral("--runs"), store, QStringLiteral("--save-run=base")},
                   home);
        QCOMPARE(errors.exitCode, 2);
        QVERIFY2(errors.err.contains(QStringLiteral("error: faithfulness: faithfulness needs a single-turn test case "
                                                    "(use turn_faithfulness for conversations)")),
                 qPrintable(errors.err));
        QVERIFY2(errors.err.contains(QStringLiteral("not kept as a run: all %1 results are errors").arg(Conversations)),
                 qPrintable(errors.err));
        QVERIFY2(!errors.err.contains(QStringLiteral("kept as run")), qPrintable(errors.err));
        const CliRun listed =
            runCli({QStringLiteral("runs"), QStringLiteral("list"), QStringLiteral("--runs"), store}, home);
        QVERIFY2(listed.out.startsWith(QStringLiteral("0 runs")), qPrintable(listed.out + listed.err));
        // The metric for conversations is kept.
        const CliRun kept =
            runCli(evaluateArguments(file, store) + QStringList{QStringLiteral("--save-run=base")}, home);
        QVERIFY2(kept.err.contains(QStringLiteral("kept as run 1 \"base\"")), qPrintable(kept.err));
    }

    void compareGivesAVerdictOnExchangeLabels()
    {
        QTemporaryDir home;
        const QString file = writeFile(home, QStringLiteral("towers.json"), conversations());
        const QString store = home.filePath(QStringLiteral("runs.sqlite"));
        QVERIFY(runCli(evaluateArguments(file, store) + QStringList{QStringLiteral("--save-run=base")}, home).exitCode
                != 2);
        // Threshold 0: the judge passes every answer, so it now disagrees on every invented one.
        const CliRun lax = runCli(evaluateArguments(file, store)
                                      + QStringList{QStringLiteral("--save-run=lax"), QStringLiteral("--set"),
                                                    QStringLiteral("turn_faithfulness.threshold=0")},
                                  home);
        QVERIFY2(lax.exitCode != 2, qPrintable(lax.err));
        const QStringList compare{QStringLiteral("compare"), QStringLiteral("base"), QStringLiteral("lax"),
                                  QStringLiteral("--runs"), store};
        const CliRun json = runCli(compare + QStringList{QStringLiteral("--format"), QStringLiteral("json")}, home);
        QCOMPARE(json.exitCode, 0);
        const QJsonObject metric = metricIn(json.json());
        // Labels on the last answer are compared with the last answer's own score in a comparison too.
        QVERIFY2(metric.contains(QStringLiteral("agreement_a")),
                 qPrintable(QString::fromUtf8(QJsonDocument(metric).toJson())));
        const QJsonObject paired = metric.value(QStringLiteral("labelled_comparison")).toObject();
        QCOMPARE(paired.value(QStringLiteral("n")).toInt(), Conversations);
        QCOMPARE(paired.value(QStringLiteral("human_fail")).toInt(), Conversations / 2);
        QCOMPARE(paired.value(QStringLiteral("away")).toInt(), Conversations / 2);
        QCOMPARE(paired.value(QStringLiteral("toward")).toInt(), 0);
        // 20 discordant pairs all one way: 2 · 2^-20.
        QVERIFY(qAbs(paired.value(QStringLiteral("mcnemar_p")).toDouble() - 2.0 / 1048576.0) < 1e-12);
        QCOMPARE(paired.value(QStringLiteral("verdict")).toString(), QStringLiteral("worse"));
        // The flips and the interval read alike here: the field is there, with nothing to add.
        QVERIFY(paired.contains(QStringLiteral("readings_note")));
        QVERIFY(paired.value(QStringLiteral("readings_note")).isNull());
        // No template was edited: no offline-judge warning.
        QVERIFY(!json.json().contains(QStringLiteral("offline_judge_warning")));
        // A judge that passes everything says one thing only: κ is undefined in "lax", so the
        // change is weighed on accuracy.
        QVERIFY(!paired.value(QStringLiteral("kappa")).toObject().value(QStringLiteral("delta_interval")).isObject());
        QVERIFY(paired.value(QStringLiteral("accuracy")).toObject().value(QStringLiteral("delta_interval")).isObject());

        const CliRun text = runCli(compare, home);
        QVERIFY2(text.out.contains(QStringLiteral("20 case(s) now agree with the person")) == false
                     && text.out.contains(QStringLiteral("0 case(s) now agree with the person, 20 no longer do")),
                 qPrintable(text.out));
        QVERIFY2(text.out.contains(QStringLiteral("verdict: worse (Δaccuracy's 95 % interval lies below 0)")),
                 qPrintable(text.out));
        // One p format in the compare text and the verdict beside it, never "1.91e-06".
        QVERIFY2(text.out.contains(QStringLiteral("no longer do (McNemar p < 0.001)"))
                     && !text.out.contains(QStringLiteral("McNemar p 1.91e-06")),
                 qPrintable(text.out));

        // On the held-out part alone.
        const CliRun heldOut = runCli(compare
                                          + QStringList{QStringLiteral("--split"), QStringLiteral("held-out"),
                                                        QStringLiteral("--format"), QStringLiteral("json")},
                                      home);
        const QJsonObject part = metricIn(heldOut.json()).value(QStringLiteral("labelled_comparison")).toObject();
        QCOMPARE(part.value(QStringLiteral("part")).toString(), QStringLiteral("held-out"));
        QCOMPARE(part.value(QStringLiteral("n")).toInt(), heldOutCount(0.6));

        // A template edited between two runs of the offline judge, which reads no template: the
        // JSON says so, as the text does.
        const QString config =
            writeFile(home, QStringLiteral("edited.json"),
                      R"({"templates": {"turn_faithfulness__verdicts": "Judge strictly. {{claims}} {{truths}}"}})");
        const CliRun edited =
            runCli(evaluateArguments(file, store)
                       + QStringList{QStringLiteral("--save-run=edited"), QStringLiteral("--config"), config},
                   home);
        QVERIFY2(edited.exitCode != 2, qPrintable(edited.err));
        const QStringList compareEdited{QStringLiteral("compare"), QStringLiteral("base"), QStringLiteral("edited"),
                                        QStringLiteral("--runs"), store};
        const CliRun editedText = runCli(compareEdited, home);
        QVERIFY2(editedText.out.contains(QStringLiteral("warning: Both runs were judged by the built-in offline judge, "
                                                        "which does not read templates")),
                 qPrintable(editedText.out));
        const CliRun editedJson =
            runCli(compareEdited + QStringList{QStringLiteral("--format"), QStringLiteral("json")}, home);
        QCOMPARE(editedJson.exitCode, 0);
        QVERIFY2(editedJson.json()
                     .value(QStringLiteral("offline_judge_warning"))
                     .toString()
                     .startsWith(QStringLiteral("Both runs were judged by the built-in offline judge, which does not "
                                                "read templates: the edit of Turn Faithfulness › verdicts")),
                 qPrintable(editedJson.out));
    }

    void keptRunsHoldTheirTemplateUsesAndTheirShare()
    {
        QTemporaryDir home;
        const QString file = writeFile(home, QStringLiteral("towers.json"), conversations());
        const QString store = home.filePath(QStringLiteral("runs.sqlite"));
        const QString config =
            writeFile(home, QStringLiteral("config.json"), R"({"label_split": {"tuning_share": 0.3}})");
        const QStringList evaluate = evaluateArguments(file, store) + QStringList{QStringLiteral("--config"), config};
        QVERIFY(runCli(evaluate + QStringList{QStringLiteral("--save-run=base")}, home).exitCode != 2);
        const CliRun lax = runCli(evaluate
                                      + QStringList{QStringLiteral("--save-run=lax"), QStringLiteral("--set"),
                                                    QStringLiteral("turn_faithfulness.threshold=0")},
                                  home);
        QVERIFY2(lax.exitCode != 2, qPrintable(lax.err));

        // The prompts each template rendered are counted once the run has run, and kept with it.
        const CliRun shown =
            runCli({QStringLiteral("runs"), QStringLiteral("show"), QStringLiteral("lax"), QStringLiteral("--runs"),
                    store, QStringLiteral("--format"), QStringLiteral("json")},
                   home);
        QCOMPARE(shown.exitCode, 0);
        const QJsonObject setup = shown.json().value(QStringLiteral("setup")).toObject();
        const QJsonObject claims = setup.value(QStringLiteral("templates"))
                                       .toObject()
                                       .value(QStringLiteral("turn_faithfulness__claims"))
                                       .toObject();
        QVERIFY2(claims.value(QStringLiteral("uses")).toInt() >= Conversations,
                 qPrintable(QString::fromUtf8(QJsonDocument(claims).toJson())));
        QCOMPARE(setup.value(QStringLiteral("tuning_share")).toDouble(), 0.3);

        // compare --split splits as the runs were split, without being told the share again.
        const CliRun compared = runCli({QStringLiteral("compare"), QStringLiteral("base"), QStringLiteral("lax"),
                                        QStringLiteral("--runs"), store, QStringLiteral("--split"),
                                        QStringLiteral("held-out"), QStringLiteral("--format"), QStringLiteral("json")},
                                       home);
        QCOMPARE(compared.exitCode, 0);
        const QJsonObject part = metricIn(compared.json()).value(QStringLiteral("labelled_comparison")).toObject();
        QCOMPARE(part.value(QStringLiteral("n")).toInt(), heldOutCount(0.3));
    }

    void regressionGateLooksPastNoise()
    {
        QTemporaryDir home;
        const QString store = home.filePath(QStringLiteral("runs.sqlite"));
        const QString file = writeFile(home, QStringLiteral("towers.json"), conversations());
        // At 0.8 a conversation whose last answer invents fails as a whole (windows 1 and 0).
        const QStringList evaluate = evaluateArguments(file, store)
            + QStringList{QStringLiteral("--set"), QStringLiteral("turn_faithfulness.threshold=0.8")};
        QVERIFY(runCli(evaluate + QStringList{QStringLiteral("--save-run=base")}, home).exitCode != 2);
        // One faithful answer now invents: one pass → fail.
        writeFile(home, QStringLiteral("towers.json"), conversations(Conversations - 2));
        QVERIFY(runCli(evaluate + QStringList{QStringLiteral("--save-run=one")}, home).exitCode != 2);
        const QStringList gate{QStringLiteral("compare"),
                               QStringLiteral("base"),
                               QStringLiteral("one"),
                               QStringLiteral("--runs"),
                               store,
                               QStringLiteral("--fail-on-regression"),
                               QStringLiteral("0.02")};
        const CliRun strict = runCli(gate, home);
        QVERIFY2(strict.exitCode == 1, qPrintable(strict.out + strict.err));
        const CliRun significant =
            runCli(gate + QStringList{QStringLiteral("--significance"), QStringLiteral("0.05")}, home);
        QVERIFY2(significant.exitCode == 0, qPrintable(significant.out + significant.err));
        QVERIFY2(
            significant.out.contains(QStringLiteral("No regression beyond 0.020 that is more than noise at 0.05.")),
            qPrintable(significant.out));

        // Half the faithful answers now invent: ten pass → fail is no noise.
        writeFile(home, QStringLiteral("towers.json"), conversations(Conversations / 2));
        QVERIFY(runCli(evaluate + QStringList{QStringLiteral("--save-run=ten")}, home).exitCode != 2);
        QStringList tenGate = gate;
        tenGate[2] = QStringLiteral("ten");
        const CliRun ten =
            runCli(tenGate + QStringList{QStringLiteral("--significance"), QStringLiteral("0.05")}, home);
        QVERIFY2(ten.exitCode == 1
                     && ten.out.contains(QStringLiteral("turn_faithfulness: 10 test case(s) pass → fail, 0 fail → pass "
                                                        "(McNemar p 0.00195 < 0.05)")),
                 qPrintable(ten.out));
    }

    void badValuesNameTheOptionAndTheFix()
    {
        QTemporaryDir home;
        const QString file = writeFile(home, QStringLiteral("towers.json"), conversations());
        const QString store = home.filePath(QStringLiteral("runs.sqlite"));
        const CliRun badSplit = runCli(
            evaluateArguments(file, store) + QStringList{QStringLiteral("--split"), QStringLiteral("heldout")}, home);
        QCOMPARE(badSplit.exitCode, 2);
        QVERIFY2(badSplit.err.contains(QStringLiteral("--split heldout: expected tuning, held-out or all")),
                 qPrintable(badSplit.err));
        QStringList withoutLabels = evaluateArguments(file, store).mid(0, 12);
        const CliRun unlabelled =
            runCli(withoutLabels + QStringList{QStringLiteral("--split"), QStringLiteral("tuning")}, home);
        QCOMPARE(unlabelled.exitCode, 2);
        QVERIFY2(unlabelled.err.contains(QStringLiteral("--split needs --labels")), qPrintable(unlabelled.err));
        const QString config =
            writeFile(home, QStringLiteral("config.json"), R"({"label_split": {"tuning_share": 60}})");
        const CliRun badShare =
            runCli(evaluateArguments(file, store) + QStringList{QStringLiteral("--config"), config}, home);
        QCOMPARE(badShare.exitCode, 2);
        QVERIFY2(badShare.err.contains(QStringLiteral("label_split.tuning_share: expected a number from 0 to 1")),
                 qPrintable(badShare.err));
        QVERIFY(runCli(evaluateArguments(file, store) + QStringList{QStringLiteral("--save-run=base")}, home).exitCode
                != 2);
        const CliRun badLevel =
            runCli({QStringLiteral("compare"), QStringLiteral("base"), QStringLiteral("base"), QStringLiteral("--runs"),
                    store, QStringLiteral("--significance"), QStringLiteral("5%")},
                   home);
        QCOMPARE(badLevel.exitCode, 2);
        QVERIFY2(
            badLevel.err.contains(QStringLiteral("--significance 5%: expected a level between 0 and 1, e.g. 0.05")),
            qPrintable(badLevel.err));
        const CliRun badPart = runCli({QStringLiteral("compare"), QStringLiteral("base"), QStringLiteral("base"),
                                       QStringLiteral("--runs"), store, QStringLiteral("--split"), QStringLiteral("x")},
                                      home);
        QCOMPARE(badPart.exitCode, 2);
        QVERIFY2(badPart.err.contains(QStringLiteral("--split x: expected tuning, held-out or all")),
                 qPrintable(badPart.err));
    }
};

QTEST_GUILESS_MAIN(TestTuningCli)
#include "tst_tuningcli.moc"
