// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "completion.h"

#include "regularexpression.h"

namespace Accel::DocGen {

namespace {

QString bare(const QString &name)
{
    QString s = name;
    while (s.startsWith(QLatin1Char('-')))
        s.remove(0, 1);
    return s;
}

/// "'it'\''s'": TEXT as one single-quoted shell word.
QString shellQuote(const QString &text)
{
    return QLatin1Char('\'') + QString(text).replace(QLatin1Char('\''), QStringLiteral("'\\''")) +
           QLatin1Char('\'');
}

/// The choices the synopsis gives for an option: "--type json|merge|strategic",
/// "-o table|json|yaml", "--dry-run=server".
QStringList synopsisChoices(const QString &synopsis, const HelpOption &option)
{
    static const RegularExpression choices = RegularExpression::builtIn(
        R"((?:^|[\s\[(|])(--?[A-Za-z][\w-]*)(?: ([\w.-]+(?:\|[\w.-]+)+)|=([\w.-]+(?:\|[\w.-]+)*)))");
    for (const RegularExpression::Match &m : choices.matchAll(synopsis)) {
        const QString name = bare(m.captured(1));
        for (const QString &optionName : option.names) {
            if (bare(optionName) == name)
                return (m.captured(2).isEmpty() ? m.captured(3) : m.captured(2))
                    .split(QLatin1Char('|'));
        }
    }
    return {};
}

/// "Output format: table, json or yaml." and "The accelerator: nvidia, quadra or none."
QStringList descriptionChoices(const QString &description)
{
    static const RegularExpression list =
        RegularExpression::builtIn(R"(:\s+([a-z0-9-]+(?:, [a-z0-9-]+)*,? or [a-z0-9-]+)\.$)");
    const RegularExpression::Match m = list.match(description);
    if (!m.hasMatch())
        return {};
    QString words = m.captured(1);
    words.replace(QStringLiteral(", or "), QStringLiteral(" "));
    words.replace(QStringLiteral(" or "), QStringLiteral(" "));
    words.replace(QStringLiteral(", "), QStringLiteral(" "));
    return words.split(QLatin1Char(' '), Qt::SkipEmptyParts);
}

bool namesFile(const QString &valueName)
{
    const QString v = valueName.toUpper();
    return v == QLatin1String("FILE") || v == QLatin1String("F") ||
           v.endsWith(QLatin1String("FILE"));
}

QString kindWord(const ValueCompletion &value)
{
    switch (value.kind) {
    case ValueKind::Words:
        return QStringLiteral("words ") + value.words.join(QLatin1Char(' '));
    case ValueKind::File:
        return QStringLiteral("file");
    case ValueKind::Directory:
        return QStringLiteral("dir");
    case ValueKind::Context:
        return QStringLiteral("context");
    case ValueKind::Product:
        return QStringLiteral("product");
    case ValueKind::Nothing:
    case ValueKind::Invalid:
        break;
    }
    return {};
}

/// The shell function name for PROGRAM: "_accel_console".
QString functionName(const QString &program)
{
    QString name = QLatin1Char('_') + program;
    name.replace(QLatin1Char('-'), QLatin1Char('_'));
    return name;
}

// The completion logic, the same for every program; @F@ is the function prefix, @P@ the
// program. It runs in bash and, through bashcompinit, in zsh's sh emulation: no bash-only
// syntax (${!a[@]}, read -a, mapfile), and compopt only where it exists.
constexpr char Logic[] = R"SH(
# The completions of KIND ("words W...", file, dir, context, product) for CUR into COMPREPLY.
@F@_complete_kind()
{
    local kind=$1 cur=$2 prog=$3 i w list
    local -a files
    case $kind in
        'words '*)
            COMPREPLY=($(compgen -W "${kind#words }" -- "$cur"))
            ;;
        file)
            @F@_filenames
            local IFS=$'\n'
            COMPREPLY=($(compgen -f -- "$cur"))
            ;;
        dir)
            @F@_filenames
            local IFS=$'\n'
            COMPREPLY=($(compgen -d -- "$cur"))
            ;;
        product)
            @F@_filenames
            list=$("$prog" get products 2>/dev/null | awk 'NR > 1 { print $1 }')
            COMPREPLY=()
            @F@_matching "$cur" "$list"
            COMPREPLY+=($(compgen -d -- "$cur"))
            ;;
        context)
            # Contexts of the kubeconfig files the command line names, else KUBECONFIG's.
            files=()
            for ((i = 1; i + 1 < ${#COMP_WORDS[@]}; i++)); do
                if [[ ${COMP_WORDS[i]} == --kubeconfig ]]; then
                    w=${COMP_WORDS[i + 1]}
                    [[ $w == '=' ]] && w=${COMP_WORDS[i + 2]}
                    [[ -n $w && $w != -* ]] && files+=(--kubeconfig "${w/#\~/$HOME}")
                fi
            done
            list=$("$prog" __complete contexts "${files[@]}" 2>/dev/null)
            COMPREPLY=()
            @F@_matching "$cur" "$list"
            ;;
    esac
}

# The lines of LIST that start with CUR, taken as they are. Not compgen -W: it expands $(...),
# `...` and $VAR in its word list, and these words come from files that are not ours (a
# kubeconfig's context names, a product's name): a context named $(cmd) would run cmd.
@F@_matching()
{
    local cur=$1 line
    while IFS= read -r line; do
        [[ -n $line && $line == "$cur"* ]] && COMPREPLY+=("$line")
    done <<<"$2"
    return 0
}

@F@_filenames()
{
    type compopt >/dev/null 2>&1 && compopt -o filenames 2>/dev/null
    return 0
}

@F@()
{
    local cur prev prog cword c w n ok i cmd='' cmdlen=0 next='' opts opt='' pre=''
    local index=0 skip=0
    cword=$COMP_CWORD
    cur=${COMP_WORDS[cword]}
    prev=''
    (( cword > 0 )) && prev=${COMP_WORDS[cword - 1]}
    # Ask the accelctl being completed (a build's bin/accelctl too), or the one on PATH.
    prog=${COMP_WORDS[0]}
    prog=${prog/#\~/$HOME}
    command -v -- "$prog" >/dev/null 2>&1 || prog=@P@
    COMPREPLY=()

    # The command is the longest entry of the table whose words follow the program name; NEXT
    # collects the words that continue what is typed so far.
    for c in "${@F@_commands[@]}"; do
        n=0
        ok=1
        for w in $c; do
            n=$((n + 1))
            if (( n == cword )); then
                [[ " $next " == *" $w "* ]] || next="$next $w"
                ok=0
                break
            fi
            if [[ ${COMP_WORDS[n]} != "$w" ]]; then
                ok=0
                break
            fi
        done
        if (( ok && n > cmdlen )); then
            cmd=$c
            cmdlen=$n
        fi
    done
    if [[ -z $cmd ]]; then
        (( cword == 1 )) && next="$next -h --help -v --version"
        COMPREPLY=($(compgen -W "$next" -- "$cur"))
        return 0
    fi

    @F@_options "$cmd"
    opts=$@F@_reply
    # The option whose value is being typed: "--opt VALUE", "--opt=VALUE" that bash split at
    # '=', or "--opt=VALUE" as one word.
    if [[ $cur == '=' ]]; then
        opt=$prev
        cur=''
    elif [[ $prev == '=' ]] && (( cword >= 2 )); then
        opt=${COMP_WORDS[cword - 2]}
    elif [[ $cur == -*=* ]]; then
        opt=${cur%%=*}
        pre="$opt="
        cur=${cur#*=}
    elif [[ $prev == -* && " $opts " == *" $prev= "* ]]; then
        opt=$prev
    fi
    if [[ -n $opt ]]; then
        @F@_value "$cmd" "$opt"
        @F@_complete_kind "$@F@_reply" "$cur" "$prog"
        for ((i = 0; i < ${#COMPREPLY[@]}; i++)); do
            COMPREPLY[i]=$pre${COMPREPLY[i]}
        done
        return 0
    fi
    if [[ $cur == -* ]]; then
        COMPREPLY=($(compgen -W "${opts//=/}" -- "$cur"))
        return 0
    fi

    # Which argument this is: the words after the command that are neither options nor their
    # values.
    for ((i = cmdlen + 1; i < cword; i++)); do
        w=${COMP_WORDS[i]}
        if [[ $w == '=' ]]; then
            skip=1
            continue
        fi
        if (( skip )); then
            skip=0
            continue
        fi
        if [[ $w == -* ]]; then
            [[ $w != *=* && " $opts " == *" $w= "* ]] && skip=1
            continue
        fi
        index=$((index + 1))
    done
    @F@_argument "$cmd" "$index"
    @F@_complete_kind "$@F@_reply" "$cur" "$prog"
    if (( cmdlen == cword - 1 )) && [[ -n $next ]]; then
        COMPREPLY+=($(compgen -W "$next" -- "$cur"))
    fi
    return 0
}
)SH";

/// The data functions and the logic, with F as the function prefix.
QString functions(const ProgramDoc &doc, const QString &f)
{
    QString out;
    out += f + QStringLiteral("_commands=(\n");
    for (const CommandDoc &command : doc.commands)
        out += QStringLiteral("    ") + shellQuote(command.words.join(QLatin1Char(' '))) +
               QLatin1Char('\n');
    out += QStringLiteral(")\n\n");

    out += QStringLiteral("# ") + f +
           QStringLiteral("_options COMMAND: its options; those that take a value end in '='.\n") +
           f + QStringLiteral("_options()\n{\n    case $1 in\n");
    for (const CommandDoc &command : doc.commands) {
        QStringList names;
        for (const HelpOption &option : command.help.options) {
            for (const QString &name : option.names)
                names << name + (option.valueName.isEmpty() ? QString() : QStringLiteral("="));
        }
        out += QStringLiteral("        ") + shellQuote(command.words.join(QLatin1Char(' '))) +
               QStringLiteral(") ") + f + QStringLiteral("_reply=") +
               shellQuote(names.join(QLatin1Char(' '))) + QStringLiteral(" ;;\n");
    }
    out += QStringLiteral("        *) ") + f + QStringLiteral("_reply='' ;;\n    esac\n}\n\n");

    out += QStringLiteral("# ") + f +
           QStringLiteral("_value COMMAND OPTION: how the option's value completes.\n") + f +
           QStringLiteral("_value()\n{\n    case \"$1/$2\" in\n");
    for (const CommandDoc &command : doc.commands) {
        const QString words = command.words.join(QLatin1Char(' '));
        for (const HelpOption &option : command.help.options) {
            if (option.valueName.isEmpty())
                continue;
            const QString kind = kindWord(optionValue(command, option));
            if (kind.isEmpty())
                continue;
            QStringList patterns;
            for (const QString &name : option.names)
                patterns << shellQuote(words + QLatin1Char('/') + name);
            out += QStringLiteral("        ") + patterns.join(QStringLiteral(" | ")) +
                   QStringLiteral(") ") + f + QStringLiteral("_reply=") + shellQuote(kind) +
                   QStringLiteral(" ;;\n");
        }
    }
    out += QStringLiteral("        *) ") + f + QStringLiteral("_reply='' ;;\n    esac\n}\n\n");

    out += QStringLiteral("# ") + f +
           QStringLiteral("_argument COMMAND INDEX: how the argument at INDEX (from 0) "
                          "completes.\n") +
           f + QStringLiteral("_argument()\n{\n    case \"$1/$2\" in\n");
    for (const CommandDoc &command : doc.commands) {
        const QString words = command.words.join(QLatin1Char(' '));
        for (qsizetype i = 0; i < command.help.arguments.size(); ++i) {
            const QString kind = kindWord(argumentValue(command.help.arguments.at(i)));
            if (!kind.isEmpty())
                out += QStringLiteral("        ") +
                       shellQuote(words + QLatin1Char('/') + QString::number(i)) +
                       QStringLiteral(") ") + f + QStringLiteral("_reply=") + shellQuote(kind) +
                       QStringLiteral(" ;;\n");
        }
    }
    out += QStringLiteral("        *) ") + f + QStringLiteral("_reply='' ;;\n    esac\n}\n");

    out += QString::fromUtf8(Logic)
               .replace(QStringLiteral("@F@"), f)
               .replace(QStringLiteral("@P@"), doc.program);
    return out;
}

QString header(const ProgramDoc &doc, const QString &shell)
{
    return QStringLiteral("# ") + shell + QStringLiteral(" completion for ") + doc.program +
           QStringLiteral("(1).\n# Generated by accel-docgen (installer/docgen) from ") +
           doc.program +
           QStringLiteral("'s command table\n# and each command's --help: edit those, not this "
                          "file.\n\n");
}

} // namespace

ValueCompletion optionValue(const CommandDoc &command, const HelpOption &option)
{
    if (option.valueName.isEmpty())
        return {ValueKind::Nothing, {}};
    QStringList words = synopsisChoices(command.synopsis, option);
    if (words.isEmpty())
        words = descriptionChoices(option.description);
    if (!words.isEmpty())
        return {ValueKind::Words, words};
    if (option.names.contains(QLatin1String("--context")))
        return {ValueKind::Context, {}};
    if (namesFile(option.valueName))
        return {ValueKind::File, {}};
    if (option.valueName.toUpper() == QLatin1String("DIR"))
        return {ValueKind::Directory, {}};
    return {ValueKind::Nothing, {}};
}

ValueCompletion argumentValue(const HelpArgument &argument)
{
    static const RegularExpression file = RegularExpression::builtIn(R"((?i)\bfile\b)");
    if (argument.name == QLatin1String("PRODUCT"))
        return {ValueKind::Product, {}};
    if (namesFile(argument.name) || file.containsMatchIn(argument.description))
        return {ValueKind::File, {}};
    if (argument.name == QLatin1String("DIR"))
        return {ValueKind::Directory, {}};
    return {ValueKind::Nothing, {}};
}

QString bashCompletion(const ProgramDoc &doc)
{
    const QString f = functionName(doc.program);
    return header(doc, QStringLiteral("bash")) + functions(doc, f) +
           QStringLiteral("\ncomplete -F ") + f + QLatin1Char(' ') + doc.program +
           QLatin1Char('\n');
}

QString zshCompletion(const ProgramDoc &doc)
{
    // compinit autoloads this file as _PROGRAM on the first completion: it defines the bash
    // functions under another name, hands the program to bashcompinit, and completes this once.
    const QString f = functionName(doc.program) + QStringLiteral("_bash");
    return QStringLiteral("#compdef ") + doc.program + QLatin1Char('\n') +
           header(doc, QStringLiteral("zsh")) +
           QStringLiteral("autoload -U +X bashcompinit && bashcompinit\n\n") + functions(doc, f) +
           QStringLiteral("\ncomplete -F ") + f + QLatin1Char(' ') + doc.program +
           QStringLiteral("\n(( ${+compstate} )) && _bash_complete -F ") + f + QLatin1Char('\n');
}

} // namespace Accel::DocGen
