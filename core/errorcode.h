// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include <QCoreApplication>
#include <QLatin1String>
#include <QString>

namespace Accel {

/// A stable error code and the hint an error of that code carries when the place that raises it
/// has nothing more specific to say.
///
/// Codes are the command line's contract (scripts and tests match on them), so each is declared
/// once, in its module's `<module>codes.h` (core/basecodes.h for the ones every module shares),
/// and compared as a constant, never spelt again as a literal (tst_errorcodes checks both). The
/// hint is marked for translation in the module's context (QT_TRANSLATE_NOOP) and translated when
/// an Error is made, so every error says what to do (README: "Errors are `CODE: message` plus a
/// `hint:` line saying what fixes it").
class ErrorCode
{
public:
    constexpr ErrorCode(const char *name, const char *context, const char *hint)
        : m_name(name)
        , m_context(context)
        , m_hint(hint)
    {}

    /// "YAML_PARSE": upper case, never translated.
    QString name() const { return QLatin1String(m_name); }
    /// The default hint in the user's language.
    QString hint() const { return QCoreApplication::translate(m_context, m_hint); }
    const char *rawName() const { return m_name; }
    const char *rawHint() const { return m_hint; }
    const char *context() const { return m_context; }

    friend bool operator==(const QString &code, const ErrorCode &c)
    {
        return code == QLatin1String(c.m_name);
    }
    friend bool operator==(const ErrorCode &a, const ErrorCode &b)
    {
        return QLatin1String(a.m_name) == QLatin1String(b.m_name);
    }

private:
    const char *m_name;
    const char *m_context;
    const char *m_hint;
};

} // namespace Accel
