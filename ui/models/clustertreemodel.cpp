// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "clustertreemodel.h"

#include "dra/fleetview.h"
#include "workpool.h"

#include <QBrush>
#include <QFont>
#include <QPalette>

#include <algorithm>

namespace Accel::Ui {

namespace {
const QString kMediaPrefix = QString(Dra::MediaDriver) + QLatin1Char('/');

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

/// The driver profile table's column of each fixed column (issue 33).
constexpr Dra::Column kFleetColumns[ClusterTreeModel::ColumnCount] = {
    Dra::Column::Invalid,           // Name
    Dra::Column::Invalid,           // Count
    Dra::Column::Product,           //
    Dra::Column::Memory,            //
    Dra::Column::Architecture,      //
    Dra::Column::ComputeCapability, //
    Dra::Column::DriverVersion,     //
    Dra::Column::Partitions,        //
    Dra::Column::RenderNode,        //
    Dra::Column::VaDriver,          //
    Dra::Column::Capabilities,      //
    Dra::Column::HeldBy,            //
    Dra::Column::Taints,            //
    Dra::Column::Health,            //
    Dra::Column::Uuid,              //
    Dra::Column::Index,             //
    Dra::Column::CudaVersion,       //
    Dra::Column::Family,            //
    Dra::Column::Compute,           //
    Dra::Column::Numa,              //
    Dra::Column::Counters,          //
    Dra::Column::Drivers,           //
    Dra::Column::Invalid,           // Pool
    Dra::Column::Attributes,        //
};

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

