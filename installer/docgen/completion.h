// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "programdoc.h"

#include <QString>
#include <QStringList>

/// Shell completion for a program with a command table, written from its ProgramDoc.
namespace Accel::DocGen {

enum class ValueKind
{
    Invalid = 0,
    Nothing,   ///< free text: nothing to offer
    Words,     ///< a fixed set: "-o table|json|yaml" in the synopsis
    File,      ///< <FILE>
    Directory, ///< <DIR>
    Context,   ///< a kubeconfig context (`PROGRAM __complete contexts`)
    Product,   ///< a sample product (`PROGRAM get products`) or a product folder
};

struct ValueCompletion
{
    ValueKind kind = ValueKind::Invalid;
    QStringList words; ///< for Words
};

/// How the value of OPTION of COMMAND completes: the choices the synopsis spells out
/// ("--hardware nvidia|quadra|none", "-o yaml|json") or the description lists ("Output format:
/// table, json or yaml."), kubeconfig contexts for --context, files for <FILE>, folders for
/// <DIR>, else nothing.
ValueCompletion optionValue(const CommandDoc &command, const HelpOption &option);
/// How a positional argument completes: products for PRODUCT, files for a FILE or one its
/// description calls a file, folders for DIR, else nothing.
ValueCompletion argumentValue(const HelpArgument &argument);

/// A bash completion script: `complete -F _PROGRAM PROGRAM` over the command words, each
/// command's options and their values, and its positional arguments.
QString bashCompletion(const ProgramDoc &doc);
/// A zsh completion (#compdef) that runs the same functions through zsh's bashcompinit.
QString zshCompletion(const ProgramDoc &doc);

} // namespace Accel::DocGen
