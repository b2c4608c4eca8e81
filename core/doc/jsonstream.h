// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QJsonValue>
#include <QLatin1StringView>
#include <QStringList>

#include <functional>

namespace Accel::Doc {

/// Indented JSON written as it is produced, byte for byte what toJson(value,
/// JsonStyle::Indented) makes of the same value (two-space indent, QJsonDocument's escaping and
/// numbers, a trailing newline), without building the QJsonObject first: 16,000 GPUs as
/// QJsonObjects took longer than reading the snapshot. The caller writes each object's keys in
/// sorted order, as QJsonObject holds them.
///
/// Collecting (the first constructor) keeps the whole text for take(); streaming (the second)
/// hands it to `sink` in chunks of about `chunkBytes`, so a 32,000-device list never sits in
/// memory twice.
class JsonStream
{
public:
    using Sink = std::function<void(QByteArrayView)>;

    explicit JsonStream(qsizetype reserveBytes = 0);
    explicit JsonStream(Sink sink, qsizetype chunkBytes = 1 << 20);

    void beginObject() { open('{'); }
    void endObject() { close('}'); }
    void beginArray() { open('['); }
    void endArray() { close(']'); }

    void key(QLatin1StringView name);
    void key(const QString &name);

    void value(const QString &text);
    void value(QLatin1StringView text) { value(QString(text)); }
    void value(bool flag);
    void value(qint64 number);
    /// Any value, through toJson(): the slow path, for parts with no fixed shape.
    void value(const QJsonValue &json);

    template<typename T>
    void field(QLatin1StringView name, const T &v)
    {
        key(name);
        value(v);
    }
    void stringArray(QLatin1StringView name, const QStringList &list);

    /// The closing newline; streaming, the rest goes to the sink.
    void finish();
    /// finish(), then the whole text (collecting only).
    QByteArray take();

private:
    void item();
    void open(char bracket);
    void close(char bracket);
    void indent();
    void string(const QString &text);
    void flushIfFull();

    QByteArray m_out;
    Sink m_sink;
    qsizetype m_chunkBytes = 0;
    int m_depth = 0;
    bool m_first = true;
    bool m_afterKey = false;
};

} // namespace Accel::Doc
