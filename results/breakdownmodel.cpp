#include "breakdownmodel.h"

#include "metrics/registry.h"

#include <QStringList>

#include <algorithm>

namespace claimscope {

namespace {

// An item's text as the person reads it: a trust score's component by its metric's name (the
// result keeps the id, "semantic_drift").
QString shownText(const BreakdownItem &item)
{
    if (item.kind == BreakdownItem::Kind::Component) {
        if (const MetricInfo *metric = MetricRegistry::find(item.text))
            return metric->displayName;
    }
    return item.text;
}

// What the reason child of an item means: the judge's words for judged items, the source id of
// a document, the weight of a trust component.
QString reasonTitle(const BreakdownItem &item)
{
    switch (item.kind) {
    case BreakdownItem::Kind::Document: return BreakdownModel::tr("Source");
    case BreakdownItem::Kind::Component: return BreakdownModel::tr("Weight");
    default: return BreakdownModel::tr("Judge");
    }
}

QString oneLine(QString text)
{
    return text.replace(QLatin1Char('\n'), QLatin1Char(' ')).simplified();
}

} // namespace

QString breakdownKindTitle(BreakdownItem::Kind kind)
{
    switch (kind) {
    case BreakdownItem::Kind::Claim: return BreakdownModel::tr("Claim");
    case BreakdownItem::Kind::Truth: return BreakdownModel::tr("Truth");
    case BreakdownItem::Kind::Statement: return BreakdownModel::tr("Statement");
    case BreakdownItem::Kind::Span: return BreakdownModel::tr("Span");
    case BreakdownItem::Kind::Sample: return BreakdownModel::tr("Sample");
    case BreakdownItem::Kind::Message: return BreakdownModel::tr("Message");
    case BreakdownItem::Kind::Document: return BreakdownModel::tr("Document");
    case BreakdownItem::Kind::Sentence: return BreakdownModel::tr("Sentence");
    case BreakdownItem::Kind::Component: return BreakdownModel::tr("Component");
    }
    return {};
}

bool isFailingVerdict(const QString &verdict)
{
    return verdict == QLatin1String("no") || verdict == QLatin1String("idk");
}

QList<int> failingItemsInTreeOrder(const BreakdownWindow &window)
{
    QList<int> items;
    QList<int> truths;
    for (int i = 0; i < window.items.size(); ++i) {
        if (!isFailingVerdict(window.items[i].verdict))
            continue;
        (window.items[i].kind == BreakdownItem::Kind::Truth ? truths : items).append(i);
    }
    return items + truths;
}

QList<FailingItemOnce> failingItemsOnce(const QList<BreakdownWindow> &windows)
{
    QList<FailingItemOnce> once;
    for (int w = 0; w < windows.size(); ++w) {
        for (const int i : failingItemsInTreeOrder(windows[w])) {
            const BreakdownItem &item = windows[w].items[i];
            const auto same = [&](const FailingItemOnce &seen) {
                const BreakdownItem &first = windows[seen.window].items[seen.item];
                return first.kind == item.kind && first.turnIndex == item.turnIndex && first.verdict == item.verdict
                    && first.text == item.text;
            };
            const auto found = std::find_if(once.begin(), once.end(), same);
            if (found != once.end())
                found->windows.append(w);
            else
                once.append({w, i, {w}});
        }
    }
    return once;
}

QString windowNumbersText(const QList<int> &windows)
{
    if (windows.size() == 1)
        return BreakdownModel::tr("window %1").arg(windows.first() + 1);
    bool consecutive = true;
    for (int i = 1; i < windows.size(); ++i)
        consecutive = consecutive && windows[i] == windows[i - 1] + 1;
    if (consecutive)
        return BreakdownModel::tr("windows %1–%2").arg(windows.first() + 1).arg(windows.last() + 1);
    QStringList numbers;
    for (const int w : windows)
        numbers.append(QString::number(w + 1));
    return BreakdownModel::tr("windows %1").arg(numbers.join(QStringLiteral(", ")));
}

QString verdictText(const QString &verdict)
{
    if (verdict == QLatin1String("yes"))
        return BreakdownModel::tr("✓ yes");
    if (verdict == QLatin1String("no"))
        return BreakdownModel::tr("✗ no");
    if (verdict == QLatin1String("idk"))
        return BreakdownModel::tr("? idk");
    if (verdict == QLatin1String("best"))
        return BreakdownModel::tr("★ best");
    return verdict;
}

BreakdownModel::BreakdownModel(QObject *parent)
    : QAbstractItemModel(parent)
{
}

void BreakdownModel::setClaimLabels(const ClaimLabels &labels)
{
    if (labels == m_claimLabels)
        return;
    m_claimLabels = labels;
    // The claims sit under the windows: one signal per window's items.
    for (int row = 0; row < rowCount(); ++row) {
        const QModelIndex window = index(row, 0);
        if (rowCount(window) > 0)
            Q_EMIT dataChanged(index(0, 0, window), index(rowCount(window) - 1, ColumnCount - 1, window));
    }
}

QString BreakdownModel::humanVerdict(const BreakdownItem &item) const
{
    if (!m_hasResult || item.kind != BreakdownItem::Kind::Claim || item.verdict.isEmpty())
        return {};
    const QString testCase =
        m_result.testCaseName.isEmpty() ? QStringLiteral("#%1").arg(m_result.testCaseIndex + 1) : m_result.testCaseName;
    return m_claimLabels.find(testCase, m_result.metricId, item.text).value_or(QString());
}

void BreakdownModel::setResult(const MetricResult &result)
{
    beginResetModel();
    m_result = result;
    m_hasResult = true;
    m_nodes.clear();
    m_windowNodes.clear();
    for (int w = 0; w < m_result.windows.size(); ++w) {
        const int windowNode = int(m_nodes.size());
        m_nodes.append({NodeType::Window, -1, int(m_windowNodes.size()), w, -1, {}});
        m_windowNodes.append(windowNode);
        const QList<BreakdownItem> &items = m_result.windows[w].items;
        for (int i = 0; i < items.size(); ++i) {
            if (items[i].kind != BreakdownItem::Kind::Truth)
                appendItem(windowNode, w, i);
        }
        if (truthCount(w) == 0)
            continue;
        const int groupNode = int(m_nodes.size());
        m_nodes.append({NodeType::Group, windowNode, int(m_nodes[windowNode].children.size()), w, -1, {}});
        m_nodes[windowNode].children.append(groupNode);
        for (int i = 0; i < items.size(); ++i) {
            if (items[i].kind == BreakdownItem::Kind::Truth)
                appendItem(groupNode, w, i);
        }
    }
    endResetModel();
}

void BreakdownModel::appendItem(int parentNode, int window, int item)
{
    const int itemNode = int(m_nodes.size());
    m_nodes.append({NodeType::Item, parentNode, int(m_nodes[parentNode].children.size()), window, item, {}});
    m_nodes[parentNode].children.append(itemNode);
    if (!m_result.windows[window].items[item].reason.isEmpty()) {
        m_nodes.append({NodeType::Reason, itemNode, 0, window, item, {}});
        m_nodes[itemNode].children.append(int(m_nodes.size()) - 1);
    }
}

int BreakdownModel::truthCount(int window) const
{
    const QList<BreakdownItem> &items = m_result.windows[window].items;
    return int(std::count_if(items.begin(), items.end(),
                             [](const BreakdownItem &item) { return item.kind == BreakdownItem::Kind::Truth; }));
}

void BreakdownModel::clear()
{
    beginResetModel();
    m_result = {};
    m_hasResult = false;
    m_nodes.clear();
    m_windowNodes.clear();
    endResetModel();
}

const BreakdownModel::Node *BreakdownModel::node(const QModelIndex &index) const
{
    if (!index.isValid())
        return nullptr;
    return &m_nodes[int(index.internalId())];
}

QModelIndex BreakdownModel::index(int row, int column, const QModelIndex &parent) const
{
    if (!hasIndex(row, column, parent))
        return {};
    const Node *parentNode = node(parent);
    const int id = parentNode ? parentNode->children[row] : m_windowNodes[row];
    return createIndex(row, column, quintptr(id));
}

QModelIndex BreakdownModel::parent(const QModelIndex &child) const
{
    const Node *childNode = node(child);
    if (!childNode || childNode->parent < 0)
        return {};
    return createIndex(m_nodes[childNode->parent].row, 0, quintptr(childNode->parent));
}

int BreakdownModel::rowCount(const QModelIndex &parent) const
{
    if (!parent.isValid())
        return int(m_windowNodes.size());
    if (parent.column() != 0)
        return 0;
    return int(node(parent)->children.size());
}

int BreakdownModel::columnCount(const QModelIndex &) const
{
    return ColumnCount;
}

QVariant BreakdownModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractItemModel::headerData(section, orientation, role);
    switch (section) {
    case TextColumn: return tr("Window / item");
    case KindColumn: return tr("Kind");
    case VerdictColumn: return tr("Verdict");
    case ScoreColumn: return tr("Score");
    default: return {};
    }
}

