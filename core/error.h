// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "errorcode.h"

#include <QMetaType>
#include <QString>

namespace Accel {

/// What went wrong, in words an operator can act on.
///
/// `code` is a stable identifier that scripts and tests match on (for example
/// `HARDWARE_PINNED`, `YAML_PARSE`, `GPU_MODE_INVALID`); it never changes with the language.
/// `message` says what happened and names the file, field or URL involved; `hint` says what
/// fixes it, and may be empty when there is nothing useful to add.
struct Error
{
    QString code;
    QString message;
    QString hint;

    /// An error of `code` saying `message`; its hint is `hint`, or the code's own when that is
    /// empty, so that every error says what to do.
    static Error of(const ErrorCode &code, QString message, QString hint = {});

    /// "CODE: message" and, where there is a hint, the hint on its own sentence.
    QString toString() const;
};

} // namespace Accel

Q_DECLARE_METATYPE(Accel::Error)
