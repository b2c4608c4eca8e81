// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QString>
#include <QStringView>

#include <cstdio>

/// The one terminal-safe printer (issue 32, tests/README.md "Security" "Terminal and window
/// output").
///
/// Anything that came from outside (a cluster, an API server, a kubeconfig, a file the user
/// named, a CEL value, a product template, an index or a bundle) can hold bytes a terminal obeys:
/// ESC and CSI/OSC sequences that move the cursor, rewrite earlier lines or retitle the window,
/// BEL, CR that overwrites the line, NUL, the other C0 and C1 controls, and the Unicode
/// bidirectional controls that reorder what is shown after them. printable() makes each of them
/// visible and inert, and every write to a terminal goes through printText()/printUtf8(), which
/// apply it once more, so nothing raw reaches stdout or stderr even where a caller forgot.
/// tests/base/tst_printbypass finds writes that bypass these functions.
namespace Accel {

/// What printable() does with line breaks and tabs.
enum class TextShape
{
    Invalid = 0,
    /// One line (a table cell, a name, an error or warning line, a completion word): line
    /// breaks and tabs are escaped too, so a value cannot add a line or a column.
    Line,
    /// Several lines of our own making (a whole table, a diff, a log): `\n` and `\t` stay.
    Block,
};

/// TEXT with every character a terminal could obey written as a visible escape:
///  - `\n`, `\r`, `\t` (Line shape; Block keeps `\n` and `\t`), `\e` for ESC,
///  - the other C0 controls, DEL and the C1 controls (U+0080-U+009F) as `\xNN`,
///  - the Unicode Bidi_Control characters (U+061C, U+200E/F, U+202A-U+202E, U+2066-U+2069),
///    the line and paragraph separators U+2028/9 and unpaired surrogates as `\u{XXXX}`.
/// Everything else, backslashes included, is left as it is: text with nothing to escape comes
/// back unchanged (the same QString, no copy), and printable() of its own result changes nothing,
/// so a message that escaped a name when it was made can be printed through printable() again.
/// A backslash in TEXT is therefore not doubled: fromPrintable() inverts printable() exactly
/// for text without backslashes. Reentrant.
QString printable(const QString &text, TextShape shape = TextShape::Line);

/// Whether printable(TEXT, SHAPE) would leave TEXT as it is.
bool isPrintable(QStringView text, TextShape shape = TextShape::Line);

/// printable() of UTF-8 bytes, as UTF-8: returns UTF8 unchanged when it is valid UTF-8 with
/// nothing to escape (the common case, checked without decoding ASCII), else decodes (an
/// invalid sequence becomes U+FFFD), escapes and encodes again.
QByteArray printableUtf8(QByteArrayView utf8, TextShape shape = TextShape::Block);

/// The text printable() was given, for text without backslashes: each escape printable() writes
/// read back (`\e`, `\n`, `\r`, `\t`, `\xNN`, `\u{XXXX}`); any other backslash is kept.
QString fromPrintable(QStringView text);

/// Writes printable(TEXT, Block) to STREAM (stdout or stderr) as UTF-8, and flushes: the one way
/// text reaches a terminal. A value that must stay on one line is passed through printable()
/// (Line) by the caller first.
void printText(std::FILE *stream, const QString &text);

/// Writes printableUtf8(UTF8, Block) to STREAM, and flushes: for the JSON and YAML writers'
/// output, which escapes control characters itself, so this only checks.
void printUtf8(std::FILE *stream, QByteArrayView utf8);

/// Writes one of our own terminal control sequences (a progress line's "\r\033[K") to STREAM,
/// and flushes. SEQUENCE is a literal in this program, never text from outside.
template<std::size_t N>
void printControl(std::FILE *stream, const char (&sequence)[N])
{
    std::fwrite(sequence, 1, N - 1, stream);
    std::fflush(stream);
}

/// Routes Qt's messages (qWarning, the logging categories) to stderr through printable(): the
/// message itself as one line (Line shape), formatted as QT_MESSAGE_PATTERN says. Each program's
/// main() installs it before anything can log.
void installPrintableMessageHandler();

} // namespace Accel
