#include "support/qtwarnings.h"

#include "ui/walk/foldedlabel.h"

#include <QtTest>

using namespace claimscope;

// The failure walk's folding label: a text longer than its room ends with "… more" and fits,
// "more" shows the whole until the next text. UI thread.
class TestFoldedLabel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init() { failOnQtWarnings(); }
    void foldsToItsRoomAndUnfoldsOnMore();
    void keepsAShortTextWhole();
};

void TestFoldedLabel::foldsToItsRoomAndUnfoldsOnMore()
{
    FoldedLabel label;
    QString text;
    for (int i = 1; i <= 60; ++i)
        text += QStringLiteral("Sentence %1 of a long reason with <b>markup</b> & 50%. ").arg(i);
    text = text.trimmed();
    label.setFullText(text);
    const int width = 300;
    const int room = label.fontMetrics().lineSpacing() * 4;
    QVERIFY(label.fullHeight(width) > room);
    label.foldTo(width, room);
    QVERIFY(label.isFolded());
    QVERIFY2(label.heightForWidth(width) <= room, qPrintable(QString::number(label.heightForWidth(width))));
    QVERIFY2(label.shownText().endsWith(QStringLiteral("… more")), qPrintable(label.shownText()));
    // Cut after a whole word of the text, which shows as text, not as markup.
    const QString start = label.shownText().chopped(QStringLiteral("… more").size());
    QVERIFY(text.startsWith(start));
    QVERIFY(text.at(start.size()).isSpace());
    QVERIFY(label.text().contains(QStringLiteral("&lt;b&gt;")));

    Q_EMIT label.linkActivated(QStringLiteral("more"));
    QVERIFY(!label.isFolded());
    QCOMPARE(label.shownText(), text);
    label.foldTo(width, room); // the pane resized: the person asked for the whole
    QVERIFY(!label.isFolded());
    label.setFullText(text); // the next stop folds again
    label.foldTo(width, room);
    QVERIFY(label.isFolded());
}

void TestFoldedLabel::keepsAShortTextWhole()
{
    FoldedLabel label;
    label.setFullText(QStringLiteral("Dogs of any size are welcome."));
    label.foldTo(400, label.fontMetrics().lineSpacing() * 3);
    QVERIFY(!label.isFolded());
    QCOMPARE(label.shownText(), QStringLiteral("Dogs of any size are welcome."));
    label.setFullText(QString());
    QVERIFY(label.text().isEmpty());
}

QTEST_MAIN(TestFoldedLabel)
#include "tst_foldedlabel.moc"
