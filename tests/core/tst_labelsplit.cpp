#include "experiments/labelsplit.h"

#include <QTest>

using namespace claimscope;

// The split of labelled cases into a tuning and a held-out part: stable, near its share, and
// moving cases only one way when the share grows.
class TestLabelSplit : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sameNameSamePart()
    {
        const LabelSplit split;
        for (int i = 0; i < 200; ++i) {
            const QString name = QStringLiteral("case-%1").arg(i);
            QCOMPARE(split.partOf(name), LabelSplit{}.partOf(QString(name)));
        }
    }

    void partsFollowTheShare_data()
    {
        QTest::addColumn<double>("share");
        QTest::newRow("60/40") << 0.6;
        QTest::newRow("50/50") << 0.5;
        QTest::newRow("80/20") << 0.8;
    }

    void partsFollowTheShare()
    {
        QFETCH(double, share);
        const LabelSplit split{share};
        const int cases = 5000;
        int tuning = 0;
        for (int i = 0; i < cases; ++i)
            tuning += split.isTuning(QStringLiteral("conversation %1").arg(i));
        // Binomial standard deviation at 5000 cases is under 0.008; four of them is 0.03.
        QVERIFY2(std::abs(double(tuning) / cases - share) < 0.03,
                 qPrintable(QStringLiteral("%1 of %2 in tuning at share %3").arg(tuning).arg(cases).arg(share)));
    }

    void aLargerShareOnlyMovesCasesIntoTuning()
    {
        const LabelSplit smaller{0.4};
        const LabelSplit larger{0.7};
        int moved = 0;
        for (int i = 0; i < 1000; ++i) {
            const QString name = QStringLiteral("t%1").arg(i);
            if (smaller.isTuning(name))
                QVERIFY(larger.isTuning(name));
            else if (larger.isTuning(name))
                ++moved;
        }
        QVERIFY(moved > 200);
    }

    void extremesTakeAllOrNone()
    {
        for (int i = 0; i < 100; ++i) {
            const QString name = QStringLiteral("x%1").arg(i);
            QVERIFY(LabelSplit{1.0}.isTuning(name));
            QVERIFY(!LabelSplit{0.0}.isTuning(name));
        }
    }
};

QTEST_GUILESS_MAIN(TestLabelSplit)
#include "tst_labelsplit.moc"
