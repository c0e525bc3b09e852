#include "foldingbrowser.h"

#include "textfold.h"

#include <QEvent>
#include <QScopedValueRollback>

namespace claimscope {

namespace {

const QString MoreLink = QStringLiteral("more");
// A folded passage keeps at least this many characters (its first words).
constexpr int LeastCharacters = 60;

QString escaped(const QString &text)
{
    return text.toHtmlEscaped().replace(QLatin1Char('\n'), QStringLiteral("<br>"));
}

} // namespace

FoldingBrowser::FoldingBrowser(QWidget *parent)
    : QTextBrowser(parent)
{
    setOpenLinks(false);
    connect(this, &QTextBrowser::anchorClicked, this, [this](const QUrl &link) {
        if (link.toString() != MoreLink)
            return;
        m_unfolded = true;
        fold();
    });
}

void FoldingBrowser::showParts(const QList<Part> &parts)
{
    m_parts = parts;
    m_unfolded = false;
    fold();
}

void FoldingBrowser::showPage(const QString &html)
{
    showParts({{html, QString()}});
}

void FoldingBrowser::resizeEvent(QResizeEvent *event)
{
    QTextBrowser::resizeEvent(event);
    // A resize the page's own setting causes (its scroll bar coming or going) is the fold's
    // business, which measures as it sets; folding again from inside would set a second page
    // into the first, and folding again later would answer its own resize for ever.
    if (!m_rendering && viewport()->size() != m_foldedAt)
        refold();
}

void FoldingBrowser::changeEvent(QEvent *event)
{
    QTextBrowser::changeEvent(event);
    if (event->type() == QEvent::FontChange && !m_rendering)
        refold();
}

void FoldingBrowser::refold()
{
    if (!m_unfolded && !m_parts.isEmpty())
        fold();
}

void FoldingBrowser::fold()
{
    foldToFit();
    m_foldedAt = viewport()->size();
}

void FoldingBrowser::foldToFit()
{
    QStringList shown;
    for (const Part &part : std::as_const(m_parts))
        shown.append(part.passage);
    render(shown);
    m_folded = false;
    if (m_unfolded || fits())
        return;
    // The last passage gives way first: it is the least needed (the result's own reason after
    // the claim's). Each keeps its first words even when the page must scroll.
    for (qsizetype index = m_parts.size() - 1; index >= 0; --index) {
        const QString &passage = m_parts[index].passage;
        if (passage.size() <= LeastCharacters)
            continue;
        shown[index] = foldedStart(passage, [&](const QString &start) {
            if (start.size() <= LeastCharacters)
                return true;
            shown[index] = start;
            render(shown);
            return fits();
        });
        m_folded = true;
        render(shown);
        if (fits())
            return;
    }
}

void FoldingBrowser::render(const QStringList &shown)
{
    QString html;
    for (qsizetype index = 0; index < m_parts.size(); ++index) {
        html += m_parts[index].html + escaped(shown[index]);
        if (shown[index] != m_parts[index].passage)
            html += QStringLiteral("… <a href=\"%1\">%2</a>").arg(MoreLink, tr("more").toHtmlEscaped());
    }
    const QScopedValueRollback rendering(m_rendering, true);
    setHtml(html);
}

bool FoldingBrowser::fits() const
{
    document()->setTextWidth(viewport()->width());
    return document()->size().height() <= viewport()->height();
}

} // namespace claimscope
