// The template-tweaking loop from the command line, through a loopback judge: run, edit a
// template, run again, compare the two kept runs (deltas checked against the runs' own
// results), gate on regressions, and the judge's agreement with human labels.
#include "experiments/runstore.h"
#include "model/claimlabels.h"
#include "support/clirun.h"
#include "support/fakejudgeserver.h"
#include "support/qtwarnings.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSignalSpy>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace claimscope;

namespace {

// Two single-turn cases; humans found "breakfast" faithful and "spa" not.
const QByteArray cases = R"([
 {"name": "breakfast", "input": "When is breakfast?", "actual_output": "Breakfast is from seven. It is free.",
  "retrieval_context": ["Breakfast is served from seven until ten and is included."],
  "metadata": {"human": {"faithful": true}}},
 {"name": "spa", "input": "Is the spa open?", "actual_output": "The spa opens at six. It has a pool.",
  "retrieval_context": ["The spa opens at nine."], "metadata": {"human": {"faithful": false}}}
])";

// A judge whose verdicts depend on the template: with the word STRICT in the verdicts prompt
// it finds the spa claims unsupported, the breakfast ones still supported.
FakeJudgeServer::Handler templateSensitiveJudge()
{
    return [](const FakeJudgeServer::Request &request) {
        const QString prompt = request.lastUserMessage();
        const bool spa = prompt.contains(QStringLiteral("spa"));
        if (request.step == QLatin1String("faithfulness__truths"))
            return FakeJudgeServer::chatReply(
                QJsonObject{{QStringLiteral("truths"), QJsonArray{QStringLiteral("A fact.")}}});
        if (request.step == QLatin1String("faithfulness__claims"))
            return FakeJudgeServer::chatReply(QJsonObject{
                {QStringLiteral("claims"),
                 spa ? QJsonArray{QStringLiteral("The spa opens at six."), QStringLiteral("It has a pool.")}
                     : QJsonArray{QStringLiteral("Breakfast is from seven."), QStringLiteral("It is free.")}}});
        if (request.step == QLatin1String("faithfulness__verdicts")) {
            const bool strict = prompt.contains(QStringLiteral("STRICT"));
            const QString second = strict && spa ? QStringLiteral("no") : QStringLiteral("yes");
            return FakeJudgeServer::chatReply(
                QJsonObject{{QStringLiteral("verdicts"),
                             QJsonArray{QJsonObject{{QStringLiteral("verdict"),
                                                     spa && strict ? QStringLiteral("no") : QStringLiteral("yes")},
                                                    {QStringLiteral("reason"), QStringLiteral("first")}},
                                        QJsonObject{{QStringLiteral("verdict"), second},
                                                    {QStringLiteral("reason"), QStringLiteral("second")}}}}});
        }
        return FakeJudgeServer::chatReply(QJsonObject{{QStringLiteral("reason"), QStringLiteral("because")}});
    };
}

double scoreIn(const QJsonObject &exported, const QString &testCase)
{
    for (const QJsonValue &value : exported.value(QStringLiteral("results")).toArray()) {
        if (value.toObject().value(QStringLiteral("test_case")).toString() == testCase)
            return value.toObject().value(QStringLiteral("score")).toDouble(-1);
    }
    return -1;
}

} // namespace

class TestExperimentsCli : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void runEditRunCompare();
    void badRunNamesAndLabels();
    void runReferencesCannotBeShadowedByNames();
    void compareMeasuresTheClaimVerdictsKeptWithTheRuns();
    void runsOfAnotherDatasetAreNeverTheRunBefore();
};

void TestExperimentsCli::init()
{
    failOnQtWarnings();
}

