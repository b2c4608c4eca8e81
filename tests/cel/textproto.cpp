// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "textproto.h"

#include <cctype>

namespace Accel::Test {

const PbValue *PbMessage::first(const QString &name) const
{
    for (const auto &[n, v] : fields) {
        if (n == name)
            return &v;
    }
    return nullptr;
}

QList<const PbValue *> PbMessage::all(const QString &name) const
{
    QList<const PbValue *> out;
    for (const auto &[n, v] : fields) {
        if (n == name)
            out << &v;
    }
    return out;
}

QByteArray PbMessage::text(const QString &name) const
{
    const PbValue *v = first(name);
    return v ? v->text : QByteArray();
}

namespace {

class Reader
{
public:
    explicit Reader(const QByteArray &text)
        : m_text(text)
    {}

    bool message(PbMessage &into, char close)
    {
        for (;;) {
            skip();
            if (m_pos >= m_text.size())
                return close == 0 ? true : fail("unexpected end of input");
            if (close != 0 && m_text[m_pos] == close) {
                ++m_pos;
                return true;
            }
            QByteArray name;
            bool isAny = false;
            if (!fieldName(name, &isAny))
                return false;
            skip();
            bool colon = false;
            if (peek() == ':') {
                colon = true;
                ++m_pos;
                skip();
            }
            if (isAny && peek() != '{' && peek() != '<')
                return fail("expected '{' or '<' after an Any type URL");
            if (peek() == '[') {
                ++m_pos;
                for (;;) {
                    skip();
                    if (peek() == ']') {
                        ++m_pos;
                        break;
                    }
                    PbValue v;
                    if (!value(v))
                        return false;
                    into.fields.append({QString::fromLatin1(name), v});
                    skip();
                    if (peek() == ',')
                        ++m_pos;
                }
            } else {
                PbValue v;
                if (!value(v))
                    return false;
                if (!colon && !v.isMessage)
                    return fail("expected ':'");
                into.fields.append({QString::fromLatin1(name), v});
            }
            skip();
            if (peek() == ',' || peek() == ';')
                ++m_pos;
        }
    }

    QString error;

private:
    const QByteArray &m_text;
    qsizetype m_pos = 0;

    char peek() const { return m_pos < m_text.size() ? m_text[m_pos] : '\0'; }

    bool fail(const char *what)
    {
        if (error.isEmpty()) {
            const qsizetype lineStart = m_text.lastIndexOf('\n', m_pos - 1) + 1;
            error = QStringLiteral("%1 at line %2, column %3 (offset %4)")
                        .arg(QLatin1String(what))
                        .arg(m_text.left(m_pos).count('\n') + 1)
                        .arg(m_pos - lineStart + 1)
                        .arg(m_pos);
        }
        return false;
    }

    void skip()
    {
        while (m_pos < m_text.size()) {
            const char c = m_text[m_pos];
            if (c == '#') {
                while (m_pos < m_text.size() && m_text[m_pos] != '\n')
                    ++m_pos;
            } else if (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
                ++m_pos;
            } else {
                return;
            }
        }
    }

    /// IDENT = letter { letter | dec }, letter including '_' (text format spec, "Lexical
    /// Elements"); empty when the input does not start with one.
    QByteArray ident()
    {
        const qsizetype start = m_pos;
        if (m_pos < m_text.size() && (std::isalpha(uchar(m_text[m_pos])) || m_text[m_pos] == '_'))
            ++m_pos;
        else
            return {};
        while (m_pos < m_text.size() &&
               (std::isalnum(uchar(m_text[m_pos])) || m_text[m_pos] == '_'))
            ++m_pos;
        return m_text.mid(start, m_pos - start);
    }

