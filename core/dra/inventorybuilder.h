// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "dra/inventory.h"

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QMap>
#include <QString>

#include <functional>
#include <optional>
#include <type_traits>
#include <utility>

/// Internal to accelcore: the one implementation of the inventory rules (join per node and
/// pciBusID, pools at their highest generation, incomplete pools, bare attribute names in the
/// driver domain, failed capability queries), fed by readers that only extract fields. Two
/// readers exist: QJsonObjects (Inventory::build) and simdjson elements
/// (Inventory::fromSnapshotFile). A reader calls, in this order: addNode() for every Node,
/// addSlice() for every ResourceSlice in file order, settlePools(), then for each slice that
/// isCurrent(): addDevice() per device and endSlice(); finally finish().
/// A reader that streams (one object at a time) adds each slice's devices right after
/// addSlice(), before the pools settle, so that it holds no records (issue 37); settlePools()
/// then drops the devices of slices that turned out stale, and the reader calls endSlice() for
/// the slices that are current. The inventory is the same either way.
namespace Accel::Dra::Internal {

struct NodeRecord
{
    QString name;
    std::optional<QString> gpuPresentLabel;
    std::optional<QString> gpuProductLabel;
};

/// A ResourceSlice's header: everything but its devices.
struct SliceRecord
{
    QString name;
    QString apiVersion;
    QString driver;
    QString nodeName;
    QString pool;
    QString creationTimestamp;
    qint64 generation = 0;
    qint64 resourceSliceCount = 0;
    int devices = 0; ///< the length of spec.devices
    /// spec.sharedCounters: counter set name -> its counters (name -> quantity), as written.
    QList<std::pair<QString, CounterAmounts>> sharedCounters;
};

/// One device as the slice spells it.
struct DeviceRecord
{
    QString name;
    bool allowMultipleAllocations = false;
    /// Attribute names as written (bare or qualified), in the order of the JSON object's sorted
    /// keys, one entry per distinct key (the last one, as QJsonObject keeps it).
    QList<std::pair<QString, Attribute>> attributes;
    /// True when the reader already mapped every name through qualifiedName().
    bool namesQualified = false;
    /// True after InventoryBuilder::shareAttributes(): qualified, sorted, shared.
    bool attributesShared = false;
    int unknownForms = 0; ///< attributes in a form this version does not read, left out
    QList<std::pair<QString, QString>> capacity; ///< name as written -> quantity text
    QStringList taints;                 ///< the device's taints, "key=value:Effect" (taintText())
    QList<CounterConsumption> consumes; ///< consumesCounters, as written
};

/// "key=value:Effect", or "key:Effect" without a value: how a DeviceTaint is shown.
QString taintText(const QString &key, const QString &value, const QString &effect);

/// The DeviceAttribute form `{"<form>": value}` (k8s NOTES "DeviceAttribute"). Readers call the
/// overload for the JSON type they found; nullopt means a form this version does not read.
std::optional<Attribute> attributeFromBool(QLatin1StringView form, bool value);
std::optional<Attribute> attributeFromNumber(QLatin1StringView form, qint64 integer);
std::optional<Attribute> attributeFromString(QLatin1StringView form, QString text);

/// A hash of a device's attributes (names and values), and of its capacity map: for sharing
/// equal ones.
size_t attributesHash(const QList<std::pair<QString, Attribute>> &attributes);
size_t capacityHash(const QMap<QString, QString> &capacity);

/// VALUE becomes the equal one among those held in SHARED under HASH (an implicitly shared Qt
/// container or string: the copy costs a reference), else is kept there for the next, after
/// KEEPING(VALUE) when given (a squeeze, say). A fleet repeats a device's attributes, capacity
/// and names on every node (issue 37: 1.2 million devices); EQUAL is the comparison that makes
/// two values interchangeable.
template<typename T, typename Equal = std::equal_to<T>>
void shareEqual(QMultiHash<size_t, T> &shared, size_t hash, T &value, Equal equal = {},
                std::type_identity_t<void (*)(T &)> keeping = nullptr)
{
    for (auto it = shared.constFind(hash); it != shared.cend() && it.key() == hash; ++it) {
        if (equal(*it, value)) {
            value = *it;
            return;
        }
    }
    if (keeping)
        keeping(value);
    shared.insert(hash, value);
}

/// QJsonValue::toInteger() of a JSON number: the value when it is a whole number in range,
/// else 0. Readers use it so both paths agree on `1.0`, `1e2` and out-of-range numbers.
qint64 integerOf(double value);

class InventoryBuilder
{
public:
    InventoryBuilder();

    /// One shared QString per distinct text: 32,000 devices repeat a few hundred names and
    /// values. The UTF-8 overload allocates nothing when the text was seen before.
    QString intern(const QString &text);
    QString intern(QByteArrayView utf8);

    /// An attribute or capacity name of a `driver` slice, fully qualified and interned (a bare
    /// name belongs to the driver's domain). Raw bytes as the JSON spells them; no allocation
    /// for a name seen before.
    QString qualifiedName(const QString &driver, QByteArrayView utf8Key);

