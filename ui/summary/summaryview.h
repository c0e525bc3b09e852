#pragma once

#include "results/resultsmodel.h"
#include "ui/widgets/refreshthrottle.h"

#include <QHash>
#include <QWidget>

#include <optional>

class QGridLayout;
class QLabel;
class QScrollArea;

namespace claimscope {

class MetricSummaryCard;
class ResultsHub;

// The whole project at a glance: one card per metric with results (pass rate, mean, error and
// partial counts, the score histogram with the threshold), in as many columns as the width holds
// and rows as high as fits a whole number of them on screen. Rebuilt
// at most every 150 ms (longer on large tables) while results change, and only while on
// screen. A click on a count or bar asks the results table to show exactly those results.
// UI thread.
class SummaryView : public QWidget
{
    Q_OBJECT
public:
    explicit SummaryView(ResultsHub *hub, QWidget *parent = nullptr);

    // A bottom dock: about 300 px of a 1280x800 window, leaving the chat editor the rest.
    QSize sizeHint() const override { return {900, 300}; }

    // Rebuilds now (model changes otherwise schedule one rebuild).
    void refresh();
    // The card of a metric, null when it has no results.
    MetricSummaryCard *card(const QString &metricId) const { return m_cards.value(metricId); }
    QLabel *heading() const { return m_heading; }
    // The presenter's keys: the next row of cards not yet whole on screen scrolls into view, or
    // the row above. False when there is none.
    bool showNextCards();
    bool showPreviousCards();
    // Whether a row of cards, laid out in the type shown now, fits the slide whole: the zoom
    // stops before a card is cut or its chart is squeezed below its least (readable) height.
    bool showsCardsWhole();
    // A presentation shows the dataset from its first row of cards; leaving gives back the row
    // the person had at the desk.
    void setPresenting(bool presenting);

Q_SIGNALS:
    void showResults(const QString &metricId, std::optional<claimscope::ResultsModel::Status> status,
                     std::optional<int> bin);

protected:
    // The cards reflow when the scroll area's viewport changes size.
    bool eventFilter(QObject *watched, QEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void arrange();

    ResultsHub *m_hub;
    QLabel *m_heading;
    QScrollArea *m_scroll;
    QWidget *m_cardsHost;
    QGridLayout *m_grid;
    QHash<QString, MetricSummaryCard *> m_cards;
    QStringList m_order; // metric ids of the cards, catalogue order
    int m_columns = 0;
    int m_leastWidth = 0;    // a card's, at the last arrangement
    int m_leastHeight = 0;   // the tallest row's least
    int m_topCard = 0;       // the first card of the row at the top: a zoom and Ctrl+0 keep it there
    int m_topCardAtDesk = 0; // m_topCard as it was before presenting
    bool m_arranging = false;
    RefreshThrottle *m_throttle;
};

} // namespace claimscope
