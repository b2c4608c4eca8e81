// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "clustertreemodel.h"

#include <QBrush>
#include <QPalette>
#include <QThreadPool>

#include <algorithm>

namespace Accel::Ui {

namespace {
const QString kMediaPrefix = QString(Dra::MediaDriver) + QLatin1Char('/');

/// Frees a replaced inventory (tens of thousands of strings) off the UI thread.
void releaseOnWorker(ClusterTreeModel::Prepared old)
{
    QThreadPool::globalInstance()->start(
        [old = std::move(old)]() mutable { old = ClusterTreeModel::Prepared(); });
}

QString rowKey(const QString &nodeName, const Dra::Gpu *gpu, const Dra::Inventory &inventory)
{
    if (!gpu)
        return nodeName;
    const QString id = gpu->standalone && !gpu->devices.isEmpty()
                           ? inventory.devices().at(gpu->devices.first()).driver +
                                 QLatin1Char('/') +
                                 inventory.devices().at(gpu->devices.first()).name
                           : gpu->pciBusId;
    return nodeName + QLatin1Char('\n') + id;
}

/// "decodeHEVCMain10" as "decode" over "HEVC 10": two short lines keep a check-mark column
/// narrow, so more of them are readable at 1366x768 (issue 18 section 4); the tooltip names the
/// capability in full. Names of another form are kept whole.
QString capabilityHeader(const QString &name)
{
    for (const QLatin1StringView kind :
         {QLatin1StringView("decode"), QLatin1StringView("encode"), QLatin1StringView("scale")}) {
        if (!name.startsWith(kind) || name.size() == kind.size())
            continue;
        QString rest = name.mid(kind.size());
        rest.replace(QLatin1String("LowPower"), QLatin1String(" LP"));
        rest.replace(QLatin1String("Main10"), QLatin1String(" 10"));
        rest.replace(QLatin1String("Main"), QString());
        rest.replace(QLatin1String("Profile"), QLatin1String(" P"));
        return kind + QLatin1Char('\n') + rest.trimmed();
    }
    return name;
}

} // namespace

ClusterTreeModel::ClusterTreeModel(QObject *parent)
    : QAbstractItemModel(parent)
{}

ClusterTreeModel::Prepared ClusterTreeModel::prepare(Dra::Inventory inventory)
{
    Prepared p;
    p.inventory = std::move(inventory);
    const QList<Dra::Gpu> &gpus = p.inventory.gpus();
    const QList<Dra::Device> &devices = p.inventory.devices();

    // Capability columns: every media.liken.sh bool attribute any device publishes.
    QSet<QString> capabilities;
    p.mediaDevice.fill(-1, gpus.size());
    for (qsizetype g = 0; g < gpus.size(); ++g) {
        for (int d : gpus.at(g).devices) {
            const Dra::Device &device = devices.at(d);
            if (device.driver != Dra::MediaDriver)
                continue;
            if (p.mediaDevice.at(g) < 0)
                p.mediaDevice[g] = d;
            for (const auto &[key, value] : device.attributes) {
                if (value.type == Dra::AttributeType::Bool && key.startsWith(kMediaPrefix))
                    capabilities.insert(key.mid(kMediaPrefix.size()));
            }
        }
    }
    p.capabilities = QStringList(capabilities.cbegin(), capabilities.cend());
    std::sort(p.capabilities.begin(), p.capabilities.end());

    // Search texts, once: filtering then only scans these (ClusterFilterModel).
    const QChar sep(u'\n');
    p.nodeSearch.reserve(p.inventory.nodes().size());
    for (const Dra::Node &node : p.inventory.nodes()) {
        p.nodeSearch.append(
            QString(node.name + sep + node.gpuProductLabel.value_or(QString())).toLower());
    }
    p.gpuSearch.reserve(gpus.size());
    for (const Dra::Gpu &gpu : gpus) {
        QString text = gpu.nodeName + sep + gpu.pciBusId + sep + gpu.product + sep +
                       gpu.renderNode + sep + gpu.vaDriver.value_or(QString());
        if (gpu.standalone && !gpu.devices.isEmpty())
            text += sep + devices.at(gpu.devices.first()).name;
        for (const QString &capability : gpu.capabilities)
            text += sep + capability;
        for (const QString &holder : gpu.heldBy)
            text += sep + holder;
        for (const QString &taint : gpu.taints)
            text += sep + taint;
        p.gpuSearch.append(text.toLower());
    }
    return p;
}

void ClusterTreeModel::setPrepared(Prepared prepared)
{
    beginResetModel();
    Prepared old = std::exchange(m_data, std::move(prepared));
    ++m_generation;
    endResetModel();
    releaseOnWorker(std::move(old));
}

ClusterTreeModel::Changes ClusterTreeModel::compare(const Prepared &shown, const Prepared &next)
{
    Changes changes;
    const QList<Dra::Node> &oldNodes = shown.inventory.nodes();
    const QList<Dra::Node> &newNodes = next.inventory.nodes();
    const QList<Dra::Gpu> &oldGpus = shown.inventory.gpus();
    const QList<Dra::Gpu> &newGpus = next.inventory.gpus();
    const QList<Dra::Device> &oldDevices = shown.inventory.devices();
    const QList<Dra::Device> &newDevices = next.inventory.devices();
    if (oldNodes.size() != newNodes.size() || oldGpus.size() != newGpus.size() ||
        shown.capabilities != next.capabilities)
        return changes;
    for (qsizetype n = 0; n < oldNodes.size(); ++n) {
        const Dra::Node &was = oldNodes.at(n);
        const Dra::Node &now = newNodes.at(n);
        // Row identity: the same node with the same GPUs at the same rows.
        if (was.name != now.name || was.gpus != now.gpus)
            return changes;
        bool nodeChanged = !(was == now);
        for (const int g : now.gpus) {
            const Dra::Gpu &a = oldGpus.at(g);
            const Dra::Gpu &b = newGpus.at(g);
            bool changed = !(a == b);
            // A GPU's cells also read its devices (capability columns, a standalone's name).
            for (qsizetype i = 0; !changed && i < b.devices.size(); ++i) {
                const int d = b.devices.at(i);
                changed = d >= oldDevices.size() || d >= newDevices.size() ||
                          !(oldDevices.at(d) == newDevices.at(d));
            }
            if (changed) {
                changes.gpus.append(g);
                nodeChanged = true; // its "held" count, at least, may follow
            }
        }
        if (nodeChanged)
            changes.nodes.append(int(n));
    }
    std::sort(changes.gpus.begin(), changes.gpus.end()); // applyChanges() searches it
    changes.sameShape = true;
    return changes;
}

void ClusterTreeModel::applyChanges(Prepared next, const Changes &changes)
{
    Q_ASSERT(changes.sameShape);
    Prepared old = std::exchange(m_data, std::move(next));
    ++m_generation;
    const int lastColumn = columnCount() - 1;
    for (const int n : changes.nodes) {
        const Dra::Node &node = m_data.inventory.nodes().at(n);
        const QModelIndex parent = createIndex(n, 0, NodeRow);
        Q_EMIT dataChanged(parent, createIndex(n, lastColumn, NodeRow));
        // The GPU rows of this node that changed, as one range from the first to the last.
        int first = -1;
        int last = -1;
        for (int r = 0; r < node.gpus.size(); ++r) {
            if (!std::binary_search(changes.gpus.cbegin(), changes.gpus.cend(), node.gpus.at(r)))
                continue;
            if (first < 0)
                first = r;
            last = r;
        }
        if (first >= 0) {
            Q_EMIT dataChanged(createIndex(first, 0, quintptr(n) + 1),
                               createIndex(last, lastColumn, quintptr(n) + 1));
        }
    }
    Q_EMIT changesApplied();
    releaseOnWorker(std::move(old));
}

void ClusterTreeModel::setInventory(Dra::Inventory inventory)
{
    setPrepared(prepare(std::move(inventory)));
}

int ClusterTreeModel::capabilityColumn(const QString &capability) const
{
    const qsizetype i = m_data.capabilities.indexOf(capability);
    return i < 0 ? -1 : int(ColumnCount + i);
}

const Dra::Gpu *ClusterTreeModel::gpu(const QModelIndex &index) const
{
    if (!index.isValid() || index.model() != this || index.internalId() == NodeRow)
        return nullptr;
    const Dra::Node &node = m_data.inventory.nodes().at(int(index.internalId() - 1));
    return &m_data.inventory.gpus().at(node.gpus.at(index.row()));
}

const Dra::Node *ClusterTreeModel::node(const QModelIndex &index) const
{
    if (!index.isValid() || index.model() != this)
        return nullptr;
    const int row = index.internalId() == NodeRow ? index.row() : int(index.internalId() - 1);
    return &m_data.inventory.nodes().at(row);
}

const Dra::Device *ClusterTreeModel::mediaDevice(const Dra::Gpu &gpu) const
{
    const qsizetype g = &gpu - m_data.inventory.gpus().constData();
    if (g < 0 || g >= m_data.mediaDevice.size() || m_data.mediaDevice.at(g) < 0)
        return nullptr;
    return &m_data.inventory.devices().at(m_data.mediaDevice.at(g));
}

ClusterTreeModel::CapabilityValue ClusterTreeModel::capabilityValue(const Dra::Gpu &gpu,
                                                                    const QString &capability) const
{
    const Dra::Device *device = mediaDevice(gpu);
    if (!device)
        return CapabilityValue::Absent;
    // spec "When a GPU states false": without vaDriver nothing it says can be trusted.
    if (gpu.capabilityState == Dra::CapabilityState::QueryFailed)
        return CapabilityValue::Unknown;
    const std::optional<bool> value = device->boolAttribute(kMediaPrefix + capability);
    if (!value)
        return CapabilityValue::Absent;
    return *value ? CapabilityValue::True : CapabilityValue::False;
}

QModelIndex ClusterTreeModel::indexForKey(const QString &key) const
{
    const qsizetype cut = key.indexOf(QLatin1Char('\n'));
    const QString nodeName = cut < 0 ? key : key.left(cut);
    const QList<Dra::Node> &nodes = m_data.inventory.nodes();
    const auto it =
        std::lower_bound(nodes.cbegin(), nodes.cend(), nodeName,
                         [](const Dra::Node &n, const QString &name) { return n.name < name; });
    if (it == nodes.cend() || it->name != nodeName)
        return {};
    const int nodeRow = int(it - nodes.cbegin());
    if (cut < 0)
        return createIndex(nodeRow, 0, NodeRow);
    for (int r = 0; r < it->gpus.size(); ++r) {
        if (rowKey(nodeName, &m_data.inventory.gpus().at(it->gpus.at(r)), m_data.inventory) == key)
            return createIndex(r, 0, quintptr(nodeRow) + 1);
    }
    return {};
}

QModelIndex ClusterTreeModel::index(int row, int column, const QModelIndex &parent) const
{
    if (row < 0 || column < 0 || column >= columnCount())
        return {};
    if (parent.isValid() && parent.column() != 0)
        return {}; // only the first column has children (as rowCount() says)
    if (!parent.isValid())
        return row < m_data.inventory.nodes().size() ? createIndex(row, column, NodeRow)
                                                     : QModelIndex();
    if (parent.internalId() != NodeRow || parent.row() >= m_data.inventory.nodes().size())
        return {};
    if (row >= m_data.inventory.nodes().at(parent.row()).gpus.size())
        return {};
    return createIndex(row, column, quintptr(parent.row()) + 1);
}

QModelIndex ClusterTreeModel::parent(const QModelIndex &child) const
{
    if (!child.isValid() || child.internalId() == NodeRow)
        return {};
    return createIndex(int(child.internalId() - 1), 0, NodeRow);
}

int ClusterTreeModel::rowCount(const QModelIndex &parent) const
{
    if (!parent.isValid())
        return int(m_data.inventory.nodes().size());
    if (parent.column() > 0 || parent.internalId() != NodeRow)
        return 0;
    return int(m_data.inventory.nodes().at(parent.row()).gpus.size());
}

int ClusterTreeModel::columnCount(const QModelIndex &) const
{
    return int(ColumnCount + m_data.capabilities.size());
}

Qt::ItemFlags ClusterTreeModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    if (index.internalId() != NodeRow)
        return Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemNeverHasChildren;
    return Qt::ItemIsEnabled | Qt::ItemIsSelectable;
}