    /// v1beta1 wraps a device's fields in `basic`.
    static bool wrapsDevices(const QString &apiVersion);

    void addNode(NodeRecord &&node);
    void addSlice(SliceRecord &&slice);
    /// After the last addSlice(): pools take their highest generation; warnings for incomplete
    /// pools.
    void settlePools();
    /// Whether slice `index` (in addSlice order) is of its pool's highest generation; devices
    /// of other slices are not read.
    bool isCurrent(qsizetype index) const;
    const SliceRecord &slice(qsizetype index) const { return m_records[index]; }
    /// A device of slice SLICEINDEX; a slice's devices one after the other. Before
    /// settlePools() (a streaming reader) or after it (for current slices only), never both.
    void addDevice(qsizetype sliceIndex, DeviceRecord &&device);
    qsizetype deviceCount() const { return m_inv.m_devices.size(); }
    qsizetype sliceCount() const { return m_inv.m_slices.size(); }
    /// Room for SLICES slices (and as many pools) and DEVICES devices (and as many GPUs, at
    /// most one each), for a reader that can tell how many will come.
    void reserve(qsizetype slices, qsizetype devices);
    /// A ResourceClaim HOLDER ("namespace/name") whose status.allocation has the device
    /// driver/pool/device; any time before finish().
    void addHolder(const QString &driver, const QString &pool, const QString &device,
                   const QString &holder);
    /// After the devices of a current slice.
    void endSlice(qsizetype sliceIndex);
    Inventory finish();

private:
    Node &nodeFor(const QString &name);
    /// The driver profile of a driver name the builder interned (cached by its data).
    const DriverProfile *profileOf(const QString &driver);
    /// What the devices in use consume of each counter set; each device's DeviceState.
    void settleCounters();
    /// The GPUs in the inventory's order (Inventory::gpus()).
    void sortGpus();
    /// Partitions among the devices of an unknown driver that share a counter set.
    void markPartitions(Gpu &gpu);
    const QString &qualifiedName(const QString &driver, const QString &key);
    /// RECORD's attributes as addDevice() keeps them (names qualified in DRIVER's domain,
    /// sorted, the last of a repeated name), sharing the list with an equal one read before
    /// (issue 37: each distinct list held once).
    void shareAttributes(const QString &driver, DeviceRecord &record);
    /// DEVICE's capacity becomes that of an equal device read before.
    void shareCapacity(Device &device);
    /// settlePools() for devices added before it: the pool's state on each device; the devices
    /// of stale slices (and GPUs left without devices, and their counter uses) removed.
    void settleEarlyDevices();

    Inventory m_inv;
    QHash<QString, QString> m_strings;
    QHash<QByteArray, QString> m_utf8Strings;
    QList<SliceRecord> m_records;
    QList<int> m_slicePool;    ///< slice index -> pool index
    QList<int> m_unknownForms; ///< per slice
    /// Per slice, its devices in Inventory::m_devices: [first, end) (empty when none).
    QList<std::pair<int, int>> m_sliceDevices;
    bool m_settled = false; ///< settlePools() ran
    QHash<QString, int> m_poolIndex;
    /// A physical GPU on a node: its PCI address, or (COUNTERSET) the driver, pool and
    /// counter set its partitions consume.
    struct GpuKey
    {
        const QChar *node; ///< an interned node name's data
        bool counterSet = false;
        QString text;
        bool operator==(const GpuKey &) const = default;
        friend size_t qHash(const GpuKey &key, size_t seed = 0)
        {
            return qHashMulti(seed, quintptr(key.node), key.counterSet, key.text);
        }
    };
    QHash<GpuKey, int> m_gpuIndex;
    QHash<QString, QHash<QString, QString>> m_qualifiedNames; ///< driver -> key -> qualified
    QHash<QString, QHash<QByteArray, QString>> m_qualifiedUtf8Names;
    QHash<QByteArray, QString> *m_utf8Names = nullptr; ///< m_qualifiedUtf8Names[m_utf8NamesDriver]
    QString m_utf8NamesDriver;
    QHash<QString, QStringList> m_holders; ///< driver/pool/device -> claims
    QHash<const QChar *, const DriverProfile *> m_profiles;
    QList<const DriverProfile *> m_sliceProfile; ///< per slice
    QHash<QString, int> m_counterSetIndex;       ///< driver\npool\nset -> Inventory::m_counterSets
    /// Hash of an attribute list -> each distinct list read (shared with the devices that hold
    /// it); hash of a capacity -> the devices that hold each distinct one.
    QMultiHash<size_t, QList<std::pair<QString, Attribute>>> m_sharedAttributes;
    QMultiHash<size_t, int> m_capacityOwners;
};

} // namespace Accel::Dra::Internal

// As the inventory's records (inventory.h): Qt containers only, moved by realloc as they grow.
Q_DECLARE_TYPEINFO(Accel::Dra::Internal::SliceRecord, Q_RELOCATABLE_TYPE);
