#include "person.h"

#include "ui/shell/mainwindow.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QApplication>
#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QPaintDevice>
#include <QPaintEngine>
#include <QScreen>
#include <QScrollArea>
#include <QStatusBar>
#include <QTabBar>
#include <QTest>
#include <QTextDocument>

namespace claimscope {

namespace {

// The part of `widget` its ancestors leave uncovered, in window coordinates.
QRect unclippedRect(const QWidget *widget)
{
    const QWidget *window = widget->window();
    QRect rect(widget->mapTo(window, QPoint(0, 0)), widget->size());
    // A window of its own (a dialog, a popup) is clipped by nothing: its parent is another window.
    for (const QWidget *ancestor = widget == window ? nullptr : widget->parentWidget(); ancestor && ancestor != window;
         ancestor = ancestor->parentWidget())
        rect &= QRect(ancestor->mapTo(window, QPoint(0, 0)), ancestor->size());
    return rect & window->rect();
}

// A paint device that keeps the texts painted on it, each as one string, and nothing else.
class TextRecorder : public QPaintDevice
{
public:
    TextRecorder(QSize size, const QWidget *like)
        : m_size(size)
        , m_like(like)
        , m_engine(&texts)
    {
    }
    QPaintEngine *paintEngine() const override { return &m_engine; }

    QStringList texts;

protected:
    int metric(PaintDeviceMetric metric) const override
    {
        switch (metric) {
        case PdmWidth: return m_size.width();
        case PdmHeight: return m_size.height();
        case PdmWidthMM: return m_size.width() * 254 / (10 * m_like->logicalDpiX());
        case PdmHeightMM: return m_size.height() * 254 / (10 * m_like->logicalDpiY());
        case PdmNumColors: return INT_MAX;
        case PdmDepth: return 32;
        // The widget's resolution: its fonts measure alike here.
        case PdmDpiX: return m_like->logicalDpiX();
        case PdmDpiY: return m_like->logicalDpiY();
        case PdmPhysicalDpiX: return m_like->physicalDpiX();
        case PdmPhysicalDpiY: return m_like->physicalDpiY();
        case PdmDevicePixelRatio: return 1;
        case PdmDevicePixelRatioScaled: return int(devicePixelRatioFScale());
        default: return 0;
        }
    }

private:
    class Engine : public QPaintEngine
    {
    public:
        explicit Engine(QStringList *texts)
            : QPaintEngine(AllFeatures) // nothing emulated: texts arrive as texts
            , m_texts(texts)
        {
        }
        bool begin(QPaintDevice *) override { return true; }
        bool end() override { return true; }
        void updateState(const QPaintEngineState &) override { }
        // Everything but text is left out.
        void drawPixmap(const QRectF &, const QPixmap &, const QRectF &) override { }
        void drawTiledPixmap(const QRectF &, const QPixmap &, const QPointF &) override { }
        void drawImage(const QRectF &, const QImage &, const QRectF &, Qt::ImageConversionFlags) override { }
        void drawPath(const QPainterPath &) override { }
        void drawRects(const QRect *, int) override { }
        void drawRects(const QRectF *, int) override { }
        void drawLines(const QLine *, int) override { }
        void drawLines(const QLineF *, int) override { }
        void drawEllipse(const QRectF &) override { }
        void drawEllipse(const QRect &) override { }
        void drawPoints(const QPointF *, int) override { }
        void drawPoints(const QPoint *, int) override { }
        void drawPolygon(const QPointF *, int, PolygonDrawMode) override { }
        void drawPolygon(const QPoint *, int, PolygonDrawMode) override { }
        void drawTextItem(const QPointF &, const QTextItem &item) override { m_texts->append(item.text()); }
        Type type() const override { return User; }

    private:
        QStringList *m_texts;
    };

