// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// Quantities exact to 1n, and what a device has left: the consumable capacity a shared device
// gives a request (DRAConsumableCapacity) and the shared counters of partitionable devices
// (DRAPartitionableDevices).
#include "dra/allocator.h"
#include "dratr.h"

#include "dra/allocatordetail.h"

#include <algorithm>

namespace Accel::Dra {

using namespace Internal;

// Quantities, exact to 1n as Kubernetes keeps them.

std::optional<Amount> Amount::parse(QStringView text)
{
    text = text.trimmed();
    if (text.isEmpty())
        return std::nullopt;
    qsizetype i = 0;
    bool negative = false;
    if (text[i] == QLatin1Char('+') || text[i] == QLatin1Char('-')) {
        negative = text[i] == QLatin1Char('-');
        ++i;
    }
    Int128 digits = 0;
    int fractionDigits = 0;
    int significant = 0;
    bool seenDigit = false;
    bool seenPoint = false;
    for (; i < text.size(); ++i) {
        const QChar c = text[i];
        if (c.isDigit()) {
            seenDigit = true;
            if (significant < 30) {
                digits = digits * 10 + (c.unicode() - u'0');
                if (digits != 0)
                    ++significant;
                if (seenPoint)
                    ++fractionDigits;
            } else if (!seenPoint) {
                return std::nullopt; // far beyond any real quantity
            }
        } else if (c == QLatin1Char('.') && !seenPoint) {
            seenPoint = true;
        } else {
            break;
        }
    }
    if (!seenDigit)
        return std::nullopt;
    const QStringView suffix = text.mid(i);
    // value = digits * 10^-fractionDigits * multiplier; kept in nano units.
    Int128 binary = 1;
    int exponent = 0;
    static const char *const binarySuffixes[] = {"Ki", "Mi", "Gi", "Ti", "Pi", "Ei"};
    static const struct
    {
        const char *suffix;
        int exponent;
    } decimalSuffixes[] = {{"n", -9}, {"u", -6}, {"m", -3}, {"", 0},   {"k", 3},
                           {"M", 6},  {"G", 9},  {"T", 12}, {"P", 15}, {"E", 18}};
    bool known = false;
    for (int k = 0; k < 6 && !known; ++k) {
        if (suffix == QLatin1String(binarySuffixes[k])) {
            binary = Int128(1) << (10 * (k + 1));
            known = true;
        }
    }
    for (const auto &d : decimalSuffixes) {
        if (!known && suffix == QLatin1String(d.suffix)) {
            exponent = d.exponent;
            known = true;
        }
    }
    if (!known && suffix.size() >= 2 &&
        (suffix[0] == QLatin1Char('e') || suffix[0] == QLatin1Char('E'))) {
        bool ok = false;
        exponent = suffix.mid(1).toInt(&ok);
        if (!ok || exponent < -30 || exponent > 30)
            return std::nullopt;
        known = true;
    }
    if (!known)
        return std::nullopt;
    Int128 value = digits * binary;
    int scale = exponent - fractionDigits + 9; // to nano units
    if (scale > 0) {
        for (int k = 0; k < scale; ++k) {
            if (value > (Int128(1) << 120) / 10)
                return std::nullopt;
            value *= 10;
        }
    } else {
        bool roundUp = false;
        for (int k = 0; k < -scale; ++k) {
            roundUp = roundUp || value % 10 != 0;
            value /= 10;
        }
        if (roundUp)
            ++value; // below 1n rounds up, as resource.Quantity does
    }
    Amount a;
    a.nano = negative ? -value : value;
    a.binary = binary != 1;
    return a;
}

QString Amount::toString() const
{
    const Int128 nanoPerUnit = 1000000000;
    const bool negative = nano < 0;
    const Int128 v = negative ? -nano : nano;
    auto digits = [](Int128 x) {
        if (x == 0)
            return QStringLiteral("0");
        QString s;
        while (x > 0) {
            s.prepend(QChar(u'0' + int(x % 10)));
            x /= 10;
        }
        return s;
    };
    QString body;
    if (v % nanoPerUnit == 0) {
        const Int128 units = v / nanoPerUnit;
        static const char *const binarySuffixes[] = {"Ei", "Pi", "Ti", "Gi", "Mi", "Ki"};
        static const char *const decimalSuffixes[] = {"E", "P", "T", "G", "M", "k"};
        body = digits(units);
        if (units != 0) {
            bool done = false;
            for (int k = 0; k < 6 && binary && !done; ++k) {
                const Int128 m = Int128(1) << (10 * (6 - k));
                if (units % m == 0) {
                    body = digits(units / m) + QLatin1String(binarySuffixes[k]);
                    done = true;
                }
            }
            for (int k = 0; k < 6 && !binary && !done; ++k) {
                Int128 m = 1;
                for (int e = 0; e < 3 * (6 - k); ++e)
                    m *= 10;
                if (units % m == 0) {
                    body = digits(units / m) + QLatin1String(decimalSuffixes[k]);
                    done = true;
                }
            }
        }
    } else if (v % 1000000 == 0) {
        body = digits(v / 1000000) + QLatin1Char('m');
    } else if (v % 1000 == 0) {
        body = digits(v / 1000) + QLatin1Char('u');
    } else {
        body = digits(v) + QLatin1Char('n');
    }
    return negative ? QLatin1Char('-') + body : body;
}

std::optional<QList<std::pair<QString, Amount>>> Run::consumption(const ReqModel &r, int device,
                                                                  QString *why) const
{
    const DeviceModel &d = m_m.devices[device];
    QHash<QString, Amount> before;
    const QMap<QString, QString> held = m_m.consumedOn(device);
    for (auto it = held.cbegin(); it != held.cend(); ++it)
        before[qualify(it.key(), d.cel.driver)].nano +=
            Amount::parse(it.value()).value_or(Amount{}).nano;
    const QHash<QString, Amount> now = m_sharedConsumed.value(device);
    QList<std::pair<QString, Amount>> out;
    for (const CapacityModel &cap : d.capacity) {
        std::optional<Amount> requested;
        for (const auto &req : r.capacityRequests)
            if (qualify(req.first, d.cel.driver) == cap.name)
                requested = req.second;
        Amount v;
        if (requested) {
            v = *requested;
            if (cap.hasPolicy && cap.min) {
                if (v < *cap.min)
                    v.nano = cap.min->nano;
                if (cap.step && cap.step->nano > 0) {
                    const Int128 over = v.nano - cap.min->nano;
                    const Int128 steps = (over + cap.step->nano - 1) / cap.step->nano;
                    v.nano = cap.min->nano + steps * cap.step->nano;
                }
                if (cap.max && v > *cap.max) {
                    if (why)
                        *why = Tr::tr("%1: %2 is above the largest allowed, %3")
                                   .arg(cap.name, requested->toString(), cap.max->toString());
                    return std::nullopt;
                }
            } else if (cap.hasPolicy && !cap.validValues.isEmpty()) {
                const auto it = std::find_if(cap.validValues.cbegin(), cap.validValues.cend(),
                                             [&](const Amount &a) { return a >= v; });
                if (it == cap.validValues.cend()) {
                    if (why)
                        *why = Tr::tr("%1: no valid value holds %2")
                                   .arg(cap.name, requested->toString());
                    return std::nullopt;
                }
                v.nano = it->nano;
            }
            v.binary = requested->binary || cap.value.binary;
        } else if (cap.hasPolicy && cap.defaultValue) {
            v = *cap.defaultValue;
        } else {
            v = cap.value;
        }
        const Int128 left = cap.value.nano - before.value(cap.name).nano - now.value(cap.name).nano;
        if (v.nano > left) {
            if (why) {
                Amount l{left, cap.value.binary};
                *why = Tr::tr("capacity %1 exhausted (%2 left, %3 needed)")
                           .arg(cap.name, l.toString(), v.toString());
            }
            return std::nullopt;
        }
        out.append({cap.name, v});
    }
    return out;
}

bool Run::countersFit(int device, QString *why) const
{
    const DeviceModel &d = m_m.devices[device];
    const int p = poolOf(device);
    if (p < 0)
        return false;
    const NodePool &pool = m_pools[p];
    const QHash<QString, QHash<QString, Amount>> now = m_counterUse.value(p);
    for (const CounterUse &use : d.consumes) {
        for (const auto &c : use.counters) {
            const Int128 total = pool.counters.value(use.counterSet).value(c.first).nano;
            const Int128 used = pool.consumed.value(use.counterSet).value(c.first).nano +
                                now.value(use.counterSet).value(c.first).nano;
            if (used + c.second.nano > total) {
                if (why) {
                    Amount left{total - used, c.second.binary};
                    *why = Tr::tr("counters exhausted (%1/%2: %3 left, %4 needed)")
                               .arg(use.counterSet, c.first, left.toString(), c.second.toString());
                }
                return false;
            }
        }
    }
    return true;
}

} // namespace Accel::Dra
