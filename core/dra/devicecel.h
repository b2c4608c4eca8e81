// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "cel/program.h"
#include "result.h"

#include <QJsonValue>
#include <QList>
#include <QString>

/// The DRA device as the CEL engine reads it (issue 16, section 4): the engine knows nothing of
/// DRA and reads `device` through a Cel::HostObject that this file implements.
namespace Accel::Dra {

struct Device;

/// Kubernetes' limits for DRA CEL selectors (k8s NOTES, "CEL environment for selectors":
/// dynamic-resource-allocation cel/compile.go): CELSelectorExpressionMaxLength = 10 * 1024
/// characters, CELSelectorExpressionMaxCost = 1,000,000 cost units per evaluation, which the
/// scheduler enforces at run time. Our cost unit is one evaluation step (Cel::Program::evaluate),
/// close to cel-go's runtime cost of one unit per operation and call.
inline constexpr qsizetype SelectorMaxLength = 10 * 1024;
inline constexpr qint64 SelectorMaxCost = Cel::DefaultCostLimit;
static_assert(quint64(SelectorMaxCost) == Cel::SelectorCostLimit);

/// The DRA environment: the variable `device` (a kubernetes.DRADevice: driver, attributes,
/// capacity, allowMultipleAllocations; any other field is a compile error, as in the API server),
/// declared with its type so that the expression is type-checked when compiled, the 10 KiB limit
/// and the estimated-cost limit (CEL_COST_ESTIMATE past SelectorMaxCost). Any result type is
/// allowed (DeviceSelector::compile also requires bool).
///
/// `device.attributes[domain][name]`: attribute names are fully qualified in Dra::Device, so a
/// bare name in a slice is found under the device's driver domain; an unknown domain is an
/// empty map; an unknown name is the runtime error `no such key: name`. Versions are Semver
/// values, capacities Quantity values. Constant lookups read straight from the device's sorted
/// attribute list; nothing is copied per evaluation.
Cel::CompileOptions deviceCompileOptions();

/// The declared type of `device`: driver string (at most 63 characters), attributes
/// map(string, map(string, dyn)), capacity map(string, map(string, kubernetes.Quantity)) (32
/// entries each), allowMultipleAllocations bool.
Cel::Type deviceType();

/// `device` bound to DEVICE, as the activation of a program compiled with
/// deviceCompileOptions(). Valid while DEVICE lives; allocates nothing.
Cel::Value deviceValue(const Device &device);

/// The device of a document, for `accelctl cel eval --device FILE`: either one ResourceSlice
/// device entry as in resource.k8s.io/v1 (`{name, attributes, capacity,
/// allowMultipleAllocations}`) plus a `driver` field, or a whole ResourceSlice, whose device
/// DEVICENAME is taken (the only one when DEVICENAME is empty). Read through Dra::Inventory,
/// so bare attribute names land in the driver's domain exactly as for a cluster.
/// Error CEL_DEVICE when the document is neither, names no driver, or lacks the device.
Result<Device> deviceFromDocument(const QJsonValue &document, const QString &deviceName = {});

/// Which device of a document to take: by name, and by driver and node where a name repeats.
struct DevicePick
{
    QString name;
    QString driver;
    QString node;
};

/// The device DOCUMENTS hold, for `cel eval --device FILE` (issue 33, "Outputs feed inputs"):
/// one device entry with a driver field, a ResourceSlice, a List of them (`kubectl get
/// resourceslices -o yaml`, `accelctl get resourceslices -o yaml`) or a cluster snapshot (its
/// other objects passed over). PICK narrows the devices; exactly one must be left. Error
/// CEL_DEVICE when none is, naming what the document has, or when several are, naming them
/// with their driver and node and saying how to pick.
Result<Device> deviceFromDocuments(const QList<QJsonValue> &documents, const DevicePick &pick);

} // namespace Accel::Dra
