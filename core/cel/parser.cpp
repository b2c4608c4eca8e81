// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "cel/parser.h"
#include "celtr.h"

#include "excerpt.h"

#include <QCoreApplication>
#include <QStringDecoder>

#include <algorithm>

namespace Accel::Cel {

namespace {

enum class Tok : quint8
{
    End,
    Int,
    Uint,
    Double,
    String,
    Bytes,
    Ident,
    QuotedIdent, ///< `a-b.c`, only after '.'
    True,
    False,
    Null,
    In,
    LParen,
    RParen,
    LBracket,
    RBracket,
    LBrace,
    RBrace,
    Dot,
    Comma,
    Colon,
    Question,
    Plus,
    Minus,
    Star,
    Slash,
    Percent,
    Not,
    Lt,
    Le,
    Gt,
    Ge,
    EqEq,
    Ne,
    And,
    Or,
};

struct Token
{
    Tok type = Tok::End;
    int pos = 0;
    int end = 0;
    QString text; ///< identifier name, or the digits of a number
    Value value;  ///< string, bytes and double literals
};

bool isIdentStart(QChar c)
{
    return c == u'_' || (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z');
}

bool isDigit(QChar c)
{
    return c >= u'0' && c <= u'9';
}

int hexValue(QChar c)
{
    if (c >= u'0' && c <= u'9')
        return c.unicode() - u'0';
    if (c >= u'a' && c <= u'f')
        return c.unicode() - u'a' + 10;
    if (c >= u'A' && c <= u'F')
        return c.unicode() - u'A' + 10;
    return -1;
}

/// CP (a Unicode scalar value) in UTF-8. Not through QString::fromUcs4, whose UTF-32 decoder
/// drops U+FEFF as a byte order mark when it comes first: '\ufeff' would be empty.
void appendUtf8(QByteArray &out, char32_t cp)
{
    if (cp < 0x80) {
        out += char(cp);
        return;
    }
    if (cp < 0x800) {
        out += char(0xc0 | (cp >> 6));
    } else {
        if (cp < 0x10000) {
            out += char(0xe0 | (cp >> 12));
        } else {
            out += char(0xf0 | (cp >> 18));
            out += char(0x80 | ((cp >> 12) & 0x3f));
        }
        out += char(0x80 | ((cp >> 6) & 0x3f));
    }
    out += char(0x80 | (cp & 0x3f));
}

class Lexer
{
public:
    explicit Lexer(const QString &text)
        : m_text(text)
    {}

    bool run(std::vector<Token> &tokens, ParseError &error)
    {
        for (;;) {
            skipSpace();
            Token t;
            t.pos = int(m_pos);
            if (m_pos >= m_text.size()) {
                t.type = Tok::End;
                t.end = t.pos;
                tokens.push_back(std::move(t));
                return true;
            }
            if (!next(t)) {
                error = m_error;
                return false;
            }
            t.end = int(m_pos);
            tokens.push_back(std::move(t));
        }
    }

private:
    const QString &m_text;
    qsizetype m_pos = 0;
    ParseError m_error;

    QChar at(qsizetype k) const { return k < m_text.size() ? m_text[k] : QChar(); }

    bool fail(qsizetype pos, const QString &message)
    {
        m_error = {int(pos), message};
        return false;
    }

    void skipSpace()
    {
        while (m_pos < m_text.size()) {
            const QChar c = m_text[m_pos];
            if (c == u' ' || c == u'\t' || c == u'\n' || c == u'\r' || c == u'\f') {
                ++m_pos;
            } else if (c == u'/' && at(m_pos + 1) == u'/') {
                while (m_pos < m_text.size() && m_text[m_pos] != u'\n')
                    ++m_pos;
            } else {
                return;
            }
        }
    }

    bool next(Token &t)
    {
        const QChar c = m_text[m_pos];
        // String and bytes literals, with optional r/b prefixes.
        {
            qsizetype k = m_pos;
            bool raw = false;
            bool bytes = false;
            for (int n = 0; n < 2; ++n) {
                const QChar p = at(k);
                if ((p == u'r' || p == u'R') && !raw) {
                    raw = true;
                    ++k;
                } else if ((p == u'b' || p == u'B') && !bytes) {
                    bytes = true;
                    ++k;
                }
            }
            if (at(k) == u'"' || at(k) == u'\'') {
                m_pos = k;
                return lexString(t, raw, bytes);
            }
        }
        if (isIdentStart(c)) {
            const qsizetype start = m_pos;
            while (m_pos < m_text.size() && (isIdentStart(m_text[m_pos]) || isDigit(m_text[m_pos])))
                ++m_pos;
            t.text = m_text.sliced(start, m_pos - start);
            if (t.text == QLatin1String("true"))
                t.type = Tok::True;
            else if (t.text == QLatin1String("false"))
                t.type = Tok::False;
            else if (t.text == QLatin1String("null"))
                t.type = Tok::Null;
            else if (t.text == QLatin1String("in"))
                t.type = Tok::In;
            else
                t.type = Tok::Ident;
            return true;
        }
        if (isDigit(c) || (c == u'.' && isDigit(at(m_pos + 1))))
            return lexNumber(t);
        if (c == u'`') {
            const qsizetype close = m_text.indexOf(u'`', m_pos + 1);
            if (close < 0 || close == m_pos + 1)
                return fail(m_pos, Tr::tr("unterminated quoted identifier"));
            t.type = Tok::QuotedIdent;
            t.text = m_text.sliced(m_pos + 1, close - m_pos - 1);
            m_pos = close + 1;
            return true;
        }
        const QChar n = at(m_pos + 1);
        const auto two = [&](Tok type) {
            t.type = type;
            m_pos += 2;
            return true;
        };
        const auto one = [&](Tok type) {
            t.type = type;
            m_pos += 1;
            return true;
        };
        switch (c.unicode()) {
        case u'(':
            return one(Tok::LParen);
        case u')':
            return one(Tok::RParen);
        case u'[':
            return one(Tok::LBracket);
        case u']':
            return one(Tok::RBracket);
        case u'{':
            return one(Tok::LBrace);
        case u'}':
            return one(Tok::RBrace);
        case u'.':
            return one(Tok::Dot);
        case u',':
            return one(Tok::Comma);
        case u':':
            return one(Tok::Colon);
        case u'?':
            return one(Tok::Question);
        case u'+':
            return one(Tok::Plus);
        case u'-':
            return one(Tok::Minus);
        case u'*':
            return one(Tok::Star);
        case u'/':
            return one(Tok::Slash);
        case u'%':
            return one(Tok::Percent);
        case u'!':
            return n == u'=' ? two(Tok::Ne) : one(Tok::Not);
        case u'<':
            return n == u'=' ? two(Tok::Le) : one(Tok::Lt);
        case u'>':
            return n == u'=' ? two(Tok::Ge) : one(Tok::Gt);
        case u'=':
            if (n == u'=')
                return two(Tok::EqEq);
            break;
        case u'&':
            if (n == u'&')
                return two(Tok::And);
            break;
        case u'|':
            if (n == u'|')
                return two(Tok::Or);
            break;
        default:
            break;
        }
        return fail(m_pos, Tr::tr("unexpected character '%1'").arg(c));
    }

    bool lexNumber(Token &t)
    {
        const qsizetype start = m_pos;
        if (m_text[m_pos] == u'0' && (at(m_pos + 1) == u'x' || at(m_pos + 1) == u'X')) {
            m_pos += 2;
            const qsizetype digits = m_pos;
            while (hexValue(at(m_pos)) >= 0)
                ++m_pos;
            if (m_pos == digits)
                return fail(start, Tr::tr("invalid hexadecimal literal"));
            t.text = m_text.sliced(start, m_pos - start);
            t.type = Tok::Int;
            if (at(m_pos) == u'u' || at(m_pos) == u'U') {
                ++m_pos;
                t.type = Tok::Uint;
            }
            return true;
        }
        bool isFloat = false;
        while (isDigit(at(m_pos)))
            ++m_pos;
        if (at(m_pos) == u'.' && isDigit(at(m_pos + 1))) {
            isFloat = true;
            ++m_pos;
            while (isDigit(at(m_pos)))
                ++m_pos;
        }
        if (at(m_pos) == u'e' || at(m_pos) == u'E') {
            qsizetype k = m_pos + 1;
            if (at(k) == u'+' || at(k) == u'-')
                ++k;
            if (isDigit(at(k))) {
                isFloat = true;
                m_pos = k;
                while (isDigit(at(m_pos)))
                    ++m_pos;
            }
        }
        t.text = m_text.sliced(start, m_pos - start);
        if (isFloat) {
            bool ok = false;
            const double d = t.text.toDouble(&ok);
            if (!ok && std::isfinite(d))
                return fail(start, Tr::tr("invalid double literal: %1").arg(excerpt(t.text)));
            t.type = Tok::Double;
            t.value = Value::real(d);
            return true;
        }
        t.type = Tok::Int;
        if (at(m_pos) == u'u' || at(m_pos) == u'U') {
            ++m_pos;
            t.type = Tok::Uint;
        }
        if (isIdentStart(at(m_pos)))
            return fail(m_pos, Tr::tr("unexpected character '%1'").arg(at(m_pos)));
        return true;
    }

    bool lexString(Token &t, bool raw, bool bytes)
    {
        const qsizetype start = t.pos;
        const QChar quote = m_text[m_pos];
        const bool triple = at(m_pos + 1) == quote && at(m_pos + 2) == quote;
        m_pos += triple ? 3 : 1;
        QByteArray out; // UTF-8, or the bytes of a bytes literal
        for (;;) {
            if (m_pos >= m_text.size())
                return fail(start, Tr::tr("unterminated string literal"));
            const QChar c = m_text[m_pos];
            if (c == quote) {
                if (!triple) {
                    ++m_pos;
                    break;
                }
                if (at(m_pos + 1) == quote && at(m_pos + 2) == quote) {
                    m_pos += 3;
                    break;
                }
            }
            if (!triple && (c == u'\n' || c == u'\r'))
                return fail(m_pos, Tr::tr("newline in string literal"));
            if (c == u'\\' && !raw) {
                if (!escape(out, bytes))
                    return false;
                continue;
            }
            if (c.isHighSurrogate() && at(m_pos + 1).isLowSurrogate()) {
                out += m_text.sliced(m_pos, 2).toUtf8();
                m_pos += 2;
                continue;
            }
            out += QString(c).toUtf8();
            ++m_pos;
        }
        if (bytes) {
            t.type = Tok::Bytes;
            t.value = Value::bytes(out);
        } else {
            t.type = Tok::String;
            // Valid UTF-8 by construction; ConvertInitialBom keeps a leading U+FEFF, which
            // QString::fromUtf8 would drop.
            QStringDecoder decoder(QStringDecoder::Utf8,
                                   QStringDecoder::Flag::Stateless |
                                       QStringDecoder::Flag::ConvertInitialBom);
            t.value = Value::string(decoder(out));
        }
        return true;
    }

    bool escape(QByteArray &out, bool bytes)
    {
        const qsizetype start = m_pos;
        const QChar e = at(m_pos + 1);
        m_pos += 2;
        const auto simple = [&](char ch) {
            out += ch;
            return true;
        };
        switch (e.unicode()) {
        case u'a':
            return simple('\a');
        case u'b':
            return simple('\b');
        case u'f':
            return simple('\f');
        case u'n':
            return simple('\n');
        case u'r':
            return simple('\r');
        case u't':
            return simple('\t');
        case u'v':
            return simple('\v');
        case u'\\':
            return simple('\\');
        case u'?':
            return simple('?');
        case u'"':
            return simple('"');
        case u'\'':
            return simple('\'');
        case u'`':
            return simple('`');
        default:
            break;
        }
        int digits = 0;
        int base = 16;
        if (e == u'x' || e == u'X')
            digits = 2;
        else if (e == u'u')
            digits = 4;
        else if (e == u'U')
            digits = 8;
        else if (e >= u'0' && e <= u'3') {
            digits = 2;
            base = 8;
            --m_pos; // the first octal digit is part of the value
            ++digits;
        } else {
            return fail(start, Tr::tr("invalid escape sequence '\\%1'").arg(e));
        }
        char32_t value = 0;
        for (int k = 0; k < digits; ++k) {
            const int v = hexValue(at(m_pos));
            if (v < 0 || v >= base)
                return fail(start, Tr::tr("invalid escape sequence"));
            value = value * base + char32_t(v);
            ++m_pos;
        }
        if (e == u'u' || e == u'U') {
            if (value > 0x10FFFF || (value >= 0xD800 && value < 0xE000))
                return fail(start, Tr::tr("invalid unicode code point in escape sequence"));
            appendUtf8(out, value);
        } else if (bytes) {
            out += char(uchar(value));
        } else {
            appendUtf8(out, value);
        }
        return true;
    }
};

constexpr int MaxDepth = 250;      ///< nested parentheses, brackets and calls
constexpr int MaxTreeDepth = 1000; ///< height of the tree, e.g. a chain of 1000 `+`

class Parser
{
public:
    Parser(const QString &text, std::vector<Token> tokens)
        : m_text(text)
        , m_tokens(std::move(tokens))
    {}

    std::unique_ptr<Expr> parseAll()
    {
        auto e = expr();
        if (!e)
            return nullptr;
        if (peek().type != Tok::End) {
            fail(peek().pos, Tr::tr("unexpected token '%1'").arg(excerpt(tokenText(peek()))));
            return nullptr;
        }
        return e;
    }

    ParseError error;

private:
    const QString &m_text;
    std::vector<Token> m_tokens;
    size_t m_index = 0;
    int m_depth = 0;
    bool m_failed = false;

    const Token &peek(size_t ahead = 0) const
    {
        return m_tokens[std::min(m_index + ahead, m_tokens.size() - 1)];
    }
    const Token &take() { return m_tokens[std::min(m_index++, m_tokens.size() - 1)]; }
    int lastEnd() const { return m_index == 0 ? 0 : m_tokens[m_index - 1].end; }

    QString tokenText(const Token &t) const
    {
        if (t.type == Tok::End)
            return Tr::tr("end of expression");
        return m_text.sliced(t.pos, t.end - t.pos);
    }

    std::nullptr_t fail(int pos, const QString &message)
    {
        if (!m_failed) {
            error = {pos, message};
            m_failed = true;
        }
        return nullptr;
    }

    bool expect(Tok type, const char *what)
    {
        if (peek().type != type) {
            fail(peek().pos, Tr::tr("expected '%1', found '%2'")
                                 .arg(QLatin1String(what), excerpt(tokenText(peek()))));
            return false;
        }
        take();
        return true;
    }

    static int maxArgDepth(const Expr &e)
    {
        int d = 0;
        for (const auto &a : e.args)
            d = std::max(d, a->depth);
        return d;
    }

    static std::unique_ptr<Expr> call(const char *fn, int pos, std::unique_ptr<Expr> a,
                                      std::unique_ptr<Expr> b = nullptr)
    {
        auto e = std::make_unique<Expr>();
        e->kind = Expr::Kind::Call;
        e->name = QLatin1String(fn);
        e->pos = pos;
        e->begin = a->begin;
        e->end = b ? b->end : a->end;
        e->depth = 1 + std::max(a->depth, b ? b->depth : 0);
        e->args.push_back(std::move(a));
        if (b)
            e->args.push_back(std::move(b));
        return e;
    }

    std::unique_ptr<Expr> expr()
    {
        if (++m_depth > MaxDepth) {
            --m_depth;
            return fail(peek().pos, Tr::tr("expression nested too deeply"));
        }
        auto cond = orExpr();
        if (cond && peek().type == Tok::Question) {
            const int pos = take().pos;
            auto yes = orExpr();
            if (!yes || !expect(Tok::Colon, ":")) {
                --m_depth;
                return nullptr;
            }
            auto no = expr();
            if (!no) {
                --m_depth;
                return nullptr;
            }
            auto e = call("_?_:_", pos, std::move(cond), std::move(yes));
            e->end = no->end;
            e->depth = std::max(e->depth, no->depth + 1);
            e->args.push_back(std::move(no));
            cond = std::move(e);
            if (cond->depth > MaxTreeDepth) {
                --m_depth;
                return fail(pos, Tr::tr("expression nested too deeply"));
            }
        }
        --m_depth;
        return cond;
    }

    template<class Next>
    std::unique_ptr<Expr> binaryChain(Next next,
                                      std::initializer_list<std::pair<Tok, const char *>> ops)
    {
        auto left = (this->*next)();
        while (left) {
            const char *fn = nullptr;
            for (const auto &[tok, name] : ops) {
                if (peek().type == tok)
                    fn = name;
            }
            if (!fn)
                break;
            const int pos = take().pos;
            auto right = (this->*next)();
            if (!right)
                return nullptr;
            const bool logical = qstrcmp(fn, "_&&_") == 0 || qstrcmp(fn, "_||_") == 0;
            if (logical && left->kind == Expr::Kind::Call && left->name == QLatin1String(fn)) {
                left->end = right->end;
                left->depth = std::max(left->depth, right->depth + 1);
                left->args.push_back(std::move(right));
            } else {
                left = call(fn, pos, std::move(left), std::move(right));
            }
            if (left->depth > MaxTreeDepth)
                return fail(pos, Tr::tr("expression nested too deeply"));
        }
        return left;
    }

    std::unique_ptr<Expr> orExpr() { return binaryChain(&Parser::andExpr, {{Tok::Or, "_||_"}}); }
    std::unique_ptr<Expr> andExpr() { return binaryChain(&Parser::relation, {{Tok::And, "_&&_"}}); }
    std::unique_ptr<Expr> relation()
    {
        return binaryChain(&Parser::addition, {{Tok::Lt, "_<_"},
                                               {Tok::Le, "_<=_"},
                                               {Tok::Gt, "_>_"},
                                               {Tok::Ge, "_>=_"},
                                               {Tok::EqEq, "_==_"},
                                               {Tok::Ne, "_!=_"},
                                               {Tok::In, "@in"}});
    }
    std::unique_ptr<Expr> addition()
    {
        return binaryChain(&Parser::multiplication, {{Tok::Plus, "_+_"}, {Tok::Minus, "_-_"}});
    }
    std::unique_ptr<Expr> multiplication()
    {
        return binaryChain(&Parser::unary,
                           {{Tok::Star, "_*_"}, {Tok::Slash, "_/_"}, {Tok::Percent, "_%_"}});
    }

    std::unique_ptr<Expr> unary()
    {
        if (peek().type == Tok::Not || peek().type == Tok::Minus) {
            const Tok op = peek().type;
            std::vector<int> positions;
            while (peek().type == op) {
                positions.push_back(take().pos);
                if (int(positions.size()) > MaxTreeDepth)
                    return fail(positions.back(), Tr::tr("expression nested too deeply"));
            }
            // A minus right before a number is the number's sign (-9223372036854775808).
            bool signedLiteral = false;
            if (op == Tok::Minus && (peek().type == Tok::Int || peek().type == Tok::Double)) {
                signedLiteral = true;
                positions.pop_back();
            }
            auto operand = signedLiteral ? member(true) : member(false);
            if (!operand)
                return nullptr;
            for (auto it = positions.rbegin(); it != positions.rend(); ++it) {
                operand = call(op == Tok::Not ? "!_" : "-_", *it, std::move(operand));
                operand->begin = *it;
            }
            // Runs of `!`/`-` around nested groups add up: bound the tree height here too.
            if (operand->depth > MaxTreeDepth)
                return fail(positions.empty() ? operand->pos : positions.front(),
                            Tr::tr("expression nested too deeply"));
            return operand;
        }
        return member(false);
    }

    std::unique_ptr<Expr> member(bool negate)
    {
        auto e = primary(negate);
        while (e) {
            const Token &t = peek();
            if (t.type == Tok::Dot) {
                const int pos = take().pos;
                // `x.?f`: the optional selection (cel-go's _?._(x, "f")).
                const bool optional = peek().type == Tok::Question;
                if (optional)
                    take();
                if (peek().type != Tok::Ident && peek().type != Tok::QuotedIdent)
                    return fail(peek().pos, Tr::tr("expected a field name after '.'"));
                const Token &name = take();
                if (optional) {
                    auto field = literalExpr(name, Value::string(name.text));
                    e = call("_?._", pos, std::move(e), std::move(field));
                } else if (peek().type == Tok::LParen && name.type == Tok::Ident) {
                    auto c = std::make_unique<Expr>();
                    c->kind = Expr::Kind::Call;
                    c->target = true;
                    c->name = name.text;
                    c->pos = name.pos;
                    c->begin = e->begin;
                    c->args.push_back(std::move(e));
                    if (!arguments(*c, Tok::RParen))
                        return nullptr;
                    c->end = lastEnd();
                    c->depth = 1 + maxArgDepth(*c);
                    e = std::move(c);
                } else {
                    auto s = std::make_unique<Expr>();
                    s->kind = Expr::Kind::Select;
                    s->name = name.text;
                    s->pos = pos;
                    s->begin = e->begin;
                    s->end = name.end;
                    s->depth = 1 + e->depth;
                    s->args.push_back(std::move(e));
                    e = std::move(s);
                }
            } else if (t.type == Tok::LBracket) {
                const int pos = take().pos;
                // `x[?i]`: the optional index (cel-go's _[?_]).
                const bool optional = peek().type == Tok::Question;
                if (optional)
                    take();
                auto index = expr();
                if (!index || !expect(Tok::RBracket, "]"))
                    return nullptr;
                e = call(optional ? "_[?_]" : "_[_]", pos, std::move(e), std::move(index));
                e->end = lastEnd();
            } else if (t.type == Tok::LBrace && e->kind == Expr::Kind::Ident) {
                return fail(t.pos, Tr::tr("message construction is not supported"));
            } else {
                break;
            }
            if (e->depth > MaxTreeDepth)
                return fail(e->pos, Tr::tr("expression nested too deeply"));
        }
        return e;
    }

    /// Arguments after an opening bracket up to CLOSE (trailing comma allowed for lists/maps).
    bool arguments(Expr &into, Tok close, bool pairs = false, bool trailingComma = false)
    {
        take(); // the opening bracket
        if (++m_depth > MaxDepth) {
            fail(peek().pos, Tr::tr("expression nested too deeply"));
            return false;
        }
        bool first = true;
        while (peek().type != close) {
            if (!first) {
                if (!expect(Tok::Comma, ","))
                    return false;
                if (trailingComma && peek().type == close)
                    break;
            }
            first = false;
            // `[?x]` and `{?k: v}`: optional entries of a list or map literal.
            if (trailingComma && peek().type == Tok::Question) {
                take();
                into.optionalEntries.push_back(
                    int(pairs ? into.args.size() / 2 : into.args.size()));
            }
            auto a = expr();
            if (!a)
                return false;
            into.args.push_back(std::move(a));
            if (pairs) {
                if (!expect(Tok::Colon, ":"))
                    return false;
                auto v = expr();
                if (!v)
                    return false;
                into.args.push_back(std::move(v));
            }
        }
        take();
        --m_depth;
        return true;
    }

    std::unique_ptr<Expr> literalExpr(const Token &t, Value v)
    {
        auto e = std::make_unique<Expr>();
        e->kind = Expr::Kind::Literal;
        e->pos = t.pos;
        e->begin = t.pos;
        e->end = t.end;
        e->literal = std::move(v);
        return e;
    }

    std::unique_ptr<Expr> primary(bool negate)
    {
        const Token &t = peek();
        switch (t.type) {
        case Tok::Int:
        case Tok::Uint: {
            take();
            const bool hex =
                t.text.startsWith(QLatin1String("0x")) || t.text.startsWith(QLatin1String("0X"));
            const QString digits = hex ? t.text.sliced(2) : t.text;
            bool ok = false;
            if (t.type == Tok::Uint) {
                const quint64 v = digits.toULongLong(&ok, hex ? 16 : 10);
                if (!ok)
                    return fail(t.pos, Tr::tr("invalid uint literal: %1").arg(excerpt(t.text)));
                return literalExpr(t, Value::uinteger(v));
            }
            const qint64 v =
                (negate ? QLatin1Char('-') + digits : digits).toLongLong(&ok, hex ? 16 : 10);
            if (!ok)
                return fail(t.pos, Tr::tr("invalid int literal: %1").arg(excerpt(t.text)));
            auto e = literalExpr(t, Value::integer(v));
            if (negate)
                e->begin = t.pos - 1;
            return e;
        }
        case Tok::Double: {
            take();
            auto e = literalExpr(t, Value::real(negate ? -t.value.d : t.value.d));
            if (negate)
                e->begin = t.pos - 1;
            return e;
        }
        case Tok::String:
        case Tok::Bytes:
            take();
            return literalExpr(t, t.value);
        case Tok::True:
        case Tok::False:
            take();
            return literalExpr(t, Value::boolean(t.type == Tok::True));
        case Tok::Null:
            take();
            return literalExpr(t, Value::null());
        case Tok::LParen: {
            const int begin = take().pos;
            auto e = expr();
            if (!e || !expect(Tok::RParen, ")"))
                return nullptr;
            e->begin = begin;
            e->end = lastEnd();
            return e;
        }
        case Tok::LBracket: {
            auto e = std::make_unique<Expr>();
            e->kind = Expr::Kind::List;
            e->pos = e->begin = t.pos;
            if (!arguments(*e, Tok::RBracket, false, true))
                return nullptr;
            e->end = lastEnd();
            e->depth = 1 + maxArgDepth(*e);
            return e;
        }
        case Tok::LBrace: {
            auto e = std::make_unique<Expr>();
            e->kind = Expr::Kind::Map;
            e->pos = e->begin = t.pos;
            if (!arguments(*e, Tok::RBrace, true, true))
                return nullptr;
            e->end = lastEnd();
            e->depth = 1 + maxArgDepth(*e);
            return e;
        }
        case Tok::Dot:
        case Tok::Ident: {
            const int begin = t.pos;
            QString name;
            if (t.type == Tok::Dot) {
                take();
                if (peek().type != Tok::Ident)
                    return fail(peek().pos, Tr::tr("expected an identifier after '.'"));
                name = QStringLiteral(".");
            }
            const Token &id = take();
            if (isReservedWord(id.text))
                return fail(id.pos, Tr::tr("reserved identifier: %1").arg(excerpt(id.text)));
            name += id.text;
            if (peek().type == Tok::LParen) {
                auto c = std::make_unique<Expr>();
                c->kind = Expr::Kind::Call;
                c->name = name;
                c->pos = id.pos;
                c->begin = begin;
                if (!arguments(*c, Tok::RParen))
                    return nullptr;
                c->end = lastEnd();
                c->depth = 1 + maxArgDepth(*c);
                return c;
            }
            auto e = std::make_unique<Expr>();
            e->kind = Expr::Kind::Ident;
            e->name = name;
            e->pos = id.pos;
            e->begin = begin;
            e->end = id.end;
            return e;
        }
        default:
            break;
        }
        if (t.type == Tok::End)
            return fail(t.pos, Tr::tr("unexpected end of expression"));
        return fail(t.pos, Tr::tr("unexpected token '%1'").arg(excerpt(tokenText(t))));
    }
};

} // namespace

bool Expr::isOptionalEntry(size_t entry) const
{
    return std::find(optionalEntries.begin(), optionalEntries.end(), int(entry)) !=
           optionalEntries.end();
}

QString Expr::toDebugString() const
{
    const auto joined = [this](size_t from) {
        QStringList parts;
        for (size_t k = from; k < args.size(); ++k)
            parts << args[k]->toDebugString();
        return parts.join(QLatin1String(", "));
    };
    switch (kind) {
    case Kind::Literal:
        return literal.toDebugString();
    case Kind::Ident:
        return name;
    case Kind::Select:
        return args[0]->toDebugString() + QLatin1Char('.') + name;
    case Kind::Call:
        if (target)
            return args[0]->toDebugString() + QLatin1Char('.') + name + QLatin1Char('(') +
                   joined(1) + QLatin1Char(')');
        return name + QLatin1Char('(') + joined(0) + QLatin1Char(')');
    case Kind::List: {
        QStringList parts;
        for (size_t k = 0; k < args.size(); ++k)
            parts << (isOptionalEntry(k) ? QLatin1String("?") : QLatin1String("")) +
                         args[k]->toDebugString();
        return QLatin1Char('[') + parts.join(QLatin1String(", ")) + QLatin1Char(']');
    }
    case Kind::Map: {
        QStringList parts;
        for (size_t k = 0; k + 1 < args.size(); k += 2)
            parts << (isOptionalEntry(k / 2) ? QLatin1String("?") : QLatin1String("")) +
                         args[k]->toDebugString() + QLatin1String(": ") +
                         args[k + 1]->toDebugString();
        return QLatin1Char('{') + parts.join(QLatin1String(", ")) + QLatin1Char('}');
    }
    }
    return {};
}

ParseResult parse(const QString &text)
{
    ParseResult result;
    std::vector<Token> tokens;
    Lexer lexer(text);
    if (!lexer.run(tokens, result.error))
        return result;
    Parser parser(text, std::move(tokens));
    result.expr = parser.parseAll();
    if (!result.expr)
        result.error = parser.error;
    return result;
}

bool isReservedWord(const QString &name)
{
    static const QSet<QString> words = {
        QStringLiteral("true"),    QStringLiteral("false"),     QStringLiteral("null"),
        QStringLiteral("in"),      QStringLiteral("as"),        QStringLiteral("break"),
        QStringLiteral("const"),   QStringLiteral("continue"),  QStringLiteral("else"),
        QStringLiteral("for"),     QStringLiteral("function"),  QStringLiteral("if"),
        QStringLiteral("import"),  QStringLiteral("let"),       QStringLiteral("loop"),
        QStringLiteral("package"), QStringLiteral("namespace"), QStringLiteral("return"),
        QStringLiteral("var"),     QStringLiteral("void"),      QStringLiteral("while"),
    };
    return words.contains(name);
}

QString positionText(const QString &text, int offset)
{
    offset = std::clamp(offset, 0, int(text.size()));
    int line = 1;
    int lineStart = 0;
    for (int k = 0; k < offset; ++k) {
        if (text[k] == u'\n') {
            ++line;
            lineStart = k + 1;
        }
    }
    return QString::number(line) + QLatin1Char(':') + QString::number(offset - lineStart + 1);
}

} // namespace Accel::Cel
