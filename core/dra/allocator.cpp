// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// The allocator's search, as k8s.io/dynamic-resource-allocation/structured runs it: device by
// device in pool order, constraints kept as it goes, backtracking within a step budget; and the
// allocation results it writes.
#include "dra/allocator.h"
#include "dracodes.h"
#include "dratr.h"

#include "dra/allocatordetail.h"

#include <QJsonArray>
#include <QUuid>

#include <algorithm>

namespace Accel::Dra {

using namespace Internal;

namespace {

bool sameValue(const Attribute &a, const Attribute &b)
{
    if (a.type != b.type)
        return false;
    switch (a.type) {
    case AttributeType::Bool:
        return a.boolValue == b.boolValue;
    case AttributeType::Int:
        return a.intValue == b.intValue;
    case AttributeType::String:
    case AttributeType::Version:
        return a.text == b.text;
    case AttributeType::Invalid:
        break;
    }
    return false;
}

} // namespace

Result<bool> Run::isSelectable(const ReqModel &r, int device) const
{
    if (const auto it = r.selectable.constFind(device); it != r.selectable.constEnd())
        return *it;
    const DeviceModel &d = m_m.devices[device];
    bool ok = true;
    for (const auto *list : {&r.cls->selectors, &r.selectors}) {
        for (qsizetype i = 0; i < list->size() && ok; ++i) {
            const Result<bool> m = list->at(i)->matches(d.cel);
            if (!m)
                return fail(Code::ALLOCATION_FAILED,
                            Tr::tr("%1 %2: selector #%3: CEL runtime error on device %4/%5/%6: %7")
                                .arg(list == &r.selectors ? Tr::tr("request") : Tr::tr("class"),
                                     list == &r.selectors ? r.name : r.cls->name)
                                .arg(i)
                                .arg(d.cel.driver, d.cel.pool, d.cel.name, m.error().message),
                            Tr::tr("A robust selector checks that an attribute exists before "
                                   "reading it (has(...)); the scheduler keeps the pod Pending."));
            ok = *m;
        }
    }
    for (const auto &req : r.capacityRequests)
        ok = ok && d.findCapacity(qualify(req.first, d.cel.driver)) != nullptr;
    r.selectable.insert(device, ok);
    return ok;
}

bool Run::inUse(int c, const ReqModel &r, int device) const
{
    const DeviceModel &d = m_m.devices[device];
    const DeviceUse use = m_use.value(device);
    if (r.admin)
        return use.claims.contains(c);
    if (shared(d))
        return m_m.holds(device) || use.exclusive > 0;
    return heldElsewhere(d) || use.exclusive > 0 || use.claims.contains(c);
}

Result<bool> Run::allocateDevice(int c, const ReqModel &r, int device, bool must)
{
    const DeviceModel &d = m_m.devices[device];
    if (inUse(c, r, device))
        return false;
    if (!tolerated(d, r, nullptr))
        return false;
    if (!d.bindingConditions.isEmpty() && !m_m.features.bindingConditions)
        return false;
    if (!d.consumes.isEmpty() && !m_m.features.partitionableDevices)
        return false;
    const bool countsCounters = !d.consumes.isEmpty() && !r.admin &&
                                m_use.value(device).counterUses == 0 && !heldElsewhere(d) &&
                                !m_m.hasConsumed(device);
    if (!d.consumes.isEmpty() && m_use.value(device).counterUses == 0 && !countersFit(device))
        return false;
    DevResult result;
    result.device = device;
    result.req = &r;
    if (shared(d)) {
        const auto consumed = consumption(r, device);
        if (!consumed)
            return false;
        result.shared = true;
        result.consumed = *consumed;
    } else {
        for (const auto &req : r.capacityRequests) {
            const CapacityModel *cap = d.findCapacity(qualify(req.first, d.cel.driver));
            if (!cap || req.second > cap->value)
                return false;
        }
    }

    // Constraints (README "Constraints").
    ClaimRun &claim = m_claims[c];
    QList<ConstraintState> &states = m_constraintState[c];
    QList<ConstraintState> saved = states;
    for (qsizetype i = 0; i < claim.constraints.size(); ++i) {
        const ConstraintModel &constraint = claim.constraints[i];
        if (!constraint.appliesTo(r))
            continue;
        ConstraintState &state = states[i];
        const std::optional<Attribute> value = d.cel.attribute(constraint.attribute);
        bool ok = value.has_value();
        if (!ok && constraint.distinct && d.valuelessAttributes.contains(constraint.attribute)) {
            states = saved;
            return fail(Code::ALLOCATION_FAILED,
                        Tr::tr("claim %1, request %2: device %3: attribute %4: unsupported "
                               "attribute value")
                            .arg(claim.label, r.name, d.key, constraint.attribute));
        }
        if (ok && constraint.distinct) {
            ok = std::none_of(state.values.cbegin(), state.values.cend(),
                              [&](const Attribute &a) { return sameValue(a, *value); });
            if (ok)
                state.values << *value;
        } else if (ok) {
            if (state.count == 0)
                state.value = value;
            else
                ok = sameValue(*state.value, *value);
            if (ok)
                ++state.count;
        }
        if (!ok) {
            states = saved;
            if (must)
                return fail(Code::ALLOCATION_FAILED,
                            Tr::tr("claim %1, request %2: cannot add device %3 because a claim "
                                   "constraint would not be satisfied")
                                .arg(claim.label, r.name, d.key),
                            Tr::tr("allocationMode All takes every matching device: narrow the "
                                   "request's selectors so that the constraint holds for all."));
            return false;
        }
    }

    DeviceUse &use = m_use[device];
    if (!r.admin && !result.shared)
        ++use.exclusive;
    use.claims << c;
    if (countsCounters) {
        const int p = poolOf(device);
        for (const CounterUse &cu : d.consumes)
            for (const auto &counter : cu.counters)
                m_counterUse[p][cu.counterSet][counter.first].nano += counter.second.nano;
    }
    if (!d.consumes.isEmpty() && !r.admin)
        ++use.counterUses;
    for (const auto &cap : std::as_const(result.consumed))
        m_sharedConsumed[device][cap.first].nano += cap.second.nano;
    m_results[c] << result;
    m_constraintSaved[c] << saved;
    return true;
}

void Run::deallocate(int c)
{
    const DevResult result = m_results[c].takeLast();
    m_constraintState[c] = m_constraintSaved[c].takeLast();
    const int device = result.device;
    const DeviceModel &d = m_m.devices[device];
    DeviceUse &use = m_use[device];
    if (!result.req->admin && !result.shared)
        --use.exclusive;
    use.claims.removeOne(c);
    if (!d.consumes.isEmpty() && !result.req->admin) {
        if (--use.counterUses == 0 && !heldElsewhere(d) && !m_m.hasConsumed(device)) {
            const int p = poolOf(device);
            for (const CounterUse &cu : d.consumes)
                for (const auto &counter : cu.counters)
                    m_counterUse[p][cu.counterSet][counter.first].nano -= counter.second.nano;
        }
    }
    for (const auto &cap : std::as_const(result.consumed))
        m_sharedConsumed[device][cap.first].nano -= cap.second.nano;
}

Result<bool> Run::search()
{
    m_results = QList<QList<DevResult>>(m_claims.size());
    m_constraintSaved = QList<QList<QList<ConstraintState>>>(m_claims.size());
    m_constraintState.clear();
    for (const ClaimRun &claim : std::as_const(m_claims))
        m_constraintState << QList<ConstraintState>(claim.constraints.size());
    m_sub.clear();
    for (const ClaimRun &claim : std::as_const(m_claims))
        m_sub << QList<int>(claim.requests.size(), 0);
    Result<bool> done = allocateOne(0, 0, 0, 0, false);
    if (!done)
        return done;
    if (!*done && m_invalidSeen && !m_budgetHit)
        return fail(Code::ALLOCATION_FAILED,
                    Tr::tr("invalid resource pools were encountered: %1").arg([&] {
                        QStringList out;
                        for (const NodePool &p : std::as_const(m_pools))
                            if (p.invalid)
                                out << Tr::tr("%1 (%2)").arg(p.label(), p.invalidReason);
                        return out.join(QStringLiteral("; "));
                    }()),
                    Tr::tr("The driver published a pool the scheduler cannot use; its devices "
                           "stay unallocatable until the driver republishes it."));
    return done;
}

Result<bool> Run::allocateOne(int c, int r, int s, int d, bool inSub, int from)
{
    if (c >= m_claims.size())
        return true;
    const ClaimRun &claim = m_claims[c];
    if (r >= claim.requests.size())
        return allocateOne(c + 1, 0, 0, 0, false);
    if (!inSub && claim.hasSub[r]) {
        for (qsizetype k = 0; k < claim.requests[r].size(); ++k) {
            m_sub[c][r] = int(k);
            Result<bool> ok = allocateOne(c, r, int(k), 0, true);
            if (!ok || *ok)
                return ok;
            if (m_budgetHit)
                return false;
        }
        return false;
    }
    const ReqModel &req = claim.requests[r][s];
    if (req.all && req.numDevices == 0)
        return false; // All needs at least one device (README "allocationMode All")
    if (d >= req.numDevices)
        return allocateOne(c, r + 1, 0, 0, false);
    // The claim's results must fit, counting what the later requests need at least.
    if (m_results[c].size() + req.numDevices - d + claim.minAfter[r] > AllocationResultsMaxSize)
        return false;
    if (req.all) {
        const int device = req.allDevices[d];
        Result<bool> ok = allocateDevice(c, req, device, true);
        if (!ok || !*ok)
            return ok;
        Result<bool> done = allocateOne(c, r, s, d + 1, inSub);
        if (!done || !*done)
            deallocate(c);
        return done;
    }
    int position = 0;
    for (const NodePool &pool : std::as_const(m_pools)) {
        if (pool.invalid) {
            m_invalidSeen = true;
            position += int(pool.devices.size());
            continue;
        }
        if (pool.incomplete || position + pool.devices.size() <= from) {
            position += int(pool.devices.size());
            continue;
        }
        for (const int device : pool.devices) {
            const int here = position++;
            if (here < from)
                continue;
            if (++m_steps > SearchStepBudget) {
                m_budgetHit = true;
                return false;
            }
            if (inUse(c, req, device))
                continue;
            Result<bool> selectable = isSelectable(req, device);
            if (!selectable)
                return selectable;
            if (!*selectable)
                continue;
            Result<bool> ok = allocateDevice(c, req, device, false);
            if (!ok)
                return ok;
            if (!*ok)
                continue;
            // A shared device may serve the request's next device too.
            Result<bool> done =
                allocateOne(c, r, s, d + 1, inSub, shared(m_m.devices[device]) ? here : here + 1);
            if (!done)
                return done;
            if (*done)
                return true;
            deallocate(c);
            if (m_budgetHit)
                return false;
        }
    }
    return false;
}

QJsonObject Run::nodeSelectorOf(int c) const
{
    QJsonArray fields;
    QJsonArray expressions;
    auto add = [](QJsonArray &into, const QJsonArray &from) {
        for (const QJsonValue &v : from)
            if (!into.contains(v))
                into << v;
    };
    for (const DevResult &result : m_results[c]) {
        const DeviceModel &d = m_m.devices[result.device];
        const SliceModel &slice = m_m.slices[d.slice];
        const QString nodeName = slice.perDeviceNodeSelection ? d.nodeName : slice.nodeName;
        const std::optional<NodeSelector> &selector =
            slice.perDeviceNodeSelection ? d.nodeSelector : slice.nodeSelector;
        if (!nodeName.isEmpty() || (d.bindsToNode && m_m.features.bindingConditions)) {
            return QJsonObject{
                {QStringLiteral("nodeSelectorTerms"),
                 QJsonArray{QJsonObject{
                     {QStringLiteral("matchFields"),
                      QJsonArray{QJsonObject{
                          {QStringLiteral("key"), QStringLiteral("metadata.name")},
                          {QStringLiteral("operator"), QStringLiteral("In")},
                          {QStringLiteral("values"),
                           QJsonArray{nodeName.isEmpty() ? m_nodeName : nodeName}}}}}}}}};
        }
        if (selector) {
            const QJsonArray terms = arr(selector->json, "nodeSelectorTerms");
            if (terms.size() == 1) {
                add(fields, arr(terms.first().toObject(), "matchFields"));
                add(expressions, arr(terms.first().toObject(), "matchExpressions"));
            }
        }
    }
    if (fields.isEmpty() && expressions.isEmpty())
        return {};
    QJsonObject term;
    if (!expressions.isEmpty())
        term.insert(QStringLiteral("matchExpressions"), expressions);
    if (!fields.isEmpty())
        term.insert(QStringLiteral("matchFields"), fields);
    return QJsonObject{{QStringLiteral("nodeSelectorTerms"), QJsonArray{term}}};
}

QJsonObject Run::resultOf(int c) const
{
    const ClaimRun &claim = m_claims[c];
    const FeatureGates &gates = m_m.features;
    QJsonArray results;
    int shareIndex = 0;
    for (const DevResult &result : m_results[c]) {
        const DeviceModel &d = m_m.devices[result.device];
        QJsonObject o{{QStringLiteral("request"), result.req->name},
                      {QStringLiteral("driver"), d.cel.driver},
                      {QStringLiteral("pool"), d.cel.pool},
                      {QStringLiteral("device"), d.cel.name}};
        if (result.req->admin)
            o.insert(QStringLiteral("adminAccess"), true);
        if (gates.deviceTaints && !result.req->tolerationsJson.isEmpty())
            o.insert(QStringLiteral("tolerations"), result.req->tolerationsJson);
        if (gates.bindingConditions && !d.bindingConditions.isEmpty()) {
            o.insert(QStringLiteral("bindingConditions"),
                     QJsonArray::fromStringList(d.bindingConditions));
            if (!d.bindingFailureConditions.isEmpty())
                o.insert(QStringLiteral("bindingFailureConditions"),
                         QJsonArray::fromStringList(d.bindingFailureConditions));
        }
        if (result.shared) {
            // A stable share ID per claim, request, device and use, so that previews diff.
            const QUuid ns(QStringLiteral("{6b1d0f3e-6a35-4f0e-9a43-6f2f3c0d8a11}"));
            o.insert(QStringLiteral("shareID"),
                     QUuid::createUuidV5(ns, QStringLiteral("%1|%2|%3|%4")
                                                 .arg(claim.label, result.req->name, d.key)
                                                 .arg(shareIndex++))
                         .toString(QUuid::WithoutBraces));
            QJsonObject consumed;
            for (const auto &cap : result.consumed) {
                // Results name the capacity as the slice does.
                const QString bare = cap.first.startsWith(d.cel.driver + QLatin1Char('/'))
                                         ? cap.first.mid(d.cel.driver.size() + 1)
                                         : cap.first;
                consumed.insert(bare, cap.second.toString());
            }
            if (!consumed.isEmpty())
                o.insert(QStringLiteral("consumedCapacity"), consumed);
        }
        results << o;
    }
    QJsonObject devices{{QStringLiteral("results"), results}};

    // Config: the class configs of the (sub)requests chosen, one entry per class config with
    // every request that used the class, then the claim's own (README "Config").
    QJsonArray config;
    QHash<QString, QList<int>> classEntries;
    QStringList chosen;
    for (qsizetype r = 0; r < claim.requests.size(); ++r) {
        const ReqModel &req = claim.requests[r][claim.hasSub[r] ? m_sub[c][r] : 0];
        chosen << req.name;
        if (req.cls->config.isEmpty())
            continue;
        auto it = classEntries.find(req.cls->name);
        if (it == classEntries.end()) {
            QList<int> indexes;
            for (const QJsonValue &v : req.cls->config) {
                QJsonObject entry{{QStringLiteral("source"), QStringLiteral("FromClass")},
                                  {QStringLiteral("requests"), QJsonArray{req.name}}};
                const QJsonObject given = v.toObject();
                for (auto f = given.begin(); f != given.end(); ++f)
                    entry.insert(f.key(), f.value());
                indexes << int(config.size());
                config << entry;
            }
            classEntries.insert(req.cls->name, indexes);
        } else {
            for (const int i : std::as_const(*it)) {
                QJsonObject entry = config[i].toObject();
                QJsonArray list = entry.value(QLatin1String("requests")).toArray();
                list << req.name;
                entry.insert(QStringLiteral("requests"), list);
                config[i] = entry;
            }
        }
    }
    for (const QJsonValue &v : claim.config) {
        const QJsonObject given = v.toObject();
        const QJsonArray requests = arr(given, "requests");
        bool applies = requests.isEmpty();
        for (const QJsonValue &r : requests) {
            const QString name = r.toString();
            applies = applies || std::any_of(chosen.cbegin(), chosen.cend(), [&](const QString &n) {
                          return n == name || n.section(QLatin1Char('/'), 0, 0) == name;
                      });
        }
        if (!applies)
            continue;
        QJsonObject entry{{QStringLiteral("source"), QStringLiteral("FromClaim")}};
        for (auto f = given.begin(); f != given.end(); ++f)
            entry.insert(f.key(), f.value());
        config << entry;
    }
    if (!config.isEmpty())
        devices.insert(QStringLiteral("config"), config);
    QJsonObject allocation{{QStringLiteral("devices"), devices}};
    const QJsonObject selector = nodeSelectorOf(c);
    if (!selector.isEmpty())
        allocation.insert(QStringLiteral("nodeSelector"), selector);
    return allocation;
}

QList<QList<AllocationOutcome::Chosen>> Run::chosen() const
{
    QList<QList<AllocationOutcome::Chosen>> out;
    out.reserve(m_claims.size());
    for (qsizetype c = 0; c < m_claims.size(); ++c) {
        QList<AllocationOutcome::Chosen> &claim = out.emplaceBack();
        for (const DevResult &result : m_results[c]) {
            const DeviceModel &d = m_m.devices[result.device];
            claim.append({result.req->name, d.cel.driver, d.cel.pool, d.cel.name});
        }
    }
    return out;
}

QList<QJsonObject> Run::results() const
{
    QList<QJsonObject> out;
    for (qsizetype c = 0; c < m_claims.size(); ++c)
        out << resultOf(int(c));
    return out;
}

/// Why R cannot be served on this node, device by device (issue 15, section 3: "its reasons
/// name the cause per device").
Result<AllocationOutcome> Allocator::allocate(const QJsonObject &node,
                                              const QList<QJsonObject> &claims) const
{
    return allocate(node, prepareClaims(claims));
}

Allocator::PreparedClaims Allocator::prepareClaims(const QList<QJsonObject> &claims) const
{
    PreparedClaims prepared;
    const Run run(*m_model, QJsonObject());
    prepared.m_parsed = std::make_shared<const ParsedClaims>(run.parseClaims(claims));
    return prepared;
}

Result<AllocationOutcome> Allocator::allocate(const QJsonObject &node, const PreparedClaims &claims,
                                              Detail detail) const
{
    Run run(*m_model, node);
    run.gatherPools();
    Result<void> read =
        run.finishClaims(*std::static_pointer_cast<const ParsedClaims>(claims.m_parsed));
    if (!read)
        return tl::unexpected(read.error());
    Result<bool> done = run.search();
    if (!done)
        return tl::unexpected(done.error());
    AllocationOutcome outcome;
    outcome.allocated = *done;
    outcome.steps = run.steps();
    if (detail == Detail::Verdict) {
        if (!*done)
            outcome.reasons = run.reasons();
        return outcome;
    }
    outcome.usage = run.usage();
    if (*done) {
        if (detail == Detail::Devices)
            outcome.chosen = run.chosen();
        else
            outcome.allocations = run.results();
        outcome.notes = run.notes();
    } else {
        outcome.reasons = run.reasons();
    }
    return outcome;
}

} // namespace Accel::Dra
