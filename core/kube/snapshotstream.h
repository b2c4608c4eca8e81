// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

// The pieces both streaming readers of a JSON snapshot share (issue 37): the List's items one by
// one from the file (Dra::Inventory::fromSnapshotFile for the inventory,
// ClusterSnapshot::fromFile for the objects), and the check that sends a document the general
// reader would refuse back to it. Internal to the engine; reentrant.

#include <QFile>

#include <simdjson.h>

#include <algorithm>
#include <cstring>
#include <string>
#include <string_view>
#include <vector>

namespace Accel::Kube::Internal {

/// Whether the JSON value repeats a key in any object, or holds a number that is not finite:
/// the general reader refuses either, naming the line and the key (issue 32), so a fast path
/// must not read such a file differently (simdjson keeps every repeated key).
bool needsGeneralReader(const simdjson::dom::element &root);

/// A JSON file that is one object holding an `items` array, read item by item (issue 37: the
/// whole DOM of a 65,000-node List, 700 MB, took several GB). The file comes in chunks; an item's
/// extent is found by a scan that tracks only strings and brackets, and simdjson then parses and
/// validates the item alone. Anything else (no `items` array, a repeated or escaped top-level key,
/// bytes between items that are not a comma) is Unusual: the caller reads the whole document.
class JsonListItemStream
{
public:
    enum class Step
    {
        Item,
        End,
        Unusual,
    };

    explicit JsonListItemStream(QFile &file)
        : m_file(file)
    {}

    /// The next item (an object's bytes, valid until the next call), or the end of the file.
    Step next(std::string_view &item)
    {
        if (m_state == State::Start) {
            if (!skipSpace() || m_buf[m_pos] != '{')
                return Step::Unusual;
            ++m_pos;
            m_state = State::FirstMember;
        }
        for (;;) {
            if (m_state == State::InItems || m_state == State::FirstItem) {
                if (!skipSpace())
                    return Step::Unusual;
                const char c = m_buf[m_pos];
                if (c == ']') {
                    ++m_pos;
                    m_state = State::AfterMember;
                    continue;
                }
                if (m_state == State::InItems) {
                    if (c != ',')
                        return Step::Unusual;
                    ++m_pos;
                    if (!skipSpace())
                        return Step::Unusual;
                }
                if (m_buf[m_pos] != '{')
                    return Step::Unusual; // an item that is not an object: the general error
                const qsizetype end = valueEnd();
                if (end < 0)
                    return Step::Unusual;
                item = std::string_view(m_buf.data() + m_pos, std::size_t(end - m_pos));
                m_pos = end;
                m_state = State::InItems;
                return Step::Item;
            }
            if (m_state == State::AfterMember) {
                if (!skipSpace())
                    return Step::Unusual;
                const char c = m_buf[m_pos++];
                if (c == '}') {
                    // Only white space may follow the top-level object.
                    if (skipSpace() || !m_file.atEnd() || !m_sawItems)
                        return Step::Unusual;
                    m_rest = '{' + m_rest + '}';
                    return Step::End;
                }
                if (c != ',')
                    return Step::Unusual;
                m_state = State::Member;
            }
            // A member: "key": value.
            if (!skipSpace())
                return Step::Unusual;
            if (m_state == State::FirstMember && m_buf[m_pos] == '}')
                return Step::Unusual; // an empty object: not a List
            if (m_buf[m_pos] != '"')
                return Step::Unusual;
            const qsizetype keyEnd = valueEnd();
            if (keyEnd < 0)
                return Step::Unusual;
            const std::string key(m_buf.data() + m_pos + 1, std::size_t(keyEnd - m_pos - 2));
            if (key.find('\\') != std::string::npos ||
                std::find(m_keys.begin(), m_keys.end(), key) != m_keys.end())
                return Step::Unusual; // escaped or repeated: the whole-document readers judge it
            m_keys.push_back(key);
            m_pos = keyEnd;
            if (!skipSpace() || m_buf[m_pos] != ':')
                return Step::Unusual;
            ++m_pos;
            if (!skipSpace())
                return Step::Unusual;
            if (key == "items") {
                if (m_buf[m_pos] != '[')
                    return Step::Unusual; // not a List's items: the whole document decides
                ++m_pos;
                m_sawItems = true;
                m_state = State::FirstItem;
                continue;
            }
            const qsizetype end = valueEnd();
            if (end < 0)
                return Step::Unusual;
            if (!m_rest.empty())
                m_rest += ',';
            m_rest += '"' + key + "\":";
            m_rest.append(m_buf.data() + m_pos, std::size_t(end - m_pos));
            m_pos = end;
            m_state = State::AfterMember;
        }
    }

