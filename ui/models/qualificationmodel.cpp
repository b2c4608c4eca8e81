// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "qualificationmodel.h"

#include "dra/allocation.h"
#include "dra/inventory.h"

#include <QColor>
#include <QFont>

#include <algorithm>

namespace Accel::Ui {

namespace {

const QColor OkColour(0x1e, 0x7d, 0x32);
const QColor FailColour(0xb3, 0x26, 0x1e);
const QColor WarnColour(0x9a, 0x67, 0x00);

QString deviceText(const Dra::AllocationDeviceRef &ref)
{
    return ref.driver + QLatin1Char('/') + ref.device;
}

QString chosenText(const QList<Dra::AllocationDeviceRef> &chosen)
{
    QStringList names;
    for (const Dra::AllocationDeviceRef &ref : chosen)
        names << deviceText(ref);
    return names.join(QStringLiteral(", "));
}

/// Index ids: 0 for a node's row; node + 1 for a row under node; (row + 1) << 32 | (node + 1)
/// for a line under that node's row `row`.
constexpr int NodeBits = 32;
static_assert(sizeof(quintptr) * 8 >= 2 * NodeBits, "a node and a row in one index id");

quintptr idOf(int node, int childRow = -1)
{
    return (quintptr(childRow + 1) << NodeBits) | quintptr(node + 1);
}

int nodeOf(quintptr id)
{
    return int(id & ((quintptr(1) << NodeBits) - 1)) - 1;
}

int childRowOf(quintptr id)
{
    return int(id >> NodeBits) - 1;
}

} // namespace

QualificationModel::QualificationModel(QObject *parent)
    : QAbstractItemModel(parent)
{
    m_boldFont.setBold(true);
}

QualificationModel::~QualificationModel() = default;

QVariant QualificationModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case NameColumn:
        //: Column of the Claims panel's qualification tree: node, request, reason
        return tr("Node");
    case StatusColumn:
        //: Column of the Claims panel's qualification tree: qualifies or not
        return tr("Qualifies");
    case DetailsColumn:
        //: Column of the Claims panel's qualification tree: chosen devices, reasons
        return tr("Details");
    default:
        return {};
    }
}

void QualificationModel::clearOutcome()
{
    beginResetModel();
    m_tree.reset();
    m_rows.clear();
    endResetModel();
}

int QualificationModel::qualifyingNodes() const
{
    return m_tree ? m_tree->m_qualifying : 0;
}

int QualificationModel::nodeCount() const
{
    return m_tree ? int(m_tree->m_nodes.size()) : 0;
}

int QualificationModel::nodeRow(const QString &node) const
{
    if (!m_tree)
        return -1;
    for (qsizetype r = 0; r < m_tree->m_nodes.size(); ++r) {
        if (m_tree->m_nodes.at(r).node == node)
            return int(r);
    }
    return -1;
}

QModelIndex QualificationModel::index(int row, int column, const QModelIndex &parent) const
{
    if (row < 0 || column < 0 || column >= ColumnCount || row >= rowCount(parent))
        return {};
    if (!parent.isValid())
        return createIndex(row, column, quintptr(0));
    if (parent.internalId() == 0)
        return createIndex(row, column, idOf(parent.row()));
    return createIndex(row, column, idOf(nodeOf(parent.internalId()), parent.row()));
}

QModelIndex QualificationModel::parent(const QModelIndex &child) const
{
    if (!child.isValid() || child.internalId() == 0)
        return {};
    const quintptr id = child.internalId();
    const int childRow = childRowOf(id);
    if (childRow < 0)
        return createIndex(nodeOf(id), 0, quintptr(0));
    return createIndex(childRow, 0, idOf(nodeOf(id)));
}

int QualificationModel::rowCount(const QModelIndex &parent) const
{
    if (!m_tree)
        return 0;
    if (!parent.isValid())
        return int(m_tree->m_nodes.size());
    if (parent.column() != 0)
        return 0;
    if (parent.internalId() == 0)
        return int(nodeChildren(parent.row()).size());
    if (childRowOf(parent.internalId()) >= 0)
        return 0; // lines have no rows under them
    const Row *row = rowOf(parent);
    return row ? int(row->lines.size()) : 0;
}

int QualificationModel::columnCount(const QModelIndex &) const
{
    return ColumnCount;
}

Qt::ItemFlags QualificationModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    Qt::ItemFlags flags = Qt::ItemIsEnabled | Qt::ItemIsSelectable;
    // Only nodes and requests have rows under them: the view need not ask the lines.
    if (const Row *row = rowOf(index);
        row && row->kind != RowKind::Node && row->kind != RowKind::Request)
        flags |= Qt::ItemNeverHasChildren;
    return flags;
}

