// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include <QCoreApplication>
#include <QKeySequence>
#include <QList>
#include <QString>

#include <functional>

class QAction;
class QDialog;
class QLineEdit;
class QShortcut;
class QWidget;

namespace Accel::Ui {

/// The window's keyboard shortcuts (issue 38, "Keyboard first"): one table that both binds the
/// keys (each panel asks it for its entry's keys and context) and fills Help > Keyboard
/// Shortcuts, so the dialog cannot list a key that does something else.
class Shortcuts
{
    Q_DECLARE_TR_FUNCTIONS(Accel::Ui::Shortcuts)

public:
    enum class Id
    {
        ShowHardware,
        ShowLaunch,
        ShowClaims,
        ShowOverrides,
        ShowRuns,
        Reload,
        ReloadCluster,
        FocusFilter,
        ClearFilter,
        ExplainPod,
        OpenDetails,
        NextChange,
        PreviousChange,
    };

    struct Entry
    {
        Id id = Id::ShowHardware;
        /// A stable name ("panel.hardware"): the QShortcut's object name, the dialog row's data.
        QString name;
        /// Every key that triggers it; the first is the one menus and tooltips show.
        QList<QKeySequence> keys;
        const char *description = nullptr; ///< source text; description() translates it
        const char *where = nullptr;       ///< where it applies; where() translates it
        Qt::ShortcutContext context = Qt::WindowShortcut;
    };

    /// Every entry, in the order the dialog lists them.
    static QList<Entry> table();
    static Entry entry(Id id);
    static QString description(const Entry &entry);
    static QString where(const Entry &entry);
    /// The keys as the dialog shows them ("Ctrl+1, Alt+1").
    static QString keysText(const Entry &entry,
                            QKeySequence::SequenceFormat format = QKeySequence::NativeText);

    /// Gives ACTION the entry's keys and context.
    static void apply(QAction *action, Id id);
    /// A QShortcut on PARENT with the entry's keys and context, calling SLOT.
    static QShortcut *bind(Id id, QWidget *parent, std::function<void()> slot);
    /// Ctrl+F while SCOPE is shown: focuses the first shown filter (markFilter()) inside it.
    static QShortcut *bindFilterFocus(QWidget *scope);
    /// FILTER is a view's filter box: Ctrl+F finds it, Esc clears it while it has focus and
    /// text (before any other Esc shortcut of the window, such as a Cancel button's).
    static void markFilter(QLineEdit *filter);
    /// Help > Keyboard Shortcuts: every entry of the table (object name "shortcutsDialog").
    static QDialog *createDialog(QWidget *parent);
};

} // namespace Accel::Ui
