// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "errorcode.h"

#include <QtGlobal>

/// The error codes of core/nvcre/ (module nvcre), each declared once with the hint
/// an error of that code carries when the place that raises it has nothing more specific to say
/// (ErrorCode, core/errorcode.h). The names are the command line's contract (DESIGN.md: scripts
/// match on them): never rename one. tests/base/tst_errorcodes checks that no other file spells
/// them as literals, that each has a hint and that the hints are translated.
namespace Accel::Code {

inline constexpr ErrorCode NVCRE_CATALOG{
    "NVCRE_CATALOG", "Accel::Nvcre",
    QT_TRANSLATE_NOOP("Accel::Nvcre", "Fix the catalog entry named in the message.")};
inline constexpr ErrorCode NVCRE_CATEGORY_NOT_FOUND{
    "NVCRE_CATEGORY_NOT_FOUND", "Accel::Nvcre",
    QT_TRANSLATE_NOOP("Accel::Nvcre", "Use a category the catalog lists.")};
inline constexpr ErrorCode NVCRE_CERTIFICATION{
    "NVCRE_CERTIFICATION", "Accel::Nvcre",
    QT_TRANSLATE_NOOP("Accel::Nvcre", "Fix the certification named in the message.")};
inline constexpr ErrorCode NVCRE_GPU_ARCH{
    "NVCRE_GPU_ARCH", "Accel::Nvcre",
    QT_TRANSLATE_NOOP("Accel::Nvcre", "Use a GPU architecture the command lists.")};
inline constexpr ErrorCode NVCRE_GPU_ARCH_REQUIRED{
    "NVCRE_GPU_ARCH_REQUIRED", "Accel::Nvcre",
    QT_TRANSLATE_NOOP("Accel::Nvcre", "Pass --gpu-arch, or read the nodes from a cluster.")};
inline constexpr ErrorCode NVCRE_GPU_DEFAULTS{
    "NVCRE_GPU_DEFAULTS", "Accel::Nvcre",
    QT_TRANSLATE_NOOP("Accel::Nvcre", "Fix the GPU defaults table at the entry named.")};
inline constexpr ErrorCode NVCRE_MOCK_NODES{
    "NVCRE_MOCK_NODES", "Accel::Nvcre",
    QT_TRANSLATE_NOOP("Accel::Nvcre", "Use a platform and GPU architecture that have mock nodes.")};
inline constexpr ErrorCode NVCRE_NODES_FILE{
    "NVCRE_NODES_FILE", "Accel::Nvcre",
    QT_TRANSLATE_NOOP("Accel::Nvcre", "Give a readable nodes file (kubectl get nodes -o yaml).")};
inline constexpr ErrorCode NVCRE_OVERRIDE_FAILED{
    "NVCRE_OVERRIDE_FAILED", "Accel::Nvcre",
    QT_TRANSLATE_NOOP("Accel::Nvcre", "Fix the override named in the message, or remove it.")};
inline constexpr ErrorCode NVCRE_OVERRIDE_INVALID{
    "NVCRE_OVERRIDE_INVALID", "Accel::Nvcre",
    QT_TRANSLATE_NOOP("Accel::Nvcre", "Fix the override's fields as the message says.")};
inline constexpr ErrorCode NVCRE_OVERRIDE_WHEN{
    "NVCRE_OVERRIDE_WHEN", "Accel::Nvcre",
    QT_TRANSLATE_NOOP("Accel::Nvcre", "Fix the override's when expression.")};
inline constexpr ErrorCode NVCRE_PLATFORM{
    "NVCRE_PLATFORM", "Accel::Nvcre",
    QT_TRANSLATE_NOOP("Accel::Nvcre", "Use a platform the command lists.")};
inline constexpr ErrorCode NVCRE_PLATFORM_REQUIRED{
    "NVCRE_PLATFORM_REQUIRED", "Accel::Nvcre",
    QT_TRANSLATE_NOOP("Accel::Nvcre",
                      "Pass --platform with one of the platforms the command lists.")};
inline constexpr ErrorCode NVCRE_TARGET{
    "NVCRE_TARGET", "Accel::Nvcre",
    QT_TRANSLATE_NOOP("Accel::Nvcre", "Give a target the command can render.")};
inline constexpr ErrorCode NVCRE_WORKFLOW_KIND{
    "NVCRE_WORKFLOW_KIND", "Accel::Nvcre",
    QT_TRANSLATE_NOOP("Accel::Nvcre", "Give a workflow document of a kind the command lists.")};
inline constexpr ErrorCode NVCRE_RUN_NOT_FOUND{
    "NVCRE_RUN_NOT_FOUND", "Accel::Nvcre",
    QT_TRANSLATE_NOOP("Accel::Nvcre", "Check the name and the namespace (-n NS); list the runs "
                                      "with `accelctl certification status -A`.")};
inline constexpr ErrorCode NVCRE_NODE_RESULTS{
    "NVCRE_NODE_RESULTS", "Accel::Nvcre",
    QT_TRANSLATE_NOOP("Accel::Nvcre", "The node-result ConfigMap named is damaged; delete it and "
                                      "let the controller write it again, or read the Jobs' "
                                      "status.failedNodes.")};
inline constexpr ErrorCode NVCRE_REPORT_WRITE{
    "NVCRE_REPORT_WRITE", "Accel::Nvcre",
    QT_TRANSLATE_NOOP("Accel::Nvcre", "Write the report to a regular file in a writable folder.")};
inline constexpr ErrorCode RENDER_NO_CLUSTER{
    "RENDER_NO_CLUSTER", "Accel::Nvcre",
    QT_TRANSLATE_NOOP("Accel::Nvcre",
                      "Connect to a cluster, or pick a platform and GPU architecture.")};

/// Every code above, for lookups by name (an error that crossed a boundary as text).
inline constexpr const ErrorCode *NvcreCodes[] = {
    &NVCRE_CATALOG,           &NVCRE_CATEGORY_NOT_FOUND,
    &NVCRE_CERTIFICATION,     &NVCRE_GPU_ARCH,
    &NVCRE_GPU_ARCH_REQUIRED, &NVCRE_GPU_DEFAULTS,
    &NVCRE_MOCK_NODES,        &NVCRE_NODES_FILE,
    &NVCRE_OVERRIDE_FAILED,   &NVCRE_OVERRIDE_INVALID,
    &NVCRE_OVERRIDE_WHEN,     &NVCRE_PLATFORM,
    &NVCRE_PLATFORM_REQUIRED, &NVCRE_TARGET,
    &NVCRE_WORKFLOW_KIND,     &RENDER_NO_CLUSTER,
    &NVCRE_RUN_NOT_FOUND,     &NVCRE_NODE_RESULTS,
    &NVCRE_REPORT_WRITE};

} // namespace Accel::Code
