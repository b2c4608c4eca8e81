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

QStandardItem *nameItem(const QString &text, QualificationModel::RowKind kind, const QString &node)
{
    auto *i = new QStandardItem(text);
    i->setEditable(false);
    i->setData(int(kind), QualificationModel::RowKindRole);
    i->setData(node, QualificationModel::NodeNameRole);
    return i;
}

QStandardItem *cell(const QString &text, const QColor &colour = QColor())
{
    auto *i = new QStandardItem(text);
    i->setEditable(false);
    if (colour.isValid())
        i->setData(colour, Qt::ForegroundRole); // a QColor: no QBrush made off the UI thread
    i->setToolTip(text);
    return i;
}

void addRow(QStandardItem *parent, QStandardItem *name, const QString &status,
            const QString &details, const QColor &colour = QColor())
{
    parent->appendRow({name, cell(status, colour), cell(details)});
}

/// Adds one row per line, at most MaxListedLines, then "… and N more".
void appendLines(QStandardItem *parent, const QStringList &lines, const QString &label,
                 QualificationModel::RowKind kind, const QString &node, const QColor &colour)
{
    const qsizetype shown = std::min<qsizetype>(lines.size(), QualificationModel::MaxListedLines);
    for (qsizetype i = 0; i < shown; ++i)
        addRow(parent, nameItem(label, kind, node), QString(), lines.at(i), colour);
    if (lines.size() > shown) {
        //: %n lines not shown in the Claims panel's qualification tree
        addRow(
            parent, nameItem(QualificationModel::tr("…"), QualificationModel::RowKind::More, node),
            QString(), QualificationModel::tr("and %n more", nullptr, int(lines.size() - shown)));
    }
}

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

} // namespace

QualificationModel::QualificationModel(QObject *parent)
    : QStandardItemModel(parent)
{
    m_boldFont.setBold(true);
    setHeaders();
}

void QualificationModel::setHeaders()
{
    setColumnCount(ColumnCount);
    //: Column of the Claims panel's qualification tree: node, request, reason
    setHeaderData(NameColumn, Qt::Horizontal, tr("Node"));
    //: Column of the Claims panel's qualification tree: qualifies or not
    setHeaderData(StatusColumn, Qt::Horizontal, tr("Qualifies"));
    //: Column of the Claims panel's qualification tree: chosen devices, reasons
    setHeaderData(DetailsColumn, Qt::Horizontal, tr("Details"));
}

void QualificationModel::clearOutcome()
{
    clear();
    setHeaders();
    m_qualifying = 0;
    m_nodes = 0;
}

int QualificationModel::nodeRow(const QString &node) const
{
    for (int r = 0; r < rowCount(); ++r) {
        if (item(r, NameColumn)->data(NodeNameRole).toString() == node)
            return r;
    }
    return -1;
}

QualificationModel::Tree::~Tree()
{
    for (const QList<QStandardItem *> &row : std::as_const(m_rows))
        qDeleteAll(row);
}

QVariant QualificationModel::data(const QModelIndex &index, int role) const
{
    // Node rows are bold; the font is made here, on the UI thread, not where the tree is built.
    if (role == Qt::FontRole && index.column() == NameColumn &&
        RowKind(index.data(RowKindRole).toInt()) == RowKind::Node)
        return m_boldFont;
    return QStandardItemModel::data(index, role);
}

void QualificationModel::setOutcome(const Dra::ClaimOutcome &outcome,
                                    const Dra::Inventory &inventory)
{
    setTree(buildTree(outcome, inventory));
}

void QualificationModel::setTree(std::shared_ptr<Tree> tree)
{
    clearOutcome();
    if (!tree)
        return;
    QStandardItem *root = invisibleRootItem();
    for (const QList<QStandardItem *> &row : std::as_const(tree->m_rows))
        root->appendRow(row);
    tree->m_rows.clear(); // the model owns them now
    m_qualifying = tree->m_qualifying;
    m_nodes = tree->m_nodes;
}

