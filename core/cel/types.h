// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include <QString>
#include <QStringList>

#include <limits>
#include <vector>

namespace Accel::Cel {

/// A CEL type as the type checker sees it (cel-go's types.Type), with the size a host declares
/// for the cost estimate (Kubernetes' DeclType.MaxElements): the most characters of a string,
/// bytes of a bytes value, entries of a list or map.
struct Type
{
    enum class Kind : quint8
    {
        Dyn = 0, ///< unknown until run time (cel-go's dyn; Kubernetes' AnyType)
        Null,
        Bool,
        Int,
        Uint,
        Double,
        String,
        Bytes,
        List,     ///< params[0]: the element type
        Map,      ///< params[0], params[1]: key and value types
        TypeType, ///< `type`
        Semver,
        Quantity,
        Ip,
        Cidr,
        Timestamp,
        Duration,
        Optional, ///< params[0]: the value type
        Url,
        Format,
        Object, ///< a host object type: `name`, fields `fieldNames` with types `params`
        Param,  ///< a type parameter of an overload (`name`), resolved while checking
    };
    static constexpr quint64 UnknownSize = std::numeric_limits<quint64>::max();

    Kind kind = Kind::Dyn;
    QString name;
    std::vector<Type> params;
    QStringList fieldNames;
    quint64 maxSize = UnknownSize;

    static Type of(Kind kind, quint64 maxSize = UnknownSize)
    {
        Type t;
        t.kind = kind;
        t.maxSize = maxSize;
        return t;
    }
    static Type list(Type element, quint64 maxSize = UnknownSize)
    {
        Type t = of(Kind::List, maxSize);
        t.params.push_back(std::move(element));
        return t;
    }
    static Type map(Type key, Type value, quint64 maxSize = UnknownSize)
    {
        Type t = of(Kind::Map, maxSize);
        t.params.push_back(std::move(key));
        t.params.push_back(std::move(value));
        return t;
    }
    static Type optional(Type value)
    {
        Type t = of(Kind::Optional);
        t.params.push_back(std::move(value));
        return t;
    }
    /// An object type named NAME; add its fields with field().
    static Type object(QString name)
    {
        Type t = of(Kind::Object);
        t.name = std::move(name);
        return t;
    }
    Type &field(const QString &fieldName, Type type)
    {
        fieldNames.append(fieldName);
        params.push_back(std::move(type));
        return *this;
    }

    bool isDyn() const { return kind == Kind::Dyn || kind == Kind::Param; }
    /// The type's name as cel-go prints it: int, list(string), map(string, dyn),
    /// optional_type(int), google.protobuf.Timestamp, kubernetes.DRADevice.
    QString toString() const;
};

} // namespace Accel::Cel
