// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// The claims as the allocator reads them: requests and their subrequests (firstAvailable),
// selectors, classes, capacity requests, tolerations, allocation modes and constraints, read
// once for many nodes and finished per node (allocationMode All).
#include "dra/allocator.h"
#include "dracodes.h"
#include "dratr.h"

#include "dra/allocatordetail.h"
#include "excerpt.h"

#include <QJsonArray>
#include <QMutexLocker>

#include <algorithm>
#include <limits>

namespace Accel::Dra {

using namespace Internal;

Result<ReqModel> Run::readAlternative(const ClaimRun &claim, const QJsonObject &body,
                                      const QString &base, const QString &sub) const
{
    const FeatureGates &gates = m_m.features;
    ReqModel r;
    r.base = base;
    r.sub = sub;
    r.isSub = !sub.isEmpty();
    r.name = r.isSub ? base + QLatin1Char('/') + sub : base;
    // Named only in errors: built when one is reported (a translation lookup per request
    // and node would cost `claim match` more than the search).
    const auto who = [&] {
        return r.isSub ? Tr::tr("claim %1, subrequest %2").arg(claim.label, sub)
                       : Tr::tr("claim %1, request %2").arg(claim.label, base);
    };
    const auto whoRequest = [&] {
        return Tr::tr("claim %1, request %2").arg(claim.label, r.isSub ? sub : base);
    };

    const QJsonArray selectors = arr(body, "selectors");
    for (qsizetype i = 0; i < selectors.size(); ++i) {
        const QJsonValue expression = selectors.at(i)
                                          .toObject()
                                          .value(QLatin1String("cel"))
                                          .toObject()
                                          .value(QLatin1String("expression"));
        if (expression.isString()) {
            const QMutexLocker lock(&m_m.selectorsLock);
            if (const auto it = m_m.selectorCache.constFind(expression.toString());
                it != m_m.selectorCache.constEnd()) {
                r.selectors << *it;
                continue;
            }
        }
        auto s = compileSelector(selectors.at(i), whoRequest(), int(i));
        if (!s)
            return tl::unexpected(s.error());
        r.selectors << *s;
        const QMutexLocker lock(&m_m.selectorsLock);
        if (m_m.selectorCache.size() < 1024)
            m_m.selectorCache.insert(expression.toString(), *s);
    }
    r.admin = body.value(QLatin1String("adminAccess")).toBool();
    if (r.admin && !gates.adminAccess)
        return fail(
            Code::CLAIM_INPUT,
            Tr::tr("%1: admin access is requested, but the feature is disabled").arg(whoRequest()),
            Tr::tr("Turn on DRAAdminAccess (--feature-gates DRAAdminAccess=true) or drop "
                   "adminAccess."));
    const QString className = str(body, "deviceClassName");
    if (className.isEmpty())
        return fail(
            Code::CLAIM_INPUT,
            Tr::tr("%1: missing device class name (unsupported request type?)").arg(whoRequest()));
    const auto cls = m_m.classes.constFind(className);
    if (cls == m_m.classes.constEnd()) {
        QStringList known = m_m.classes.keys();
        known.sort();
        return fail(Code::CLAIM_INPUT,
                    Tr::tr("%1: could not retrieve device class %2").arg(whoRequest(), className),
                    known.isEmpty()
                        ? Tr::tr("No DeviceClass is known: pass the class with --class FILE or "
                                 "read a cluster that has it.")
                        : Tr::tr("Known classes: %1.").arg(known.join(QStringLiteral(", "))));
    }
    if (cls->error)
        return tl::unexpected(*cls->error);
    r.cls = &*cls;

    const QJsonObject requests = obj(obj(body, "capacity"), "requests");
    if (!requests.isEmpty() && !gates.consumableCapacity)
        return fail(Code::CLAIM_INPUT,
                    Tr::tr("%1: has capacity requests, but the DRAConsumableCapacity feature is "
                           "disabled")
                        .arg(who()),
                    Tr::tr("Turn on DRAConsumableCapacity or drop capacity.requests."));
    for (auto it = requests.begin(); it != requests.end(); ++it) {
        const std::optional<Amount> a = Amount::parse(it.value().toString());
        if (!a)
            return fail(Code::CLAIM_INPUT,
                        Tr::tr("%1: capacity request %2: \"%3\" is not a quantity")
                            .arg(who(), excerpt(it.key()), excerpt(it.value().toString())));
        r.capacityRequests.append({it.key(), *a});
    }
    r.tolerationsJson = arr(body, "tolerations");
    for (const QJsonValue &v : std::as_const(r.tolerationsJson)) {
        Toleration t;
        t.key = str(v.toObject(), "key");
        t.op = str(v.toObject(), "operator");
        t.value = str(v.toObject(), "value");
        t.effect = str(v.toObject(), "effect");
        r.tolerations << t;
    }

    const QString mode = str(body, "allocationMode");
    if (mode.isEmpty() || mode == QLatin1String("ExactCount")) {
        const QJsonValue count = body.value(QLatin1String("count"));
        r.count = count.isUndefined() || count.isNull() ? 1 : count.toInteger(-1);
        if (r.count < 0)
            return fail(Code::CLAIM_INPUT,
                        Tr::tr("%1: count must be a positive number").arg(who()));
        r.numDevices = int(std::min<qint64>(r.count, std::numeric_limits<int>::max()));
    } else if (mode == QLatin1String("All")) {
        r.all = true;
    } else {
        return fail(Code::CLAIM_INPUT,
                    Tr::tr("%1: unsupported count mode %2").arg(whoRequest(), mode),
                    Tr::tr("allocationMode is ExactCount or All."));
    }
    return r;
}

ParsedClaims Run::parseClaims(const QList<QJsonObject> &claims) const
{
    // Everything about the claims that does not depend on the node, once per allocate() or
    // once for many nodes (Allocator::prepareClaims). The first input error is kept with its
    // place, so that finishClaims() reports it where the scheduler would: after the errors of
    // the requests before it.
    ParsedClaims parsed;
    const auto failAt = [&](ClaimRun claim, int request, Error error) {
        parsed.claims << std::move(claim);
        parsed.error = std::move(error);
        parsed.errorClaim = int(parsed.claims.size()) - 1;
        parsed.errorRequest = request;
        return parsed;
    };
    for (const QJsonObject &object : claims) {
        ClaimRun claim;
        const QJsonObject meta = obj(object, "metadata");
        claim.ns = str(meta, "namespace");
        claim.name = str(meta, "name");
        claim.label = claim.ns.isEmpty() ? claim.name : claim.ns + QLatin1Char('/') + claim.name;
        const QString kind = str(object, "kind");
        QJsonObject spec = obj(object, "spec");
        if (kind == QLatin1String("ResourceClaimTemplate"))
            spec = obj(spec, "spec");
        else if (kind != QLatin1String("ResourceClaim"))
            return failAt(
                claim, -2,
                Error::of(
                    Code::CLAIM_INPUT,
                    Tr::tr("%1 %2 is not a ResourceClaim or ResourceClaimTemplate")
                        .arg(kind.isEmpty() ? Tr::tr("an object without kind") : kind, claim.label),
                    Tr::tr("Give claims and templates of resource.k8s.io/v1.")));
        const QJsonObject devices = obj(spec, "devices");
        claim.config = arr(devices, "config");
        const QJsonArray requests = arr(devices, "requests");
        for (const QJsonValue &v : requests) {
            const QJsonObject request = v.toObject();
            const QString name = str(request, "name");
            QList<ReqModel> alternatives;
            const bool hasSub = !arr(request, "firstAvailable").isEmpty();
            const int here = int(claim.requests.size());
            if (hasSub && !m_m.features.prioritizedList)
                return failAt(claim, here,
                              Error::of(Code::CLAIM_INPUT,
                                        Tr::tr("claim %1, request %2: has subrequests, but the "
                                               "DRAPrioritizedList feature is disabled")
                                            .arg(claim.label, name),
                                        Tr::tr("Turn on DRAPrioritizedList or use exactly.")));
            std::optional<Error> error;
            if (hasSub) {
                for (const QJsonValue &sub : arr(request, "firstAvailable")) {
                    Result<ReqModel> r =
                        readAlternative(claim, sub.toObject(), name, str(sub.toObject(), "name"));
                    if (!r) {
                        error = r.error();
                        break;
                    }
                    alternatives << *r;
                }
            } else {
                const QJsonObject body = request.contains(QLatin1String("exactly"))
                                             ? obj(request, "exactly")
                                             : request; // v1beta1: the fields inline
                Result<ReqModel> r = readAlternative(claim, body, name, {});
                if (r)
                    alternatives << *r;
                else
                    error = r.error();
            }
            if (error)
                return failAt(claim, here, *error);
            claim.requests << alternatives;
            claim.hasSub << hasSub;
        }
        const QJsonArray constraints = arr(devices, "constraints");
        for (qsizetype i = 0; i < constraints.size(); ++i) {
            const QJsonObject c = constraints.at(i).toObject();
            ConstraintModel model;
            for (const QJsonValue &r : arr(c, "requests"))
                model.requests.insert(r.toString());
            if (c.contains(QLatin1String("matchAttribute"))) {
                model.attribute = str(c, "matchAttribute");
            } else if (c.contains(QLatin1String("distinctAttribute"))) {
                model.attribute = str(c, "distinctAttribute");
                model.distinct = true;
            } else {
                return failAt(claim, std::numeric_limits<int>::max(),
                              Error::of(Code::CLAIM_INPUT,
                                        Tr::tr("claim %1, constraint #%2: empty constraint "
                                               "(unsupported constraint type?)")
                                            .arg(claim.label)
                                            .arg(i),
                                        {}));
            }
            claim.constraints << model;
        }
        parsed.claims << claim;
    }
    return parsed;
}

Result<void> Run::finishClaims(const ParsedClaims &parsed)
{
    for (qsizetype c = 0; c < parsed.claims.size(); ++c) {
        const bool errorHere = parsed.error && parsed.errorClaim == c;
        if (errorHere && parsed.errorRequest == -2)
            return tl::unexpected(*parsed.error);
        ClaimRun claim = parsed.claims[c];
        qint64 minDevices = 0;
        QList<qint64> minimum;
        for (qsizetype q = 0; q < claim.requests.size(); ++q) {
            QList<ReqModel> &alternatives = claim.requests[q];
            // How many devices "All" is on this node (README "allocationMode All").
            for (ReqModel &r : alternatives) {
                if (!r.all)
                    continue;
                for (const NodePool &pool : std::as_const(m_pools)) {
                    if (pool.incomplete)
                        return fail(Code::ALLOCATION_FAILED,
                                    Tr::tr("claim %1, request %2: asks for all devices, but "
                                           "resource pool %3 is currently being updated")
                                        .arg(claim.label, r.name, pool.label()),
                                    Tr::tr("Wait until the driver has published every slice of "
                                           "the pool, then try again."));
                    if (pool.invalid)
                        return fail(
                            Code::ALLOCATION_FAILED,
                            Tr::tr("claim %1, request %2: asks for all devices, but "
                                   "resource pool %3 is currently invalid: %4")
                                .arg(claim.label, r.name, pool.label(), pool.invalidReason));
                    for (const int d : pool.devices) {
                        Result<bool> ok = isSelectable(r, d);
                        if (!ok)
                            return tl::unexpected(ok.error());
                        if (!*ok)
                            continue;
                        // Shared devices whose remaining capacity cannot serve the request
                        // are left out.
                        if (shared(m_m.devices[d]) && !m_m.holds(d) && !consumption(r, d))
                            continue;
                        r.allDevices << d;
                    }
                }
                r.numDevices = int(r.allDevices.size());
            }
            qint64 least = std::numeric_limits<qint64>::max();
            for (const ReqModel &r : std::as_const(alternatives))
                least = std::min<qint64>(least, r.all ? r.numDevices : r.count);
            minDevices += alternatives.isEmpty() ? 0 : least;
            minimum << (alternatives.isEmpty() ? 0 : least);
        }
        if (errorHere && parsed.errorRequest == claim.requests.size())
            return tl::unexpected(*parsed.error);
        if (minDevices > AllocationResultsMaxSize)
            return fail(Code::CLAIM_INPUT,
                        Tr::tr("claim %1: number of requested devices %2 exceeds the claim limit "
                               "of %3")
                            .arg(claim.label)
                            .arg(minDevices)
                            .arg(AllocationResultsMaxSize),
                        Tr::tr("A claim holds at most %1 devices: split it into several claims.")
                            .arg(AllocationResultsMaxSize));
        if (errorHere)
            return tl::unexpected(*parsed.error);
        claim.minAfter = QList<qint64>(minimum.size(), 0);
        for (qsizetype i = minimum.size() - 2; i >= 0; --i)
            claim.minAfter[i] = claim.minAfter[i + 1] + minimum[i + 1];
        m_claims << claim;
    }
    return {};
}

} // namespace Accel::Dra
