// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "cel/value.h"

#include <QString>
#include <QStringView>

#include <array>
#include <optional>

namespace Accel::Cel {

/// An IP address as Go's net/netip.Addr holds one, the value of the Kubernetes CEL type `net.IP`
/// (apiserver/pkg/cel/library/ip.go): IPv4 or IPv6, never with a zone (the library refuses
/// zones, so none is kept).
struct IpAddress
{
    enum class Family : quint8
    {
        Invalid = 0,
        V4 = 4,
        V6 = 6,
    };
    Family family = Family::Invalid;
    std::array<quint8, 16> bytes{}; ///< network order; an IPv4 address in the first four

    /// Go's netip.ParseAddr: dotted decimal IPv4 (exactly four fields, no leading zeros), or
    /// IPv6 with at most one `::`, an optional trailing dotted IPv4 and an optional `%zone`
    /// (returned in *ZONE). On failure nullopt and *ERROR is Go's message, e.g.
    /// `ParseAddr("1.2.3.256"): IPv4 field has value >255`.
    static std::optional<IpAddress> parse(QStringView text, QString *error = nullptr,
                                          QString *zone = nullptr);

    int bitLength() const { return family == Family::V4 ? 32 : 128; }
    /// IPv6 ::ffff:a.b.c.d (which the Kubernetes library refuses).
    bool is4In6() const;
    /// Go's Addr.String(): dotted decimal, or RFC 5952 (lower case, the longest run of two or
    /// more zero fields as `::`, the first one on a tie).
    QString toString() const;

    // Go's netip predicates.
    bool isUnspecified() const;        ///< 0.0.0.0, ::
    bool isLoopback() const;           ///< 127.0.0.0/8, ::1
    bool isMulticast() const;          ///< 224.0.0.0/4, ff00::/8
    bool isLinkLocalMulticast() const; ///< 224.0.0.0/24, ffx2::/16
    bool isLinkLocalUnicast() const;   ///< 169.254.0.0/16, fe80::/10
    /// Neither unspecified, loopback, multicast, link-local unicast nor 255.255.255.255 (private
    /// and unique local addresses are global unicast, as in Go).
    bool isGlobalUnicast() const;

    /// This address with the bits from BITS on cleared.
    IpAddress masked(int bits) const;
    /// Whether the first BITS bits of this address and OTHER agree (same family only).
    bool samePrefix(const IpAddress &other, int bits) const;

    bool operator==(const IpAddress &other) const = default;
};

/// A network prefix as Go's netip.Prefix holds one, the value of the Kubernetes CEL type
/// `net.CIDR` (apiserver/pkg/cel/library/cidr.go): an address, kept as written (its host bits
/// are not cleared, see masked()), and a prefix length.
struct Cidr
{
    IpAddress address;
    int bits = 0;

    /// Go's netip.ParsePrefix: ADDRESS/BITS, the address as IpAddress::parse reads it but without
    /// a zone, BITS decimal without sign or leading zeros, at most 32 (IPv4) or 128 (IPv6). On
    /// failure nullopt and *ERROR is Go's message, e.g.
    /// `netip.ParsePrefix("10.0.0.0/"): bad bits after slash: ""`.
    static std::optional<Cidr> parse(QStringView text, QString *error = nullptr);

    /// ADDRESS/BITS, the address as IpAddress::toString() writes it.
    QString toString() const;
    /// The network: the address with its host bits cleared.
    Cidr masked() const { return Cidr{address.masked(bits), bits}; }
    /// Whether IP lies in this network (an address of the other family never does).
    bool contains(const IpAddress &ip) const;
    /// Whether every address of OTHER lies in this network: same family, a prefix at least as
    /// long, and the same network bits (kubernetes#130450 fixed the library to compare the masked
    /// addresses, so that 10.0.0.0/8 contains 10.1.0.0/16).
    bool contains(const Cidr &other) const;

    bool operator==(const Cidr &other) const = default;
};

struct IpData final : Object
{
    IpAddress ip;
};

struct CidrData final : Object
{
    Cidr cidr;
};

/// The Kubernetes IP and CIDR libraries (apiserver/pkg/cel/library/ip.go, cidr.go) as CEL sees
/// them: internal to the engine, which checks argument types and charges the cost (stdlibext.cpp).
/// Errors are values without a position (the caller sets it), with the Kubernetes messages.
namespace Network {

/// `ip(s)`: S as an address; IPv4-mapped IPv6 addresses and zones are refused.
Value ip(const QString &s);
/// `isIP(s)`: whether ip(s) would succeed.
bool isIp(const QString &s);
/// `ip.isCanonical(s)`: whether S is written as IpAddress::toString() writes it; an error when S
/// is no address.
Value isCanonical(const QString &s);
/// `cidr(s)`: S as a network prefix; IPv4-mapped IPv6 addresses and zones are refused.
Value cidr(const QString &s);
/// `isCIDR(s)`: whether cidr(s) would succeed.
bool isCidr(const QString &s);

} // namespace Network

} // namespace Accel::Cel
