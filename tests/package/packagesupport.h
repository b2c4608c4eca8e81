// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include <QByteArray>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

/// What the package tests share: running a program, and reading accelctl's --help the way a
/// user reads it (independently of installer/docgen, which the tests check).
namespace Accel::Test {

struct RunResult
{
    int exitCode = -1; ///< -1: did not start or timed out; -2: crashed
    QByteArray out;
    QByteArray err;
};

/// Runs PROGRAM with ARGS, the environment with CHANGES applied (a key with an empty value is
/// removed), for at most 60 s.
RunResult runProgram(const QString &program, const QStringList &args,
                     const QProcessEnvironment &changes = {});

/// The generated files' root in the build tree: share/man/man1, share/bash-completion, ...
QString shareDir();

/// The commands `accelctl --help` lists, as their words ("get hardware").
QStringList helpCommands(const QString &generalHelp);

/// The lines of section TITLE ("Environment") of a help text: from "TITLE:" to the next empty
/// line.
QStringList helpSection(const QString &help, const QString &title);

/// TEXT as one line of words separated by single spaces.
QString words(const QString &text);

} // namespace Accel::Test
