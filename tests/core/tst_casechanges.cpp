#include "experiments/casefingerprints.h"
#include "model/casechanges.h"
#include "model/translations.h"
#include "support/offlinerun.h"
#include "support/qtwarnings.h"

#include <QtTest>

using namespace claimscope;

// What changed in a test case, as results and runs name it: per turn, per field, in the words
// a person reads, for the live comparison (CaseChanges) and the digests kept with runs.
class TestCaseChanges : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { installTranslations(*QCoreApplication::instance(), QLocale(QLocale::English)); }
    void init() { failOnQtWarnings(); }
    void namesEachChangedTurnAndField();
    void singleTurnFieldsAndKinds();
    void manyChangesAreCut();
    void fingerprintsNameTheTurnAndTestCase();
    void fingerprintsSurviveTheStore();
};

namespace {

TestCase hotel()
{
    return OfflineRunner::example(QStringLiteral("hotel-concierge.json")).first();
}

} // namespace

void TestCaseChanges::namesEachChangedTurnAndField()
{
    const TestCase was = hotel();
    QVERIFY(CaseChanges::between(was, was).isEmpty());
    QVERIFY(CaseChanges::sameContent(was, was));
    TestCase now = was;
    now.name = QStringLiteral("renamed");
    now.metadata.insert(QStringLiteral("note"), 1);
    QVERIFY2(CaseChanges::sameContent(was, now), "name and metadata are not content");
    now.turns[5].content += QStringLiteral(" Small dogs only.");
    now.turns[3].role = Role::User;
    now.turns[1].samples.append(QStringLiteral("another sample"));
    now.scenario = QStringLiteral("A guest with a dog.");
    QCOMPARE(CaseChanges::between(was, now),
             (QStringList{QStringLiteral("the samples of turn 2 edited"), QStringLiteral("turn 4 changed role"),
                          QStringLiteral("turn 6 edited"), QStringLiteral("the scenario edited")}));
    QVERIFY(!CaseChanges::sameContent(was, now));
    QVERIFY(CaseChanges::turnChanged(was, now, 5));
    QVERIFY(!CaseChanges::turnChanged(was, now, 4));

    TestCase shorter = was;
    shorter.turns.removeLast();
    shorter.turns.removeLast();
    QCOMPARE(CaseChanges::between(was, shorter), QStringList{QStringLiteral("2 turns removed")});
    QVERIFY(CaseChanges::turnChanged(was, shorter, 7));
    QCOMPARE(CaseChanges::between(shorter, was), QStringList{QStringLiteral("2 turns added")});
}

void TestCaseChanges::singleTurnFieldsAndKinds()
{
    TestCase was;
    was.input = QStringLiteral("How long is the warranty?");
    was.actualOutput = QStringLiteral("Two years.");
    was.retrievalContext = {ContextItem::fromText(QStringLiteral("The warranty lasts two years."))};
    TestCase now = was;
    now.actualOutput = QStringLiteral("Three years.");
    now.retrievalContext[0].text += QLatin1Char('!');
    QCOMPARE(CaseChanges::between(was, now),
             (QStringList{QStringLiteral("the actual output edited"), QStringLiteral("the retrieval context edited")}));
    QCOMPARE(CaseChanges::between(was, hotel()),
             QStringList{QStringLiteral("the test case was replaced by another kind")});
}

void TestCaseChanges::manyChangesAreCut()
{
    const TestCase was = hotel();
    TestCase now = was;
    for (Turn &turn : now.turns)
        turn.content += QLatin1Char('.');
    QCOMPARE(CaseChanges::summary(was, now), QStringLiteral("turn 1 edited, turn 2 edited, 6 more changes"));
}

void TestCaseChanges::fingerprintsNameTheTurnAndTestCase()
{
    const TestCase was = hotel();
    TestCase now = was;
    now.turns[5].content += QStringLiteral(" Small dogs only.");
    now.turns.append(now.turns.last());
    const CaseFingerprints before = CaseFingerprints::of({was}, {0});
    const CaseFingerprints after = CaseFingerprints::of({now}, {0});
    QVERIFY(CaseFingerprints::changes(before, before).isEmpty());
    QCOMPARE(CaseFingerprints::changes(before, after),
             (QStringList{QStringLiteral("turn 6 of %1 edited").arg(was.name),
                          QStringLiteral("1 turn added to %1").arg(was.name)}));
    // Only test cases both runs read are compared.
    TestCase other = was;
    other.name = QStringLiteral("Another case");
    QVERIFY(CaseFingerprints::changes(before, CaseFingerprints::of({other}, {0})).isEmpty());
    // A machine id is named by its readable title.
    TestCase machine = was;
    machine.name = QStringLiteral("0123456789abcdef0123456789abcdef");
    TestCase machineEdited = machine;
    machineEdited.scenario = QStringLiteral("edited");
    const QStringList named =
        CaseFingerprints::changes(CaseFingerprints::of({machine}, {0}), CaseFingerprints::of({machineEdited}, {0}));
    QCOMPARE(named.size(), 1);
    QVERIFY2(!named.first().contains(machine.name), qPrintable(named.first()));
    QVERIFY2(named.first().endsWith(QStringLiteral(" edited")), qPrintable(named.first()));
}

void TestCaseChanges::fingerprintsSurviveTheStore()
{
    TestCase machine = hotel();
    machine.name = QStringLiteral("0123456789abcdef0123456789abcdef");
    const CaseFingerprints fingerprints = CaseFingerprints::of({hotel(), machine}, {0, 1});
    QCOMPARE(fingerprints.cases.size(), 2);
    QCOMPARE(fingerprints.cases.first().digests.size(), hotel().turns.size() + 1);
    QCOMPARE(CaseFingerprints::fromJson(fingerprints.toJson()), fingerprints);
}

QTEST_MAIN(TestCaseChanges)
#include "tst_casechanges.moc"
