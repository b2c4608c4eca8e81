// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "errorcode.h"

#include <QtGlobal>

/// The error codes of core/kube/ (module kube), each declared once with the hint
/// an error of that code carries when the place that raises it has nothing more specific to say
/// (ErrorCode, core/errorcode.h). The names are the command line's contract (DESIGN.md: scripts
/// match on them): never rename one. tests/base/tst_errorcodes checks that no other file spells
/// them as literals, that each has a hint and that the hints are translated.
namespace Accel::Code {

inline constexpr ErrorCode KUBECONFIG_MISSING{
    "KUBECONFIG_MISSING", "Accel::Kube",
    QT_TRANSLATE_NOOP("Accel::Kube", "Set KUBECONFIG or pass --kubeconfig FILE.")};
inline constexpr ErrorCode KUBECONFIG_READ{
    "KUBECONFIG_READ", "Accel::Kube",
    QT_TRANSLATE_NOOP("Accel::Kube",
                      "Check that the kubeconfig file exists and that you may read it.")};
inline constexpr ErrorCode KUBECONFIG_PARSE{
    "KUBECONFIG_PARSE", "Accel::Kube",
    QT_TRANSLATE_NOOP("Accel::Kube", "Fix the kubeconfig YAML at the place shown.")};
inline constexpr ErrorCode KUBECONFIG_NO_CONTEXT{
    "KUBECONFIG_NO_CONTEXT", "Accel::Kube",
    QT_TRANSLATE_NOOP("Accel::Kube",
                      "Pass --context NAME, or set current-context in the kubeconfig.")};
inline constexpr ErrorCode KUBECONFIG_CONTEXT{
    "KUBECONFIG_CONTEXT", "Accel::Kube",
    QT_TRANSLATE_NOOP("Accel::Kube",
                      "Use a context the kubeconfig lists (kubectl config get-contexts).")};
inline constexpr ErrorCode KUBECONFIG_CLUSTER{
    "KUBECONFIG_CLUSTER", "Accel::Kube",
    QT_TRANSLATE_NOOP("Accel::Kube", "Fix the context's cluster entry in the kubeconfig.")};
inline constexpr ErrorCode KUBECONFIG_USER{
    "KUBECONFIG_USER", "Accel::Kube",
    QT_TRANSLATE_NOOP("Accel::Kube", "Fix the context's user entry in the kubeconfig.")};
inline constexpr ErrorCode KUBECONFIG_BASE64{
    "KUBECONFIG_BASE64", "Accel::Kube",
    QT_TRANSLATE_NOOP("Accel::Kube", "Fix the base64 data in the kubeconfig field named.")};
inline constexpr ErrorCode KUBECONFIG_EXEC{
    "KUBECONFIG_EXEC", "Accel::Kube",
    QT_TRANSLATE_NOOP("Accel::Kube", "Run the credential plugin by hand to see why it fails.")};
inline constexpr ErrorCode KUBECONFIG_UNSUPPORTED_AUTH{
    "KUBECONFIG_UNSUPPORTED_AUTH", "Accel::Kube",
    QT_TRANSLATE_NOOP("Accel::Kube",
                      "Use a client certificate, a token or an exec plugin for this user.")};
inline constexpr ErrorCode KUBE_CREDENTIALS{
    "KUBE_CREDENTIALS", "Accel::Kube",
    QT_TRANSLATE_NOOP("Accel::Kube", "Refresh your cluster credentials, then try again.")};
inline constexpr ErrorCode KUBE_UNAUTHORIZED{
    "KUBE_UNAUTHORIZED", "Accel::Kube",
    QT_TRANSLATE_NOOP("Accel::Kube", "Log in to the cluster again; the credentials were refused.")};
inline constexpr ErrorCode KUBE_FORBIDDEN{
    "KUBE_FORBIDDEN", "Accel::Kube",
    QT_TRANSLATE_NOOP("Accel::Kube",
                      "Ask the cluster's administrator for read access to this resource.")};
inline constexpr ErrorCode KUBE_NOT_FOUND{
    "KUBE_NOT_FOUND", "Accel::Kube",
    QT_TRANSLATE_NOOP("Accel::Kube",
                      "Check the name and namespace, or that the cluster has this API.")};
inline constexpr ErrorCode KUBE_GONE{
    "KUBE_GONE", "Accel::Kube",
    QT_TRANSLATE_NOOP("Accel::Kube", "Run the command again; the list changed while it was read.")};
inline constexpr ErrorCode KUBE_HTTP{
    "KUBE_HTTP", "Accel::Kube",
    QT_TRANSLATE_NOOP("Accel::Kube", "Check the API server's address and health.")};
inline constexpr ErrorCode KUBE_TIMEOUT{
    "KUBE_TIMEOUT", "Accel::Kube",
    QT_TRANSLATE_NOOP("Accel::Kube",
                      "Check that the API server is reachable, or raise the timeout.")};
inline constexpr ErrorCode KUBE_TLS{
    "KUBE_TLS", "Accel::Kube",
    QT_TRANSLATE_NOOP("Accel::Kube",
                      "Check the cluster's CA in the kubeconfig, or pass --ca-file.")};
inline constexpr ErrorCode KUBE_PROXY{
    "KUBE_PROXY", "Accel::Kube",
    QT_TRANSLATE_NOOP("Accel::Kube", "Check the proxy settings (HTTPS_PROXY, NO_PROXY).")};
inline constexpr ErrorCode KUBE_UNREACHABLE{
    "KUBE_UNREACHABLE", "Accel::Kube",
    QT_TRANSLATE_NOOP("Accel::Kube",
                      "Check the network and the API server's address in the kubeconfig.")};
inline constexpr ErrorCode KUBE_RESPONSE{
    "KUBE_RESPONSE", "Accel::Kube",
    QT_TRANSLATE_NOOP(
        "Accel::Kube",
        "The API server sent something unexpected; check that it is a Kubernetes API server.")};
inline constexpr ErrorCode SNAPSHOT_READ{
    "SNAPSHOT_READ", "Accel::Kube",
    QT_TRANSLATE_NOOP("Accel::Kube",
                      "Check that the snapshot file exists and that you may read it.")};
inline constexpr ErrorCode SNAPSHOT_PARSE{
    "SNAPSHOT_PARSE", "Accel::Kube",
    QT_TRANSLATE_NOOP("Accel::Kube",
                      "Fix the snapshot at the place shown (a kubectl get -o yaml List).")};
inline constexpr ErrorCode SNAPSHOT_OBJECT{
    "SNAPSHOT_OBJECT", "Accel::Kube",
    QT_TRANSLATE_NOOP("Accel::Kube",
                      "Give every object in the snapshot an apiVersion, a kind and a name.")};
inline constexpr ErrorCode APPLY_EMPTY{
    "APPLY_EMPTY", "Accel::Kube",
    QT_TRANSLATE_NOOP("Accel::Kube", "Give apply a file with at least one object.")};

/// Every code above, for lookups by name (an error that crossed a boundary as text).
inline constexpr const ErrorCode *KubeCodes[] = {&KUBECONFIG_MISSING, &KUBECONFIG_READ,
                                                 &KUBECONFIG_PARSE,   &KUBECONFIG_NO_CONTEXT,
                                                 &KUBECONFIG_CONTEXT, &KUBECONFIG_CLUSTER,
                                                 &KUBECONFIG_USER,    &KUBECONFIG_BASE64,
                                                 &KUBECONFIG_EXEC,    &KUBECONFIG_UNSUPPORTED_AUTH,
                                                 &KUBE_CREDENTIALS,   &KUBE_UNAUTHORIZED,
                                                 &KUBE_FORBIDDEN,     &KUBE_NOT_FOUND,
                                                 &KUBE_GONE,          &KUBE_HTTP,
                                                 &KUBE_TIMEOUT,       &KUBE_TLS,
                                                 &KUBE_PROXY,         &KUBE_UNREACHABLE,
                                                 &KUBE_RESPONSE,      &SNAPSHOT_READ,
                                                 &SNAPSHOT_PARSE,     &SNAPSHOT_OBJECT,
                                                 &APPLY_EMPTY};

} // namespace Accel::Code
