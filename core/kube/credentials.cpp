// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "credentials.h"
#include "kubecodes.h"
#include "kubetr.h"

#include <QCoreApplication>

namespace Accel::Kube {

namespace {
bool isForbiddenInHeaderValue(char16_t c)
{
    return (c < 0x20 && c != u'\t') || c == 0x7f;
}
} // namespace

qsizetype invalidHeaderCharacter(QStringView value)
{
    for (qsizetype i = 0; i < value.size(); ++i) {
        if (isForbiddenInHeaderValue(value.at(i).unicode()))
            return i;
    }
    return -1;
}

QString describeInvalidCharacter(QStringView value, qsizetype at)
{
    const char16_t c = at >= 0 && at < value.size() ? value.at(at).unicode() : 0;
    QString name;
    if (c == u'\n' || c == u'\r')
        //: a control character in a credential
        name = Tr::tr("a line break");
    else if (c == 0)
        //: a control character in a credential
        name = Tr::tr("a NUL byte");
    else
        //: a control character in a credential
        name = Tr::tr("a control character");
    //: %1 is U+000A, %2 "a line break", %3 the 1-based position in the value
    return Tr::tr("%1 (%2) at character %3")
        .arg(QStringLiteral("U+%1").arg(uint(c), 4, 16, QLatin1Char('0')).toUpper(), name)
        .arg(at + 1);
}

QByteArray authorizationHeader(const QString &token, const QString &username,
                               const QString &password)
{
    if (!token.isEmpty()) {
        if (invalidHeaderCharacter(token) >= 0)
            return {};
        return "Bearer " + token.toUtf8();
    }
    if (username.isEmpty() && password.isEmpty())
        return {};
    if (invalidHeaderCharacter(username) >= 0 || invalidHeaderCharacter(password) >= 0)
        return {};
    // RFC 7617: base64 of user-id ":" password, in UTF-8 (as Go's SetBasicAuth sends it).
    const QByteArray pair = username.toUtf8() + ':' + password.toUtf8();
    return "Basic " + pair.toBase64();
}

Result<QString> tokenFromFile(const QByteArray &bytes, const QString &file, const QString &userName,
                              const QString &kubeconfig)
{
    const QString token = QString::fromUtf8(bytes).trimmed();
    if (token.isEmpty()) {
        //: %1 the token file, %2 the kubeconfig's user entry, %3 the kubeconfig file
        return fail(Code::KUBE_CREDENTIALS,
                    Tr::tr("the tokenFile %1 of user \"%2\" in %3 holds no token")
                        .arg(file, userName, kubeconfig),
                    Tr::tr("Write the token into the file, or fix tokenFile in the kubeconfig."));
    }
    if (const qsizetype at = invalidHeaderCharacter(token); at >= 0) {
        //: %1 the token file, %2 the user entry, %3 the kubeconfig, %4 e.g. "U+000A (a line
        //: break) at character 13"
        return fail(Code::KUBE_CREDENTIALS,
                    Tr::tr("the tokenFile %1 of user \"%2\" in %3 holds %4, which an HTTP header "
                           "cannot carry; it is not a token")
                        .arg(file, userName, kubeconfig, describeInvalidCharacter(token, at)),
                    Tr::tr("Point tokenFile at a file that holds only the token, on one line."));
    }
    return token;
}

} // namespace Accel::Kube
