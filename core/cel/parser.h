// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "cel/value.h"

#include <QString>

#include <memory>
#include <vector>

namespace Accel::Cel {

/// A node of the parse tree. Operators are calls with cel-go's names (`_+_`, `_&&_`, `!_`,
/// `-_`, `_?_:_`, `_[_]`, `@in`, and for optional values `_?._` with the field name as a string
/// literal, `_[?_]`); `a.f(x)` is a call with `target` set (args[0] is `a`).
struct Expr
{
    enum class Kind : quint8
    {
        Literal,
        Ident,
        Select, ///< args[0].name
        Call,
        List,
        Map, ///< args: key0, value0, key1, value1, ...
    };
    Kind kind = Kind::Literal;
    bool target = false; ///< Call: receiver style, args[0] is the receiver
    int pos = 0;         ///< offset of the operator, name or literal (where errors point)
    int begin = 0;       ///< source range [begin, end) of the whole subexpression
    int end = 0;
    int depth = 1; ///< height of this subtree
    QString name;  ///< Ident, Select field, Call function
    Value literal;
    std::vector<std::unique_ptr<Expr>> args;
    /// List: the indices of the elements written `?x`; Map: of the entries written `?k: v`.
    std::vector<int> optionalEntries;

    bool isOptionalEntry(size_t entry) const;

    /// An S-expression for tests: `_+_(1, _*_(2, 3))`, `a.b`, `f(x)`, `x.m(y)`, `[1]`, `{1: 2}`.
    QString toDebugString() const;
};

struct ParseError
{
    int pos = 0;
    QString message;
};

/// The parse tree of EXPR, or the first syntax error. Nesting is limited (250 levels) so a
/// hostile expression cannot exhaust the stack.
struct ParseResult
{
    std::unique_ptr<Expr> expr;
    ParseError error;
    bool ok() const { return expr != nullptr; }
};
ParseResult parse(const QString &expr);

/// "LINE:COLUMN" (both from 1; the column counts UTF-16 units) of an offset in TEXT.
QString positionText(const QString &text, int offset);

/// CEL's reserved words (the language definition, "Syntax"): true, false, null, in and the words
/// kept for the future (as, break, const ... while). An identifier (a field selected with `.`)
/// cannot be one of them.
bool isReservedWord(const QString &name);

} // namespace Accel::Cel
