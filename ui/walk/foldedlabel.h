#pragma once

#include <QLabel>

namespace claimscope {

// A word-wrapping label that shows no more of its text than fits a given height: a longer text
// is cut at a word and ends with "… more", a link that shows the whole (the pane then scrolls).
// UI thread.
class FoldedLabel : public QLabel
{
    Q_OBJECT
public:
    explicit FoldedLabel(QWidget *parent = nullptr);

    // Shows the whole text until the next foldTo().
    void setFullText(const QString &text);
    QString fullText() const { return m_fullText; }
    // The text as a person reads it: the whole, or its start ending in "… more".
    QString shownText() const { return m_shownText; }
    bool isFolded() const { return m_shownText != m_fullText; }
    // Whether the person asked for the whole text ("more") since it was set.
    bool isUnfolded() const { return m_unfolded; }
    // Shows the whole text and says how high it is at `width` (foldTo() folds it again).
    int fullHeight(int width);
    // Cuts the text so that it fits `height` at `width`; the whole when it fits or the person
    // asked for "more".
    void foldTo(int width, int height);

Q_SIGNALS:
    // The person clicked "more": the whole text shows, and the label is taller.
    void unfolded();

private:
    void show(const QString &shown, bool folded);

    QString m_fullText;
    QString m_shownText;
    bool m_unfolded = false; // the person clicked "more"
};

} // namespace claimscope
