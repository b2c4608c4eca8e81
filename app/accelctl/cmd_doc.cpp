// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "cli.h"
#include "output.h"

#include "doc/documentreader.h"
#include "doc/jsonpatch.h"
#include "doc/linediff.h"
#include "doc/mergepatch.h"
#include "doc/strategicmerge.h"
#include "doc/structuraldiff.h"
#include "inputfile.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonObject>

namespace Accel::Cli {

namespace {

int runPatch(const Command &command, const QStringList &args)
{
    QCommandLineParser parser;
    const QCommandLineOption type(QStringLiteral("type"),
                                  QStringLiteral("Patch type: json (RFC 6902), merge (RFC 7386) "
                                                 "or strategic (maps merge, arrays replaced)."),
                                  QStringLiteral("TYPE"));
    const QCommandLineOption patchText(QStringLiteral("patch"),
                                       QStringLiteral("The patch, as JSON or YAML text."),
                                       QStringLiteral("TEXT"));
    const QCommandLineOption patchFile(QStringLiteral("patch-file"),
                                       QStringLiteral("Read the patch from FILE (JSON or YAML)."),
                                       QStringLiteral("FILE"));
    const QCommandLineOption output({QStringLiteral("o"), QStringLiteral("output")},
                                    QStringLiteral("Output format: yaml or json."),
                                    QStringLiteral("format"), QStringLiteral("yaml"));
    parser.addOptions({type, patchText, patchFile, output});
    parser.addPositionalArgument(QStringLiteral("FILE"), QStringLiteral("The document to patch."));
    if (const int code = parseOrExit(parser, command, args); code >= 0)
        return code;

    if (parser.positionalArguments().size() != 1)
        return usageError(QStringLiteral("patch takes one FILE"));
    const QString typeName = parser.value(type);
    if (typeName != QLatin1String("json") && typeName != QLatin1String("merge") &&
        typeName != QLatin1String("strategic"))
        return usageError(QStringLiteral("--type must be json, merge or strategic"));
    if (parser.isSet(patchText) == parser.isSet(patchFile))
        return usageError(QStringLiteral("give exactly one of --patch TEXT and --patch-file F"));
    const auto checked = checkedFormat(parser, output, {OutputFormat::Yaml, OutputFormat::Json});
    if (!checked)
        return ExitUsage;
    const OutputFormat format = *checked;

    const auto document = Doc::readDocumentFile(parser.positionalArguments().first());
    if (!document)
        return reportError(document.error());
    const auto patch = parser.isSet(patchFile) ? Doc::readDocumentFile(parser.value(patchFile))
                                               : Doc::readDocument(parser.value(patchText).toUtf8(),
                                                                   QStringLiteral("--patch"));
    if (!patch)
        return reportError(patch.error());

    const Result<QJsonValue> result =
        typeName == QLatin1String("json")    ? Doc::JsonPatch::apply(*document, *patch)
        : typeName == QLatin1String("merge") ? Doc::MergePatch::apply(*document, *patch)
                                             : Doc::StrategicMerge::apply(*document, *patch);
    if (!result)
        return reportError(result.error());
    printData(*result, format);
    return ExitOk;
}

/// diff's own exit codes: 0 equal, 1 different, 2 trouble (as diff(1) has them).
int runDiff(const Command &command, const QStringList &args)
{
    constexpr int Same = 0, Different = 1, Trouble = 2;
    QCommandLineParser parser;
    const QCommandLineOption structural(
        QStringLiteral("structural"),
        QStringLiteral("Compare the documents as trees: added, removed and changed JSON "
                       "pointers with old and new values."));
    const QCommandLineOption context({QStringLiteral("U"), QStringLiteral("unified")},
                                     QStringLiteral("Lines of context in the line diff "
                                                    "(default 3)."),
                                     QStringLiteral("N"), QStringLiteral("3"));
    const QCommandLineOption output({QStringLiteral("o"), QStringLiteral("output")},
                                    QStringLiteral("Output format: text or json."),
                                    QStringLiteral("format"), QStringLiteral("text"));
    parser.addOptions({structural, context, output});
    parser.addPositionalArgument(QStringLiteral("A"), QStringLiteral("The old file."));
    parser.addPositionalArgument(QStringLiteral("B"), QStringLiteral("The new file."));
    if (const int code = parseOrExit(parser, command, args); code >= 0)
        return code == ExitUsage ? Trouble : code;
    const QStringList files = parser.positionalArguments();
    if (files.size() != 2) {
        usageError(QStringLiteral("diff takes two files, A and B"));
        return Trouble;
    }
    const QString format = parser.value(output);
    if (format != QLatin1String("text") && format != QLatin1String("json")) {
        usageError(QStringLiteral("-o must be text or json"));
        return Trouble;
    }
    bool contextOk = false;
    const int lines = parser.value(context).toInt(&contextOk);
    if (!contextOk || lines < 0) {
        usageError(QStringLiteral("-U takes a number of lines, 0 or more"));
        return Trouble;
    }

    if (parser.isSet(structural)) {
        const auto a = Doc::readDocumentFile(files.at(0));
        if (!a) {
            reportError(a.error());
            return Trouble;
        }
        const auto b = Doc::readDocumentFile(files.at(1));
        if (!b) {
            reportError(b.error());
            return Trouble;
        }
        const auto changes = Doc::StructuralDiff::compute(*a, *b);
        if (format == QLatin1String("json"))
            printData(Doc::StructuralDiff::toJson(changes), OutputFormat::Json);
        else
            printOut(Doc::StructuralDiff::toText(changes));
        return changes.isEmpty() ? Same : Different;
    }

    QStringList texts;
    for (const QString &file : files) {
        const Result<QByteArray> bytes = readInputFile(file, Limits::DocumentFileBytes);
        if (!bytes) {
            reportError(bytes.error());
            return Trouble;
        }
        texts << QString::fromUtf8(*bytes);
    }
    const QStringList a = Doc::LineDiff::splitLines(texts.at(0));
    const QStringList b = Doc::LineDiff::splitLines(texts.at(1));
    bool coarse = false;
    // The diff is correct either way; say when it is not minimal (stderr: notes are not data).
    const auto noteCoarse = [&coarse] {
        if (coarse)
            printErr(
                QStringLiteral("note: the diff is coarse, not minimal: the files differ in too "
                               "many places for the %1 limit; set %2 to raise it (now %3)\n")
                    .arg(QLatin1String(Limits::DiffWork.name),
                         QLatin1String(Limits::DiffWork.envVar),
                         Limits::formatValue(Limits::DiffWork, Limits::value(Limits::DiffWork))));
    };
    if (format == QLatin1String("json")) {
        QJsonArray hunks;
        const auto list = Doc::LineDiff::hunks(a, b, lines, &coarse);
        noteCoarse();
        for (const Doc::LineDiff::Hunk &hunk : list) {
            hunks.append(
                QJsonObject{{QStringLiteral("oldStart"), hunk.oldStart},
                            {QStringLiteral("oldLines"), hunk.oldCount},
                            {QStringLiteral("newStart"), hunk.newStart},
                            {QStringLiteral("newLines"), hunk.newCount},
                            {QStringLiteral("lines"), QJsonArray::fromStringList(hunk.lines)}});
        }
        printData(hunks, OutputFormat::Json);
        return list.isEmpty() ? Same : Different;
    }
    const QString unified = Doc::LineDiff::unified(a, b, files.at(0), files.at(1), lines, &coarse);
    noteCoarse();
    printOut(unified);
    return unified.isEmpty() ? Same : Different;
}

} // namespace

QList<Command> documentCommands()
{
    Command patch;
    patch.words = {QStringLiteral("patch")};
    patch.group = CommandGroup::Documents;
    patch.synopsis = QStringLiteral(
        "FILE --type json|merge|strategic (--patch TEXT | --patch-file F) [-o yaml|json]");
    patch.description = QStringLiteral(
        "Apply a JSON patch (RFC 6902), merge patch (RFC 7386) or the overrides' strategic merge "
        "to a YAML or JSON file and print the result, like kubectl patch --local.");
    patch.examples = {
        {QStringLiteral("Patch a file as kubectl patch --local would"),
         QStringLiteral("accelctl cluster snapshot --demo -o yaml > cluster.yaml && accelctl patch "
                        "cluster.yaml --type merge --patch "
                        "'{\"metadata\":{\"resourceVersion\":\"1\"}}' > patched.yaml")},
    };
    patch.run = [patch](const QStringList &args) { return runPatch(patch, args); };

    Command diff;
    diff.words = {QStringLiteral("diff")};
    diff.group = CommandGroup::Documents;
    diff.synopsis = QStringLiteral("A B [--structural] [-U N] [-o text|json]");
    diff.description = QStringLiteral(
        "Show how B differs from A: a unified line diff, or with --structural the changed JSON "
        "pointers. Exit 0 when equal, 1 when different, 2 on trouble, as diff does.");
    diff.examples = {
        {QStringLiteral("How two files differ, as changed JSON pointers (exit 1: they differ)"),
         QStringLiteral("accelctl cluster snapshot --demo -o yaml > a.yaml && accelctl patch "
                        "a.yaml --type merge --patch '{\"metadata\":{\"resourceVersion\":\"1\"}}' "
                        "> b.yaml && accelctl diff a.yaml b.yaml --structural"),
         QString(), 1},
    };
    diff.exitCodes = {{QStringLiteral("0"), QStringLiteral("the files are equal")},
                      {QStringLiteral("1"), QStringLiteral("the files differ")},
                      {QStringLiteral("2"), QStringLiteral("trouble: a file unreadable, a usage "
                                                           "error")}};
    diff.run = [diff](const QStringList &args) { return runDiff(diff, args); };
    return {patch, diff};
}

} // namespace Accel::Cli
