// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "shortcuts.h"

#include <QAction>
#include <QDialog>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QShortcut>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace Accel::Ui {

namespace {

/// Marks a filter box (markFilter()) for bindFilterFocus().
constexpr char ShortcutFilterProperty[] = "accelFilter";

/// FIRST, then the platform's keys for STANDARD that are not already there.
QList<QKeySequence> shortcutKeysWith(QList<QKeySequence> first, QKeySequence::StandardKey standard)
{
    for (const QKeySequence &key : QKeySequence::keyBindings(standard)) {
        if (!key.isEmpty() && !first.contains(key))
            first << key;
    }
    return first;
}

bool shortcutMatches(const QKeyEvent *event, Shortcuts::Id id)
{
    const QKeySequence pressed(event->keyCombination());
    return Shortcuts::entry(id).keys.contains(pressed);
}

/// Esc in a filter box clears it: claimed as a shortcut override, so that no Cancel button's Esc
/// (shown while a panel works) takes it first.
class FilterBoxKeys : public QObject
{
public:
    explicit FilterBoxKeys(QLineEdit *filter)
        : QObject(filter)
        , m_filter(filter)
    {}

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (watched == m_filter &&
            (event->type() == QEvent::ShortcutOverride || event->type() == QEvent::KeyPress) &&
            !m_filter->text().isEmpty() &&
            shortcutMatches(static_cast<QKeyEvent *>(event), Shortcuts::Id::ClearFilter)) {
            if (event->type() == QEvent::KeyPress)
                m_filter->clear();
            event->accept();
            return true;
        }
        return QObject::eventFilter(watched, event);
    }

private:
    QLineEdit *m_filter;
};

} // namespace

QList<Shortcuts::Entry> Shortcuts::table()
{
    // Where the keys come from: Alt+1..5 were the tabs' keys before Ctrl+1..5 (kept); F5 is
    // what the console always said, the platform's Refresh keys follow; Ctrl+Shift+R because
    // Ctrl+R is Refresh on GNOME and macOS; F7 and Shift+F7 as Qt Creator's diff.
    return {
        {Id::ShowHardware,
         QStringLiteral("panel.hardware"),
         {QKeySequence(Qt::CTRL | Qt::Key_1), QKeySequence(Qt::ALT | Qt::Key_1)},
         QT_TRANSLATE_NOOP("Accel::Ui::Shortcuts", "Show the Hardware tab"),
         QT_TRANSLATE_NOOP("Accel::Ui::Shortcuts", "Everywhere"),
         Qt::WindowShortcut},
        {Id::ShowLaunch,
         QStringLiteral("panel.launch"),
         {QKeySequence(Qt::CTRL | Qt::Key_2), QKeySequence(Qt::ALT | Qt::Key_2)},
         QT_TRANSLATE_NOOP("Accel::Ui::Shortcuts", "Show the Launch tab"),
         QT_TRANSLATE_NOOP("Accel::Ui::Shortcuts", "Everywhere"),
         Qt::WindowShortcut},
        {Id::ShowClaims,
         QStringLiteral("panel.claims"),
         {QKeySequence(Qt::CTRL | Qt::Key_3), QKeySequence(Qt::ALT | Qt::Key_3)},
         QT_TRANSLATE_NOOP("Accel::Ui::Shortcuts", "Show the Claims tab"),
         QT_TRANSLATE_NOOP("Accel::Ui::Shortcuts", "Everywhere"),
         Qt::WindowShortcut},
        {Id::ShowOverrides,
         QStringLiteral("panel.overrides"),
         {QKeySequence(Qt::CTRL | Qt::Key_4), QKeySequence(Qt::ALT | Qt::Key_4)},
         QT_TRANSLATE_NOOP("Accel::Ui::Shortcuts", "Show the Overrides tab"),
         QT_TRANSLATE_NOOP("Accel::Ui::Shortcuts", "Everywhere"),
         Qt::WindowShortcut},
        {Id::ShowRuns,
         QStringLiteral("panel.runs"),
         {QKeySequence(Qt::CTRL | Qt::Key_5), QKeySequence(Qt::ALT | Qt::Key_5)},
         QT_TRANSLATE_NOOP("Accel::Ui::Shortcuts", "Show the Runs tab"),
         QT_TRANSLATE_NOOP("Accel::Ui::Shortcuts", "Everywhere"),
         Qt::WindowShortcut},
        {Id::Reload, QStringLiteral("view.reload"),
         shortcutKeysWith({QKeySequence(Qt::Key_F5)}, QKeySequence::Refresh),
         QT_TRANSLATE_NOOP("Accel::Ui::Shortcuts",
                           "Probe this host again (on the Launch tab: read the launches again)"),
         QT_TRANSLATE_NOOP("Accel::Ui::Shortcuts", "Everywhere"), Qt::WindowShortcut},
        {Id::ReloadCluster,
         QStringLiteral("cluster.reload"),
         {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R)},
         QT_TRANSLATE_NOOP("Accel::Ui::Shortcuts", "Read the cluster again"),
         QT_TRANSLATE_NOOP("Accel::Ui::Shortcuts", "Hardware tab"),
         Qt::WindowShortcut},
        {Id::FocusFilter, QStringLiteral("filter.focus"),
         shortcutKeysWith({QKeySequence(Qt::CTRL | Qt::Key_F)}, QKeySequence::Find),
         QT_TRANSLATE_NOOP("Accel::Ui::Shortcuts", "Go to the current view's filter"),
         QT_TRANSLATE_NOOP("Accel::Ui::Shortcuts", "Inventory, Claims in the cluster, Pod claims"),
         Qt::WindowShortcut},
        {Id::ClearFilter,
         QStringLiteral("filter.clear"),
         {QKeySequence(Qt::Key_Escape)},
         QT_TRANSLATE_NOOP("Accel::Ui::Shortcuts", "Clear the filter"),
         QT_TRANSLATE_NOOP("Accel::Ui::Shortcuts", "A filter box with text, when it has focus"),
         Qt::WidgetShortcut},
        {Id::ExplainPod,
         QStringLiteral("pod.explain"),
         {QKeySequence(Qt::CTRL | Qt::Key_E)},
         QT_TRANSLATE_NOOP("Accel::Ui::Shortcuts", "Explain why the chosen pod waits"),
         QT_TRANSLATE_NOOP("Accel::Ui::Shortcuts", "Claims in the cluster"),
         Qt::WidgetWithChildrenShortcut},
        {Id::OpenDetails,
         QStringLiteral("details.open"),
         {QKeySequence(Qt::Key_Return), QKeySequence(Qt::Key_Enter)},
         QT_TRANSLATE_NOOP("Accel::Ui::Shortcuts", "Open the details of the chosen row"),
         QT_TRANSLATE_NOOP("Accel::Ui::Shortcuts",
                           "Inventory, pods in Claims in the cluster, overrides"),
         Qt::WidgetShortcut},
        {Id::NextChange,
         QStringLiteral("diff.next"),
         {QKeySequence(Qt::Key_F7)},
         QT_TRANSLATE_NOOP("Accel::Ui::Shortcuts", "Go to the next change in the diff"),
         QT_TRANSLATE_NOOP("Accel::Ui::Shortcuts", "Overrides"),
         Qt::WindowShortcut},
        {Id::PreviousChange,
         QStringLiteral("diff.previous"),
         {QKeySequence(Qt::SHIFT | Qt::Key_F7)},
         QT_TRANSLATE_NOOP("Accel::Ui::Shortcuts", "Go to the previous change in the diff"),
         QT_TRANSLATE_NOOP("Accel::Ui::Shortcuts", "Overrides"),
         Qt::WindowShortcut},
    };
}

