#pragma once

#include <QList>
#include <QSize>
#include <QString>
#include <QStringList>
#include <QTextBrowser>

namespace claimscope {

// A read-only page of HTML whose long passages (a judge's reasons) fold with "… more" so the
// page fits its pane, the last passage first, each keeping its first words (a pane too small
// even then scrolls); "more" shows them whole and the pane scrolls.
// Folds again when the pane's size or type changes. UI thread.
class FoldingBrowser : public QTextBrowser
{
    Q_OBJECT
public:
    // HTML followed by a passage of plain text that may fold.
    struct Part {
        QString html;
        QString passage;
    };

    explicit FoldingBrowser(QWidget *parent = nullptr);

    // Shows the parts one after the other, the passages folded to fit.
    void showParts(const QList<Part> &parts);
    // Shows HTML with nothing to fold (empty: the placeholder).
    void showPage(const QString &html);
    bool isFolded() const { return m_folded; }

protected:
    void resizeEvent(QResizeEvent *event) override;
    // A zoom changes the type, not always the pane's size: the fold made for the old type
    // would leave "more" on a line below the pane.
    void changeEvent(QEvent *event) override;

private:
    // Folds the passages to fit the pane as it is now, and notes its size.
    void fold();
    void foldToFit();
    // Folds again, unless the person asked for the whole page.
    void refold();
    // Shows the parts with their passages as `shown` (each whole, or a start of it with "more").
    void render(const QStringList &shown);
    bool fits() const;

    QList<Part> m_parts;
    bool m_unfolded = false; // the person clicked "more"
    bool m_folded = false;
    bool m_rendering = false; // a page is being set
    QSize m_foldedAt;         // the pane's size at the last fold
};

} // namespace claimscope