    /// After End: the top-level object without its items, as JSON text.
    const std::string &rest() const { return m_rest; }
    /// How many bytes were read from the file.
    qint64 bytesRead() const { return m_read; }

private:
    enum class State
    {
        Start,
        FirstMember,
        Member,
        AfterMember,
        FirstItem,
        InItems,
    };

    /// Reads more of the file, keeping the bytes from m_pos on (at least `atLeast` bytes more,
    /// so that a value longer than the buffer is scanned again only log(n) times).
    bool readMore(qsizetype atLeast)
    {
        if (m_pos > 0) {
            m_buf.erase(0, std::size_t(m_pos));
            m_pos = 0;
        }
        const qsizetype want = std::max<qsizetype>(atLeast, ChunkBytes);
        const std::size_t had = m_buf.size();
        m_buf.resize(had + std::size_t(want));
        const qint64 got = m_file.read(m_buf.data() + had, want);
        m_buf.resize(had + std::size_t(std::max<qint64>(got, 0)));
        if (got > 0)
            m_read += got;
        return got > 0;
    }

    /// Past white space to the next byte; false at the end of the file.
    bool skipSpace()
    {
        for (;;) {
            while (m_pos < qsizetype(m_buf.size())) {
                const char c = m_buf[m_pos];
                if (c != ' ' && c != '\n' && c != '\r' && c != '\t')
                    return true;
                ++m_pos;
            }
            if (!readMore(0))
                return false;
        }
    }

    /// The end of the value at m_pos (a string, an object or array, or a scalar), reading more
    /// as needed; -1 at the end of the file. Brackets are only counted: simdjson validates.
    qsizetype valueEnd()
    {
        for (;;) {
            const qsizetype end = scanValue();
            if (end >= 0)
                return end;
            if (!readMore(qsizetype(m_buf.size()) - m_pos))
                return -1;
        }
    }

    /// -1 when the buffer ends first.
    qsizetype scanValue() const
    {
        const char *const begin = m_buf.data();
        const char *const stop = begin + m_buf.size();
        const char *p = begin + m_pos;
        if (*p == '"') {
            p = stringEnd(p + 1, stop);
            return p ? p - begin : -1;
        }
        if (*p != '{' && *p != '[') { // a scalar ends at a delimiter (the object goes on)
            for (; p < stop; ++p) {
                const char c = *p;
                if (c == ',' || c == '}' || c == ']' || c == ' ' || c == '\n' || c == '\r' ||
                    c == '\t')
                    return p - begin;
            }
            return -1;
        }
        int depth = 0;
        while (p < stop) {
            const char c = *p;
            if (c == '"') {
                p = stringEnd(p + 1, stop);
                if (!p)
                    return -1;
                continue;
            }
            if (c == '{' || c == '[') {
                ++depth;
            } else if (c == '}' || c == ']') {
                if (--depth == 0)
                    return p + 1 - begin;
            }
            ++p;
        }
        return -1;
    }

    /// Past the closing quote of a string whose text starts at p; null when the buffer ends.
    static const char *stringEnd(const char *p, const char *stop)
    {
        for (;;) {
            const void *found = std::memchr(p, '"', std::size_t(stop - p));
            if (!found)
                return nullptr;
            const char *quote = static_cast<const char *>(found);
            const char *back = quote;
            while (back > p && back[-1] == '\\')
                --back;
            if ((quote - back) % 2 == 0)
                return quote + 1;
            p = quote + 1;
        }
    }

    static constexpr qsizetype ChunkBytes = qsizetype(4) << 20;
    QFile &m_file;
    std::string m_buf;
    qsizetype m_pos = 0;
    qint64 m_read = 0;
    State m_state = State::Start;
    bool m_sawItems = false;
    std::vector<std::string> m_keys;
    std::string m_rest;
};

} // namespace Accel::Kube::Internal
