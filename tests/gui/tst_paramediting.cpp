#include "support/qtwarnings.h"
#include "windowfixture.h"

#include "metrics/registry.h"
#include "ui/metrics/metriccard.h"
#include "ui/metrics/metricspanel.h"
#include "ui/metrics/parameditor.h"

#include <QDoubleSpinBox>
#include <QLineEdit>
#include <QSignalSpy>
#include <QSpinBox>
#include <QtTest>

using namespace claimscope;

// Typing into a metric's number boxes in the real window: the box keeps the text being typed,
// and the value reaches the project (and re-scores) after a pause or when editing finishes —
// never keystroke by keystroke, and never written back into the box while the user types.
class TestParamEditing : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void typingFastKeepsWhatIsTyped();
    void typingSlowlyKeepsWhatIsTyped();
    void enterCommitsAtOnce();
    void aWholeNumberIsOneChange();
    void undoStillShowsTheOldValue();

private:
    MetricCard *card() const { return m_fixture->window->metricsPanel()->card(QStringLiteral("turn_faithfulness")); }
    QDoubleSpinBox *thresholdBox() const
    {
        return card()->editor(QStringLiteral("threshold"))->findChild<QDoubleSpinBox *>();
    }
    // The param as the project holds it, defaults filled in.
    QJsonValue projectParam(const QString &name) const;
    // Selects the box's text and types `text` into it, one key at a time.
    static void retype(QAbstractSpinBox *box, const QString &text);

    std::unique_ptr<WindowFixture> m_fixture;
};

void TestParamEditing::init()
{
    failOnQtWarnings();
    m_fixture = std::make_unique<WindowFixture>();
    m_fixture->window->startUp(QString());
    QTRY_COMPARE(m_fixture->document()->caseCount(), 1);
    QVERIFY(thresholdBox());
}

void TestParamEditing::cleanup()
{
    m_fixture.reset();
}

QJsonValue TestParamEditing::projectParam(const QString &name) const
{
    const MetricInfo *info = MetricRegistry::find(QStringLiteral("turn_faithfulness"));
    return MetricRegistry::resolve(*info, m_fixture->document()->metric(info->id).params).values.value(name);
}

void TestParamEditing::retype(QAbstractSpinBox *box, const QString &text)
{
    box->setFocus();
    box->selectAll();
    QTest::keyClicks(box, text);
}

void TestParamEditing::typingFastKeepsWhatIsTyped()
{
    QSignalSpy params(m_fixture->window->metricsPanel(), &MetricsPanel::paramsChanged);
    QDoubleSpinBox *box = thresholdBox();
    retype(box, QStringLiteral("0.95"));
    QCOMPARE(box->text(), QStringLiteral("0.95"));
    QTRY_COMPARE(projectParam(QStringLiteral("threshold")).toDouble(), 0.95);
    QCOMPARE(box->text(), QStringLiteral("0.95"));
    // One change, to the value typed: no re-score on "0" or "0.9" on the way.
    QCOMPARE(params.count(), 1);
    QCOMPARE(params.first().at(1).toJsonObject().value(QStringLiteral("threshold")).toDouble(), 0.95);
}

void TestParamEditing::typingSlowlyKeepsWhatIsTyped()
{
    QDoubleSpinBox *box = thresholdBox();
    retype(box, QStringLiteral("0.9"));
    // A pause commits the complete value "0.9" but leaves the text alone ...
    QTRY_COMPARE(projectParam(QStringLiteral("threshold")).toDouble(), 0.9);
    QCOMPARE(box->text(), QStringLiteral("0.9"));
    // ... so typing on continues the same number.
    QTest::keyClicks(box, QStringLiteral("5"));
    QCOMPARE(box->text(), QStringLiteral("0.95"));
    QTRY_COMPARE(projectParam(QStringLiteral("threshold")).toDouble(), 0.95);
    QCOMPARE(box->text(), QStringLiteral("0.95"));
    // Leaving the box tidies the text to the box's format; the value stays.
    QTest::keyClick(box, Qt::Key_Tab);
    QCOMPARE(box->value(), 0.95);
    QCOMPARE(projectParam(QStringLiteral("threshold")).toDouble(), 0.95);
}

void TestParamEditing::enterCommitsAtOnce()
{
    QDoubleSpinBox *box = thresholdBox();
    retype(box, QStringLiteral("0.8"));
    QCOMPARE(projectParam(QStringLiteral("threshold")).toDouble(), 0.5);
    QTest::keyClick(box, Qt::Key_Return);
    QCOMPARE(projectParam(QStringLiteral("threshold")).toDouble(), 0.8);
    QCOMPARE(box->value(), 0.8);
}

void TestParamEditing::aWholeNumberIsOneChange()
{
    card()->setExpanded(true);
    QSignalSpy params(m_fixture->window->metricsPanel(), &MetricsPanel::paramsChanged);
    auto *box = card()->editor(QStringLiteral("window_size"))->findChild<QSpinBox *>();
    QVERIFY(box);
    retype(box, QStringLiteral("12"));
    QCOMPARE(box->text(), QStringLiteral("12"));
    QTRY_COMPARE(projectParam(QStringLiteral("window_size")).toInt(), 12);
    QCOMPARE(params.count(), 1);
    QCOMPARE(params.first().at(1).toJsonObject().value(QStringLiteral("window_size")).toInt(), 12);
}

void TestParamEditing::undoStillShowsTheOldValue()
{
    QDoubleSpinBox *box = thresholdBox();
    retype(box, QStringLiteral("0.7"));
    QTRY_COMPARE(projectParam(QStringLiteral("threshold")).toDouble(), 0.7);
    m_fixture->document()->undoStack()->undo();
    QCOMPARE(projectParam(QStringLiteral("threshold")).toDouble(), 0.5);
    QCOMPARE(box->value(), 0.5);
    QCOMPARE(box->text(), QStringLiteral("0.50"));
}

QTEST_MAIN(TestParamEditing)
#include "tst_paramediting.moc"