    /// FieldName = ExtensionName | AnyName | IDENT, with ExtensionName = "[" TypeName "]",
    /// AnyName = "[" Domain "/" TypeName "]" and Domain, TypeName = IDENT { "." IDENT } (text
    /// format spec, "Fields"). The brackets' parts are syntactic elements, so whitespace and
    /// comments may separate them; NAME gets the bracketed form without them, e.g.
    /// "[type.googleapis.com/google.protobuf.Duration]". ISANY is set for an AnyName.
    bool fieldName(QByteArray &name, bool *isAny)
    {
        *isAny = false;
        if (peek() != '[') {
            name = ident();
            return name.isEmpty() ? fail("expected a field name") : true;
        }
        ++m_pos;
        name = "[";
        for (;;) {
            skip();
            const QByteArray part = ident();
            if (part.isEmpty())
                return fail("expected an identifier in a bracketed field name");
            name += part;
            skip();
            const char c = peek();
            if (c == ']') {
                ++m_pos;
                name += ']';
                return true;
            }
            if (c == '/' && !*isAny) {
                *isAny = true;
            } else if (c != '.') {
                return fail(*isAny ? "expected '.' or ']' in an Any type URL"
                                   : "expected '.', '/' or ']' in a bracketed field name");
            }
            ++m_pos;
            name += c;
        }
    }

    /// A scalar token: an identifier or a number (signs, dots and exponents included).
    QByteArray identifier()
    {
        const qsizetype start = m_pos;
        while (m_pos < m_text.size()) {
            const char c = m_text[m_pos];
            if (std::isalnum(uchar(c)) || c == '_' || c == '.' || c == '-' || c == '+')
                ++m_pos;
            else
                break;
        }
        return m_text.mid(start, m_pos - start);
    }

    bool value(PbValue &v)
    {
        const char c = peek();
        if (c == '{' || c == '<') {
            ++m_pos;
            v.isMessage = true;
            v.message = std::make_shared<PbMessage>();
            return message(*v.message, c == '{' ? '}' : '>');
        }
        if (c == '"' || c == '\'') {
            v.isString = true;
            while (peek() == '"' || peek() == '\'') {
                if (!string(v.text))
                    return false;
                skip();
            }
            return true;
        }
        v.text = identifier();
        return v.text.isEmpty() ? fail("expected a value") : true;
    }

    bool string(QByteArray &out)
    {
        const char quote = m_text[m_pos++];
        for (;;) {
            if (m_pos >= m_text.size())
                return fail("unterminated string");
            const char c = m_text[m_pos++];
            if (c == quote)
                return true;
            if (c != '\\') {
                out += c;
                continue;
            }
            const char e = peek();
            ++m_pos;
            switch (e) {
            case 'a':
                out += '\a';
                break;
            case 'b':
                out += '\b';
                break;
            case 'f':
                out += '\f';
                break;
            case 'n':
                out += '\n';
                break;
            case 'r':
                out += '\r';
                break;
            case 't':
                out += '\t';
                break;
            case 'v':
                out += '\v';
                break;
            case 'x':
            case 'X': {
                int value = 0;
                int n = 0;
                while (n < 2 && std::isxdigit(uchar(peek()))) {
                    value = value * 16 + QByteArray(1, peek()).toInt(nullptr, 16);
                    ++m_pos;
                    ++n;
                }
                out += char(value);
                break;
            }
            case 'u':
            case 'U': {
                const int digits = e == 'u' ? 4 : 8;
                const uint cp = m_text.mid(m_pos, digits).toUInt(nullptr, 16);
                m_pos += digits;
                const char32_t one[1] = {char32_t(cp)};
                out += QString::fromUcs4(one, 1).toUtf8();
                break;
            }
            default:
                if (e >= '0' && e <= '7') {
                    int value = e - '0';
                    int n = 1;
                    while (n < 3 && peek() >= '0' && peek() <= '7') {
                        value = value * 8 + (peek() - '0');
                        ++m_pos;
                        ++n;
                    }
                    out += char(value);
                } else {
                    out += e; // \" \' \\ \?
                }
            }
        }
    }
};

} // namespace

std::shared_ptr<PbMessage> parseTextProto(const QByteArray &text, QString *error)
{
    auto root = std::make_shared<PbMessage>();
    Reader reader(text);
    if (!reader.message(*root, 0)) {
        if (error)
            *error = reader.error;
        return nullptr;
    }
    return root;
}

} // namespace Accel::Test
