// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
//
// The kubeconfig credential path (issue 32, core/kube/credentials.h): what a kubeconfig, a
// tokenFile and an exec plugin's answer turn into before a request is made. The input is a
// kubeconfig, then optionally a `#--- tokenFile` line and the token file's bytes, then a
// `#--- exec` line and a plugin's stdout. Every context is resolved; for each that resolves, the
// token file is read as the client reads it and the plugin's answer is parsed, and the
// Authorization header built from what was accepted must be one header: no control character
// may reach it. No network, no process: the checks the client applies before either.

#include "fuzzsupport.h"
#include "inputfile.h"
#include "kube/credentials.h"
#include "kube/execcredential.h"
#include "kube/kubeconfig.h"

#include <QProcessEnvironment>

using namespace Accel;

namespace {

/// The header may never split: no CR, LF, NUL or other control character but tab.
bool isOneHeader(const QByteArray &header)
{
    for (const char c : header) {
        const auto u = static_cast<unsigned char>(c);
        if ((u < 0x20 && u != '\t') || u == 0x7f)
            return false;
    }
    return true;
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    Fuzz::quietQt();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static const QString path = Fuzz::scratchPath("credentials-kubeconfig");
    static const QString tokenPath = Fuzz::scratchPath("credentials-token");
    const auto [rest, execOutput] = Fuzz::splitAt(Fuzz::bytesOf(data, size), "\n#--- exec\n");
    const auto [config, tokenBytes] = Fuzz::splitAt(rest, "\n#--- tokenFile\n");
    Fuzz::writeFile(path, reinterpret_cast<const uint8_t *>(config.constData()),
                    size_t(config.size()));
    Fuzz::writeFile(tokenPath, reinterpret_cast<const uint8_t *>(tokenBytes.constData()),
                    size_t(tokenBytes.size()));

    const Result<Kube::Kubeconfig> kubeconfig = Kube::Kubeconfig::load({path}, {});
    if (!kubeconfig)
        return 0;
    QStringList names = kubeconfig->contextNames();
    names.prepend(QString());
    for (const QString &name : std::as_const(names)) {
        const Result<Kube::ResolvedContext> context = kubeconfig->context(name);
        if (!context)
            continue;
        // What Kubeconfig::context() accepted is header-safe (credentials.h).
        ACCEL_FUZZ_CHECK(Kube::invalidHeaderCharacter(context->token) < 0);
        ACCEL_FUZZ_CHECK(Kube::invalidHeaderCharacter(context->username) < 0);
        ACCEL_FUZZ_CHECK(Kube::invalidHeaderCharacter(context->password) < 0);
        ACCEL_FUZZ_CHECK(
            !(context->insecureSkipTlsVerify && (!context->certificateAuthorityData.isEmpty() ||
                                                 !context->certificateAuthorityFile.isEmpty())));
        QString token = context->token;
        // The token file as ApiClient reads it (the path the kubeconfig names is not followed:
        // it could be anything on the fuzzing machine).
        if (!context->tokenFile.isEmpty()) {
            const Result<QByteArray> read = readSecretFile(tokenPath, Limits::CredentialFileBytes);
            if (!read)
                continue;
            const Result<QString> fromFile =
                Kube::tokenFromFile(*read, tokenPath, context->userName, context->userSource);
            if (!fromFile)
                continue;
            ACCEL_FUZZ_CHECK(Kube::invalidHeaderCharacter(*fromFile) < 0);
            token = *fromFile;
        }
        if (context->exec.isValid()) {
            const Result<Kube::ExecCredential> credential =
                Kube::ExecCredentialProvider::parseOutput(execOutput, context->exec,
                                                          context->contextName);
            if (credential) {
                ACCEL_FUZZ_CHECK(Kube::invalidHeaderCharacter(credential->token) < 0);
                if (!credential->token.isEmpty())
                    token = credential->token;
            } else {
                ACCEL_FUZZ_CHECK(!credential.error().message.isEmpty());
            }
        }
        const QByteArray header =
            Kube::authorizationHeader(token, context->username, context->password);
        ACCEL_FUZZ_CHECK(isOneHeader(header));
    }
    return 0;
}
