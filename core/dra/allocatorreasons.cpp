// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// Why claims do not fit on a node, request by request and device by device (the reasons
// `claim allocate` and `claim match` print), and the notes on an allocation that succeeded.
#include "dra/allocator.h"
#include "dratr.h"

#include "dra/allocatordetail.h"

#include <algorithm>

namespace Accel::Dra {

using namespace Internal;

QString Run::explainRequest(const ClaimRun &claim, const ReqModel &r) const
{
    QStringList causes;
    int usable = 0;
    int devices = 0;
    for (const NodePool &pool : m_pools) {
        if (pool.invalid) {
            causes << Tr::tr("pool %1 is invalid (%2)").arg(pool.label(), pool.invalidReason);
            continue;
        }
        if (pool.incomplete) {
            causes << Tr::tr("pool %1 is incomplete (%2 of %3 slices published)")
                          .arg(pool.label())
                          .arg(pool.slicesAtGeneration)
                          .arg(pool.resourceSliceCount);
            continue;
        }
        for (const int device : pool.devices) {
            ++devices;
            const DeviceModel &d = m_m.devices[device];
            const QString name = d.cel.driver + QLatin1Char('/') + d.cel.name;
            const Result<bool> selectable = isSelectable(r, device);
            if (!selectable) {
                causes << Tr::tr("%1: %2").arg(name, selectable.error().message);
                continue;
            }
            if (!*selectable) {
                QString term;
                for (const auto *list : {&r.cls->selectors, &r.selectors}) {
                    for (const auto &s : *list) {
                        for (const DeviceSelector::Term &t : s->explain(d.cel)) {
                            if (term.isEmpty() && t.value.isBool() && !t.value.b)
                                term = t.text;
                        }
                    }
                }
                if (term.isEmpty() && !r.capacityRequests.isEmpty())
                    causes << Tr::tr("%1: has no capacity %2")
                                  .arg(name, r.capacityRequests.first().first);
                else
                    causes << Tr::tr("%1: selector false (%2)")
                                  .arg(name, term.isEmpty() ? Tr::tr("a selector") : term);
                continue;
            }
            if (m_m.holds(device) || (!shared(d) && m_m.hasConsumed(device)) ||
                (!r.admin && !shared(d) && m_use.value(device).exclusive > 0)) {
                const QStringList holders = m_m.holdersOf(device);
                causes << Tr::tr("%1: in use by %2")
                              .arg(name, holders.isEmpty() ? Tr::tr("another claim")
                                                           : holders.join(QStringLiteral(", ")));
                continue;
            }
            const Taint *taint = nullptr;
            if (!tolerated(d, r, &taint)) {
                causes << Tr::tr("%1: tainted %2").arg(name, taint->toString());
                continue;
            }
            if (!d.bindingConditions.isEmpty() && !m_m.features.bindingConditions) {
                causes << Tr::tr("%1: has binding conditions and DRADeviceBindingConditions is "
                                 "off")
                              .arg(name);
                continue;
            }
            if (!d.consumes.isEmpty() && !m_m.features.partitionableDevices) {
                causes << Tr::tr("%1: consumes shared counters and DRAPartitionableDevices is "
                                 "off")
                              .arg(name);
                continue;
            }
            QString why;
            if (!d.consumes.isEmpty() && !countersFit(device, &why)) {
                causes << Tr::tr("%1: %2").arg(name, why);
                continue;
            }
            if (shared(d) && !consumption(r, device, &why)) {
                causes << Tr::tr("%1: %2").arg(name, why);
                continue;
            }
            ++usable;
        }
    }
    for (const int g : m_unreachable) {
        const PoolGroup &group = m_m.pools[g];
        // Only the slices the allocator would read (gatherPools): the pool's newest generation,
        // without per-device node selection while DRAPartitionableDevices is off.
        const bool partitionable = m_m.features.partitionableDevices;
        const auto read = [&](const SliceModel &slice) {
            return !(slice.perDeviceNodeSelection && !partitionable);
        };
        std::optional<qint64> newest;
        for (const int s : group.slices)
            if (read(m_m.slices[s]) && (!newest || m_m.slices[s].generation > *newest))
                newest = m_m.slices[s].generation;
        bool serves = false;
        for (qsizetype s = 0; s < group.slices.size() && !serves; ++s) {
            const SliceModel &slice = m_m.slices[group.slices[s]];
            if (!read(slice) || slice.generation != newest)
                continue;
            for (const int device : std::as_const(slice.devices)) {
                const Result<bool> selectable = isSelectable(r, device);
                if (selectable && *selectable) {
                    serves = true;
                    break;
                }
            }
        }
        if (serves)
            causes << Tr::tr("pool %1/%2 is not for this node (its ResourceSlices' node "
                             "selection leaves the node out)")
                          .arg(group.driver, group.name);
    }
    const qint64 needed = r.all ? std::max(1, r.numDevices) : r.count;
    QString head = r.all ? Tr::tr("claim %1, request %2: needs all matching devices, %3 of %4 "
                                  "devices on the node usable")
                               .arg(claim.label, r.name)
                               .arg(usable)
                               .arg(devices)
                         : Tr::tr("claim %1, request %2: needs %3, %4 of %5 devices on the node "
                                  "usable")
                               .arg(claim.label, r.name)
                               .arg(needed)
                               .arg(usable)
                               .arg(devices);
    if (devices == 0 && causes.isEmpty())
        head = Tr::tr("claim %1, request %2: no devices on this node").arg(claim.label, r.name);
    if (usable >= needed && causes.isEmpty())
        head += Tr::tr(" (not together with the other requests and claims: a constraint or "
                       "devices they share)");
    constexpr qsizetype shown = 8;
    if (causes.size() > shown) {
        const qsizetype more = causes.size() - shown;
        causes = causes.mid(0, shown);
        causes << Tr::tr("%n more", nullptr, int(more));
    }
    return causes.isEmpty() ? head
                            : head + QStringLiteral(": ") + causes.join(QStringLiteral("; "));
}

QStringList Run::reasons() const
{
    QStringList out;
    if (m_budgetHit)
        out << Tr::tr("the search stopped after %1 devices tried; the scheduler may still find "
                      "an allocation")
                   .arg(SearchStepBudget);
    for (const ClaimRun &claim : m_claims)
        for (const QList<ReqModel> &alternatives : claim.requests)
            for (const ReqModel &r : alternatives)
                out << explainRequest(claim, r);
    return out;
}

QStringList Run::notes() const
{
    QStringList out;
    for (qsizetype c = 0; c < m_claims.size(); ++c) {
        const ClaimRun &claim = m_claims[c];
        bool admin = false;
        for (const DevResult &r : m_results[c]) {
            admin = admin || r.req->admin;
            const DeviceModel &d = m_m.devices[r.device];
            if (m_m.features.bindingConditions && !d.bindingConditions.isEmpty())
                out << Tr::tr("claim %1: after allocation the pod waits until the driver reports "
                              "%2 on %3 (kube-scheduler gives up after its binding timeout, 10 "
                              "minutes by default, or on %4)")
                           .arg(claim.label, d.bindingConditions.join(QStringLiteral(", ")), d.key,
                                d.bindingFailureConditions.isEmpty()
                                    ? Tr::tr("a failure condition")
                                    : d.bindingFailureConditions.join(QStringLiteral(", ")));
        }
        if (admin && !m_m.namespaceLabels.isEmpty()) {
            const auto labels = m_m.namespaceLabels.constFind(claim.ns);
            if (labels == m_m.namespaceLabels.constEnd() ||
                labels->value(QLatin1String(AdminAccessNamespaceLabel)) != QLatin1String("true"))
                out << Tr::tr("claim %1 asks for admin access, but namespace %2 lacks the label "
                              "%3=\"true\": the API server refuses such claims there")
                           .arg(claim.label,
                                claim.ns.isEmpty() ? QStringLiteral("default") : claim.ns,
                                QLatin1String(AdminAccessNamespaceLabel));
        }
    }
    return out;
}

} // namespace Accel::Dra
