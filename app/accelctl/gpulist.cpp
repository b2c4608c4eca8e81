// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "gpulist.h"

#include "doc/jsonwriter.h"
#include "dra/inventory.h"

#include <QJsonValue>

#include <algorithm>

namespace Accel::Cli {

namespace {

/// Indented JSON as Doc::toJson(value, JsonStyle::Indented) writes it. The caller writes each
/// object's keys in sorted order, as QJsonObject holds them.
class JsonOut
{
public:
    explicit JsonOut(qsizetype reserveBytes) { m_out.reserve(reserveBytes); }

    void beginObject() { open('{'); }
    void endObject() { close('}'); }
    void beginArray() { open('['); }
    void endArray() { close(']'); }

    void key(QLatin1StringView name)
    {
        item();
        m_out += '"';
        m_out.append(name.data(), name.size());
        m_out += "\": ";
        m_afterKey = true;
    }
    void key(const QString &name)
    {
        item();
        string(name);
        m_out += ": ";
        m_afterKey = true;
    }

    void value(const QString &text)
    {
        item();
        string(text);
    }
    void value(bool flag)
    {
        item();
        m_out += flag ? "true" : "false";
    }
    void value(qint64 number)
    {
        item();
        m_out += QByteArray::number(number);
    }
    void value(QLatin1StringView text) { value(QString(text)); }

    void field(QLatin1StringView name, const QString &text)
    {
        key(name);
        value(text);
    }
    void field(QLatin1StringView name, bool flag)
    {
        key(name);
        value(flag);
    }
    void field(QLatin1StringView name, qint64 number)
    {
        key(name);
        value(number);
    }
    void stringArray(QLatin1StringView name, const QStringList &list)
    {
        key(name);
        beginArray();
        for (const QString &text : list)
            value(text);
        endArray();
    }

    QByteArray take()
    {
        m_out += '\n';
        return std::move(m_out);
    }

private:
    /// Before a value or key: the comma after the previous sibling and the line's indent.
    void item()
    {
        if (m_afterKey) {
            m_afterKey = false;
            return;
        }
        if (m_depth == 0)
            return;
        if (!m_first)
            m_out += ',';
        m_first = false;
        m_out += '\n';
        indent();
    }
    void open(char bracket)
    {
        item();
        m_out += bracket;
        ++m_depth;
        m_first = true;
    }
    void close(char bracket)
    {
        --m_depth;
        m_out += '\n';
        indent();
        m_out += bracket;
        m_first = false;
    }
    void indent()
    {
        // append(count, char) inserts; copying from a run of spaces does not.
        static constexpr char spaces[] = "                                                ";
        for (qsizetype left = 2 * qsizetype(m_depth); left > 0;
             left -= qsizetype(sizeof spaces) - 1)
            m_out.append(spaces, std::min(left, qsizetype(sizeof spaces) - 1));
    }
    /// Printable ASCII is copied; anything QJsonDocument escapes or encodes goes through it.
    void string(const QString &text)
    {
        const qsizetype start = m_out.size();
        m_out.resize(start + text.size() + 2);
        char *out = m_out.data() + start;
        *out++ = '"';
        for (const QChar c : text) {
            const char16_t u = c.unicode();
            if (u < 0x20 || u >= 0x80 || u == u'"' || u == u'\\') {
                m_out.resize(start);
                m_out += Doc::toJson(QJsonValue(text), Doc::JsonStyle::Compact);
                return;
            }
            *out++ = char(u);
        }
        *out = '"';
    }

    QByteArray m_out;
    int m_depth = 0;
    bool m_first = true;
    bool m_afterKey = false;
};

} // namespace

QByteArray gpuListJson(const Dra::Inventory &inventory, const QString &source, bool demo)
{
    JsonOut out(qsizetype(inventory.gpus().size()) * 800 + 4096);
    out.beginObject();
    out.stringArray(QLatin1StringView("apiVersions"), inventory.apiVersionsRead());
    out.field(QLatin1StringView("demo"), demo);
    out.key(QLatin1StringView("items"));
    out.beginArray();
    for (const Dra::Gpu &gpu : inventory.gpus()) {
        // Inventory::gpuToJson(gpu, false), keys in QJsonObject's order.
        out.beginObject();
        out.stringArray(QLatin1StringView("capabilities"), gpu.capabilities);
        if (gpu.capabilityState != Dra::CapabilityState::NotPublished)
            out.field(QLatin1StringView("capabilityAttributes"), qint64(gpu.capabilityAttributes));
        out.field(QLatin1StringView("capabilityState"),
                  Dra::capabilityStateName(gpu.capabilityState));
        out.key(QLatin1StringView("devices"));
        out.beginArray();
        for (int d : gpu.devices) {
            const Dra::Device &device = inventory.devices()[d];
            out.beginObject();
            out.field(QLatin1StringView("driver"), device.driver);
            out.field(QLatin1StringView("name"), device.name);
            out.endObject();
        }
        out.endArray();
        out.stringArray(QLatin1StringView("drivers"), gpu.drivers);
        if (!gpu.heldBy.isEmpty())
            out.stringArray(QLatin1StringView("heldBy"), gpu.heldBy);
        out.field(QLatin1StringView("node"), gpu.nodeName);
        out.field(QLatin1StringView("pciBusID"), gpu.pciBusId);
        if (gpu.poolIncomplete)
            out.field(QLatin1StringView("poolIncomplete"), true);
        out.field(QLatin1StringView("product"), gpu.product);
        out.field(QLatin1StringView("renderNode"), gpu.renderNode);
        if (gpu.standalone)
            out.field(QLatin1StringView("standalone"), true);
        if (!gpu.taints.isEmpty())
            out.stringArray(QLatin1StringView("taints"), gpu.taints);
        if (gpu.vaDriver)
            out.field(QLatin1StringView("vaDriver"), *gpu.vaDriver);
        out.endObject();
    }
    out.endArray();
    out.field(QLatin1StringView("kind"), QStringLiteral("GpuList"));
    out.key(QLatin1StringView("nodes"));
    out.beginArray();
    for (const Dra::Node &node : inventory.nodes()) {
        out.beginObject();
        out.field(QLatin1StringView("gpus"), qint64(node.gpus.size()));
        out.key(QLatin1StringView("labels"));
        out.beginObject();
        if (node.gpuPresentLabel)
            out.field(QLatin1StringView("nvidia.com/gpu.present"), *node.gpuPresentLabel);
        if (node.gpuProductLabel)
            out.field(QLatin1StringView("nvidia.com/gpu.product"), *node.gpuProductLabel);
        out.endObject();
        out.field(QLatin1StringView("name"), node.name);
        out.field(QLatin1StringView("poolIncomplete"), node.poolIncomplete);
        out.endObject();
    }
    out.endArray();
    out.field(QLatin1StringView("source"), source);
    out.stringArray(QLatin1StringView("warnings"), inventory.warnings());
    out.endObject();
    return out.take();
}

} // namespace Accel::Cli
