#pragma once

#include <QList>
#include <QObject>
#include <QPointer>
#include <QRect>

#include <functional>

class QDockWidget;
class QWidget;

namespace claimscope {

// The slides of presentation mode, paged with their own keys: each key dock in turn (the
// results with the failure walk, the Summary of the dataset), then the comparison of two runs
// when one is open, filling the screen. A comparison open when presenting starts waits for its
// slide and is given back as it was when presenting ends. UI thread.
class PresentationSlides : public QObject
{
    Q_OBJECT
public:
    PresentationSlides(QList<QDockWidget *> docks, std::function<QWidget *()> comparison, QObject *parent);

    void start();
    void stop();
    void next();
    void previous();
    int count() const;
    int current() const { return m_current; }

private:
    void show(int slide);

    QList<QDockWidget *> m_docks;
    std::function<QWidget *()> m_comparison;
    int m_current = 0;
    QPointer<QWidget> m_shownComparison; // open when presenting started
    QRect m_comparisonGeometry;          // where it was then
};

} // namespace claimscope
