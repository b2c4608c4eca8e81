// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "result.h"

#include <QList>
#include <QString>
#include <QStringList>
#include <QStringView>

#include <limits>
#include <memory>
#include <optional>

namespace re2 {
class RE2;
}

namespace Accel {

/// A regular expression on RE2 (Debian libre2-dev), the engine Google's C++ CEL uses: the
/// syntax and semantics of Go's regexp package, which Kubernetes' CEL (`matches()`, the Regex
/// library's `find` and `findAll`) and its OpenAPI `pattern` run on, and a search whose time is
/// linear in the text, whatever the pattern. Every regular expression in core goes through this
/// class (not in a header named regex.h: core/ is on the include path, and that name would
/// shadow POSIX's <regex.h>).
///
/// Syntax: RE2's (literals, `.`, classes with Perl, POSIX and Unicode forms, anchors, groups,
/// `(?P<name>...)` and Go's `(?<name>...)`, flags `(?imsU)`, alternation, greedy and lazy
/// quantifiers, counted repetitions up to 1000). As in Go, `\d \w \s \b` are ASCII, `$` without
/// `(?m)` matches only at the end of the text, and `(?i)` folds case as Unicode's simple case
/// folding does. What Go refuses is refused with Go's words (`error parsing regexp: missing
/// closing ): `(``): backreferences, lookaround, `\C`, `\Z`, group nesting deeper than 1000. A
/// few refusals are worded differently from Go (lookbehind is "invalid or unsupported Perl
/// syntax" here, "invalid named capture" in Go); the code is the same.
///
/// Limits (README "Limits"): RE2's memory budget for one pattern's program and search caches is
/// Limits::RegexMemoryBytes (RE2::Options::set_max_mem), and a compiled program may have at most
/// Limits::RegexProgramSize instructions; past either the pattern is refused with
/// LIMIT_EXCEEDED. A search costs at most programSize() steps per byte of UTF-8 text (RE2's
/// linear bound); the budgeted calls charge that bound before they search, and refuse a search
/// whose bound does not fit.
///
/// Matching is leftmost-first (Perl's and Go's: `a|ab` finds "a" in "ab"). Offsets are UTF-16
/// indexes into the searched QString; `.` is one code point, a surrogate pair included (a lone
/// surrogate is searched as U+FFFD). A RegularExpression is immutable; copies share the compiled
/// program, and any thread may search with it at once.
class RegularExpression
{
public:
    /// A match: the UTF-16 offsets [begin, end) of the matched text; begin -1 when none.
    struct Span
    {
        qsizetype begin = -1;
        qsizetype end = -1;

        bool isValid() const { return begin >= 0; }
        qsizetype length() const { return end - begin; }
    };

    /// A match and its capture groups, for the engine's own patterns: spans[0] is the whole
    /// match, spans[k] group k (begin -1 where the group took no part); texts likewise (a null
    /// QString for a group that took no part). Empty when there was no match.
    struct Match
    {
        QList<Span> spans;
        QStringList texts;

        bool hasMatch() const { return !spans.isEmpty(); }
        /// Group N's text; empty when it took no part or there is no match.
        QString captured(int n = 0) const { return texts.value(n); }
        qsizetype begin() const { return spans.isEmpty() ? -1 : spans[0].begin; }
        qsizetype end() const { return spans.isEmpty() ? -1 : spans[0].end; }
    };

    /// The work the budgeted searches may do, in steps (one step: one program instruction over
    /// one byte of text, RE2's bound). A search adds its bound, programSize() x (bytes it may
    /// read + 1), to usedSteps before it runs; when usedSteps then passes limitSteps it does not
    /// run and returns nullopt.
    struct Budget
    {
        qint64 limitSteps = std::numeric_limits<qint64>::max();
        qint64 usedSteps = 0;
    };

    /// An expression that matches the empty string everywhere (the pattern "").
    RegularExpression();

    /// Compiles PATTERN. Errors: REGEX_SYNTAX with Go's message ("error parsing regexp: missing
    /// closing ): `(`"); LIMIT_EXCEEDED ("error parsing regexp: expression too large: ...") when
    /// the program passes the regex-program or regex-memory limit, the hint naming the variable.
    static Result<RegularExpression> compile(const QString &pattern);

    /// One of the engine's own fixed patterns (a literal in the source). Such a pattern that
    /// does not compile is a programming error, reported with qFatal() on first use (the
    /// tests run every one of them).
    static RegularExpression builtIn(const char *pattern);

    const QString &pattern() const;
    /// The instructions of the compiled program: the factor a search's steps grow by per byte
    /// of text.
    qsizetype programSize() const;
    /// The capture groups of the pattern (not counting the whole match).
    int captureCount() const;

    /// Whether TEXT contains a match (Go's MatchString); nullopt when BUDGET would run out.
    std::optional<bool> matches(QStringView text, Budget &budget) const;
    /// The leftmost-first match starting at or after FROM (a code point boundary in TEXT; the
    /// text before it still counts for `^`, `\b` and the like); a Span with begin -1 when there
    /// is none (Go's FindStringIndex); nullopt when BUDGET would run out.
    std::optional<Span> find(QStringView text, Budget &budget, qsizetype from = 0) const;
    /// Go's FindAllStringIndex(text, limit): successive non-overlapping matches, an empty match
    /// right after the previous match skipped; at most LIMIT of them, all when LIMIT is negative.
    /// nullopt when BUDGET would run out.
    std::optional<QList<Span>> findAll(QStringView text, qint64 limit, Budget &budget) const;

    // Unbudgeted searches, for the engine's own patterns and for patterns from documents whose
    // size a limit already bounds (linear time all the same).

    /// Whether TEXT contains a match.
    bool containsMatchIn(QStringView text) const;
    /// Whether the whole of TEXT matches (the pattern anchored at both ends).
    bool matchesEntirely(QStringView text) const;
    /// The leftmost-first match at or after FROM, with its groups.
    Match match(QStringView text, qsizetype from = 0) const;
    /// The whole of TEXT matched (anchored at both ends), with its groups.
    Match matchEntirely(QStringView text) const;
    /// Every successive match with its groups, as findAll() finds them.
    QList<Match> matchAll(QStringView text) const;

    struct Compiled;

private:
    explicit RegularExpression(std::shared_ptr<const Compiled> compiled);

    std::shared_ptr<const Compiled> m_compiled;
};

} // namespace Accel