int QualificationModel::nodesMade() const
{
    return int(
        std::count_if(m_rows.cbegin(), m_rows.cend(), [](const std::unique_ptr<NodeRows> &rows) {
            return rows && rows->childrenMade;
        }));
}

bool QualificationModel::hasChildren(const QModelIndex &parent) const
{
    // A closed node says whether it has rows without making them (a view asks every row it
    // draws, to decorate it).
    if (m_tree && parent.isValid() && parent.column() == 0 && parent.internalId() == 0) {
        const Dra::NodeOutcome &node = m_tree->m_nodes.at(parent.row());
        return !node.requests.isEmpty() || !node.reasons.isEmpty() || !node.errors.isEmpty() ||
               m_tree->m_failedQueries.contains(parent.row());
    }
    return QAbstractItemModel::hasChildren(parent);
}

const QualificationModel::Row *QualificationModel::rowOf(const QModelIndex &index) const
{
    if (!index.isValid() || !m_tree)
        return nullptr;
    const quintptr id = index.internalId();
    if (id == 0)
        return &nodeRows(index.row()).self;
    const QList<Row> &children = nodeChildren(nodeOf(id));
    const int childRow = childRowOf(id);
    if (childRow < 0)
        return &children.at(index.row());
    return &children.at(childRow).lines.at(index.row());
}

QVariant QualificationModel::data(const QModelIndex &index, int role) const
{
    const Row *row = rowOf(index);
    if (!row)
        return {};
    const int node = index.internalId() == 0 ? index.row() : nodeOf(index.internalId());
    switch (index.column()) {
    case NameColumn:
        switch (role) {
        case Qt::DisplayRole:
        case Qt::EditRole:
            return row->name;
        case Qt::FontRole:
            // Node rows are bold; the font is made here, on the UI thread.
            return row->kind == RowKind::Node ? QVariant(m_boldFont) : QVariant();
        case RowKindRole:
            return int(row->kind);
        case NodeNameRole:
            return m_tree->m_nodes.at(node).node;
        case QualifiesRole:
            return row->kind == RowKind::Node ? QVariant(m_tree->m_nodes.at(node).qualifies)
                                              : QVariant();
        default:
            return {};
        }
    case StatusColumn:
    case DetailsColumn: {
        const QString &text = index.column() == StatusColumn ? row->status : row->details;
        if (role == Qt::DisplayRole || role == Qt::EditRole || role == Qt::ToolTipRole)
            return text;
        if (role == Qt::ForegroundRole && index.column() == StatusColumn && row->colour.isValid())
            return row->colour;
        return {};
    }
    default:
        return {};
    }
}

void QualificationModel::setOutcome(const Dra::ClaimOutcome &outcome,
                                    const Dra::Inventory &inventory)
{
    setTree(buildTree(outcome, inventory));
}

void QualificationModel::setTree(std::shared_ptr<Tree> tree)
{
    beginResetModel();
    m_tree = std::move(tree);
    m_rows.clear();
    if (m_tree)
        m_rows.resize(size_t(m_tree->m_nodes.size()));
    endResetModel();
}

std::shared_ptr<QualificationModel::Tree>
QualificationModel::buildTree(const Dra::ClaimOutcome &outcome, const Dra::Inventory &inventory)
{
    auto tree = std::make_shared<Tree>();
    tree->m_nodes = outcome.nodes;
    for (qsizetype n = 0; n < outcome.nodes.size(); ++n) {
        const Dra::NodeOutcome &node = outcome.nodes.at(n);
        if (node.qualifies)
            ++tree->m_qualifying;
        const Dra::Node *inventoryNode = inventory.node(node.node);
        if (!inventoryNode)
            continue;
        QStringList failed;
        for (int gpuIndex : inventoryNode->gpus) {
            const Dra::Gpu &gpu = inventory.gpus().at(gpuIndex);
            if (gpu.capabilityState != Dra::CapabilityState::QueryFailed)
                continue;
            // The preview's own reasons may already name it (NodeOutcome::likelyFailedQuery).
            const QString address = gpu.pciBusId.isEmpty() ? gpu.renderNode : gpu.pciBusId;
            if (!address.isEmpty() && !node.reasons.filter(address).isEmpty())
                continue;
            //: %1 is a GPU's PCI address
            failed << tr("GPU %1: the capability query failed (no vaDriver), so every "
                         "capability reads false; the agent's log has the failure "
                         "(kubectl -n liken-system logs ds/media-capabilities)")
                          .arg(address);
        }
        if (!failed.isEmpty())
            tree->m_failedQueries.insert(int(n), failed);
    }
    return tree;
}