void TestExperimentsCli::runEditRunCompare()
{
    QTemporaryDir dir;
    FakeJudgeServer server;
    server.setHandler(templateSensitiveJudge());
    const QString file = writeFile(dir, QStringLiteral("cases.json"), cases);
    const QString store = dir.filePath(QStringLiteral("runs.sqlite"));
    const QStringList common{QStringLiteral("--judge-url"),   server.url(),
                             QStringLiteral("--judge-model"), QStringLiteral("m"),
                             QStringLiteral("--metric"),      QStringLiteral("faithfulness"),
                             QStringLiteral("--no-cache"),    QStringLiteral("--quiet"),
                             QStringLiteral("--runs"),        store,
                             QStringLiteral("--labels"),      QStringLiteral("faithfulness=human.faithful")};

    CliRun first = runCli(QStringList{QStringLiteral("evaluate"), file, QStringLiteral("--save-run=before the edit"),
                                      QStringLiteral("--format"), QStringLiteral("json")}
                              + common,
                          dir);
    QVERIFY2(first.exitCode == 0, qPrintable(first.err));
    QVERIFY2(first.err.contains(QStringLiteral("kept as run 1 \"before the edit\"")), qPrintable(first.err));
    QCOMPARE(
        runCli({QStringLiteral("runs"), QStringLiteral("pin"), QStringLiteral("1"), QStringLiteral("--runs"), store},
               dir)
            .exitCode,
        0);
    // Both cases pass, the humans failed the spa answer: accuracy 1/2.
    const QJsonObject agreementA =
        first.json().value(QStringLiteral("agreement")).toObject().value(QStringLiteral("faithfulness")).toObject();
    QCOMPARE(agreementA.value(QStringLiteral("n")).toInt(), 2);
    QCOMPARE(agreementA.value(QStringLiteral("accuracy")).toDouble(), 0.5);

    // The template edit: a stricter verdicts prompt.
    const QString config = writeFile(
        dir, QStringLiteral("strict.json"),
        QJsonDocument(
            QJsonObject{{QStringLiteral("templates"),
                         QJsonObject{{QStringLiteral("faithfulness__verdicts"),
                                      QStringLiteral("STRICT: judge every claim against the context.\nTruths: {{ "
                                                     "truths }}\nClaims: {{ claims }}")}}}})
            .toJson());
    CliRun second = runCli(
        QStringList{QStringLiteral("evaluate"), file, QStringLiteral("--save-run"), QStringLiteral("--config"), config}
            + common,
        dir);
    QVERIFY2(second.exitCode == 1, qPrintable(second.err + second.out)); // spa now fails
    QVERIFY2(second.err.contains(QStringLiteral("kept as run 2 \"template Faithfulness › verdicts edited\"")),
             qPrintable(second.err));
    QVERIFY2(
        second.out.contains(QStringLiteral("faithfulness: n 2 (1 human pass, 1 human fail), accuracy 1.000 [1.000, "
                                           "1.000], κ 1.000, ROC-AUC 1.000")),
        qPrintable(second.out));

    const CliRun list = runCli({QStringLiteral("runs"), QStringLiteral("list"), QStringLiteral("--runs"), store}, dir);
    QCOMPARE(list.exitCode, 0);
    QVERIFY(list.out.indexOf(QStringLiteral("#2 template Faithfulness › verdicts edited"))
            < list.out.indexOf(QStringLiteral("#1 before the edit [baseline]")));
    QVERIFY(list.out.contains(QStringLiteral("changed: template Faithfulness › verdicts edited")));

    const CliRun exportA = runCli(
        {QStringLiteral("runs"), QStringLiteral("export"), QStringLiteral("baseline"), QStringLiteral("--runs"), store},
        dir);
    const CliRun exportB = runCli(
        {QStringLiteral("runs"), QStringLiteral("export"), QStringLiteral("latest"), QStringLiteral("--runs"), store},
        dir);
    QCOMPARE(exportA.exitCode, 0);
    const double spaA = scoreIn(exportA.json(), QStringLiteral("spa"));
    const double spaB = scoreIn(exportB.json(), QStringLiteral("spa"));
    QCOMPARE(spaA, 1.0);
    QCOMPARE(spaB, 0.0);
    QCOMPARE(exportB.json()
                 .value(QStringLiteral("setup"))
                 .toObject()
                 .value(QStringLiteral("templates"))
                 .toObject()
                 .value(QStringLiteral("faithfulness__verdicts"))
                 .toObject()
                 .value(QStringLiteral("text"))
                 .toString()
                 .left(7),
             QStringLiteral("STRICT:"));

    CliRun compare = runCli({QStringLiteral("compare"), QStringLiteral("baseline"), QStringLiteral("latest"),
                             QStringLiteral("--runs"), store, QStringLiteral("--format"), QStringLiteral("json"),
                             QStringLiteral("--fail-on-regression"), QStringLiteral("0.05")},
                            dir);
    QCOMPARE(compare.exitCode, 1);
    const QJsonObject comparison = compare.json();
    const QJsonObject metric = comparison.value(QStringLiteral("metrics")).toArray().first().toObject();
    QCOMPARE(metric.value(QStringLiteral("metric")).toString(), QStringLiteral("faithfulness"));
    QCOMPARE(metric.value(QStringLiteral("mean_delta")).toDouble(),
             ((scoreIn(exportB.json(), QStringLiteral("breakfast")) + spaB)
              - (scoreIn(exportA.json(), QStringLiteral("breakfast")) + spaA))
                 / 2);
    QCOMPARE(metric.value(QStringLiteral("pass_rate_delta")).toDouble(), -0.5);
    QCOMPARE(metric.value(QStringLiteral("agreement_a")).toObject().value(QStringLiteral("kappa")).toDouble(), 0.0);
    QCOMPARE(metric.value(QStringLiteral("agreement_b")).toObject().value(QStringLiteral("kappa")).toDouble(), 1.0);
    // Regressions first: the spa case, pass → fail, with its claims aligned and the flipped verdicts.
    const QJsonObject firstCase = comparison.value(QStringLiteral("cases")).toArray().first().toObject();
    QCOMPARE(firstCase.value(QStringLiteral("test_case")).toString(), QStringLiteral("spa"));
    QCOMPARE(firstCase.value(QStringLiteral("change")).toString(), QStringLiteral("pass_to_fail"));
    QCOMPARE(firstCase.value(QStringLiteral("delta")).toDouble(), spaB - spaA);
    int flipped = 0;
    for (const QJsonValue &window : firstCase.value(QStringLiteral("breakdown")).toArray()) {
        for (const QJsonValue &item : window.toObject().value(QStringLiteral("items")).toArray()) {
            const QJsonObject claim = item.toObject();
            if (claim.value(QStringLiteral("verdict_changed")).toBool()) {
                ++flipped;
                QCOMPARE(claim.value(QStringLiteral("verdict_a")).toString(), QStringLiteral("yes"));
                QCOMPARE(claim.value(QStringLiteral("verdict_b")).toString(), QStringLiteral("no"));
            }
        }
    }
    QCOMPARE(flipped, 2);
    QVERIFY(comparison.value(QStringLiteral("templates_changed"))
                .toObject()
                .contains(QStringLiteral("faithfulness__verdicts")));
    QVERIFY(comparison.value(QStringLiteral("regressions"))
                .toArray()
                .first()
                .toString()
                .contains(QStringLiteral("faithfulness: mean")));

    // The other way round nothing regresses; the text shows the template diff and the flips.
    const CliRun back =
        runCli({QStringLiteral("compare"), QStringLiteral("2"), QStringLiteral("1"), QStringLiteral("--runs"), store,
                QStringLiteral("--fail-on-regression"), QStringLiteral("0"), QStringLiteral("--details")},
               dir);
    QCOMPARE(back.exitCode, 0);
    QVERIFY2(back.out.contains(QStringLiteral("+ STRICT:")) == false && back.out.contains(QStringLiteral("- STRICT:")),
             qPrintable(back.out));
    QVERIFY(back.out.contains(QStringLiteral("✓ fail→pass  spa · faithfulness: 0.000 → 1.000 (+1.000)")));
    QVERIFY(back.out.contains(QStringLiteral("claim no → yes: The spa opens at six.")));
    QVERIFY(back.out.contains(QStringLiteral("No regression beyond 0.000.")));
}