std::shared_ptr<QualificationModel::Tree>
QualificationModel::buildTree(const Dra::ClaimOutcome &outcome, const Dra::Inventory &inventory)
{
    auto tree = std::make_shared<Tree>();
    for (const Dra::NodeOutcome &node : outcome.nodes) {
        ++tree->m_nodes;
        if (node.qualifies)
            ++tree->m_qualifying;
        QStandardItem *nodeItem = nameItem(node.node, RowKind::Node, node.node);
        nodeItem->setData(node.qualifies, QualifiesRole);

        QString status;
        QColor colour;
        QString details;
        if (node.qualifies) {
            //: A node on which the claim can allocate
            status = tr("✓ qualifies");
            colour = OkColour;
            QStringList chosen;
            for (const Dra::RequestOutcome &request : node.requests) {
                //: %1 a request name, %2 the devices chosen for it
                chosen << tr("%1: %2").arg(request.request, chosenText(request.chosen));
            }
            details = chosen.join(QStringLiteral("; "));
        } else if (node.error) {
            //: A node on which a CEL runtime error made allocation fail
            status = tr("✗ error");
            colour = FailColour;
            details = node.errors.value(0);
        } else {
            //: A node on which the claim cannot allocate
            status = tr("✗ does not qualify");
            colour = FailColour;
            details = node.reasons.value(0);
        }
        if (node.devicesInUse > 0 || node.devicesTainted > 0) {
            //: Prefixed to a node's details: %1 devices other claims hold, %2 devices on the
            //: node, %3 devices tainted
            const QString usage = tr("%1 of %2 devices in use, %3 tainted")
                                      .arg(node.devicesInUse)
                                      .arg(node.devices)
                                      .arg(node.devicesTainted);
            details = usage + (details.isEmpty() ? QString() : QStringLiteral(" — ") + details);
        }
        if (node.likelyFailedQuery) {
            //: Appended to a node's details in the Claims panel
            details = tr("likely cause: a failed capability query") +
                      (details.isEmpty() ? QString() : QString(QStringLiteral(" — ") + details));
        }
        tree->m_rows.append({nodeItem, cell(status, colour), cell(details)});

        for (const Dra::RequestOutcome &request : node.requests) {
            //: %1 is a request name (gpu, decodes)
            QStandardItem *requestItem =
                nameItem(tr("request %1").arg(request.request), RowKind::Request, node.node);
            const bool satisfied = !request.chosen.isEmpty();
            //: %1 devices matched of %2 checked for one request
            const QString counts = tr("%1 of %2 devices matched")
                                       .arg(request.devicesMatched)
                                       .arg(request.devicesChecked);
            QString requestStatus;
            QColor requestColour;
            if (satisfied) {
                //: A request for which devices were chosen
                requestStatus = tr("✓ chosen");
                requestColour = OkColour;
            } else if (request.devicesMatched > 0) {
                //: A request with matching devices that were not allocated, because another
                //: request or a constraint failed on the node
                requestStatus = tr("– matches, not allocated");
                requestColour = WarnColour;
            } else {
                //: A request for which no device of the node matches
                requestStatus = tr("✗ no device matches");
                requestColour = FailColour;
            }
            addRow(nodeItem, requestItem, requestStatus,
                   satisfied ? QString(chosenText(request.chosen) + QStringLiteral(" (") + counts +
                                       QLatin1Char(')'))
                             : counts,
                   requestColour);
            //: Row label: a selector term that was false on a device
            appendLines(requestItem, request.falseTerms, tr("false"), RowKind::FalseTerm, node.node,
                        QColor());
            //: Row label: a CEL runtime error on a device
            appendLines(requestItem, request.errors, tr("error"), RowKind::Error, node.node,
                        FailColour);
        }
        //: Row label: why a node does not qualify
        appendLines(nodeItem, node.reasons, tr("reason"), RowKind::Reason, node.node, QColor());
        appendLines(nodeItem, node.errors, tr("error"), RowKind::Error, node.node, FailColour);

        if (const Dra::Node *inventoryNode = inventory.node(node.node)) {
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
            //: Row label: a GPU whose capability query failed
            appendLines(nodeItem, failed, tr("query failed"), RowKind::FailedQuery, node.node,
                        WarnColour);
        }
    }
    return tree;
}

} // namespace Accel::Ui
