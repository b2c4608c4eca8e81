// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "result.h"

#include <QList>
#include <QString>
#include <QStringView>

#include <limits>
#include <memory>
#include <optional>

namespace Accel::Cel {

/// A regular expression with the syntax and semantics of RE2 as Go's regexp package implements
/// them (regexp/syntax with the Perl flags): what CEL's matches() and the Kubernetes Regex
/// library's find and findAll specify (cel-spec langdef.md, "matches"; apiserver
/// pkg/cel/library/regex.go).
///
/// Syntax: literals, `.`, classes (`[a-z]`, `[^...]`, `[[:alpha:]]`, `\d \w \s` and negations,
/// `\pL`, `\p{Greek}`, `\P{...}`, `\p{^...}`), anchors `^ $ \A \z \b \B`, groups `(...)`,
/// `(?:...)`, `(?P<name>...)`, `(?<name>...)`, flags `(?imsU)` and `(?flags:...)`, alternation,
/// quantifiers `* + ? {n} {n,} {n,m}` and their lazy forms, counted repetitions up to 1000. What
/// RE2 refuses (backreferences, lookaround, atomic groups, possessive quantifiers, `\Z`...) is a
/// compile error with Go's message. As in Go, `\d \w \s \b` are ASCII, `$` without `(?m)` matches
/// only at the end of the text, `[^a]` matches a newline and `(?i)` folds case as Unicode's simple
/// case folding does.
///
/// Matching simulates the compiled automaton (a Pike VM over code points: `.` is one code point,
/// a surrogate pair included), never backtracks, and finds the leftmost-first match (Perl's and
/// Go's, not POSIX's leftmost-longest: `a|ab` finds "a" in "ab"). A search costs at most the
/// program size times the text length in steps; each search reports its steps in a Budget and
/// stops when the budget runs out.
///
/// Offsets are UTF-16 indexes into the searched text. An Re2 is immutable after compile();
/// copies share the program and may search from any thread at once.
class Re2
{
public:
    /// A match: the UTF-16 offsets [begin, end) of the matched text.
    struct Span
    {
        qsizetype begin = -1;
        qsizetype end = -1;
    };

    /// The work searches may do, in automaton steps (one step: one thread at one instruction).
    /// A search adds its steps to usedSteps; once usedSteps passes limitSteps it stops and
    /// returns nullopt.
    struct Budget
    {
        qint64 limitSteps = std::numeric_limits<qint64>::max();
        qint64 usedSteps = 0;
    };

    /// Compiles PATTERN. Error: code Code::REGEX_SYNTAX, message Go's ("error parsing regexp:
    /// missing closing ): `(`").
    static Result<Re2> compile(const QString &pattern);

    const QString &pattern() const;
    /// The number of instructions in the compiled program: the factor a search's steps grow by
    /// per code point of text.
    qsizetype programSize() const;

    /// Whether TEXT contains a match (Go's MatchString); nullopt when BUDGET ran out.
    std::optional<bool> matches(QStringView text, Budget &budget) const;
    /// The leftmost-first match starting at or after FROM (a code point boundary in TEXT; the
    /// text before it still counts for `^`, `\b` and the like); a Span with begin -1 when there
    /// is none (Go's FindStringIndex); nullopt when BUDGET ran out.
    std::optional<Span> find(QStringView text, Budget &budget, qsizetype from = 0) const;
    /// Go's FindAllStringIndex(text, limit): successive non-overlapping matches, an empty match
    /// right after the previous match skipped; at most LIMIT of them, all when LIMIT is negative.
    /// nullopt when BUDGET ran out.
    std::optional<QList<Span>> findAll(QStringView text, qint64 limit, Budget &budget) const;

    struct Program;

private:
    explicit Re2(std::shared_ptr<const Program> program);

    std::shared_ptr<const Program> m_program;
};

} // namespace Accel::Cel