QVariant ClusterTreeModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.model() != this)
        return {};
    const Dra::Node &node = *this->node(index);
    if (role == NodeNameRole)
        return node.name;
    if (index.internalId() == NodeRow) {
        switch (role) {
        case RowKindRole:
            return int(RowKind::Node);
        case GpuIndexRole:
            return -1;
        case RowKeyRole:
            return rowKey(node.name, nullptr, m_data.inventory);
        default:
            return nodeData(node, index.column(), role);
        }
    }
    const Dra::Gpu &gpu = *this->gpu(index);
    switch (role) {
    case RowKindRole:
        return int(gpu.standalone ? RowKind::StandaloneDevice : RowKind::Gpu);
    case GpuIndexRole:
        return int(&gpu - m_data.inventory.gpus().constData());
    case RowKeyRole:
        return rowKey(node.name, &gpu, m_data.inventory);
    default:
        return gpuData(gpu, index.column(), role);
    }
}

QVariant ClusterTreeModel::nodeData(const Dra::Node &node, int column, int role) const
{
    if (role == Qt::DisplayRole) {
        switch (column) {
        case NameColumn:
            //: A node row for slices that are not bound to one node (allNodes, nodeSelector)
            return node.name.isEmpty() ? tr("(not bound to a node)") : node.name;
        case CountColumn:
            //: %n is how many GPUs (and standalone devices) a node has
            return tr("%n GPU(s)", nullptr, int(node.gpus.size()));
        case ProductColumn:
            return node.gpuProductLabel.value_or(QString());
        case PoolColumn:
            //: A node or GPU whose ResourceSlice pool lacks some of its slices
            return node.poolIncomplete ? tr("incomplete") : QString();
        case HeldByColumn: {
            int held = 0;
            for (const int g : node.gpus)
                held += !m_data.inventory.gpus().at(g).heldBy.isEmpty();
            //: %1 GPUs of a node that ResourceClaims hold, %2 its GPUs
            return held == 0 ? QString() : tr("%1 of %2 held").arg(held).arg(node.gpus.size());
        }
        default:
            return {};
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (column) {
        case NameColumn:
            if (!node.hasNodeObject)
                return tr("Only ResourceSlices name this node; its Node object was not read.");
            return {};
        case ProductColumn:
            return node.gpuProductLabel
                       ? tr("The node's nvidia.com/gpu.product label (GPU Feature Discovery)")
                       : tr("This node has no nvidia.com/gpu.product label.");
        case PoolColumn:
            return node.poolIncomplete
                       ? tr("A ResourceSlice pool on this node publishes fewer slices than its "
                            "resourceSliceCount: devices may be missing.")
                       : QVariant();
        default:
            return {};
        }
    }
    return {};
}

QVariant ClusterTreeModel::gpuData(const Dra::Gpu &gpu, int column, int role) const
{
    if (column >= ColumnCount) {
        const qsizetype i = column - ColumnCount;
        return i < m_data.capabilities.size() ? capabilityData(gpu, m_data.capabilities.at(i), role)
                                              : QVariant();
    }
    if (role == Qt::DisplayRole) {
        switch (column) {
        case NameColumn:
            if (gpu.standalone && !gpu.devices.isEmpty())
                return m_data.inventory.devices().at(gpu.devices.first()).name;
            return gpu.pciBusId;
        case CountColumn:
            //: %n is how many ResourceSlice devices describe one GPU
            return tr("%n device(s)", nullptr, int(gpu.devices.size()));
        case ProductColumn:
            return gpu.product;
        case RenderNodeColumn:
            return gpu.renderNode;
        case VaDriverColumn:
            return gpu.vaDriver.value_or(QString());
        case CapabilitiesColumn:
            return gpu.capabilitySummary();
        case DriversColumn:
            return gpu.drivers.join(QStringLiteral(", "));
        case PoolColumn:
            return gpu.poolIncomplete ? tr("incomplete") : QString();
        case HeldByColumn:
            return gpu.heldBy.join(QStringLiteral(", "));
        case TaintsColumn:
            return gpu.taints.join(QStringLiteral(", "));
        default:
            return {};
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (column) {
        case HeldByColumn:
            return gpu.heldBy.isEmpty()
                       ? QVariant()
                       : tr("ResourceClaims whose allocation holds a device of this GPU");
        case TaintsColumn:
            return gpu.taints.isEmpty()
                       ? QVariant()
                       : tr("Device taints: the scheduler gives these devices only to requests "
                            "that tolerate them (NoSchedule, NoExecute)");
        case NameColumn:
            return gpu.standalone ? tr("A device without resource.kubernetes.io/pciBusID: it "
                                       "stands alone.")
                                  : tr("PCI bus ID (resource.kubernetes.io/pciBusID) that joins "
                                       "this GPU's devices across drivers");
        case RenderNodeColumn:
            return gpu.renderNode.isEmpty() ? tr("No liken.sh render node for this GPU.")
                                            : tr("The liken.sh device of this GPU's render node");
        case VaDriverColumn:
        case CapabilitiesColumn:
            switch (gpu.capabilityState) {
            case Dra::CapabilityState::Known:
                return tr("The GPU's media.liken.sh device answered: %1 of %2 published "
                          "capabilities are supported.")
                    .arg(gpu.capabilities.size())
                    .arg(gpu.capabilityAttributes);
            case Dra::CapabilityState::QueryFailed:
                return tr("The capability query failed on this GPU (its media.liken.sh device "
                          "has no vaDriver): its capabilities are unknown, not absent.");
            case Dra::CapabilityState::NotPublished:
            case Dra::CapabilityState::Invalid:
                break;
            }
            return tr("No media.liken.sh device describes this GPU: no media capabilities are "
                      "published.");
        case PoolColumn:
            return gpu.poolIncomplete ? tr("A pool of this GPU publishes fewer slices than its "
                                           "resourceSliceCount: devices may be missing.")
                                      : QVariant();
        default:
            return {};
        }
    }
    if (role == Qt::ForegroundRole && column == CapabilitiesColumn &&
        gpu.capabilityState == Dra::CapabilityState::QueryFailed)
        return QBrush(QColor(0xb3, 0x26, 0x1e));
    return {};
}

QVariant ClusterTreeModel::capabilityData(const Dra::Gpu &gpu, const QString &capability,
                                          int role) const
{
    const CapabilityValue value = capabilityValue(gpu, capability);
    switch (role) {
    case CapabilityValueRole:
        return int(value);
    case Qt::DisplayRole:
        switch (value) {
        case CapabilityValue::True:
            return QStringLiteral("✓");
        case CapabilityValue::False:
            return QStringLiteral("–");
        case CapabilityValue::Unknown:
            return QStringLiteral("?");
        case CapabilityValue::Absent:
        case CapabilityValue::Invalid:
            break;
        }
        return {};
    case Qt::TextAlignmentRole:
        return int(Qt::AlignCenter);
    case Qt::ToolTipRole:
        switch (value) {
        case CapabilityValue::True:
            //: %1 is a media capability such as decodeVP9
            return tr("%1: supported").arg(capability);
        case CapabilityValue::False:
            return tr("%1: not supported (the GPU says false)").arg(capability);
        case CapabilityValue::Unknown:
            return tr("%1: unknown (query failed)").arg(capability);
        case CapabilityValue::Absent:
        case CapabilityValue::Invalid:
            break;
        }
        return tr("%1: not published for this GPU (no media.liken.sh device, or an older agent)")
            .arg(capability);
    default:
        return {};
    }
}

QVariant ClusterTreeModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (section >= ColumnCount) {
        const qsizetype i = section - ColumnCount;
        if (i >= m_data.capabilities.size())
            return {};
        if (role == Qt::DisplayRole)
            return capabilityHeader(m_data.capabilities.at(i));
        if (role == Qt::ToolTipRole)
            return tr("media.liken.sh/%1: ✓ supported, – not supported, ? unknown (query "
                      "failed), empty: not published")
                .arg(m_data.capabilities.at(i));
        return {};
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (section) {
    case NameColumn:
        //: Cluster tree column: node name, then GPU PCI bus ID
        return tr("Node / GPU");
    case CountColumn:
        //: Cluster tree column: how many GPUs a node has, devices a GPU has
        return tr("Count");
    case ProductColumn:
        return tr("Product");
    case RenderNodeColumn:
        return tr("Render node");
    case VaDriverColumn:
        return tr("VA driver");
    case CapabilitiesColumn:
        //: Cluster tree column: how many media capabilities a GPU supports
        return tr("Capabilities");
    case DriversColumn:
        return tr("Drivers");
    case PoolColumn:
        //: Cluster tree column: whether the ResourceSlice pool is complete
        return tr("Pool");
    case HeldByColumn:
        //: Cluster tree column: the ResourceClaims that hold a GPU
        return tr("Held by");
    case TaintsColumn:
        //: Cluster tree column: device taints
        return tr("Taints");
    default:
        return {};
    }
}

} // namespace Accel::Ui
