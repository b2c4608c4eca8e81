// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "errorcode.h"

#include <QtGlobal>

/// The error codes of core/host/ (module host), each declared once with the hint
/// an error of that code carries when the place that raises it has nothing more specific to say
/// (ErrorCode, core/errorcode.h). The names are the command line's contract (DESIGN.md: scripts
/// match on them): never rename one. tests/base/tst_errorcodes checks that no other file spells
/// them as literals, that each has a hint and that the hints are translated.
namespace Accel::Code {

inline constexpr ErrorCode HOST_ROOT_MISSING{
    "HOST_ROOT_MISSING", "Accel::Host",
    QT_TRANSLATE_NOOP("Accel::Host", "Give --host-root a directory that exists.")};
inline constexpr ErrorCode DOCKER_INFO_MISSING{
    "DOCKER_INFO_MISSING", "Accel::Host",
    QT_TRANSLATE_NOOP(
        "Accel::Host",
        "Give --docker-info a file that exists (the output of docker info --format json).")};
inline constexpr ErrorCode DOCKER_NOT_FOUND{
    "DOCKER_NOT_FOUND", "Accel::Host",
    QT_TRANSLATE_NOOP("Accel::Host", "Install Docker, or put the docker command on PATH.")};
inline constexpr ErrorCode DOCKER_TIMEOUT{
    "DOCKER_TIMEOUT", "Accel::Host",
    QT_TRANSLATE_NOOP("Accel::Host",
                      "Check that the Docker daemon answers (docker info), then try again.")};
inline constexpr ErrorCode DOCKER_DAEMON_DOWN{
    "DOCKER_DAEMON_DOWN", "Accel::Host",
    QT_TRANSLATE_NOOP("Accel::Host",
                      "Start the Docker daemon (systemctl start docker) and try again.")};
inline constexpr ErrorCode DOCKER_PERMISSION_DENIED{
    "DOCKER_PERMISSION_DENIED", "Accel::Host",
    QT_TRANSLATE_NOOP("Accel::Host", "Add your user to the docker group, then log in again.")};
inline constexpr ErrorCode DOCKER_COMPOSE_MISSING{
    "DOCKER_COMPOSE_MISSING", "Accel::Host",
    QT_TRANSLATE_NOOP("Accel::Host",
                      "Install the Docker Compose plugin (docker compose version).")};
inline constexpr ErrorCode IMAGE_NOT_FOUND{
    "IMAGE_NOT_FOUND", "Accel::Host",
    QT_TRANSLATE_NOOP("Accel::Host",
                      "Pull the image first (docker pull IMAGE), or check its name.")};
inline constexpr ErrorCode GPU_MODE_INVALID{
    "GPU_MODE_INVALID", "Accel::Host",
    QT_TRANSLATE_NOOP("Accel::Host", "Use one of the GPU modes the command lists.")};
inline constexpr ErrorCode GPU_MODE_MISMATCH{
    "GPU_MODE_MISMATCH", "Accel::Host",
    QT_TRANSLATE_NOOP(
        "Accel::Host",
        "Choose the GPU mode this host supports, or configure the host for the one you chose.")};

/// Every code above, for lookups by name (an error that crossed a boundary as text).
inline constexpr const ErrorCode *HostCodes[] = {
    &HOST_ROOT_MISSING,  &DOCKER_INFO_MISSING,      &DOCKER_NOT_FOUND,       &DOCKER_TIMEOUT,
    &DOCKER_DAEMON_DOWN, &DOCKER_PERMISSION_DENIED, &DOCKER_COMPOSE_MISSING, &IMAGE_NOT_FOUND,
    &GPU_MODE_INVALID,   &GPU_MODE_MISMATCH};

} // namespace Accel::Code
