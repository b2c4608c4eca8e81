// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include <QHash>
#include <QObject>
#include <QString>

class QAbstractItemView;
class QHeaderView;

namespace Accel::Ui {

/// The column widths an operator chose, remembered per view (issue 38, "Layouts that fit":
/// "Splitter sizes and column widths are remembered per view").
///
/// A width counts as chosen when the user sets it: by dragging a header handle or by
/// double-clicking one (which fits the column to its contents). It is written to QSettings under
/// the key given, at once, and it holds over the view's own fitting: whenever a chosen column is
/// resized by the program (a view that fits its columns to new data, a column shown again), it
/// goes back to the chosen width. Columns the user never touched keep the view's fitting.
///
/// Left alone: hidden columns, a stretched last section and sections whose resize mode is not
/// Interactive (the user cannot drag those). Widths are kept by logical column; a saved column
/// the model does not have is ignored until it does.
class ColumnWidths final : public QObject
{
    Q_OBJECT

public:
    /// Remembers HEADER's chosen widths under SETTINGSKEY (a QSettings key), and applies those
    /// saved there before. A child of HEADER.
    ColumnWidths(QHeaderView *header, QString settingsKey);

    /// The same for VIEW's horizontal header (a QTreeView's or a QTableView's); nullptr when the
    /// view has none.
    static ColumnWidths *remember(QAbstractItemView *view, const QString &settingsKey);
    /// The one attached to VIEW's horizontal header, if any.
    static ColumnWidths *of(const QAbstractItemView *view);

    QString settingsKey() const { return m_key; }
    /// The chosen widths by logical column.
    const QHash<int, int> &chosen() const { return m_widths; }
    /// Forgets the chosen widths (here and in QSettings); the view's fitting applies again from
    /// its next fit.
    void forget();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void onResized(int logical, int oldSize, int newSize);
    void applyAll();
    bool kept(int logical) const;
    void save();

    QHeaderView *m_header = nullptr;
    QString m_key;
    QHash<int, int> m_widths;
    bool m_userResizing = false; ///< a mouse button is down on the header
    bool m_applying = false;
};

} // namespace Accel::Ui
