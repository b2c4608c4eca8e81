// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "dra/allocation.h"

#include <QAbstractItemModel>
#include <QColor>
#include <QFont>
#include <QHash>
#include <QList>
#include <QStringList>

#include <memory>
#include <vector>

namespace Accel::Dra {
class Inventory;
} // namespace Accel::Dra

namespace Accel::Ui {

/// The Claims panel's allocation preview as a tree (issue 7, sections 3 and 4): one row per node
/// of the inventory saying whether it qualifies, and under it each request with the devices
/// chosen or why none was (the selector terms that were false, CEL runtime errors), the node's
/// reasons and errors, and the GPUs whose capability query failed (spec "When a GPU states false
/// for a capability it has": no vaDriver means unknown, never "supports nothing").
///
/// A model over the outcome itself: a node's row and its children are made when a view first
/// asks for them, never for rows nobody sees (issue 37: at 65,000 nodes the tree of items made
/// for every node's requests and reasons was the window's largest allocation after the
/// allocator). buildTree() does what needs the inventory on the worker that matched; setTree()
/// adopts it on the UI thread. The view never edits it.
class QualificationModel : public QAbstractItemModel
{
    Q_OBJECT

public:
    enum Column
    {
        NameColumn,    ///< node; request; "reason" …
        StatusColumn,  ///< ✓ / ✗ with a word
        DetailsColumn, ///< chosen devices, counts, the reason's text
        ColumnCount
    };
    enum Role
    {
        RowKindRole = Qt::UserRole + 1, ///< RowKind as int (NameColumn)
        QualifiesRole,                  ///< bool, node rows
        NodeNameRole,                   ///< node rows and their children
    };
    enum class RowKind
    {
        Invalid = 0,
        Node,
        Request,
        FalseTerm,
        Reason,
        Error,
        FailedQuery,
        More, ///< "… and N more" when a list is cut
    };

    /// Lines shown per list (false terms of one request, errors …) before "and N more".
    static constexpr int MaxListedLines = 12;

    /// What buildTree() made of an outcome, not yet in a model.
    class Tree
    {
    private:
        friend class QualificationModel;
        QList<Dra::NodeOutcome> m_nodes;
        QHash<int, QStringList> m_failedQueries; ///< node -> its GPUs whose query failed
        int m_qualifying = 0;
    };

    explicit QualificationModel(QObject *parent = nullptr);
    ~QualificationModel() override;

    /// The tree of `outcome`'s nodes; `inventory` supplies the failed-query GPUs. Reentrant:
    /// any thread.
    static std::shared_ptr<Tree> buildTree(const Dra::ClaimOutcome &outcome,
                                           const Dra::Inventory &inventory);
    /// Shows `tree` in place of what was shown (UI thread).
    void setTree(std::shared_ptr<Tree> tree);
    /// buildTree() and setTree() in one go.
    void setOutcome(const Dra::ClaimOutcome &outcome, const Dra::Inventory &inventory);
    void clearOutcome();

    int qualifyingNodes() const;
    int nodeCount() const;
    /// The top-level row of `node`, -1 when absent.
    int nodeRow(const QString &node) const;
    /// How many nodes' rows under them have been made so far (a view asked for them).
    int nodesMade() const;

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    bool hasChildren(const QModelIndex &parent = {}) const override;

private:
    /// One row: a node, a request under it, or a line under either.
    struct Row
    {
        QString name;
        RowKind kind = RowKind::Invalid;
        QString status;
        QString details;
        QColor colour; ///< of the status
        QList<Row> lines{};
    };
    /// A node's row, made when first shown, and the rows under it, when first asked for.
    struct NodeRows
    {
        Row self;
        bool childrenMade = false;
        QList<Row> children{};
    };
    NodeRows &nodeRows(int node) const;
    const QList<Row> &nodeChildren(int node) const;
    const Row *rowOf(const QModelIndex &index) const;

    std::shared_ptr<const Tree> m_tree;
    mutable std::vector<std::unique_ptr<NodeRows>> m_rows;
    QFont m_boldFont;
};

} // namespace Accel::Ui
