// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "programdoc.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>

namespace Accel::DocGen {

namespace {

constexpr int RunTimeoutMs = 60000;

std::optional<QByteArray> runProgram(const QString &path, const QStringList &args, QString *error)
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    process.setProcessEnvironment(env);
    process.start(path, args);
    const QString line = path + QLatin1Char(' ') + args.join(QLatin1Char(' '));
    if (!process.waitForFinished(RunTimeoutMs)) {
        *error = line + QStringLiteral(": ") + process.errorString();
        process.kill();
        process.waitForFinished();
        return std::nullopt;
    }
    if (process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0) {
        *error = line + QStringLiteral(": exit code %1: ").arg(process.exitCode()) +
                 QString::fromUtf8(process.readAllStandardError());
        return std::nullopt;
    }
    return process.readAllStandardOutput();
}

std::optional<HelpText> readHelp(const QString &path, const QStringList &args, QString *error)
{
    const std::optional<QByteArray> out = runProgram(path, args, error);
    if (!out)
        return std::nullopt;
    QString why;
    std::optional<HelpText> help = parseHelpText(QString::fromUtf8(*out), &why);
    if (!help)
        *error = path + QLatin1Char(' ') + args.join(QLatin1Char(' ')) + QStringLiteral(": ") + why;
    return help;
}

} // namespace

QString firstSentence(const QString &text)
{
    const QString flat = text.simplified();
    const qsizetype stop = flat.indexOf(QStringLiteral(". "));
    QString sentence = stop < 0 ? flat : flat.left(stop + 1);
    if (sentence.endsWith(QLatin1Char('.')))
        sentence.chop(1);
    return sentence;
}

std::optional<ProgramDoc> readProgram(const QString &path, bool commandTable, QString *error)
{
    ProgramDoc doc;
    doc.program = QFileInfo(path).fileName();
    if (!commandTable) {
        std::optional<HelpText> help = readHelp(path, {QStringLiteral("--help")}, error);
        if (!help)
            return std::nullopt;
        const std::optional<QByteArray> version =
            runProgram(path, {QStringLiteral("--version")}, error);
        if (!version)
            return std::nullopt;
        // "accel-console 0.1.0"
        doc.version = QString::fromUtf8(*version).trimmed().section(QLatin1Char(' '), -1);
        doc.usage = help->usage.section(QLatin1Char(' '), 1);
        doc.description = help->description;
        doc.help = *help;
        return doc;
    }

    const std::optional<QByteArray> table = runProgram(path, {QStringLiteral("__commands")}, error);
    if (!table)
        return std::nullopt;
    QJsonParseError parseError;
    const QJsonObject root = QJsonDocument::fromJson(*table, &parseError).object();
    if (parseError.error != QJsonParseError::NoError || root.isEmpty()) {
        *error =
            path + QStringLiteral(" __commands: not a JSON object: ") + parseError.errorString();
        return std::nullopt;
    }
    doc.version = root.value(QLatin1String("version")).toString();
    doc.usage = root.value(QLatin1String("usage")).toString().section(QLatin1Char(' '), 1);
    doc.description = root.value(QLatin1String("description")).toString();
    for (const QJsonValue &s : root.value(QLatin1String("sections")).toArray()) {
        DocSection section{s[QLatin1String("title")].toString(), {}};
        for (const QJsonValue &e : s[QLatin1String("entries")].toArray())
            section.entries.append(
                {e[QLatin1String("term")].toString(), e[QLatin1String("text")].toString()});
        doc.sections.append(section);
    }
    for (const QJsonValue &c : root.value(QLatin1String("commands")).toArray()) {
        CommandDoc command;
        for (const QJsonValue &w : c[QLatin1String("words")].toArray())
            command.words << w.toString();
        command.synopsis = c[QLatin1String("synopsis")].toString();
        command.description = c[QLatin1String("description")].toString();
        for (const QJsonValue &a : c[QLatin1String("aliases")].toArray())
            command.aliases << a.toString();
        for (const QJsonValue &e : c[QLatin1String("examples")].toArray())
            command.examples.append(
                {e[QLatin1String("line")].toString(), e[QLatin1String("comment")].toString()});
        for (const QJsonValue &e : c[QLatin1String("exitCodes")].toArray())
            command.exitCodes.append(
                {e[QLatin1String("term")].toString(), e[QLatin1String("text")].toString()});
        std::optional<HelpText> help =
            readHelp(path, command.words + QStringList{QStringLiteral("--help")}, error);
        if (!help)
            return std::nullopt;
        command.help = *help;
        doc.commands.append(command);
    }
    if (doc.commands.isEmpty()) {
        *error = path + QStringLiteral(" __commands: no commands");
        return std::nullopt;
    }
    return doc;
}

} // namespace Accel::DocGen