void TestExperimentsCli::badRunNamesAndLabels()
{
    QTemporaryDir dir;
    const QString file = writeFile(dir, QStringLiteral("cases.json"), cases);
    const QString store = dir.filePath(QStringLiteral("runs.sqlite"));
    CliRun run = runCli(
        {QStringLiteral("compare"), QStringLiteral("1"), QStringLiteral("nope"), QStringLiteral("--runs"), store}, dir);
    QCOMPARE(run.exitCode, 2); // comparing reads the store: none there yet
    QVERIFY2(run.err.contains(QStringLiteral("No run store at ") + store), qPrintable(run.err));
    QVERIFY(!QFile::exists(store));
    run = runCli({QStringLiteral("evaluate"), file, QStringLiteral("--quiet"), QStringLiteral("--labels"),
                  QStringLiteral("faithfulness=human.rating>")},
                 dir);
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(QStringLiteral("METRIC=METADATA.PATH")), qPrintable(run.err));
    run = runCli({QStringLiteral("evaluate"), file, QStringLiteral("--quiet"), QStringLiteral("--labels"),
                  QStringLiteral("faithfulness=human.rating>=x")},
                 dir);
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(QStringLiteral("\"x\" is not a number")), qPrintable(run.err));
    run = runCli(
        {QStringLiteral("runs"), QStringLiteral("rename"), QStringLiteral("1"), QStringLiteral("--runs"), store}, dir);
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(QStringLiteral("needs a run and a value")), qPrintable(run.err));
}