    // Search keys, once: filtering then only scans these (ClusterFilterModel).
    const QChar sep(u'\n');
    p.nodeSearch.starts.reserve(p.inventory.nodes().size());
    for (const Dra::Node &node : p.inventory.nodes()) {
        p.nodeSearch.append(
            QString(node.name + sep + node.gpuProductLabel.value_or(QString())).toLower());
    }
    p.gpuSearch.starts.reserve(gpus.size());
    p.gpuNode.fill(-1, gpus.size());
    p.gpuRow.fill(-1, gpus.size());
    for (qsizetype n = 0; n < p.inventory.nodes().size(); ++n) {
        const Dra::Node &node = p.inventory.nodes().at(n);
        for (qsizetype r = 0; r < node.gpus.size() + node.others.size(); ++r) {
            const int g =
                r < node.gpus.size() ? node.gpus.at(r) : node.others.at(r - node.gpus.size());
            p.gpuNode[g] = int(n);
            p.gpuRow[g] = int(r);
        }
    }
    p.present.fill(false, ColumnCount);
    for (int c = 0; c < ColumnCount; ++c) {
        const Dra::Column column = kFleetColumns[c];
        p.present[c] = column == Dra::Column::Invalid || Dra::columnSpec(column).always ||
                       Dra::hasColumn(p.inventory, column);
    }
    p.summary = Dra::summarizeFleet(p.inventory);
    p.counts = Dra::fleetCounts(p.inventory, p.summary);
    p.present[PoolColumn] = false;
    for (const Dra::Node &node : p.inventory.nodes())
        p.present[PoolColumn] = p.present[PoolColumn] || node.poolIncomplete;
    for (const Dra::Gpu &gpu : gpus) {
        QString text = gpu.nodeName + sep + gpu.pciBusId + sep + gpu.product + sep +
                       gpu.renderNode + sep + gpu.vaDriver.value_or(QString());
        if ((gpu.standalone || !gpu.isGpu()) && !gpu.devices.isEmpty())
            text += sep + devices.at(gpu.devices.first()).name;
        if (!gpu.isGpu())
            text += sep + Dra::entryKindLabel(p.inventory, gpu);
        for (const QString &capability : gpu.capabilities)
            text += sep + capability;
        for (const QString &holder : gpu.heldBy)
            text += sep + holder;
        for (const QString &taint : gpu.taints)
            text += sep + taint;
        p.gpuSearch.append(text.toLower());
    }
    p.nodeSearch.text.squeeze();
    p.gpuSearch.text.squeeze();
    return p;
}

void ClusterTreeModel::SearchKeys::append(const QString &lowercaseKey)
{
    starts.append(quint32(text.size()));
    // The filter finds rows by these offsets, not by the NULs (a value may hold a NUL).
    text += lowercaseKey.toUtf8();
    text += '\0';
}

void ClusterTreeModel::setPrepared(Prepared prepared)
{
    beginResetModel();
    Prepared old = std::exchange(m_data, std::move(prepared));
    ++m_generation;
    endResetModel();
    releaseOnWorkPool(std::move(old)); // tens of thousands of strings
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
        shown.capabilities != next.capabilities || shown.present != next.present)
        return changes;
    for (qsizetype n = 0; n < oldNodes.size(); ++n) {
        const Dra::Node &was = oldNodes.at(n);
        const Dra::Node &now = newNodes.at(n);
        // Row identity: the same node with the same GPUs at the same rows.
        if (was.name != now.name || was.gpus != now.gpus || was.others != now.others)
            return changes;
        bool nodeChanged = !(was == now);
        for (const int g : now.gpus + now.others) {
            if (oldGpus.at(g).partitions != newGpus.at(g).partitions)
                return changes; // partition rows come or go: only a reset will do
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
        for (int r = 0; r < node.gpus.size() + node.others.size(); ++r) {
            if (!std::binary_search(changes.gpus.cbegin(), changes.gpus.cend(), entryAt(node, r)))
                continue;
            if (first < 0)
                first = r;
            last = r;
        }
        if (first >= 0) {
            Q_EMIT dataChanged(createIndex(first, 0, quintptr(n) + 1),
                               createIndex(last, lastColumn, quintptr(n) + 1));
        }
        // Their partitions' rows (states follow what is held).
        for (int r = first; r >= 0 && r <= last; ++r) {
            const int g = entryAt(node, r);
            const int parts = m_data.inventory.gpus().at(g).partitions;
            if (parts > 0 && std::binary_search(changes.gpus.cbegin(), changes.gpus.cend(), g))
                Q_EMIT dataChanged(createIndex(0, 0, PartitionRows + quintptr(g)),
                                   createIndex(parts - 1, lastColumn, PartitionRows + quintptr(g)));
        }
    }
    Q_EMIT changesApplied();
    releaseOnWorkPool(std::move(old)); // tens of thousands of strings
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

Dra::Column ClusterTreeModel::fleetColumn(int column)
{
    return column >= 0 && column < ColumnCount ? kFleetColumns[column] : Dra::Column::Invalid;
}

bool ClusterTreeModel::columnPresent(int column) const
{
    return column >= ColumnCount || (column >= 0 && m_data.present.value(column, true));
}

bool ClusterTreeModel::isNumberColumn(int column)
{
    return column == MemoryColumn || column == ComputeCapabilityColumn || column == IndexColumn ||
           column == NumaColumn;
}

bool ClusterTreeModel::isWideColumn(int column)
{
    const Dra::Column c = fleetColumn(column);
    return column == PoolColumn || (c != Dra::Column::Invalid && Dra::columnSpec(c).wide);
}

int ClusterTreeModel::entryAt(const Dra::Node &node, int row) const
{
    return row < node.gpus.size() ? node.gpus.at(row) : node.others.at(row - node.gpus.size());
}

QList<int> ClusterTreeModel::partitionsOf(const Dra::Gpu &gpu) const
{
    QList<int> out;
    if (gpu.partitions <= 0)
        return out;
    out.reserve(gpu.partitions);
    for (const int d : gpu.devices)
        if (m_data.inventory.devices().at(d).kind == Dra::DeviceKind::Partition)
            out << d;
    return out;
}

const Dra::Gpu *ClusterTreeModel::gpu(const QModelIndex &index) const
{
    if (!index.isValid() || index.model() != this || index.internalId() == NodeRow)
        return nullptr;
    if (index.internalId() >= PartitionRows)
        return &m_data.inventory.gpus().at(int(index.internalId() - PartitionRows));
    const Dra::Node &node = m_data.inventory.nodes().at(int(index.internalId() - 1));
    return &m_data.inventory.gpus().at(entryAt(node, index.row()));
}

const Dra::Device *ClusterTreeModel::partition(const QModelIndex &index) const
{
    if (!index.isValid() || index.model() != this || index.internalId() < PartitionRows)
        return nullptr;
    const QList<int> parts = partitionsOf(*gpu(index));
    return index.row() < parts.size() ? &m_data.inventory.devices().at(parts.at(index.row()))
                                      : nullptr;
}

const Dra::Node *ClusterTreeModel::node(const QModelIndex &index) const
{
    if (!index.isValid() || index.model() != this)
        return nullptr;
    if (index.internalId() >= PartitionRows) {
        const int g = int(index.internalId() - PartitionRows);
        return &m_data.inventory.nodes().at(m_data.gpuNode.at(g));
    }
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
    for (int r = 0; r < it->gpus.size() + it->others.size(); ++r) {
        const int g = entryAt(*it, r);
        const Dra::Gpu &gpu = m_data.inventory.gpus().at(g);
        const QString gpuKey = rowKey(nodeName, &gpu, m_data.inventory);
        if (gpuKey == key)
            return createIndex(r, 0, quintptr(nodeRow) + 1);
        if (gpu.partitions > 0 && key.startsWith(gpuKey + QLatin1Char('\n'))) {
            const QString device = key.mid(gpuKey.size() + 1);
            const QList<int> parts = partitionsOf(gpu);
            for (int p = 0; p < parts.size(); ++p)
                if (m_data.inventory.devices().at(parts.at(p)).name == device)
                    return createIndex(p, 0, PartitionRows + quintptr(g));
        }
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
    if (parent.internalId() >= PartitionRows)
        return {};
    if (parent.internalId() != NodeRow) {
        // A GPU row: its partitions.
        const Dra::Gpu *g = gpu(parent);
        if (!g || row >= g->partitions)
            return {};
        return createIndex(row, column,
                           PartitionRows + quintptr(g - m_data.inventory.gpus().constData()));
    }
    if (parent.row() >= m_data.inventory.nodes().size())
        return {};
    const Dra::Node &node = m_data.inventory.nodes().at(parent.row());
    if (row >= node.gpus.size() + node.others.size())
        return {};
    return createIndex(row, column, quintptr(parent.row()) + 1);
}

QModelIndex ClusterTreeModel::parent(const QModelIndex &child) const
{
    if (!child.isValid() || child.internalId() == NodeRow)
        return {};
    if (child.internalId() >= PartitionRows) {
        const int g = int(child.internalId() - PartitionRows);
        return createIndex(m_data.gpuRow.at(g), 0, quintptr(m_data.gpuNode.at(g)) + 1);
    }
    return createIndex(int(child.internalId() - 1), 0, NodeRow);
}

int ClusterTreeModel::rowCount(const QModelIndex &parent) const
{
    if (!parent.isValid())
        return int(m_data.inventory.nodes().size());
    if (parent.column() > 0 || parent.internalId() >= PartitionRows)
        return 0;
    if (parent.internalId() != NodeRow) {
        const Dra::Gpu *g = gpu(parent);
        return g ? std::max<int>(g->partitions, 0) : 0;
    }
    const Dra::Node &node = m_data.inventory.nodes().at(parent.row());
    return int(node.gpus.size() + node.others.size());
}

int ClusterTreeModel::columnCount(const QModelIndex &) const
{
    return int(ColumnCount + m_data.capabilities.size());
}

Qt::ItemFlags ClusterTreeModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    if (index.internalId() >= PartitionRows)
        return Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemNeverHasChildren;
    if (index.internalId() != NodeRow) {
        const Dra::Gpu *g = gpu(index);
        if (!g || g->partitions <= 0)
            return Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemNeverHasChildren;
    }
    return Qt::ItemIsEnabled | Qt::ItemIsSelectable;
}

QVariant ClusterTreeModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.model() != this)
        return {};
    if (role == Qt::TextAlignmentRole && isNumberColumn(index.column()))
        return int(Qt::AlignRight | Qt::AlignVCenter);
    const Dra::Node &node = *this->node(index);
    if (role == NodeNameRole)
        return node.name;
    if (index.internalId() == NodeRow) {
        switch (role) {
        case RowKindRole:
            return int(RowKind::Node);
        case GpuIndexRole:
        case DeviceIndexRole:
            return -1;
        case RowKeyRole:
            return rowKey(node.name, nullptr, m_data.inventory);
        default:
            return nodeData(node, index.column(), role);
        }
    }
    const Dra::Gpu &gpu = *this->gpu(index);
    if (const Dra::Device *device = partition(index)) {
        switch (role) {
        case RowKindRole:
            return int(RowKind::Partition);
        case GpuIndexRole:
            return int(&gpu - m_data.inventory.gpus().constData());
        case DeviceIndexRole:
            return int(device - m_data.inventory.devices().constData());
        case RowKeyRole:
            return QString(rowKey(node.name, &gpu, m_data.inventory) + QLatin1Char('\n') +
                           device->name);
        default:
            return partitionData(gpu, *device, index.column(), role);
        }
    }
    switch (role) {
    case RowKindRole:
        return int(!gpu.isGpu()     ? RowKind::OtherDevice
                   : gpu.standalone ? RowKind::StandaloneDevice
                                    : RowKind::Gpu);
    case GpuIndexRole:
        return int(&gpu - m_data.inventory.gpus().constData());
    case DeviceIndexRole:
        return -1;
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
            //: %n is how many GPUs a node has
            return node.others.isEmpty()
                       ? tr("%n GPU(s)", nullptr, int(node.gpus.size()))
                       //: %1 how many GPUs a node has ("8 GPU(s)"), %n its other devices
                       : tr("%1, %n other", nullptr, int(node.others.size()))
                             .arg(tr("%n GPU(s)", nullptr, int(node.gpus.size())));
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
    const Dra::Inventory &inventory = m_data.inventory;
    if (role == Qt::DisplayRole) {
        switch (column) {
        case NameColumn:
            if ((gpu.standalone || !gpu.isGpu()) && !gpu.devices.isEmpty())
                return Dra::gpuCell(inventory, gpu, Dra::Column::Device);
            return gpu.pciBusId;
        case CountColumn:
            if (!gpu.isGpu())
                return Dra::entryKindLabel(inventory, gpu);
            //: %n is how many ResourceSlice devices describe one GPU
            return tr("%n device(s)", nullptr, int(gpu.devices.size()));
        case PoolColumn:
            return gpu.poolIncomplete ? tr("incomplete") : QString();
        default:
            break;
        }
        const Dra::Column c = fleetColumn(column);
        return c == Dra::Column::Invalid ? QVariant() : QVariant(Dra::gpuCell(inventory, gpu, c));
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
            if (!gpu.isGpu())
                return tr("Not a GPU: %1, listed under its node")
                    .arg(Dra::entryKindLabel(inventory, gpu));
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
        case PartitionsColumn: {
            const QString counters = Dra::countersText(inventory, gpu);
            return counters.isEmpty() ? QVariant()
                                      //: %1 what is left of a GPU's shared counters, of each total
                                      : tr("Shared counters left: %1").arg(counters);
        }
        case PoolColumn:
            return gpu.poolIncomplete ? tr("A pool of this GPU publishes fewer slices than its "
                                           "resourceSliceCount: devices may be missing.")
                                      : QVariant();
        default:
            return {};
        }
    }
    if (role == Qt::ForegroundRole) {
        if (column == CapabilitiesColumn &&
            gpu.capabilityState == Dra::CapabilityState::QueryFailed)
            return QBrush(QColor(0xb3, 0x26, 0x1e));
        if (column == HealthColumn && gpu.health == Dra::Health::Unhealthy)
            return QBrush(QColor(0xb3, 0x26, 0x1e));
        if (!gpu.isGpu())
            return QPalette().brush(QPalette::Disabled, QPalette::Text);
    }
    if (role == Qt::FontRole && !gpu.isGpu()) {
        QFont font;
        font.setItalic(true);
        return font;
    }
    return {};
}

