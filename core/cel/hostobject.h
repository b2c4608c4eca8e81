// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "cel/value.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <atomic>
#include <optional>
#include <utility>

namespace Accel::Cel {

/// A constant chain of member accesses below a variable declared with a host object
/// (CompileOptions::hostObjects): `device.attributes["media.liken.sh"].scale10bit` is the path
/// "attributes", "media.liken.sh", "scale10bit" below `device`. The compiler builds it from
/// selections (`.name`), indexes with a string literal (`["name"]`) and has(); the host checks
/// and prepares it once (HostObject::preparePath) and then reads it in one call per evaluation
/// (HostObject::lookupPath) instead of one lookup and one intermediate value per step.
struct MemberPath
{
    QStringList keys;
    QList<int> positions; ///< offset in the expression of each key's access (errors point there)

    // Filled in by HostObject::preparePath, for the host's own use.
    int tag = 0;  ///< what the host found the path to name; 0: nothing it reads in one call
    QString key;  ///< a key the host derived from the path (e.g. a qualified attribute name)
    QString type; ///< the CEL type of the path's value when it is known ("bool"), else empty
    /// Where the host found the member last time (e.g. an index into a sorted list; the host may
    /// give negative values other meanings), -1 when
    /// unknown. Shared by every evaluation of the program, on any thread: a hint to be checked,
    /// never trusted.
    mutable std::atomic<int> hint{-1};
};

/// How the engine reads objects of the host application, the way Qt Creator's qmljs reads its
/// host through ObjectValue::lookupMember: the engine asks an object for a member by name and
/// never includes the host's model (DESIGN.md: the CEL engine knows nothing of DRA; the device
/// binding lives in core/dra).
///
/// One HostObject serves every object of its kind and holds no state: a value of that kind
/// (Value::hostObject) carries the HostObject, a pointer to the host's data and a key (e.g. the
/// domain of a map of attributes). Host objects read as maps (Value::Kind::Map): their members
/// are the entries for iteration, size(), equality, printing and JSON. Implementations must be
/// immutable and callable from any thread at once; the host's data must outlive the values and
/// the evaluation that reads them.
class HostObject
{
public:
    virtual ~HostObject();

    /// The CEL type name of SELF: "kubernetes.DRADevice", or "map" for an object read as a map.
    virtual QString typeName(const Value &self) const = 0;

    /// `self.key` and `self[key]`: the member, or nullopt (the engine reports "no such key").
    virtual std::optional<Value> lookupMember(const Value &self, const Value &key) const = 0;
    /// `has(self.key)` and `key in self`. By default, whether lookupMember() finds KEY.
    virtual bool hasMember(const Value &self, const Value &key) const;
    /// Every member, keys in a stable order.
    virtual QList<std::pair<Value, Value>> members(const Value &self) const = 0;
    /// `size(self)`. By default members().size().
    virtual qsizetype memberCount(const Value &self) const;

    /// Compile time: checks PATH (which starts at a variable declared with this host object) and
    /// fills in its tag, key and type for lookupPath(). Returns the message of a compile error
    /// about the key at index *BADKEY (e.g. "undefined field 'x'"), or an empty string. By
    /// default every path is fine and stays unprepared.
    virtual QString preparePath(MemberPath &path, int *badKey) const;
    /// The value at the end of PATH below SELF, read in one call. When a key on the way is
    /// absent: nullopt with *MISSING set to its index in PATH (the engine reports "no such key"
    /// there). Nullopt with *MISSING left at -1: the engine evaluates the path step by step for
    /// the exact error (e.g. a member that is no map). By default the path is walked with
    /// lookupMember().
    virtual std::optional<Value> lookupPath(const Value &self, const MemberPath &path,
                                            int *missing) const;
    /// `has()` of PATH's last key below SELF; nullopt when the keys before it lead to no object
    /// (the engine then evaluates step by step). By default lookupPath() and hasMember().
    virtual std::optional<bool> hasPath(const Value &self, const MemberPath &path) const;
    /// Whether the value at the end of PATH equals CONSTANT (a literal), compared in place where
    /// the host can; nullopt when the path has no value (the engine then evaluates step by step).
    /// By default lookupPath() and valueEquals().
    virtual std::optional<bool> pathEquals(const Value &self, const MemberPath &path,
                                           const Value &constant) const;
};

} // namespace Accel::Cel
