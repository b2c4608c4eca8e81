// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include <QFont>
#include <QList>
#include <QStandardItemModel>

#include <memory>

namespace Accel::Dra {
class Inventory;
struct ClaimOutcome;
} // namespace Accel::Dra

namespace Accel::Ui {

/// The Claims panel's allocation preview as a tree (issue 7, sections 3 and 4): one row per node
/// of the inventory saying whether it qualifies, and under it each request with the devices
/// chosen or why none was (the selector terms that were false, CEL runtime errors), the node's
/// reasons and errors, and the GPUs whose capability query failed (spec "When a GPU states false
/// for a capability it has": no vaDriver means unknown, never "supports nothing").
///
/// A QStandardItemModel filled once per result; the view never edits it. For a large fleet the
/// items are many (thousands of nodes, each with its requests and reasons), so buildTree() makes
/// them on the worker thread that matched (QStandardItem is not a QObject) and setTree() adopts
/// them on the UI thread.
class QualificationModel : public QStandardItemModel
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

    /// Rows built by buildTree(), not yet in a model; deletes them unless setTree() took them.
    class Tree
    {
    public:
        Tree() = default;
        Tree(const Tree &) = delete;
        Tree &operator=(const Tree &) = delete;
        ~Tree();

    private:
        friend class QualificationModel;
        QList<QList<QStandardItem *>> m_rows;
        int m_qualifying = 0;
        int m_nodes = 0;
    };

    explicit QualificationModel(QObject *parent = nullptr);

    /// The rows for `outcome`'s nodes; `inventory` supplies the failed-query GPUs. Reentrant:
    /// any thread (no fonts or brushes are made).
    static std::shared_ptr<Tree> buildTree(const Dra::ClaimOutcome &outcome,
                                           const Dra::Inventory &inventory);
    /// Replaces the rows with `tree`'s, which the model then owns (UI thread).
    void setTree(std::shared_ptr<Tree> tree);
    /// buildTree() and setTree() in one go.
    void setOutcome(const Dra::ClaimOutcome &outcome, const Dra::Inventory &inventory);
    void clearOutcome();

    int qualifyingNodes() const { return m_qualifying; }
    int nodeCount() const { return m_nodes; }
    /// The top-level row of `node`, -1 when absent.
    int nodeRow(const QString &node) const;

    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

private:
    void setHeaders();

    QFont m_boldFont;
    int m_qualifying = 0;
    int m_nodes = 0;
};

} // namespace Accel::Ui