QVariant BreakdownModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const Node &n = *node(index);
    const BreakdownWindow &window = m_result.windows[n.window];
    const BreakdownItem *item = n.item >= 0 ? &window.items[n.item] : nullptr;
    switch (role) {
    case Qt::DisplayRole: return display(n, index.column());
    case Qt::ToolTipRole: return tooltip(n);
    case Qt::TextAlignmentRole:
        return index.column() == ScoreColumn ? int(Qt::AlignRight | Qt::AlignVCenter)
                                             : int(Qt::AlignLeft | Qt::AlignVCenter);
    case NodeTypeRole: return int(n.type);
    case KindRole:
        if (n.type == NodeType::Window)
            return QStringLiteral("window");
        if (n.type == NodeType::Group)
            return QStringLiteral("truths");
        return n.type == NodeType::Reason ? QStringLiteral("reason") : breakdownKindName(item->kind);
    case VerdictRole: return item ? item->verdict : QString();
    case TurnIndexRole: return item ? item->turnIndex : -1;
    case WindowTurnsRole: return QVariant::fromValue(window.turnIndices);
    case ValueRole:
        if (n.type == NodeType::Window)
            return window.score ? QVariant(*window.score) : QVariant();
        if (!item)
            return {};
        return item->hasValue ? QVariant(item->value) : QVariant();
    case SkippedRole: return window.skipped;
    case FullTextRole: return fullText(n);
    case WindowIndexRole: return n.window;
    case ItemIndexRole: return n.item;
    case HumanVerdictRole: return item && n.type == NodeType::Item ? humanVerdict(*item) : QString();
    default: return {};
    }
}

