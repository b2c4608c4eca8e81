// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "errorcode.h"

#include <QtGlobal>

/// The error codes of core/sideload/ (module sideload), each declared once with the hint
/// an error of that code carries when the place that raises it has nothing more specific to say
/// (ErrorCode, core/errorcode.h). The names are the command line's contract (DESIGN.md: scripts
/// match on them): never rename one. tests/base/tst_errorcodes checks that no other file spells
/// them as literals, that each has a hint and that the hints are translated.
namespace Accel::Code {

inline constexpr ErrorCode SIDELOAD_ARCHIVE_CORRUPT{
    "SIDELOAD_ARCHIVE_CORRUPT", "Accel::Sideload",
    QT_TRANSLATE_NOOP("Accel::Sideload", "Fetch the bundle again; the archive is damaged.")};
inline constexpr ErrorCode SIDELOAD_ARCHIVE_TOO_LARGE{
    "SIDELOAD_ARCHIVE_TOO_LARGE", "Accel::Sideload",
    QT_TRANSLATE_NOOP("Accel::Sideload",
                      "Raise the extraction limit named in the message, or use a smaller bundle.")};
inline constexpr ErrorCode SIDELOAD_ARCHIVE_UNSAFE{
    "SIDELOAD_ARCHIVE_UNSAFE", "Accel::Sideload",
    QT_TRANSLATE_NOOP("Accel::Sideload",
                      "Rebuild the bundle without absolute paths, .. or links leaving it.")};
inline constexpr ErrorCode SIDELOAD_CACHE{
    "SIDELOAD_CACHE", "Accel::Sideload",
    QT_TRANSLATE_NOOP("Accel::Sideload",
                      "Check that the sideload cache directory is writable and has free space.")};
inline constexpr ErrorCode SIDELOAD_CANCELLED{
    "SIDELOAD_CANCELLED", "Accel::Sideload",
    QT_TRANSLATE_NOOP("Accel::Sideload", "Run the command again to finish.")};
inline constexpr ErrorCode SIDELOAD_CA_FILE{
    "SIDELOAD_CA_FILE", "Accel::Sideload",
    QT_TRANSLATE_NOOP("Accel::Sideload",
                      "Give --ca-file a readable PEM file with the mirror's CA certificates.")};
inline constexpr ErrorCode SIDELOAD_HASH_MISMATCH{
    "SIDELOAD_HASH_MISMATCH", "Accel::Sideload",
    QT_TRANSLATE_NOOP("Accel::Sideload",
                      "Fetch the bundle again; if it persists, the index or the mirror is wrong.")};
inline constexpr ErrorCode SIDELOAD_HTTP{
    "SIDELOAD_HTTP", "Accel::Sideload",
    QT_TRANSLATE_NOOP("Accel::Sideload", "Check the URL and that the mirror serves it.")};
inline constexpr ErrorCode SIDELOAD_INDEX{
    "SIDELOAD_INDEX", "Accel::Sideload",
    QT_TRANSLATE_NOOP("Accel::Sideload", "Fix the sideload index, or point to a working one.")};
inline constexpr ErrorCode SIDELOAD_INSECURE{
    "SIDELOAD_INSECURE", "Accel::Sideload",
    QT_TRANSLATE_NOOP("Accel::Sideload", "Use an https:// URL for the mirror.")};
inline constexpr ErrorCode SIDELOAD_LOCKED{
    "SIDELOAD_LOCKED", "Accel::Sideload",
    QT_TRANSLATE_NOOP("Accel::Sideload", "Wait for the other fetch to finish, then try again.")};
inline constexpr ErrorCode SIDELOAD_MANIFEST{
    "SIDELOAD_MANIFEST", "Accel::Sideload",
    QT_TRANSLATE_NOOP("Accel::Sideload",
                      "Fix the bundle manifest at the field named in the message.")};
inline constexpr ErrorCode SIDELOAD_NETWORK{
    "SIDELOAD_NETWORK", "Accel::Sideload",
    QT_TRANSLATE_NOOP("Accel::Sideload", "Check the network connection and the mirror's address.")};
inline constexpr ErrorCode SIDELOAD_NOT_IN_INDEX{
    "SIDELOAD_NOT_IN_INDEX", "Accel::Sideload",
    QT_TRANSLATE_NOOP("Accel::Sideload",
                      "Use a bundle name and version the index lists (accelctl sideload list).")};
inline constexpr ErrorCode SIDELOAD_REDIRECTS{
    "SIDELOAD_REDIRECTS", "Accel::Sideload",
    QT_TRANSLATE_NOOP("Accel::Sideload",
                      "Point to the mirror's final address instead of one that redirects.")};
inline constexpr ErrorCode SIDELOAD_SIZE_MISMATCH{
    "SIDELOAD_SIZE_MISMATCH", "Accel::Sideload",
    QT_TRANSLATE_NOOP("Accel::Sideload",
                      "Fetch the bundle again; if it persists, the index or the mirror is wrong.")};
inline constexpr ErrorCode SIDELOAD_TIMEOUT{
    "SIDELOAD_TIMEOUT", "Accel::Sideload",
    QT_TRANSLATE_NOOP("Accel::Sideload", "Check the network, or try again later.")};
inline constexpr ErrorCode SIDELOAD_TLS{
    "SIDELOAD_TLS", "Accel::Sideload",
    QT_TRANSLATE_NOOP("Accel::Sideload",
                      "Pass the mirror's CA with --ca-file, or check its certificate.")};

/// Every code above, for lookups by name (an error that crossed a boundary as text).
inline constexpr const ErrorCode *SideloadCodes[] = {
    &SIDELOAD_ARCHIVE_CORRUPT, &SIDELOAD_ARCHIVE_TOO_LARGE,
    &SIDELOAD_ARCHIVE_UNSAFE,  &SIDELOAD_CACHE,
    &SIDELOAD_CANCELLED,       &SIDELOAD_CA_FILE,
    &SIDELOAD_HASH_MISMATCH,   &SIDELOAD_HTTP,
    &SIDELOAD_INDEX,           &SIDELOAD_INSECURE,
    &SIDELOAD_LOCKED,          &SIDELOAD_MANIFEST,
    &SIDELOAD_NETWORK,         &SIDELOAD_NOT_IN_INDEX,
    &SIDELOAD_REDIRECTS,       &SIDELOAD_SIZE_MISMATCH,
    &SIDELOAD_TIMEOUT,         &SIDELOAD_TLS};

} // namespace Accel::Code
