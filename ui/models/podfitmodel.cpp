// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "podfitmodel.h"

#include "theme.h"

#include "dra/allocationpreview.h"

#include <QGuiApplication>
#include <QJsonArray>

namespace Accel::Ui {

namespace {

/// Node rows have internal id 0; a line's id is its node's row + 1.
constexpr quintptr NodeId = 0;

QString metaField(const QJsonObject &object, const char *key)
{
    return object.value(QLatin1String("metadata")).toObject().value(QLatin1String(key)).toString();
}

/// "ml/train" for a claim, "template ml/scratch" for a template.
QString claimLabel(const QJsonObject &claim)
{
    const QString ns = metaField(claim, "namespace");
    const QString name =
        ns.isEmpty() ? metaField(claim, "name") : ns + QLatin1Char('/') + metaField(claim, "name");
    if (claim.value(QLatin1String("kind")).toString() == QLatin1String("ResourceClaimTemplate"))
        //: A ResourceClaimTemplate in the Pod claims node list; %1 is namespace/name
        return PodFitModel::tr("template %1").arg(name);
    return name;
}

QJsonArray resultsOf(const QJsonObject &allocation)
{
    return allocation.value(QLatin1String("devices"))
        .toObject()
        .value(QLatin1String("results"))
        .toArray();
}

/// "gpu: gpu.example.com/node-1/gpu-0 (admin access, shared)".
QString resultText(const QJsonObject &result)
{
    QStringList flags;
    if (result.value(QLatin1String("adminAccess")).toBool())
        //: A device allocated with admin access (Pod claims)
        flags << PodFitModel::tr("admin access");
    if (result.contains(QLatin1String("shareID")))
        //: A shared device (allowMultipleAllocations) allocated with a share ID (Pod claims)
        flags << PodFitModel::tr("shared");
    if (result.contains(QLatin1String("bindingConditions")))
        //: %1 the binding conditions the pod waits for after allocation
        flags << PodFitModel::tr("waits for %1")
                     .arg(result.value(QLatin1String("bindingConditions"))
                              .toVariant()
                              .toStringList()
                              .join(QStringLiteral(", ")));
    QString text = result.value(QLatin1String("request")).toString() + QStringLiteral(": ") +
                   result.value(QLatin1String("driver")).toString() + QLatin1Char('/') +
                   result.value(QLatin1String("pool")).toString() + QLatin1Char('/') +
                   result.value(QLatin1String("device")).toString();
    if (!flags.isEmpty())
        text += QStringLiteral(" (") + flags.join(QStringLiteral(", ")) + QLatin1Char(')');
    return text;
}

} // namespace

PodFitModel::PodFitModel(QObject *parent)
    : QAbstractItemModel(parent)
{
    m_boldFont.setBold(true);
}

std::shared_ptr<const PodFitModel::Rows>
PodFitModel::buildRows(const Dra::PodAllocationReport &report)
{
    auto rows = std::make_shared<Rows>();
    rows->reserve(report.nodes.size());
    QStringList labels;
    for (const QJsonObject &claim : report.claims)
        labels << claimLabel(claim);
    for (qsizetype i = 0; i < report.nodes.size(); ++i) {
        const Dra::NodeAllocation &node = report.nodes.at(i);
        NodeRow row;
        row.node = node.node;
        row.index = int(i);
        row.fits = node.fits();
        row.error = node.error.has_value();
        const Dra::NodeUsage &usage = node.outcome.usage;
        if (usage.devices == 0)
            //: The usage column of a node with no devices in any pool
            row.usage = tr("no devices");
        else if (usage.tainted > 0)
            //: %1 devices other claims hold, %2 devices on the node, %3 free but tainted
            row.usage = tr("%1 of %2 in use, %3 tainted")
                            .arg(usage.inUse)
                            .arg(usage.devices)
                            .arg(usage.tainted);
        else
            //: %1 devices other claims hold, %2 devices on the node
            row.usage = tr("%1 of %2 in use").arg(usage.inUse).arg(usage.devices);

        if (row.error) {
            row.details = node.error->message;
            //: Row label: the allocator's error on this node
            row.lines << Line{LineKind::Error, tr("error"), node.error->message};
            if (!node.error->hint.isEmpty())
                row.lines << Line{LineKind::Error, tr("error"), node.error->hint};
        } else if (row.fits) {
            QStringList chosen;
            for (qsizetype c = 0; c < node.outcome.allocations.size(); ++c) {
                QStringList devices;
                const QString label = labels.value(c);
                for (const QJsonValue &v : resultsOf(node.outcome.allocations.at(c))) {
                    devices << v.toObject().value(QLatin1String("device")).toString();
                    row.lines << Line{LineKind::Allocation, label, resultText(v.toObject())};
                }
                //: %1 a claim, %2 the devices it gets on the node
                chosen << tr("%1: %2").arg(label, devices.join(QLatin1Char('+')));
            }
            row.details = chosen.join(QStringLiteral(" · "));
            for (const QString &note : node.outcome.notes)
                //: Row label: something to know about an allocation that fits
                row.lines << Line{LineKind::Note, tr("note"), note};
        } else {
            row.details = node.outcome.reasons.value(0);
            for (const QString &reason : node.outcome.reasons)
                //: Row label: why the pod's claims do not fit on the node
                row.lines << Line{LineKind::Reason, tr("reason"), reason};
        }
        for (const QString &warning : node.warnings)
            //: Row label: what the preview cannot see on this node
            row.lines << Line{LineKind::Warning, tr("warning"), warning};
        rows->append(std::move(row));
    }
    return rows;
}

void PodFitModel::setRows(std::shared_ptr<const Rows> rows)
{
    beginResetModel();
    m_rows = std::move(rows);
    m_fitting = 0;
    if (m_rows)
        for (const NodeRow &row : *m_rows)
            m_fitting += row.fits ? 1 : 0;
    endResetModel();
}

int PodFitModel::nodeRow(const QString &node) const
{
    if (!m_rows)
        return -1;
    for (qsizetype r = 0; r < m_rows->size(); ++r)
        if (m_rows->at(r).node == node)
            return int(r);
    return -1;
}

QModelIndex PodFitModel::index(int row, int column, const QModelIndex &parent) const
{
    if (!hasIndex(row, column, parent))
        return {};
    if (!parent.isValid())
        return createIndex(row, column, NodeId);
    return createIndex(row, column, quintptr(parent.row()) + 1);
}

QModelIndex PodFitModel::parent(const QModelIndex &child) const
{
    if (!child.isValid() || child.internalId() == NodeId)
        return {};
    return createIndex(int(child.internalId() - 1), 0, NodeId);
}

int PodFitModel::rowCount(const QModelIndex &parent) const
{
    if (!m_rows)
        return 0;
    if (!parent.isValid())
        return int(m_rows->size());
    if (parent.internalId() != NodeId || parent.column() != 0)
        return 0;
    return int(m_rows->at(parent.row()).lines.size());
}

int PodFitModel::columnCount(const QModelIndex &) const
{
    return ColumnCount;
}

QVariant PodFitModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || !m_rows)
        return {};
    const QPalette palette = QGuiApplication::palette();
    if (index.internalId() == NodeId) {
        const NodeRow &row = m_rows->at(index.row());
        switch (role) {
        case Qt::DisplayRole:
        case Qt::ToolTipRole:
            switch (Column(index.column())) {
            case NodeColumn:
                return row.node;
            case FitsColumn:
                //: A node that can hold all the pod's claims together
                return row.fits ? tr("✓ fits")
                       //: A node where the allocator failed with an error
                       : row.error ? tr("✗ error")
                                   //: A node that cannot hold all the pod's claims together
                                   : tr("✗ does not fit");
            case UsageColumn:
                return row.usage;
            case DetailsColumn:
                return row.details;
            case ColumnCount:
                break;
            }
            return {};
        case Qt::ForegroundRole:
            if (index.column() == FitsColumn)
                return row.fits ? Theme::okColour(palette) : Theme::errorColour(palette);
            return {};
        case Qt::FontRole:
            return index.column() == NodeColumn ? QVariant(m_boldFont) : QVariant();
        case NodeNameRole:
            return row.node;
        case FitsRole:
            return row.fits;
        case LineKindRole:
            return int(LineKind::Node);
        case NodeIndexRole:
            return row.index;
        default:
            return {};
        }
    }
    const NodeRow &row = m_rows->at(qsizetype(index.internalId() - 1));
    const Line &line = row.lines.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
    case Qt::ToolTipRole:
        if (index.column() == NodeColumn)
            return line.label;
        if (index.column() == DetailsColumn)
            return line.text;
        return {};
    case Qt::ForegroundRole:
        if (line.kind == LineKind::Error)
            return Theme::errorColour(palette);
        if (line.kind == LineKind::Warning)
            return Theme::warningColour(palette);
        return {};
    case NodeNameRole:
        return row.node;
    case LineKindRole:
        return int(line.kind);
    case NodeIndexRole:
        return row.index;
    default:
        return {};
    }
}

QVariant PodFitModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (Column(section)) {
    case NodeColumn:
        //: Column of the Pod claims node list
        return tr("Node");
    case FitsColumn:
        //: Column of the Pod claims node list: whether all claims fit together
        return tr("Claims fit");
    case UsageColumn:
        //: Column of the Pod claims node list: devices other claims hold
        return tr("Devices in use");
    case DetailsColumn:
        //: Column of the Pod claims node list: devices chosen, or why not
        return tr("Details");
    case ColumnCount:
        break;
    }
    return {};
}

} // namespace Accel::Ui
