// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "dra/claimrender.h"
#include "result.h"

#include <QString>
#include <QStringList>

/// Claims for what the fleet has (issue 33, "Claims for what the fleet has"): a
/// ResourceClaimTemplate for a GPU, or a partition of one, by what its driver publishes
/// (product, memory at least N, architecture, compute capability at least N, a MIG profile),
/// over the DeviceClass the driver's own Helm chart installs (gpu.nvidia.com, mig.nvidia.com),
/// with the selectors written as the driver's documentation writes them. The attribute names come
/// from the driver profile table (driverprofile.h), never from code per driver.
namespace Accel::Dra {

class Inventory;

struct GpuClaimRequest
{
    QString name;                 ///< the ResourceClaimTemplate's name (a DNS subdomain)
    QString driver;               ///< a GPU driver of the table (gpu.nvidia.com ...)
    QString product;              ///< exactly this product (the Product column's attribute)
    QString minMemory;            ///< a quantity: memory at least this (40Gi)
    QString architecture;         ///< exactly this architecture (Hopper)
    QString minComputeCapability; ///< at least this compute capability (8.0 or 8.0.0)
    QString profile;              ///< a partition of this profile (MIG 1g.10gb)
    bool partition = false;       ///< a partition (MIG device) rather than a whole GPU
    bool sameGpu = false;         ///< two partitions on one physical GPU (matchAttribute)
    int count = 1;                ///< devices per request
    QString podClaimName = QString(DefaultPodClaim);
    QString containerName = QString(DefaultContainer);
};

/// The template and its pod snippet (ClaimRendering::objects holds only the template: the
/// classes are the driver's). `expression` is the selectors joined with " &&\n". Errors:
/// CLAIM_NAME for names; CLAIM_INPUT for a driver the table does not know as a GPU driver, a
/// criterion its devices do not publish (naming the driver and the criterion), a memory that is
/// not a quantity, a compute capability that is not a version, a count outside 1 to 32.
Result<ClaimRendering> renderGpuClaim(const GpuClaimRequest &request);

/// The CEL selectors of REQUEST, one per criterion, in the driver's idiom:
/// `device.attributes['gpu.nvidia.com'].productName == 'NVIDIA H100 80GB HBM3'`,
/// `device.capacity['gpu.nvidia.com'].memory.compareTo(quantity('40Gi')) >= 0`,
/// `device.attributes['gpu.nvidia.com'].cudaComputeCapability.compareTo(semver('8.0.0')) >= 0`.
Result<QStringList> gpuClaimSelectors(const GpuClaimRequest &request);

/// What a GPU claim for DRIVER can ask for in INVENTORY: the distinct values its devices
/// publish per criterion (for the Claims tab's pickers), sorted.
struct GpuClaimChoices
{
    QStringList drivers; ///< GPU drivers of the table present in the inventory, most GPUs first
    QStringList products;
    QStringList memories; ///< quantities, ascending
    QStringList architectures;
    QStringList computeCapabilities; ///< major.minor, ascending
    QStringList profiles;            ///< partition profiles
};
GpuClaimChoices gpuClaimChoices(const Inventory &inventory, const QString &driver);

} // namespace Accel::Dra
