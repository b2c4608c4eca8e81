// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "errorcode.h"

#include <QtGlobal>

/// The error codes of core/launch/ (module launch), each declared once with the hint
/// an error of that code carries when the place that raises it has nothing more specific to say
/// (ErrorCode, core/errorcode.h). The names are the command line's contract (DESIGN.md: scripts
/// match on them): never rename one. tests/base/tst_errorcodes checks that no other file spells
/// them as literals, that each has a hint and that the hints are translated.
namespace Accel::Code {

inline constexpr ErrorCode COMPOSE_CDI_UNSUPPORTED{
    "COMPOSE_CDI_UNSUPPORTED", "Accel::Launch",
    QT_TRANSLATE_NOOP("Accel::Launch",
                      "Update Docker Compose to a version that supports CDI devices.")};
inline constexpr ErrorCode DOCKER_CDI_UNSUPPORTED{
    "DOCKER_CDI_UNSUPPORTED", "Accel::Launch",
    QT_TRANSLATE_NOOP("Accel::Launch",
                      "Enable CDI in the Docker daemon, or choose another GPU mode.")};
inline constexpr ErrorCode HARDWARE_NOT_FOUND{
    "HARDWARE_NOT_FOUND", "Accel::Launch",
    QT_TRANSLATE_NOOP("Accel::Launch", "Run accelctl get hardware to see what this host has.")};
inline constexpr ErrorCode HARDWARE_UNAVAILABLE{
    "HARDWARE_UNAVAILABLE", "Accel::Launch",
    QT_TRANSLATE_NOOP("Accel::Launch",
                      "Free the device from its other user, or pick another one.")};
inline constexpr ErrorCode HARDWARE_PINNED{
    "HARDWARE_PINNED", "Accel::Launch",
    QT_TRANSLATE_NOOP("Accel::Launch", "Launch with the hardware the product is pinned to.")};
inline constexpr ErrorCode HARDWARE_REQUIRED{
    "HARDWARE_REQUIRED", "Accel::Launch",
    QT_TRANSLATE_NOOP("Accel::Launch", "Choose the hardware the product needs.")};
inline constexpr ErrorCode LAUNCH_CANCELLED{
    "LAUNCH_CANCELLED", "Accel::Launch",
    QT_TRANSLATE_NOOP("Accel::Launch", "Launch again to finish.")};
inline constexpr ErrorCode LAUNCH_FAILED{
    "LAUNCH_FAILED", "Accel::Launch",
    QT_TRANSLATE_NOOP("Accel::Launch",
                      "Read the compose output above; fix its cause and launch again.")};
inline constexpr ErrorCode LAUNCH_FILES_MISSING{
    "LAUNCH_FILES_MISSING", "Accel::Launch",
    QT_TRANSLATE_NOOP("Accel::Launch", "Launch the product again to write its files.")};
inline constexpr ErrorCode LAUNCH_NOT_FOUND{
    "LAUNCH_NOT_FOUND", "Accel::Launch",
    QT_TRANSLATE_NOOP("Accel::Launch", "Use a launch the list shows (accelctl launch list).")};
inline constexpr ErrorCode LAUNCH_NO_IMAGE{
    "LAUNCH_NO_IMAGE", "Accel::Launch",
    QT_TRANSLATE_NOOP("Accel::Launch", "Give the product's service an image.")};
inline constexpr ErrorCode LAUNCH_RECORD_INVALID{
    "LAUNCH_RECORD_INVALID", "Accel::Launch",
    QT_TRANSLATE_NOOP("Accel::Launch", "Remove the damaged launch record and launch again.")};
inline constexpr ErrorCode LAUNCH_WRITE{
    "LAUNCH_WRITE", "Accel::Launch",
    QT_TRANSLATE_NOOP("Accel::Launch",
                      "Check that the state directory is writable and has free space.")};
inline constexpr ErrorCode PRODUCT_FILE_MISSING{
    "PRODUCT_FILE_MISSING", "Accel::Launch",
    QT_TRANSLATE_NOOP("Accel::Launch", "Put the file the product names beside its product.yaml.")};
inline constexpr ErrorCode PRODUCT_FILE_OUTSIDE{
    "PRODUCT_FILE_OUTSIDE", "Accel::Launch",
    QT_TRANSLATE_NOOP("Accel::Launch", "Keep every file the product's compose file includes or "
                                       "extends inside the product folder.")};
inline constexpr ErrorCode PRODUCT_INVALID{
    "PRODUCT_INVALID", "Accel::Launch",
    QT_TRANSLATE_NOOP("Accel::Launch", "Fix product.yaml at the field named in the message.")};
inline constexpr ErrorCode PRODUCT_NOT_FOUND{
    "PRODUCT_NOT_FOUND", "Accel::Launch",
    QT_TRANSLATE_NOOP("Accel::Launch", "Use a product the list shows (accelctl launch --help).")};
inline constexpr ErrorCode SHM_SIZE_INVALID{
    "SHM_SIZE_INVALID", "Accel::Launch",
    QT_TRANSLATE_NOOP("Accel::Launch",
                      "Give the shared memory size as a number with a unit, such as 2g.")};

/// Every code above, for lookups by name (an error that crossed a boundary as text).
inline constexpr const ErrorCode *LaunchCodes[] = {&COMPOSE_CDI_UNSUPPORTED,
                                                   &DOCKER_CDI_UNSUPPORTED,
                                                   &HARDWARE_NOT_FOUND,
                                                   &HARDWARE_UNAVAILABLE,
                                                   &HARDWARE_PINNED,
                                                   &HARDWARE_REQUIRED,
                                                   &LAUNCH_CANCELLED,
                                                   &LAUNCH_FAILED,
                                                   &LAUNCH_FILES_MISSING,
                                                   &LAUNCH_NOT_FOUND,
                                                   &LAUNCH_NO_IMAGE,
                                                   &LAUNCH_RECORD_INVALID,
                                                   &LAUNCH_WRITE,
                                                   &PRODUCT_FILE_MISSING,
                                                   &PRODUCT_FILE_OUTSIDE,
                                                   &PRODUCT_INVALID,
                                                   &PRODUCT_NOT_FOUND,
                                                   &SHM_SIZE_INVALID};

} // namespace Accel::Code