QVariant ClusterTreeModel::partitionData(const Dra::Gpu &gpu, const Dra::Device &device, int column,
                                         int role) const
{
    Q_UNUSED(gpu);
    const Dra::Inventory &inventory = m_data.inventory;
    if (role == Qt::DisplayRole) {
        switch (column) {
        case NameColumn:
            return device.name;
        case CountColumn:
            return Dra::deviceKindLabel(device);
        case ProductColumn:
            return Dra::deviceCell(inventory, device, Dra::Column::Profile);
        case PartitionsColumn:
            return Dra::deviceStateText(device.state);
        case PoolColumn:
            return device.poolIncomplete ? tr("incomplete") : QString();
        default:
            break;
        }
        const Dra::Column c = fleetColumn(column);
        if (c == Dra::Column::Invalid || column >= ColumnCount)
            return {};
        // A partition's own values; what it inherits from its GPU is on the GPU's row.
        if (Dra::columnSpec(c).fromPartitions || c == Dra::Column::Drivers)
            return {};
        return Dra::deviceCell(inventory, device, c);
    }
    if (role == Qt::ToolTipRole && column == PartitionsColumn) {
        switch (device.state) {
        case Dra::DeviceState::InUse:
            return tr("A ResourceClaim holds this partition");
        case Dra::DeviceState::NoFit:
            return tr("Free, but the partitions in use leave too little of the GPU's shared "
                      "counters for it");
        case Dra::DeviceState::Free:
            return tr("Free: it fits in what the GPU has left");
        case Dra::DeviceState::Invalid:
            break;
        }
        return {};
    }
    if (role == Qt::ForegroundRole && column == PartitionsColumn &&
        device.state == Dra::DeviceState::NoFit)
        return QPalette().brush(QPalette::Disabled, QPalette::Text);
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
    if (role == Qt::TextAlignmentRole && isNumberColumn(section))
        return int(Qt::AlignRight | Qt::AlignVCenter);
    if (section == NameColumn || section == CountColumn || section == PoolColumn) {
        if (role != Qt::DisplayRole)
            return {};
        switch (section) {
        case NameColumn:
            //: Cluster tree column: node name, then GPU PCI bus ID
            return tr("Node / GPU");
        case CountColumn:
            //: Cluster tree column: how many GPUs a node has, devices a GPU has
            return tr("Count");
        default:
            //: Cluster tree column: whether the ResourceSlice pool is complete
            return tr("Pool");
        }
    }
    // The driver profile table's title and description (core, translated there).
    const Dra::Column column = fleetColumn(section);
    if (role == Qt::DisplayRole)
        return Dra::columnTitle(column);
    if (role == Qt::ToolTipRole)
        return Dra::columnDescription(column);
    return {};
}

} // namespace Accel::Ui
