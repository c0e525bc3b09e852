#include "metrics/windows.h"
#include "model/testcasereader.h"
#include "support/qtwarnings.h"

#include <QRegularExpression>
#include <QtTest>

using namespace claimscope;

namespace {

QStringList allTexts(const TestCase &testCase)
{
    QStringList texts = {testCase.name,     testCase.input,           testCase.actualOutput, testCase.expectedOutput,
                         testCase.scenario, testCase.expectedOutcome, testCase.chatbotRole};
    texts += contextTexts(testCase.retrievalContext);
    texts += testCase.samples;
    for (const Turn &turn : testCase.turns) {
        texts += turn.content;
        texts += contextTexts(turn.retrievalContext);
        texts += turn.samples;
    }
    return texts;
}

} // namespace

// The example files bundled with the app: readable from the source tree and from the
// compiled resources, and shaped as the examples menu promises.
class TestExamples : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void readsFromSourceAndResources_data();
    void readsFromSourceAndResources();
    void hotelConciergeIsAFourExchangeRagConversation();
    void refundPolicyHasThreeItemsOneWithSourceIds();
    void supportDatasetMixesKinds();
    void mtragSampleKeepsRatingsAndNotice();
};

void TestExamples::init()
{
    failOnQtWarnings();
}

void TestExamples::readsFromSourceAndResources_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("format");
    QTest::newRow("hotel") << "hotel-concierge.json"
                           << "deepeval-json";
    QTest::newRow("refund") << "refund-policy-single.json"
                            << "deepeval-json";
    QTest::newRow("support") << "support-dataset.jsonl"
                             << "deepeval-jsonl";
    QTest::newRow("mtrag") << "mtrag-sample.json"
                           << "deepeval-json";
}

void TestExamples::readsFromSourceAndResources()
{
    QFETCH(QString, name);
    QFETCH(QString, format);
    const LoadedCases source =
        TestCaseReader::readFile(QStringLiteral(CLAIMSCOPE_SOURCE_DIR "/resources/examples/") + name);
    QVERIFY2(source.ok(), qPrintable(source.errorText()));
    QCOMPARE(source.format, format);
    const LoadedCases resource = TestCaseReader::readFile(QStringLiteral(":/examples/") + name);
    QVERIFY2(resource.ok(), qPrintable(resource.errorText()));
    QCOMPARE(resource.cases, source.cases);

    static const QRegularExpression marker(QStringLiteral("\\[[A-Za-z]*\\d+\\]"));
    for (const TestCase &testCase : source.cases) {
        QVERIFY(!testCase.name.isEmpty());
        for (const QString &text : allTexts(testCase))
            QVERIFY2(!marker.match(text).hasMatch(), qPrintable(text));
    }
}

void TestExamples::hotelConciergeIsAFourExchangeRagConversation()
{
    const LoadedCases loaded = TestCaseReader::readFile(QStringLiteral(":/examples/hotel-concierge.json"));
    QVERIFY2(loaded.ok(), qPrintable(loaded.errorText()));
    QCOMPARE(loaded.cases.size(), 1);
    const TestCase &hotel = loaded.cases.first();
    QVERIFY(hotel.isConversational());
    QCOMPARE(unitInteractions(hotel.turns).size(), 4);
    bool sawSourceMetadata = false;
    for (const Turn &turn : hotel.turns) {
        QCOMPARE(turn.retrievalContext.isEmpty(), turn.role == Role::User);
        for (const ContextItem &item : turn.retrievalContext)
            sawSourceMetadata |= item.isObject && item.fields.value(QLatin1String("metadata")).isObject();
    }
    QVERIFY(sawSourceMetadata);
}

void TestExamples::refundPolicyHasThreeItemsOneWithSourceIds()
{
    const LoadedCases loaded = TestCaseReader::readFile(QStringLiteral(":/examples/refund-policy-single.json"));
    QVERIFY2(loaded.ok(), qPrintable(loaded.errorText()));
    QCOMPARE(loaded.cases.size(), 1);
    const TestCase &refund = loaded.cases.first();
    QVERIFY(!refund.isConversational());
    QCOMPARE(refund.retrievalContext.size(), 3);
    int objects = 0;
    for (const ContextItem &item : refund.retrievalContext) {
        if (!item.isObject)
            continue;
        ++objects;
        QVERIFY(item.fields.value(QLatin1String("metadata")).isObject());
        QVERIFY(item.fields.contains(QLatin1String("source_id")));
        QCOMPARE(item.fields.value(QLatin1String("page_content")).toString(), item.text);
    }
    QCOMPARE(objects, 1);
}

void TestExamples::supportDatasetMixesKinds()
{
    const LoadedCases loaded = TestCaseReader::readFile(QStringLiteral(":/examples/support-dataset.jsonl"));
    QVERIFY2(loaded.ok(), qPrintable(loaded.errorText()));
    QCOMPARE(loaded.cases.size(), 3);
    int conversations = 0;
    for (const TestCase &testCase : loaded.cases)
        conversations += testCase.isConversational() ? 1 : 0;
    QVERIFY(conversations > 0 && conversations < loaded.cases.size());
}

void TestExamples::mtragSampleKeepsRatingsAndNotice()
{
    const LoadedCases loaded = TestCaseReader::readFile(QStringLiteral(":/examples/mtrag-sample.json"));
    QVERIFY2(loaded.ok(), qPrintable(loaded.errorText()));
    QCOMPARE(loaded.cases.size(), 3);
    QSet<bool> faithful;
    for (const TestCase &testCase : loaded.cases) {
        QVERIFY(testCase.isConversational());
        QCOMPARE(testCase.turns.last().role, Role::Assistant);
        QVERIFY(!testCase.turns.last().retrievalContext.isEmpty());
        const QJsonObject human = testCase.metadata.value(QLatin1String("human")).toObject();
        QVERIFY(human.value(QLatin1String("faithfulness")).isObject());
        faithful.insert(human.value(QLatin1String("faithful")).toBool());
    }
    QCOMPARE(faithful.size(), 2); // people rated some answers faithful and some not
    QFile notice(QStringLiteral(":/examples/MTRAG-NOTICE.txt"));
    QVERIFY(notice.open(QIODevice::ReadOnly));
    const QByteArray text = notice.readAll();
    QVERIFY(text.contains("Katsis"));
    QVERIFY(text.contains("MTRAG: A Multi-Turn Conversational Benchmark for Evaluating Retrieval-Augmented"));
    QVERIFY(text.contains("Apache License"));
}

QTEST_GUILESS_MAIN(TestExamples)
#include "tst_examples.moc"
