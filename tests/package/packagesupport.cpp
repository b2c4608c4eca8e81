// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "packagesupport.h"

#include <QProcess>
#include <QRegularExpression>

namespace Accel::Test {

RunResult runProgram(const QString &program, const QStringList &args,
                     const QProcessEnvironment &changes)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("NORSK_CTL_GPU_MODE"));
    for (const QString &key : changes.keys()) {
        if (changes.value(key).isEmpty())
            env.remove(key);
        else
            env.insert(key, changes.value(key));
    }
    QProcess process;
    process.setProcessEnvironment(env);
    process.start(program, args);
    RunResult result;
    if (!process.waitForFinished(60000)) {
        process.kill();
        process.waitForFinished();
        return result;
    }
    result.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -2;
    result.out = process.readAllStandardOutput();
    result.err = process.readAllStandardError();
    return result;
}

QString shareDir()
{
    const QString value = qEnvironmentVariable("ACCEL_SHARE_DIR");
    return value.isEmpty() ? QStringLiteral(ACCEL_SHARE_DIR_DEFAULT) : value;
}

QStringList helpCommands(const QString &generalHelp)
{
    // The commands are listed by group: "Host commands:", "Launch commands:", ...
    QStringList commands;
    for (const QString &title : generalHelp.split(QLatin1Char('\n'))) {
        if (!title.endsWith(QLatin1String(" commands:")) || title.startsWith(QLatin1Char(' ')))
            continue;
        for (const QString &line : helpSection(generalHelp, title.chopped(1))) {
            // "  get hardware          Show ...": the words end at the first run of two spaces;
            // a wrapped description continues on lines indented further.
            if (line.startsWith(QLatin1String("   ")))
                continue;
            const QString row = line.mid(2);
            commands << row.left(row.indexOf(QStringLiteral("  "))).trimmed();
        }
    }
    return commands;
}

QStringList helpSection(const QString &help, const QString &title)
{
    const QStringList lines = help.split(QLatin1Char('\n'));
    const qsizetype start = lines.indexOf(title + QLatin1Char(':'));
    if (start < 0)
        return {};
    QStringList section;
    for (qsizetype i = start + 1; i < lines.size() && !lines.at(i).isEmpty(); ++i)
        section << lines.at(i);
    return section;
}

QString words(const QString &text)
{
    return text.simplified();
}

} // namespace Accel::Test
