// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "columnwidths.h"

#include <QEvent>
#include <QHeaderView>
#include <QSettings>
#include <QStringList>
#include <QTableView>
#include <QTimer>
#include <QTreeView>

#include <utility>

namespace Accel::Ui {

namespace {

/// QSettings holds them as "COLUMN=WIDTH" strings: readable in the settings file, and a value
/// that is not one (an older or hand-edited file) is skipped.
QHash<int, int> readWidths(const QString &key)
{
    QHash<int, int> widths;
    const QStringList entries = QSettings().value(key).toStringList();
    for (const QString &entry : entries) {
        const qsizetype equals = entry.indexOf(QLatin1Char('='));
        bool columnOk = false;
        bool widthOk = false;
        const int column = entry.left(equals).toInt(&columnOk);
        const int width = entry.mid(equals + 1).toInt(&widthOk);
        // A width no screen has is a damaged entry, not a choice.
        if (equals > 0 && columnOk && widthOk && column >= 0 && width > 0 && width <= 10000)
            widths.insert(column, width);
    }
    return widths;
}

QHeaderView *horizontalHeader(const QAbstractItemView *view)
{
    if (const auto *tree = qobject_cast<const QTreeView *>(view))
        return tree->header();
    if (const auto *table = qobject_cast<const QTableView *>(view))
        return table->horizontalHeader();
    return nullptr;
}

} // namespace

ColumnWidths::ColumnWidths(QHeaderView *header, QString settingsKey)
    : QObject(header)
    , m_header(header)
    , m_key(std::move(settingsKey))
    , m_widths(readWidths(m_key))
{
    setObjectName(QStringLiteral("columnWidths"));
    m_header->viewport()->installEventFilter(this);
    connect(m_header, &QHeaderView::sectionResized, this, &ColumnWidths::onResized);
    // A model set later, or one whose columns change, gets the chosen widths once it has them.
    connect(m_header, &QHeaderView::sectionCountChanged, this, &ColumnWidths::applyAll);
    applyAll();
}

ColumnWidths *ColumnWidths::remember(QAbstractItemView *view, const QString &settingsKey)
{
    QHeaderView *header = horizontalHeader(view);
    if (!header)
        return nullptr;
    if (ColumnWidths *existing = of(view))
        return existing;
    return new ColumnWidths(header, settingsKey);
}

ColumnWidths *ColumnWidths::of(const QAbstractItemView *view)
{
    const QHeaderView *header = horizontalHeader(view);
    return header ? header->findChild<ColumnWidths *>(QString(), Qt::FindDirectChildrenOnly)
                  : nullptr;
}

void ColumnWidths::forget()
{
    m_widths.clear();
    QSettings().remove(m_key);
}

bool ColumnWidths::eventFilter(QObject *watched, QEvent *event)
{
    switch (event->type()) {
    case QEvent::MouseButtonPress:
        // The header resizes on the moves that follow a press on a handle: the user's choice.
        m_userResizing = true;
        break;
    case QEvent::MouseButtonDblClick:
        // A double-click on a handle fits the column to its contents as the header handles the
        // event, right after this filter: the user's choice too, whether a release follows or not.
        m_userResizing = true;
        QTimer::singleShot(0, this, [this] { m_userResizing = false; });
        break;
    case QEvent::MouseButtonRelease:
        m_userResizing = false;
        break;
    default:
        break;
    }
    return QObject::eventFilter(watched, event);
}

bool ColumnWidths::kept(int logical) const
{
    if (logical < 0 || logical >= m_header->count() || m_header->isSectionHidden(logical))
        return false;
    if (m_header->sectionResizeMode(logical) != QHeaderView::Interactive)
        return false;
    if (m_header->stretchLastSection()) {
        // The last visible section follows the view's width, not a choice.
        for (int visual = m_header->count() - 1; visual >= 0; --visual) {
            const int last = m_header->logicalIndex(visual);
            if (!m_header->isSectionHidden(last))
                return last != logical;
        }
    }
    return true;
}

void ColumnWidths::onResized(int logical, int oldSize, int newSize)
{
    Q_UNUSED(oldSize);
    if (m_applying || newSize <= 0 || !kept(logical))
        return;
    if (m_userResizing) {
        m_widths.insert(logical, newSize);
        save(); // QSettings keeps it in memory and writes the file once, later
        return;
    }
    const auto chosen = m_widths.constFind(logical);
    if (chosen == m_widths.cend() || *chosen == newSize)
        return;
    // The program fitted a column the user sized: the user's width stands.
    m_applying = true;
    m_header->resizeSection(logical, *chosen);
    m_applying = false;
}

void ColumnWidths::applyAll()
{
    m_applying = true;
    for (auto it = m_widths.cbegin(); it != m_widths.cend(); ++it) {
        if (kept(it.key()) && m_header->sectionSize(it.key()) != it.value())
            m_header->resizeSection(it.key(), it.value());
    }
    m_applying = false;
}

void ColumnWidths::save()
{
    QStringList entries;
    for (auto it = m_widths.cbegin(); it != m_widths.cend(); ++it)
        entries << QStringLiteral("%1=%2").arg(it.key()).arg(it.value());
    entries.sort(); // a stable file, whatever the hash's order
    QSettings().setValue(m_key, entries);
}

} // namespace Accel::Ui
