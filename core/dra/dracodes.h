// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "errorcode.h"

#include <QtGlobal>

/// The error codes of core/dra/ (module dra), each declared once with the hint
/// an error of that code carries when the place that raises it has nothing more specific to say
/// (ErrorCode, core/errorcode.h). The names are the command line's contract (DESIGN.md: scripts
/// match on them): never rename one. tests/base/tst_errorcodes checks that no other file spells
/// them as literals, that each has a hint and that the hints are translated.
namespace Accel::Code {

inline constexpr ErrorCode ALLOCATION_CANCELLED{
    "ALLOCATION_CANCELLED", "Accel::Dra",
    QT_TRANSLATE_NOOP("Accel::Dra", "Run the allocation again to finish.")};
inline constexpr ErrorCode ALLOCATION_FAILED{
    "ALLOCATION_FAILED", "Accel::Dra",
    QT_TRANSLATE_NOOP("Accel::Dra", "Ask for fewer devices, or relax the selectors.")};
inline constexpr ErrorCode ALLOCATION_INPUT{
    "ALLOCATION_INPUT", "Accel::Dra",
    QT_TRANSLATE_NOOP("Accel::Dra", "Fix the allocation input named in the message.")};
inline constexpr ErrorCode CEL_DEVICE{
    "CEL_DEVICE", "Accel::Dra",
    QT_TRANSLATE_NOOP("Accel::Dra", "Give a device document with a driver and devices.")};
inline constexpr ErrorCode CEL_TYPE{
    "CEL_TYPE", "Accel::Dra",
    QT_TRANSLATE_NOOP("Accel::Dra", "Make the selector expression return a bool.")};
inline constexpr ErrorCode CLAIM_CAPABILITY{
    "CLAIM_CAPABILITY", "Accel::Dra",
    QT_TRANSLATE_NOOP("Accel::Dra", "Tick at least one capability the device class offers.")};
inline constexpr ErrorCode CLAIM_INPUT{
    "CLAIM_INPUT", "Accel::Dra",
    QT_TRANSLATE_NOOP("Accel::Dra", "Fix the claim at the field named in the message.")};
inline constexpr ErrorCode CLAIM_NAME{
    "CLAIM_NAME", "Accel::Dra",
    QT_TRANSLATE_NOOP("Accel::Dra",
                      "Use a lower-case DNS name: letters, digits and -, at most 63 characters.")};
inline constexpr ErrorCode FEATURE_GATES{
    "FEATURE_GATES", "Accel::Dra",
    QT_TRANSLATE_NOOP("Accel::Dra",
                      "Use the gates the command lists, as NAME=true or NAME=false.")};
inline constexpr ErrorCode NODE_NOT_FOUND{
    "NODE_NOT_FOUND", "Accel::Dra",
    QT_TRANSLATE_NOOP("Accel::Dra", "Use a node the cluster has (accelctl get nodes).")};
inline constexpr ErrorCode POD_NOT_FOUND{
    "POD_NOT_FOUND", "Accel::Dra",
    QT_TRANSLATE_NOOP("Accel::Dra", "Check the pod's name and namespace.")};
inline constexpr ErrorCode POD_NO_CLAIMS{
    "POD_NO_CLAIMS", "Accel::Dra",
    QT_TRANSLATE_NOOP("Accel::Dra", "Choose a pod that has resource claims.")};

/// Every code above, for lookups by name (an error that crossed a boundary as text).
inline constexpr const ErrorCode *DraCodes[] = {
    &ALLOCATION_CANCELLED, &ALLOCATION_FAILED, &ALLOCATION_INPUT, &CEL_DEVICE,    &CEL_TYPE,
    &CLAIM_CAPABILITY,     &CLAIM_INPUT,       &CLAIM_NAME,       &FEATURE_GATES, &NODE_NOT_FOUND,
    &POD_NOT_FOUND,        &POD_NO_CLAIMS};

} // namespace Accel::Code
