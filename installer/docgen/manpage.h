// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "programdoc.h"

#include <QString>
#include <QStringList>

/// A section-1 man page in man(7) roff, written from a ProgramDoc.
namespace Accel::DocGen {

struct ManOptions
{
    QString date;        ///< the .TH date, YYYY-MM-DD
    QString include;     ///< roff with ".SH NAME" sections: added to the generated section of the
                         ///< same name, or placed after OPTIONS (as help2man's --include)
    QStringList seeAlso; ///< "accel-console(1)"
};

/// NAME, SYNOPSIS, DESCRIPTION and OPTIONS from the help; COMMANDS from the command table, each
/// with its options; the sections `--help` prints after the options (Environment, Files, Exit
/// codes) as ENVIRONMENT, FILES and EXIT STATUS; SEE ALSO last.
QString manPage(const ProgramDoc &doc, const ManOptions &options);

/// TEXT as roff running text: backslashes and minus signs escaped, no line starting with a
/// control character.
QString roffEscape(const QString &text);

} // namespace Accel::DocGen
