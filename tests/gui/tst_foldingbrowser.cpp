#include "support/qtwarnings.h"

#include "ui/widgets/foldingbrowser.h"

#include <QSignalSpy>
#include <QTextDocument>
#include <QtTest>

using namespace claimscope;

// The breakdown's details page: a long reason folds to the pane with "… more", the page is set
// once however its scroll bar comes and goes, and a folded page left alone stays still (an idle
// window once set its page again and again, at full processor load). UI thread.
class TestFoldingBrowser : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init() { failOnQtWarnings(); }
    void foldsToThePaneAndIsSetOnce_data();
    void foldsToThePaneAndIsSetOnce();

private:
    static QString longReason();
};

QString TestFoldingBrowser::longReason()
{
    QString text;
    for (int i = 1; i <= 40; ++i)
        text += QStringLiteral("Sentence %1 of a long reason. ").arg(i);
    return text.trimmed();
}

void TestFoldingBrowser::foldsToThePaneAndIsSetOnce_data()
{
    QTest::addColumn<int>("lines");
    // Pane heights around the one where the page's scroll bar comes and goes.
    for (int lines = 3; lines <= 9; ++lines)
        QTest::addRow("%d lines", lines) << lines;
}

void TestFoldingBrowser::foldsToThePaneAndIsSetOnce()
{
    QFETCH(int, lines);
    FoldingBrowser browser;
    browser.resize(320, browser.fontMetrics().lineSpacing() * lines + 2 * browser.frameWidth());
    browser.show();
    QVERIFY(QTest::qWaitForWindowExposed(&browser));
    browser.showParts({{QStringLiteral("<p><b>Verdict:</b> no</p><p><b>Why:</b> "), longReason()},
                       {QStringLiteral("</p>"), QString()}});
    QTest::qWait(50);
    const QString shown = browser.toPlainText();
    QCOMPARE(shown.count(QStringLiteral("Verdict:")), 1);
    QVERIFY2(browser.isFolded() && shown.contains(QStringLiteral("… more")), qPrintable(shown));
    // Left alone, the page is not set again.
    QSignalSpy changes(browser.document(), &QTextDocument::contentsChanged);
    QTest::qWait(200);
    QCOMPARE(changes.count(), 0);
    // A narrower pane folds again, the page still once.
    browser.resize(240, browser.height());
    QTest::qWait(50);
    QCOMPARE(browser.toPlainText().count(QStringLiteral("Verdict:")), 1);
    changes.clear();
    QTest::qWait(200);
    QCOMPARE(changes.count(), 0);
}

QTEST_MAIN(TestFoldingBrowser)
#include "tst_foldingbrowser.moc"