void TestExperimentsCli::runReferencesCannotBeShadowedByNames()
{
    QTemporaryDir dir;
    const QString file = writeFile(dir, QStringLiteral("cases.json"), cases);
    const QString store = dir.filePath(QStringLiteral("runs.sqlite"));
    const QStringList keep{QStringLiteral("evaluate"),
                           file,
                           QStringLiteral("--metric"),
                           QStringLiteral("faithfulness"),
                           QStringLiteral("--quiet"),
                           QStringLiteral("--runs"),
                           store,
                           QStringLiteral("--save-run")};
    for (int i = 0; i < 4; ++i)
        QVERIFY(runCli(keep, dir).exitCode <= 1);
    QCOMPARE(
        runCli({QStringLiteral("runs"), QStringLiteral("pin"), QStringLiteral("1"), QStringLiteral("--runs"), store},
               dir)
            .exitCode,
        0);
    // Names that are keywords or look like ids are refused, from every way of naming a run.
    for (const QString &name : {QStringLiteral("baseline"), QStringLiteral("latest"), QStringLiteral("#1")}) {
        const CliRun rename = runCli({QStringLiteral("runs"), QStringLiteral("rename"), QStringLiteral("2"), name,
                                      QStringLiteral("--runs"), store},
                                     dir);
        QCOMPARE(rename.exitCode, 2);
        QVERIFY2(rename.err.contains(QStringLiteral("cannot name a run")), qPrintable(rename.err));
    }
    const CliRun named = runCli(QStringList{keep} << QStringLiteral("--run-name") << QStringLiteral("latest"), dir);
    QCOMPARE(named.exitCode, 2);
    // A store that already holds such names (written before the rule): keywords and ids win.
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("older"));
        db.setDatabaseName(store);
        QVERIFY(db.open());
        QSqlQuery query(db);
        QVERIFY(query.exec(QStringLiteral("UPDATE runs SET name = 'baseline' WHERE id = 2")));
        QVERIFY(query.exec(QStringLiteral("UPDATE runs SET name = 'latest' WHERE id = 3")));
        QVERIFY(query.exec(QStringLiteral("UPDATE runs SET name = '#1' WHERE id = 4")));
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("older"));
    const CliRun compare = runCli({QStringLiteral("compare"), QStringLiteral("baseline"), QStringLiteral("latest"),
                                   QStringLiteral("--runs"), store, QStringLiteral("--format"), QStringLiteral("json")},
                                  dir);
    QCOMPARE(compare.exitCode, 0);
    QCOMPARE(compare.json().value(QStringLiteral("a")).toObject().value(QStringLiteral("id")).toInt(), 1);
    QCOMPARE(compare.json().value(QStringLiteral("b")).toObject().value(QStringLiteral("id")).toInt(), 4);
    const CliRun byId = runCli({QStringLiteral("compare"), QStringLiteral("#1"), QStringLiteral("2"),
                                QStringLiteral("--runs"), store, QStringLiteral("--format"), QStringLiteral("json")},
                               dir);
    QCOMPARE(byId.json().value(QStringLiteral("a")).toObject().value(QStringLiteral("id")).toInt(), 1);
}

