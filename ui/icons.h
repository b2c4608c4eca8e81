// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include <QIcon>
#include <QString>

#include <span>

/// The main actions' icons (issue 38, "Looks"): the platform theme's icon of the freedesktop
/// name where it has one, else a small icon bundled under :/accel/icons/actions/ (SVG).
namespace Accel::Ui::Icons {

enum class Action
{
    Reload,
    Open,
    Save, ///< save and export
    Copy,
    Apply,
    Explain,
};

/// Every action, in order.
std::span<const Action> actions();
/// The freedesktop icon name looked up in the platform theme ("view-refresh").
QString themeName(Action action);
/// The bundled fallback's resource path (":/accel/icons/actions/view-refresh.svg").
QString fallbackPath(Action action);
/// QIcon::fromTheme(themeName(ACTION), the bundled fallback).
QIcon icon(Action action);

} // namespace Accel::Ui::Icons