QVariant BreakdownModel::display(const Node &n, int column) const
{
    const BreakdownWindow &window = m_result.windows[n.window];
    if (n.type == NodeType::Window) {
        switch (column) {
        case TextColumn: return window.title;
        case KindColumn: return tr("%n item(s)", nullptr, int(window.items.size()));
        case VerdictColumn: return window.skipped ? tr("⊘ skipped") : QString();
        case ScoreColumn: return window.score ? QString::number(*window.score, 'f', 3) : QStringLiteral("—");
        default: return {};
        }
    }
    if (n.type == NodeType::Group) {
        switch (column) {
        case TextColumn: return tr("Truths from the context");
        case KindColumn: return tr("%n truth(s)", nullptr, truthCount(n.window));
        default: return {};
        }
    }
    const BreakdownItem &item = window.items[n.item];
    if (n.type == NodeType::Reason)
        return column == TextColumn ? tr("%1: %2").arg(reasonTitle(item), oneLine(item.reason)) : QVariant();
    switch (column) {
    case TextColumn: return oneLine(shownText(item));
    case KindColumn: return breakdownKindTitle(item.kind);
    case VerdictColumn: {
        const QString human = humanVerdict(item);
        return human.isEmpty() ? verdictText(item.verdict)
                               : tr("%1 · you: %2").arg(verdictText(item.verdict), verdictText(human));
    }
    case ScoreColumn: return item.hasValue ? QString::number(item.value, 'f', 3) : QString();
    default: return {};
    }
}

QString BreakdownModel::fullText(const Node &n) const
{
    const BreakdownWindow &window = m_result.windows[n.window];
    switch (n.type) {
    case NodeType::Window: return window.skipped ? window.skipReason : window.reason;
    case NodeType::Item: return shownText(window.items[n.item]);
    case NodeType::Reason: return window.items[n.item].reason;
    case NodeType::Group: {
        QStringList truths;
        for (const BreakdownItem &item : window.items) {
            if (item.kind == BreakdownItem::Kind::Truth)
                truths.append(item.text);
        }
        return truths.join(QLatin1Char('\n'));
    }
    }
    return {};
}

QString BreakdownModel::tooltip(const Node &n) const
{
    const BreakdownWindow &window = m_result.windows[n.window];
    if (n.type == NodeType::Window) {
        if (window.skipped)
            return tr("%1 was skipped: %2").arg(window.title, window.skipReason);
        return window.reason.isEmpty() ? window.title : tr("%1\n%2").arg(window.title, window.reason);
    }
    if (n.type == NodeType::Group)
        return tr("The facts the judge read in this window's context; each claim is checked against them.");
    const BreakdownItem &item = window.items[n.item];
    if (n.type == NodeType::Reason)
        return item.reason;
    return item.verdict.isEmpty() ? shownText(item)
                                  : tr("%1\nVerdict: %2").arg(shownText(item), verdictText(item.verdict));
}

} // namespace claimscope