namespace {

// A Turn Faithfulness result of the test case "lobby" with one window whose claims have these
// verdicts.
MetricResult judgedClaims(const QList<QPair<QString, QString>> &verdicts)
{
    MetricResult result;
    result.testCaseName = QStringLiteral("lobby");
    result.metricId = QStringLiteral("turn_faithfulness");
    result.threshold = 0.5;
    BreakdownWindow window;
    int faithful = 0;
    for (const auto &[claim, verdict] : verdicts) {
        BreakdownItem item;
        item.kind = BreakdownItem::Kind::Claim;
        item.text = claim;
        item.verdict = verdict;
        window.items.append(item);
        faithful += verdict != QLatin1String("no");
    }
    window.score = double(faithful) / verdicts.size();
    result.windows = {window};
    result.score = window.score;
    result.success = *result.score >= result.threshold;
    return result;
}

} // namespace

void TestExperimentsCli::compareMeasuresTheClaimVerdictsKeptWithTheRuns()
{
    // The person says the pool claim is wrong. Run A's judge found both claims supported, run B's
    // judge agrees with the person.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("runs.sqlite"));
    ClaimLabels person;
    person.set(QStringLiteral("lobby"), QStringLiteral("turn_faithfulness"), QStringLiteral("The lobby is open."),
               QStringLiteral("yes"));
    person.set(QStringLiteral("lobby"), QStringLiteral("turn_faithfulness"), QStringLiteral("It has a pool."),
               QStringLiteral("no"));
    {
        RunStore store(path);
        QString error;
        QVERIFY2(store.open(&error), qPrintable(error));
        NewRun a;
        a.results = {judgedClaims({{QStringLiteral("The lobby is open."), QStringLiteral("yes")},
                                   {QStringLiteral("It has a pool."), QStringLiteral("yes")}})};
        // A was kept before the person changed their mind about the lobby: the comparison
        // measures both runs against the verdicts kept with B.
        ClaimLabels earlier = person;
        earlier.set(QStringLiteral("lobby"), QStringLiteral("turn_faithfulness"), QStringLiteral("The lobby is open."),
                    QStringLiteral("no"));
        a.claimLabels = earlier.toJson();
        QVERIFY2(store.save(a, &error), qPrintable(error));
        NewRun b = a;
        b.claimLabels = person.toJson();
        b.results = {judgedClaims({{QStringLiteral("The lobby is open."), QStringLiteral("yes")},
                                   {QStringLiteral("It has a pool."), QStringLiteral("no")}})};
        QVERIFY2(store.save(b, &error), qPrintable(error));
        QCOMPARE(store.load(2, &error)->claimLabels, person.toJson());
    }
    const CliRun compare = runCli({QStringLiteral("compare"), QStringLiteral("1"), QStringLiteral("2"),
                                   QStringLiteral("--runs"), path, QStringLiteral("--format"), QStringLiteral("json")},
                                  dir);
    QCOMPARE(compare.exitCode, 0);
    const QJsonObject metric = compare.json().value(QStringLiteral("metrics")).toArray().first().toObject();
    const QJsonObject a = metric.value(QStringLiteral("claim_agreement_a")).toObject();
    const QJsonObject b = metric.value(QStringLiteral("claim_agreement_b")).toObject();
    // A: (yes, yes) against (yes, no): one of two agree; the judge said yes throughout, so chance
    // agreement is 1 · ½ = ½ and κ = (½ − ½) / (1 − ½) = 0. Its score 1.0 would be 0.5 with the
    // person's verdicts. B agrees on both: κ 1, and its score is already 0.5.
    QCOMPARE(a.value(QStringLiteral("claims")).toInt(), 2);
    QCOMPARE(a.value(QStringLiteral("agreeing")).toInt(), 1);
    QVERIFY(a.value(QStringLiteral("kappa")).isNull()); // one class only: κ undefined, not 0
    QCOMPARE(a.value(QStringLiteral("mean_score")).toDouble(), 1.0);
    QCOMPARE(a.value(QStringLiteral("mean_score_if_agreed")).toDouble(), 0.5);
    QCOMPARE(b.value(QStringLiteral("agreeing")).toInt(), 2);
    QCOMPARE(b.value(QStringLiteral("kappa")).toDouble(), 1.0);
    QCOMPARE(b.value(QStringLiteral("mean_score_if_agreed")).toDouble(), 0.5);

    const CliRun text = runCli(
        {QStringLiteral("compare"), QStringLiteral("1"), QStringLiteral("2"), QStringLiteral("--runs"), path}, dir);
    QVERIFY2(text.out.contains(QStringLiteral("claims κ – → 1.000, agreement 0.500 → 1.000 (n 2 → 2)")),
             qPrintable(text.out));
}