    QSize m_size;
    const QWidget *m_like;
    mutable Engine m_engine;
};

QWidget *target(QWidget *widget)
{
    if (auto *view = qobject_cast<QAbstractScrollArea *>(widget))
        return view->viewport();
    return widget;
}

} // namespace

Person::Person(MainWindow *window)
    : m_window(window)
{
}

QWidget *Person::focused() const
{
    // As a key from the keyboard goes: to the focused widget, else to the active window (a dialog
    // that has just opened may not have given a widget the focus yet), else to the main window.
    if (QWidget *focus = QApplication::focusWidget())
        return focus;
    if (QWidget *active = QApplication::activeWindow())
        return active;
    return m_window;
}

QPoint Person::checkedPoint(QWidget *widget, QPoint at) const
{
    if (at == QPoint(-1, -1))
        at = widget->rect().center();
    [&] {
        QVERIFY2(widget->isVisible(), qPrintable(QStringLiteral("%1 is not shown").arg(widget->objectName())));
        QWidget *window = widget->window();
        const QPoint inWindow = widget->mapTo(window, at);
        QVERIFY2(unclippedRect(widget).contains(inWindow),
                 qPrintable(QStringLiteral("the point of %1 to click is scrolled or clipped away")
                                .arg(QString::fromLatin1(widget->metaObject()->className()))));
        QWidget *hit = window->childAt(inWindow);
        QVERIFY2(hit && (hit == widget || widget->isAncestorOf(hit)),
                 qPrintable(
                     QStringLiteral("%1 is covered by %2 where a person would click")
                         .arg(QString::fromLatin1(widget->metaObject()->className()),
                              hit ? QString::fromLatin1(hit->metaObject()->className()) : QStringLiteral("nothing"))));
        if (window->isWindow() && window->screen())
            QVERIFY2(window->screen()->geometry().contains(widget->mapToGlobal(at)), "the point is off the screen");
    }();
    return at;
}

void Person::click(QWidget *widget, QPoint at)
{
    widget = target(widget);
    at = checkedPoint(widget, at);
    if (QTest::currentTestFailed())
        return;
    QWidget *hit = widget->window()->childAt(widget->mapTo(widget->window(), at));
    QTest::mouseClick(hit, Qt::LeftButton, Qt::NoModifier,
                      hit->mapFrom(widget->window(), widget->mapTo(widget->window(), at)));
    QCoreApplication::processEvents();
}

void Person::doubleClick(QWidget *widget, QPoint at)
{
    widget = target(widget);
    at = checkedPoint(widget, at);
    if (QTest::currentTestFailed())
        return;
    // As a mouse sends it: a click, then the second press that makes it a double click (item
    // views open an item only when both presses were on it).
    QTest::mouseClick(widget, Qt::LeftButton, Qt::NoModifier, at);
    QTest::mouseDClick(widget, Qt::LeftButton, Qt::NoModifier, at);
    QCoreApplication::processEvents();
}

void Person::clickItem(QAbstractItemView *view, const QModelIndex &index)
{
    QVERIFY2(index.isValid(), "no such item to click");
    view->scrollTo(index);
    QCoreApplication::processEvents();
    const QRect cell = view->visualRect(index) & view->viewport()->rect();
    QVERIFY2(!cell.isEmpty(), "the item is not shown after scrolling to it");
    click(view->viewport(), cell.center());
}

void Person::clickTab(const QString &title)
{
    for (QTabBar *bar : m_window->findChildren<QTabBar *>()) {
        for (int tab = 0; tab < bar->count(); ++tab) {
            if (bar->isVisible() && bar->tabText(tab).remove(QLatin1Char('&')) == title) {
                click(bar, bar->tabRect(tab).center());
                return;
            }
        }
    }
    QFAIL(qPrintable(QStringLiteral("no tab \"%1\" is shown").arg(title)));
}

void Person::type(const QString &text, int delayMs)
{
    for (const QChar c : text) {
        QTest::keyClicks(focused(), QString(c), Qt::NoModifier, delayMs);
        QCoreApplication::processEvents();
    }
}

void Person::press(const QKeySequence &keys)
{
    QTest::keySequence(focused(), keys);
    QCoreApplication::processEvents();
}

void Person::drag(QWidget *widget, QPoint from, QPoint to)
{
    QWindow *window = m_window->windowHandle();
    const QPoint start = widget->mapTo(m_window, from);
    const QPoint end = widget->mapTo(m_window, to);
    constexpr int Steps = 12;
    QTest::mousePress(window, Qt::LeftButton, Qt::NoModifier, start);
    for (int step = 1; step <= Steps; ++step) {
        QTest::mouseMove(window, start + (end - start) * step / Steps, 15);
        QCoreApplication::processEvents();
    }
    QTest::mouseRelease(window, Qt::LeftButton, Qt::NoModifier, end);
    QCoreApplication::processEvents();
}

void Person::moveTo(QWidget *widget, QPoint at)
{
    // Through the window, not QCursor::setPos(): the X server would answer the move later, and
    // a busy machine lets the hover lag behind the pointer.
    QTest::mouseMove(m_window->windowHandle(), widget->mapTo(m_window, at));
    QCoreApplication::processEvents();
}

bool Person::sees(const QWidget *widget) const
{
    if (!widget || !widget->isVisible() || unclippedRect(widget).isEmpty())
        return false;
    const QWidget *window = widget->window();
    if (window->screen()
        && !window->screen()->geometry().intersects(QRect(widget->mapToGlobal(QPoint(0, 0)), widget->size())))
        return false;
    const QRect shown = unclippedRect(widget);
    const QWidget *hit = window->childAt(shown.center());
    return hit && (hit == widget || widget->isAncestorOf(hit) || hit->isAncestorOf(widget));
}

int Person::wholeRowsShown(const QAbstractItemView *view) const
{
    const QAbstractItemModel *model = view->model();
    if (!model || !sees(view))
        return 0;
    const QRect viewport = view->viewport()->rect();
    int rows = 0;
    for (int row = 0; row < model->rowCount(); ++row) {
        const QRect rect = view->visualRect(model->index(row, 0));
        if (rect.isValid() && viewport.contains(QRect(0, rect.top(), 1, rect.height())))
            ++rows;
        else if (rows > 0)
            break;
    }
    return rows;
}

QStringList Person::textsShown(const QWidget *root) const
{
    if (!root)
        root = m_window;
    QStringList texts;
    const auto add = [&texts](QString text) {
        // As read: a word joiner (that keeps "0.80–0.87" on one line) shows nothing, a no-break
        // space shows as a space.
        text.remove(QChar(0x2060)).replace(QChar::Nbsp, QLatin1Char(' '));
        if (!text.isEmpty() && !texts.contains(text))
            texts.append(text);
    };
    QList<const QWidget *> widgets{root};
    for (const QWidget *child : root->findChildren<QWidget *>())
        widgets.append(child);
    for (const QWidget *widget : std::as_const(widgets)) {
        if (!widget->isVisible() || unclippedRect(widget).isEmpty())
            continue;
        if (const auto *label = qobject_cast<const QLabel *>(widget)) {
            if (Qt::mightBeRichText(label->text())) {
                QTextDocument document;
                document.setHtml(label->text());
                add(document.toPlainText());
            } else {
                add(label->text());
            }
        } else if (const auto *button = qobject_cast<const QAbstractButton *>(widget)) {
            add(button->text());
        } else if (const auto *edit = qobject_cast<const QLineEdit *>(widget)) {
            add(edit->text());
        }
    }
    if (root == m_window)
        add(m_window->statusBar()->currentMessage());
    return texts;
}

QStringList Person::textsPainted(QWidget *widget, QRect area) const
{
    if (area.isEmpty())
        area = widget->rect();
    TextRecorder recorder(area.size(), widget);
    widget->render(&recorder, QPoint(), QRegion(area), QWidget::DrawChildren);
    // One entry per run of text painted (a line, or a part of one in another script or font).
    return recorder.texts;
}

bool Person::readsSomewhere(const QString &text, const QWidget *root) const
{
    for (const QString &shown : textsShown(root)) {
        if (shown.contains(text))
            return true;
    }
    return false;
}

void Person::scrollTo(QWidget *widget) const
{
    for (QWidget *up = widget->parentWidget(); up; up = up->parentWidget()) {
        if (auto *area = qobject_cast<QScrollArea *>(up)) {
            area->ensureWidgetVisible(widget);
            return;
        }
    }
}

void Person::snapshot(const QString &name, QWidget *window) const
{
    const QString folder = qEnvironmentVariable("CLAIMSCOPE_JOURNEY_SHOTS");
    if (folder.isEmpty())
        return;
    QDir().mkpath(folder);
    const QSize screen = m_window->screen()->size();
    (window ? window : m_window)
        ->grab()
        .save(QDir(folder).filePath(QStringLiteral("%1-%2x%3.png")
                                        .arg(name, QString::number(screen.width()), QString::number(screen.height()))));
}

} // namespace claimscope