QualificationModel::NodeRows &QualificationModel::nodeRows(int index) const
{
    std::unique_ptr<NodeRows> &made = m_rows[size_t(index)];
    if (made)
        return *made;
    made = std::make_unique<NodeRows>();
    const Dra::NodeOutcome &node = m_tree->m_nodes.at(index);
    Row &self = made->self;
    self.name = node.node;
    self.kind = RowKind::Node;
    if (node.qualifies) {
        //: A node on which the claim can allocate
        self.status = tr("✓ qualifies");
        self.colour = OkColour;
        QStringList chosen;
        for (const Dra::RequestOutcome &request : node.requests) {
            //: %1 a request name, %2 the devices chosen for it
            chosen << tr("%1: %2").arg(request.request, chosenText(request.chosen));
        }
        self.details = chosen.join(QStringLiteral("; "));
    } else if (node.error) {
        //: A node on which a CEL runtime error made allocation fail
        self.status = tr("✗ error");
        self.colour = FailColour;
        self.details = node.errors.value(0);
    } else {
        //: A node on which the claim cannot allocate
        self.status = tr("✗ does not qualify");
        self.colour = FailColour;
        self.details = node.reasons.value(0);
    }
    if (node.devicesInUse > 0 || node.devicesTainted > 0) {
        //: Prefixed to a node's details: %1 devices other claims hold, %2 devices on the
        //: node, %3 devices tainted
        const QString usage = tr("%1 of %2 devices in use, %3 tainted")
                                  .arg(node.devicesInUse)
                                  .arg(node.devices)
                                  .arg(node.devicesTainted);
        self.details =
            usage + (self.details.isEmpty() ? QString() : QStringLiteral(" — ") + self.details);
    }
    if (node.likelyFailedQuery) {
        //: Appended to a node's details in the Claims panel
        self.details =
            tr("likely cause: a failed capability query") +
            (self.details.isEmpty() ? QString() : QString(QStringLiteral(" — ") + self.details));
    }
    return *made;
}

const QList<QualificationModel::Row> &QualificationModel::nodeChildren(int index) const
{
    NodeRows &made = nodeRows(index);
    if (made.childrenMade)
        return made.children;
    made.childrenMade = true;
    const Dra::NodeOutcome &node = m_tree->m_nodes.at(index);

    // At most MaxListedLines rows of LINES, then "… and N more".
    const auto appendLines = [](QList<Row> &rows, const QStringList &lines, const QString &label,
                                RowKind kind, const QColor &colour) {
        const qsizetype shown = std::min<qsizetype>(lines.size(), MaxListedLines);
        for (qsizetype i = 0; i < shown; ++i)
            rows.append({label, kind, QString(), lines.at(i), colour});
        if (lines.size() > shown) {
            //: %n lines not shown in the Claims panel's qualification tree
            rows.append({tr("…"), RowKind::More, QString(),
                         tr("and %n more", nullptr, int(lines.size() - shown)), QColor()});
        }
    };
    QList<Row> &children = made.children;
    for (const Dra::RequestOutcome &request : node.requests) {
        Row row;
        //: %1 is a request name (gpu, decodes)
        row.name = tr("request %1").arg(request.request);
        row.kind = RowKind::Request;
        const bool satisfied = !request.chosen.isEmpty();
        //: %1 devices matched of %2 checked for one request
        const QString counts =
            tr("%1 of %2 devices matched").arg(request.devicesMatched).arg(request.devicesChecked);
        if (satisfied) {
            //: A request for which devices were chosen
            row.status = tr("✓ chosen");
            row.colour = OkColour;
        } else if (request.devicesMatched > 0) {
            //: A request with matching devices that were not allocated, because another
            //: request or a constraint failed on the node
            row.status = tr("– matches, not allocated");
            row.colour = WarnColour;
        } else {
            //: A request for which no device of the node matches
            row.status = tr("✗ no device matches");
            row.colour = FailColour;
        }
        row.details = satisfied ? QString(chosenText(request.chosen) + QStringLiteral(" (") +
                                          counts + QLatin1Char(')'))
                                : counts;
        //: Row label: a selector term that was false on a device
        appendLines(row.lines, request.falseTerms, tr("false"), RowKind::FalseTerm, QColor());
        //: Row label: a CEL runtime error on a device
        appendLines(row.lines, request.errors, tr("error"), RowKind::Error, FailColour);
        children.append(std::move(row));
    }
    //: Row label: why a node does not qualify
    appendLines(children, node.reasons, tr("reason"), RowKind::Reason, QColor());
    appendLines(children, node.errors, tr("error"), RowKind::Error, FailColour);
    //: Row label: a GPU whose capability query failed
    appendLines(children, m_tree->m_failedQueries.value(index), tr("query failed"),
                RowKind::FailedQuery, WarnColour);
    return children;
}

} // namespace Accel::Ui