void TestExperimentsCli::runsOfAnotherDatasetAreNeverTheRunBefore()
{
    QTemporaryDir dir;
    const QString hotel = writeFile(dir, QStringLiteral("hotel.json"), cases);
    const QString other =
        writeFile(dir, QStringLiteral("other.json"),
                  R"([{"name": "parking", "input": "Is there parking?", "actual_output": "Parking is free.",
             "retrieval_context": ["Guests park for free."]}])");
    const QString store = dir.filePath(QStringLiteral("runs.sqlite"));
    const auto keep = [&](const QString &file, const QStringList &metrics) {
        QStringList arguments{QStringLiteral("evaluate"), file,
                              QStringLiteral("--judge"),  QStringLiteral("offline"),
                              QStringLiteral("--quiet"),  QStringLiteral("--save-run"),
                              QStringLiteral("--runs"),   store};
        for (const QString &metric : metrics)
            arguments << QStringLiteral("--metric") << metric;
        return runCli(arguments, dir);
    };
    // The hotel with two metrics, the other file with one, then the hotel again as before.
    const QStringList both{QStringLiteral("faithfulness"), QStringLiteral("contextual_relevancy")};
    CliRun run = keep(hotel, both);
    QVERIFY2(run.err.contains(QStringLiteral("kept as run 1 \"first run\"")), qPrintable(run.err));
    run = keep(other, {QStringLiteral("faithfulness")});
    QVERIFY2(run.err.contains(QStringLiteral("kept as run 2 \"first run\"")), qPrintable(run.err));
    run = keep(hotel, both);
    QVERIFY2(run.err.contains(QStringLiteral("kept as run 3 \"same setup\"")), qPrintable(run.err));

    // Each run's changes are against the run of its own dataset before it.
    const CliRun list = runCli({QStringLiteral("runs"), QStringLiteral("list"), QStringLiteral("--runs"), store,
                                QStringLiteral("--format"), QStringLiteral("json")},
                               dir);
    QCOMPARE(list.exitCode, 0);
    const QJsonArray runs = list.json().value(QStringLiteral("runs")).toArray();
    QCOMPARE(runs.size(), 3);
    for (const QJsonValue &value : runs) {
        const QJsonObject kept = value.toObject();
        QVERIFY2(kept.value(QStringLiteral("changes")).toArray().isEmpty(),
                 qPrintable(QString::fromUtf8(QJsonDocument(kept).toJson())));
        QCOMPARE(kept.value(QStringLiteral("dataset")).toObject().value(QStringLiteral("name")).toString(),
                 kept.value(QStringLiteral("id")).toInt() == 2 ? QStringLiteral("other.json")
                                                               : QStringLiteral("hotel.json"));
    }

    // Compared across datasets, the comparison says so plainly; within one, it does not.
    const CliRun across = runCli(
        {QStringLiteral("compare"), QStringLiteral("1"), QStringLiteral("2"), QStringLiteral("--runs"), store}, dir);
    QCOMPARE(across.exitCode, 0);
    const QString plainly = QStringLiteral("These runs are of different datasets (A: hotel.json, B: other.json)");
    QVERIFY2(across.err.contains(QStringLiteral("warning: ") + plainly), qPrintable(across.err));
    QVERIFY2(across.out.contains(plainly), qPrintable(across.out));
    QVERIFY2(across.out.contains(QStringLiteral("dataset hotel.json → other.json")), qPrintable(across.out));
    const CliRun within = runCli(
        {QStringLiteral("compare"), QStringLiteral("1"), QStringLiteral("3"), QStringLiteral("--runs"), store}, dir);
    QCOMPARE(within.exitCode, 0);
    QVERIFY2(!within.err.contains(QStringLiteral("different datasets")), qPrintable(within.err));
    QVERIFY2(within.out.contains(QStringLiteral("Setup: the same")), qPrintable(within.out));
}

QTEST_GUILESS_MAIN(TestExperimentsCli)
#include "tst_experimentscli.moc"
