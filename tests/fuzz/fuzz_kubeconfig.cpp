// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
//
// Kubeconfig (core/kube/kubeconfig): Kubeconfig::load reads files only, so the input goes
// through a scratch file; then every context it names is resolved. Resolving reads no file and
// runs no exec plugin (those happen when a client connects).

#include "fuzzsupport.h"
#include "kube/kubeconfig.h"

#include <QProcessEnvironment>

using namespace Accel;

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    Fuzz::quietQt();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static const QString path = Fuzz::scratchPath("kubeconfig");
    Fuzz::writeFile(path, data, size);
    // No KUBECONFIG and no HOME: only the scratch file is read.
    const QProcessEnvironment env;
    const Result<Kube::Kubeconfig> config = Kube::Kubeconfig::load({path}, env);
    if (!config)
        return 0;
    (void)config->context();
    for (const QString &name : config->contextNames())
        (void)config->context(name);
    return 0;
}
