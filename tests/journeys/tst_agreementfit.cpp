#include "journeywindow.h"
#include "support/qtwarnings.h"
#include "ui/agreement/suffixkeepingdelegate.h"

#include "ui/agreement/agreementview.h"

#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextLayout>
#include <QTextOption>
#include <QtTest>

using namespace claimscope;

// Journey B, step 2: the Agreement dock after the first run over the 477 MTRAG conversations,
// as it first shows at this screen's size: every figure and every header of its tables is read
// whole, none cut off or shortened with "…".
class TestAgreementFit : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void showsEveryFigureWhole();

private:
    std::unique_ptr<JourneyWindow> m_journey;
};

void TestAgreementFit::init()
{
    failOnQtWarnings();
    m_journey = std::make_unique<JourneyWindow>();
}

void TestAgreementFit::cleanup()
{
    m_journey.reset();
}

void TestAgreementFit::showsEveryFigureWhole()
{
    const QString path = QStringLiteral(CLAIMSCOPE_SHARED_DIR "/datasets/mtrag-human/mtrag-conversations.json");
    if (!QFile::exists(path))
        QSKIP("the MTRAG human-evaluation conversations are not there");
    QVERIFY(m_journey->openAndImportLabels(path));
    m_journey->pressF5AndWait();
    m_journey->person.clickTab(QStringLiteral("Agreement"));
    AgreementView *agreement = m_journey->window->agreementView();
    QTRY_VERIFY(agreement->splitAgreement().has_value());
    QLabel *figures = agreement->findChild<QLabel *>(QStringLiteral("agreementFigures"));
    QVERIFY(figures);
    QTRY_VERIFY(m_journey->person.sees(figures));
    QTest::qWait(100); // the dock has laid itself out for the figures shown
    m_journey->person.snapshot(QStringLiteral("agreement-fit"));

    // The figures' table as laid out in the width a person sees of it (its scroll area cuts
    // what is wider): it needs no more than that width, and no more than the label's height.
    QTextDocument laidOut;
    laidOut.setDefaultFont(figures->font());
    laidOut.setDocumentMargin(0);
    QTextOption wrapping = laidOut.defaultTextOption();
    wrapping.setWrapMode(QTextOption::WordWrap); // as a label wraps
    laidOut.setDefaultTextOption(wrapping);
    laidOut.setHtml(figures->text());
    const int room = qMin(figures->contentsRect().width(), figures->visibleRegion().boundingRect().width());
    laidOut.setTextWidth(figures->contentsRect().width());
    QVERIFY2(laidOut.idealWidth() <= room + 1,
             qPrintable(QStringLiteral("the Tuning / Held-out / All table needs %1 px, the dock shows %2 px")
                            .arg(QString::number(laidOut.idealWidth(), 'f', 0), QString::number(room))));
    QVERIFY2(laidOut.size().height() <= figures->contentsRect().height() + 1,
             qPrintable(QStringLiteral("the figures need %1 px of height, they have %2 px")
                            .arg(QString::number(laidOut.size().height(), 'f', 0),
                                 QString::number(figures->contentsRect().height()))));

    // Each interval on one line: no line of the laid-out table ends inside one ("0.80–" over "0.87").
    for (QTextBlock block = laidOut.begin(); block != laidOut.end(); block = block.next()) {
        const QTextLayout *layout = block.layout();
        for (int line = 0; layout && line < layout->lineCount(); ++line) {
            const QTextLine text = layout->lineAt(line);
            const QString shown = block.text().mid(text.textStart(), text.textLength()).trimmed();
            QVERIFY2(!shown.endsWith(QStringLiteral("–")) && !shown.endsWith(QStringLiteral("–\u2060")),
                     qPrintable(QStringLiteral("an interval breaks after \"%1\"").arg(shown)));
        }
    }
    // The advice on the threshold right under the figures, read without scrolling; on a screen of
    // 800 px or more its button too.
    QVERIFY2(m_journey->person.sees(agreement->best()), qPrintable(agreement->best()->text()));
    QVERIFY(agreement->best()->text().startsWith(QStringLiteral("Keep 0.50")));
    if (QGuiApplication::primaryScreen()->size().height() >= 800)
        QVERIFY(m_journey->person.sees(agreement->useThreshold()));
    // The explanation of the counts is whole in its own label, under the matrix.
    QVERIFY(
        agreement->countNote()->text().endsWith(QStringLiteral("every result of Turn Faithfulness: 477.")
                                                + QStringLiteral(" Judge pass/fail here is on the last answer's "
                                                                 "score, which the labels rate; the Summary's is on "
                                                                 "the whole conversation's.")));

    // The disagreements: every header and every cell but the test case's name (shortened in
    // its title, its tooltip whole) fits its column.
    QTableWidget *table = agreement->disagreementTable();
    QVERIFY(table->rowCount() > 0);
    const QFontMetrics metrics = table->fontMetrics();
    const QFontMetrics headerMetrics = table->horizontalHeader()->fontMetrics();
    const int padding = 2 * (table->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, table) + 1);
    for (int column = 0; column < table->columnCount(); ++column) {
        const QString header = table->horizontalHeaderItem(column)->text();
        const int width = table->columnWidth(column);
        QVERIFY2(headerMetrics.horizontalAdvance(header) + padding <= width,
                 qPrintable(QStringLiteral("header \"%1\" in %2 px").arg(header).arg(width)));
        if (column == 0)
            continue;
        for (int row = 0; row < table->rowCount(); ++row) {
            const QString text = table->item(row, column)->text();
            QVERIFY2(metrics.horizontalAdvance(text) + padding <= width,
                     qPrintable(QStringLiteral("\"%1\" in %2 px").arg(text).arg(width)));
        }
    }
    // The names as painted keep their title's start and their suffix (the source, the model:
    // gpt-4o rows and llama rows stay apart), whole where the column has room for it, and shorten
    // with one ellipsis each.
    for (int row = 0; row < table->rowCount(); ++row) {
        const QRect cell = table->visualRect(table->model()->index(row, 0));
        if (!table->viewport()->rect().contains(cell))
            continue;
        const QString whole = table->item(row, 0)->text();
        const QString painted = m_journey->person.textsPainted(table->viewport(), cell).join(QString());
        const QString suffix = whole.mid(whole.lastIndexOf(QStringLiteral(" · ")));
        const QString model = suffix.left(12); // " · llama-3.1", " · gpt-4o-20"
        // Two lines where one would cut the model: the model whole on the second.
        QVERIFY2(painted.endsWith(suffix) || painted.contains(nameSource(whole))
                     || (painted.contains(model) && painted.endsWith(QStringLiteral("…"))),
                 qPrintable(QStringLiteral("\"%1\" painted as \"%2\"").arg(whole, painted)));
        QVERIFY2(painted.startsWith(whole.left(4)), qPrintable(painted));
        if (table->columnWidth(0)
            >= table->fontMetrics().horizontalAdvance(QStringLiteral("“Do common…”") + suffix) + 8)
            QVERIFY2(painted.endsWith(suffix),
                     qPrintable(QStringLiteral("\"%1\" painted as \"%2\"").arg(whole, painted)));
        QVERIFY2(!painted.contains(QStringLiteral("……")), qPrintable(painted));
    }
    // The whole table is in the dock, its last column not scrolled away.
    QVERIFY(table->horizontalHeader()->length() <= table->viewport()->width());
}

QTEST_MAIN(TestAgreementFit)
#include "tst_agreementfit.moc"
