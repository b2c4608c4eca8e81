// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
//
// accel-docgen: writes the man pages and the shell completion from what the programs print
// about themselves (installer/packaging.cmake runs it at build time; it is not installed).
//   accel-docgen man PROGRAM OUT [--commands] [--date D] [--include FILE] [--see-also REF]...
//   accel-docgen bash|zsh PROGRAM OUT
#include "completion.h"
#include "manpage.h"
#include "programdoc.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>
#include <QSaveFile>

#include <cstdio>

namespace {

int fail(const QString &message)
{
    std::fprintf(stderr, "accel-docgen: %s\n", qPrintable(message));
    return 1;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Write a man page (man) or a completion script (bash, zsh) for PROGRAM "
                       "from its --help, and from its command table with --commands."));
    parser.addHelpOption();
    const QCommandLineOption commands(
        QStringLiteral("commands"),
        QStringLiteral("PROGRAM has a command table (PROGRAM __commands); completion needs one."));
    const QCommandLineOption date(QStringLiteral("date"),
                                  QStringLiteral("The man page's date (YYYY-MM-DD)."),
                                  QStringLiteral("DATE"));
    const QCommandLineOption include(
        QStringLiteral("include"),
        QStringLiteral("roff sections to add to the man page (.SH NAME, then the text)."),
        QStringLiteral("FILE"));
    const QCommandLineOption seeAlso(QStringLiteral("see-also"),
                                     QStringLiteral("A SEE ALSO reference, e.g. kubectl(1)."),
                                     QStringLiteral("REF"));
    parser.addOptions({commands, date, include, seeAlso});
    parser.addPositionalArgument(QStringLiteral("WHAT"), QStringLiteral("man, bash or zsh."));
    parser.addPositionalArgument(QStringLiteral("PROGRAM"), QStringLiteral("The program to run."));
    parser.addPositionalArgument(QStringLiteral("OUT"), QStringLiteral("The file to write."));
    parser.process(app);

    const QStringList args = parser.positionalArguments();
    if (args.size() != 3)
        return fail(QStringLiteral("need WHAT PROGRAM OUT (see --help)"));
    const QString &what = args.at(0);
    if (what != QLatin1String("man") && what != QLatin1String("bash") &&
        what != QLatin1String("zsh"))
        return fail(QStringLiteral("unknown output \"%1\": use man, bash or zsh").arg(what));
    if (what != QLatin1String("man") && !parser.isSet(commands))
        return fail(QStringLiteral("completion needs a command table (--commands)"));

    QString error;
    const std::optional<Accel::DocGen::ProgramDoc> doc =
        Accel::DocGen::readProgram(args.at(1), parser.isSet(commands), &error);
    if (!doc)
        return fail(error);

    QString text;
    if (what == QLatin1String("man")) {
        Accel::DocGen::ManOptions options;
        options.date = parser.value(date);
        options.seeAlso = parser.values(seeAlso);
        if (parser.isSet(include)) {
            QFile file(parser.value(include));
            if (!file.open(QIODevice::ReadOnly))
                return fail(file.fileName() + QStringLiteral(": ") + file.errorString());
            options.include = QString::fromUtf8(file.readAll());
        }
        text = Accel::DocGen::manPage(*doc, options);
    } else if (what == QLatin1String("bash")) {
        text = Accel::DocGen::bashCompletion(*doc);
    } else {
        text = Accel::DocGen::zshCompletion(*doc);
    }

    QSaveFile out(args.at(2));
    if (!out.open(QIODevice::WriteOnly) || out.write(text.toUtf8()) < 0 || !out.commit())
        return fail(args.at(2) + QStringLiteral(": ") + out.errorString());
    return 0;
}
