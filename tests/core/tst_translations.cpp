// The German translation reaches users through the real code paths: the metric catalogue, the
// readers and the CLI. A string filed under another context than the one the code asks for at
// run time stays English here.
#include "model/testcasereader.h"
#include "model/translations.h"
#include "registry.h"
#include "support/qtwarnings.h"

#include <QJsonObject>
#include <QProcess>
#include <QTest>

using namespace claimscope;

namespace {

struct CliRun {
    int exitCode = -1;
    QString out;
    QString err;
};

CliRun runCli(const QStringList &arguments, const QString &locale)
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("LANGUAGE"));
    env.remove(QStringLiteral("LC_MESSAGES"));
    env.insert(QStringLiteral("LC_ALL"), locale);
    env.insert(QStringLiteral("LANG"), locale);
    process.setProcessEnvironment(env);
    process.start(QStringLiteral(CLAIMSCOPE_CLI), arguments);
    if (!process.waitForFinished(30000))
        process.kill();
    return {process.exitCode(), QString::fromUtf8(process.readAllStandardOutput()),
            QString::fromUtf8(process.readAllStandardError())};
}

QString readError(const QByteArray &content, const QString &name)
{
    return TestCaseReader::readBytes(content, name).errorText();
}

} // namespace

class TestTranslations : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void metricCatalogueIsGerman();
    void readerErrorsAreGerman();
    void cliFollowsTheSystemLocale();
    void cliStaysEnglishWithoutAGermanLocale();
};

void TestTranslations::init()
{
    failOnQtWarnings();
}

void TestTranslations::initTestCase()
{
    // Before anything reads the metric catalogue: it translates its texts once.
    QVERIFY(!installTranslations(*QCoreApplication::instance(), QLocale(QLocale::English)));
    QVERIFY(installTranslations(*QCoreApplication::instance(), QLocale(QLocale::German, QLocale::Germany)));
}

void TestTranslations::metricCatalogueIsGerman()
{
    const MetricInfo *faithfulness = MetricRegistry::find(QStringLiteral("faithfulness"));
    QVERIFY(faithfulness);
    QCOMPARE(faithfulness->displayName, QStringLiteral("Faithfulness")); // a metric's name stays
    QCOMPARE(faithfulness->description,
             QStringLiteral("Anteil der Behauptungen der Antwort, denen der Retrieval-Kontext nicht widerspricht."));
    QCOMPARE(faithfulness->param(QStringLiteral("threshold"))->description,
             QStringLiteral("Mindest-Score zum Bestehen."));
    // A lambda inside a static member.
    QCOMPARE(faithfulness->missingInput(TestCase{.kind = TestCase::Kind::Conversational}),
             QStringLiteral("braucht einen Single-Turn-Testfall (für Gespräche turn_faithfulness verwenden)"));
    // A free function of the registry's namespace.
    const ResolvedParams resolved =
        MetricRegistry::resolve(*faithfulness, QJsonObject{{QStringLiteral("threshold"), QStringLiteral("high")}});
    QCOMPARE(resolved.errors,
             QStringList{
                 QStringLiteral("faithfulness.threshold: erwartet wurde eine Zahl von 0 bis 1, gefunden: \"high\"")});
}

void TestTranslations::readerErrorsAreGerman()
{
    QCOMPARE(readError("", QStringLiteral("empty.json")),
             QStringLiteral("empty.json: ist leer; erwartet wurden Testfälle als JSON, JSON Lines oder YAML"));
    const QString missingInput =
        readError(R"({"actual_output": "Breakfast is at seven."})", QStringLiteral("case.json"));
    QVERIFY2(missingInput.contains(QStringLiteral("ein Single-Turn-Testfall braucht die Frage („input“)")),
             qPrintable(missingInput));
    const QString yaml = readError("tests:\n  - vars: [unclosed\n", QStringLiteral("tests.yaml"));
    QVERIFY2(yaml.contains(QStringLiteral("kein gültiges YAML")), qPrintable(yaml));
}

void TestTranslations::cliFollowsTheSystemLocale()
{
    const CliRun usage = runCli({}, QStringLiteral("de_DE.UTF-8"));
    QCOMPARE(usage.exitCode, 2);
    QVERIFY2(usage.err.startsWith(QStringLiteral("Aufruf: claimscope-cli BEFEHL [OPTIONEN]")), qPrintable(usage.err));

    const CliRun noFile = runCli({QStringLiteral("evaluate"), QStringLiteral("--set"), QStringLiteral("bogus")},
                                 QStringLiteral("de_DE.UTF-8"));
    QCOMPARE(noFile.exitCode, 2);
    QVERIFY2(noFile.err.contains(QStringLiteral("Fehler: keine Testfall-Datei angegeben")), qPrintable(noFile.err));
    QVERIFY2(noFile.err.contains(QStringLiteral("--set bogus: erwartet wurde ID.PARAM=WERT")), qPrintable(noFile.err));

    const CliRun metrics = runCli({QStringLiteral("metrics")}, QStringLiteral("de_DE.UTF-8"));
    QCOMPARE(metrics.exitCode, 0);
    QVERIFY2(metrics.out.contains(QStringLiteral("faithfulness  (Faithfulness, DeepEval; Single-Turn)")),
             qPrintable(metrics.out));
    QVERIFY(metrics.out.contains(QStringLiteral("Gewichtete Summe aus Evidence Coverage")));
}

void TestTranslations::cliStaysEnglishWithoutAGermanLocale()
{
    for (const QString &locale : {QStringLiteral("C.UTF-8"), QStringLiteral("en_US.UTF-8")}) {
        const CliRun metrics = runCli({QStringLiteral("metrics")}, locale);
        QCOMPARE(metrics.exitCode, 0);
        QVERIFY2(metrics.out.contains(QStringLiteral("faithfulness  (Faithfulness, DeepEval; single-turn)")),
                 qPrintable(metrics.out));
        QVERIFY(metrics.out.contains(QStringLiteral("Weighted sum of evidence coverage")));
    }
}

QTEST_GUILESS_MAIN(TestTranslations)
#include "tst_translations.moc"