Shortcuts::Entry Shortcuts::entry(Id id)
{
    // Made once (every key press in a filter box asks); the texts are translated when shown.
    static const QList<Entry> all = table();
    for (const Entry &e : all) {
        if (e.id == id)
            return e;
    }
    Q_UNREACHABLE();
    return {};
}

QString Shortcuts::description(const Entry &entry)
{
    return QCoreApplication::translate("Accel::Ui::Shortcuts", entry.description);
}

QString Shortcuts::where(const Entry &entry)
{
    return QCoreApplication::translate("Accel::Ui::Shortcuts", entry.where);
}

QString Shortcuts::keysText(const Entry &entry, QKeySequence::SequenceFormat format)
{
    QStringList keys;
    for (const QKeySequence &key : entry.keys)
        keys << key.toString(format);
    return keys.join(QStringLiteral(", "));
}

void Shortcuts::apply(QAction *action, Id id)
{
    const Entry e = entry(id);
    action->setShortcuts(e.keys);
    action->setShortcutContext(e.context);
    if (action->objectName().isEmpty())
        action->setObjectName(e.name);
}

QShortcut *Shortcuts::bind(Id id, QWidget *parent, std::function<void()> slot)
{
    const Entry e = entry(id);
    auto *shortcut = new QShortcut(parent);
    shortcut->setObjectName(e.name);
    shortcut->setKeys(e.keys);
    shortcut->setContext(e.context);
    QObject::connect(shortcut, &QShortcut::activated, parent, std::move(slot));
    return shortcut;
}

QShortcut *Shortcuts::bindFilterFocus(QWidget *scope)
{
    return bind(Id::FocusFilter, scope, [scope] {
        const QList<QLineEdit *> edits = scope->findChildren<QLineEdit *>();
        for (QLineEdit *edit : edits) {
            if (edit->property(ShortcutFilterProperty).toBool() && edit->isVisible() &&
                edit->isEnabled()) {
                edit->setFocus(Qt::ShortcutFocusReason);
                edit->selectAll();
                return;
            }
        }
    });
}

void Shortcuts::markFilter(QLineEdit *filter)
{
    filter->setProperty(ShortcutFilterProperty, true);
    filter->installEventFilter(new FilterBoxKeys(filter));
}

QDialog *Shortcuts::createDialog(QWidget *parent)
{
    auto *dialog = new QDialog(parent);
    dialog->setObjectName(QStringLiteral("shortcutsDialog"));
    //: Title of Help > Keyboard Shortcuts
    dialog->setWindowTitle(tr("Keyboard Shortcuts"));
    auto *list = new QTreeWidget(dialog);
    list->setObjectName(QStringLiteral("shortcutsList"));
    list->setRootIsDecorated(false);
    list->setAlternatingRowColors(true);
    list->setUniformRowHeights(true);
    //: Columns of the keyboard shortcuts list: the keys, what they do, where they work
    list->setHeaderLabels({tr("Keys"), tr("Action"), tr("Where")});
    for (const Entry &e : table()) {
        auto *item = new QTreeWidgetItem(list, {keysText(e), description(e), where(e)});
        item->setData(0, Qt::UserRole, e.name);
    }
    for (int c = 0; c < list->columnCount(); ++c)
        list->resizeColumnToContents(c);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, dialog);
    QObject::connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::reject);
    auto *layout = new QVBoxLayout(dialog);
    layout->addWidget(list, 1);
    layout->addWidget(buttons);
    dialog->resize(760, 420);
    return dialog;
}

} // namespace Accel::Ui
