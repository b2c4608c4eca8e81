// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "icons.h"

namespace Accel::Ui::Icons {

namespace {

constexpr Action kActions[] = {Action::Reload, Action::Open,  Action::Save,
                               Action::Copy,   Action::Apply, Action::Explain};

} // namespace

std::span<const Action> actions()
{
    return kActions;
}

QString themeName(Action action)
{
    // The freedesktop Icon Naming Specification's names; dialog-ok-apply and help-contextual are
    // the names Breeze and Adwaita-based themes add for Apply and What's This.
    switch (action) {
    case Action::Reload:
        return QStringLiteral("view-refresh");
    case Action::Open:
        return QStringLiteral("document-open");
    case Action::Save:
        return QStringLiteral("document-save");
    case Action::Copy:
        return QStringLiteral("edit-copy");
    case Action::Apply:
        return QStringLiteral("dialog-ok-apply");
    case Action::Explain:
        return QStringLiteral("help-contextual");
    }
    return QString();
}

QString fallbackPath(Action action)
{
    return QStringLiteral(":/accel/icons/actions/%1.svg").arg(themeName(action));
}

QIcon icon(Action action)
{
    return QIcon::fromTheme(themeName(action), QIcon(fallbackPath(action)));
}

} // namespace Accel::Ui::Icons
