// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "kubeconfig.h"
#include "basecodes.h"
#include "credentials.h"
#include "kubecodes.h"
#include "kubetr.h"

#include "doc/documentreader.h"
#include "inputfile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>

namespace Accel::Kube {

namespace {
const QString ExecV1 = QStringLiteral("client.authentication.k8s.io/v1");
const QString ExecV1beta1 = QStringLiteral("client.authentication.k8s.io/v1beta1");

QString str(const QJsonObject &object, const char *key)
{
    return object.value(QLatin1String(key)).toString();
}

QString resolvePath(const QString &path, const QString &dir)
{
    if (path.isEmpty() || QDir::isAbsolutePath(path))
        return path;
    return QDir::cleanPath(dir + QLatin1Char('/') + path);
}

/// Reads one named list (`clusters`, `users`, `contexts`) of a kubeconfig file.
Result<QList<QPair<QString, QJsonObject>>> namedList(const QJsonObject &root, const char *listKey,
                                                     const char *bodyKey, const QString &path)
{
    QList<QPair<QString, QJsonObject>> out;
    const QJsonValue list = root.value(QLatin1String(listKey));
    if (list.isNull() || list.isUndefined())
        return out;
    if (!list.isArray()) {
        return fail(Code::KUBECONFIG_PARSE,
                    Tr::tr("kubeconfig %1: `%2` is not a list").arg(path, QLatin1String(listKey)),
                    Tr::tr("Check the file with `kubectl config view --kubeconfig FILE`."));
    }
    const QJsonArray items = list.toArray();
    for (qsizetype i = 0; i < items.size(); ++i) {
        const QJsonObject item = items.at(i).toObject();
        const QString name = str(item, "name");
        const QJsonValue body = item.value(QLatin1String(bodyKey));
        if (name.isEmpty() || !(body.isObject() || body.isNull() || body.isUndefined())) {
            return fail(Code::KUBECONFIG_PARSE,
                        Tr::tr("kubeconfig %1: entry %2 of `%3` needs a `name` and a `%4` mapping")
                            .arg(path)
                            .arg(i + 1)
                            .arg(QLatin1String(listKey), QLatin1String(bodyKey)),
                        Tr::tr("Check the file with `kubectl config view --kubeconfig FILE`."));
        }
        out.append({name, body.toObject()});
    }
    return out;
}

/// A `-data` field: base64 of PEM. Whitespace (YAML folding) is ignored.
Result<QByteArray> decodeData(const QJsonObject &object, const char *field,
                              const QString &contextName)
{
    QByteArray text = object.value(QLatin1String(field)).toString().toLatin1();
    text = text.simplified().replace(' ', QByteArray());
    if (text.isEmpty())
        return QByteArray();
    auto decoded = QByteArray::fromBase64Encoding(text, QByteArray::AbortOnBase64DecodingErrors);
    if (!decoded || decoded.decoded.isEmpty()) {
        return fail(Code::KUBECONFIG_BASE64,
                    Tr::tr("`%1` of context \"%2\" is not valid base64")
                        .arg(QLatin1String(field), contextName),
                    Tr::tr("Encode the PEM file with `base64 -w0`, or name the file with the field "
                           "without `-data`."));
    }
    return decoded.decoded;
}
/// The user's token, username and password as they will go into the Authorization header
/// (issue 32): no control characters, no ':' in a username (RFC 7617), and not a token beside
/// basic authentication (client-go: "more than one authentication method").
Result<void> checkHeaderCredentials(const ResolvedContext &out)
{
    const auto where = [&out](const char *field) {
        //: %1 the kubeconfig field, %2 the user entry, %3 the kubeconfig file
        return Tr::tr("`%1` of user \"%2\" in %3")
            .arg(QLatin1String(field), out.userName, out.userSource);
    };
    const struct
    {
        const char *field;
        const QString &value;
    } fields[] = {{"token", out.token}, {"username", out.username}, {"password", out.password}};
    for (const auto &[field, value] : fields) {
        const qsizetype at = invalidHeaderCharacter(value);
        if (at < 0)
            continue;
        //: %1 e.g. "`token` of user "u" in /home/me/.kube/config", %2 e.g. "U+000A (a line
        //: break) at character 13"
        return fail(Code::KUBECONFIG_USER,
                    Tr::tr("%1 holds %2, which an HTTP header cannot carry")
                        .arg(where(field), describeInvalidCharacter(value, at)),
                    Tr::tr("Put the credential on one line, without control characters (a "
                           "token pasted with its line break is the usual cause)."));
    }
    if (out.username.contains(QLatin1Char(':'))) {
        return fail(Code::KUBECONFIG_USER,
                    Tr::tr("%1 contains \":\", which basic authentication cannot carry in a "
                           "username")
                        .arg(where("username")),
                    Tr::tr("Fix the username in the kubeconfig."));
    }
    const bool basic = !out.username.isEmpty() || !out.password.isEmpty();
    if (basic && (!out.token.isEmpty() || !out.tokenFile.isEmpty())) {
        //: %1 the user entry, %2 the kubeconfig file
        return fail(Code::KUBECONFIG_USER,
                    Tr::tr("user \"%1\" in %2 has both a token and a username or password; only "
                           "one authentication method may be set")
                        .arg(out.userName, out.userSource),
                    Tr::tr("Keep either token/tokenFile or username/password in the user entry."));
    }
    return {};
}
} // namespace

// Kubeconfig --------------------------------------------------------------------------------

Result<Kubeconfig> Kubeconfig::load(const QStringList &explicitFiles,
                                    const QProcessEnvironment &env)
{
    Kubeconfig config;
    QStringList candidates;
    bool mustExist = false;
    if (!explicitFiles.isEmpty()) {
        candidates = explicitFiles;
        mustExist = true;
    } else if (!env.value(QStringLiteral("KUBECONFIG")).isEmpty()) {
        candidates = env.value(QStringLiteral("KUBECONFIG"))
                         .split(QDir::listSeparator(), Qt::SkipEmptyParts);
    } else if (!env.value(QStringLiteral("HOME")).isEmpty()) {
        candidates = {env.value(QStringLiteral("HOME")) + QStringLiteral("/.kube/config")};
    }

    QSet<QString> seen;
    for (const QString &candidate : std::as_const(candidates)) {
        const QString path = QFileInfo(candidate).absoluteFilePath();
        if (seen.contains(path))
            continue;
        seen.insert(path);
        if (!QFileInfo::exists(path)) {
            if (mustExist) {
                return fail(Code::KUBECONFIG_MISSING,
                            Tr::tr("kubeconfig %1 does not exist").arg(candidate),
                            Tr::tr("Check the path given to --kubeconfig."));
            }
            continue; // kubectl skips missing files in KUBECONFIG
        }
        if (Result<void> merged = config.merge(path); !merged)
            return tl::unexpected(merged.error());
    }
    return config;
}

Result<void> Kubeconfig::merge(const QString &path)
{
    Result<QJsonValue> doc = Doc::readDocumentFile(path, Limits::ConfigFileBytes);
    if (!doc) {
        // These name the file and the fix already (README "Limits").
        if (doc.error().code == Code::FILE_NOT_REGULAR || doc.error().code == Code::LIMIT_EXCEEDED)
            return tl::unexpected(doc.error());
        if (doc.error().code == Code::FILE_READ) {
            return fail(Code::KUBECONFIG_READ,
                        Tr::tr("cannot read kubeconfig: %1").arg(doc.error().message),
                        Tr::tr("Check the file's permissions."));
        }
        return fail(Code::KUBECONFIG_PARSE,
                    Tr::tr("kubeconfig is not valid YAML: %1").arg(doc.error().message),
                    Tr::tr("Check the file with `kubectl config view --kubeconfig FILE`."));
    }
    m_files.append(path);
    if (doc->isNull())
        return {}; // an empty file contributes nothing, as with kubectl
    if (!doc->isObject()) {
        return fail(Code::KUBECONFIG_PARSE, Tr::tr("kubeconfig %1 is not a mapping").arg(path),
                    Tr::tr("Check the file with `kubectl config view --kubeconfig FILE`."));
    }
    const QJsonObject root = doc->toObject();
    const QString dir = QFileInfo(path).absolutePath();

    const struct
    {
        const char *list;
        const char *body;
        QMap<QString, Entry> *target;
    } maps[] = {{"clusters", "cluster", &m_clusters},
                {"users", "user", &m_users},
                {"contexts", "context", &m_contexts}};
    for (const auto &map : maps) {
        auto entries = namedList(root, map.list, map.body, path);
        if (!entries)
            return tl::unexpected(entries.error());
        for (const auto &[name, body] : std::as_const(*entries)) {
            if (!map.target->contains(name)) // the first file to set a name wins
                map.target->insert(name, Entry{body, dir, path});
        }
    }
    if (m_currentContext.isEmpty())
        m_currentContext = str(root, "current-context");
    return {};
}

Result<ResolvedContext> Kubeconfig::context(const QString &name) const
{
    const QString hintEdit =
        Tr::tr("Fix the entry in the kubeconfig, or check it with `kubectl config view`.");
    ResolvedContext out;
    out.contextName = name.isEmpty() ? m_currentContext : name;
    if (out.contextName.isEmpty()) {
        if (m_files.isEmpty()) {
            return fail(Code::KUBECONFIG_NO_CONTEXT, Tr::tr("no kubeconfig found"),
                        Tr::tr("Pass --kubeconfig FILE, set KUBECONFIG, or create "
                               "~/.kube/config."));
        }
        return fail(Code::KUBECONFIG_NO_CONTEXT,
                    Tr::tr("no current-context is set in %1 and no --context was given")
                        .arg(m_files.join(QStringLiteral(", "))),
                    Tr::tr("Pass --context NAME or run `kubectl config use-context NAME`."));
    }
    const auto contextIt = m_contexts.constFind(out.contextName);
    if (contextIt == m_contexts.cend()) {
        const QStringList known = contextNames();
        return fail(Code::KUBECONFIG_CONTEXT,
                    Tr::tr("context \"%1\" is not in the kubeconfig; known contexts: %2")
                        .arg(out.contextName,
                             //: Stands for an empty list of kubeconfig contexts.
                             known.isEmpty() ? Tr::tr("(none)") : known.join(QStringLiteral(", "))),
                    Tr::tr("Pass one of the known contexts with --context."));
    }
    const QJsonObject &ctx = contextIt->body;
    out.clusterName = str(ctx, "cluster");
    out.userName = str(ctx, "user");
    out.namespaceName = str(ctx, "namespace");
    if (out.namespaceName.isEmpty())
        out.namespaceName = QStringLiteral("default");

    const auto clusterIt = m_clusters.constFind(out.clusterName);
    if (clusterIt == m_clusters.cend()) {
        return fail(Code::KUBECONFIG_CLUSTER,
                    Tr::tr("context \"%1\" names cluster \"%2\", which is not in the kubeconfig")
                        .arg(out.contextName, out.clusterName),
                    hintEdit);
    }
    const QJsonObject &cluster = clusterIt->body;
    out.server = str(cluster, "server");
    if (out.server.isEmpty()) {
        return fail(Code::KUBECONFIG_CLUSTER,
                    Tr::tr("cluster \"%1\" of context \"%2\" has no server")
                        .arg(out.clusterName, out.contextName),
                    hintEdit);
    }
    out.certificateAuthorityFile =
        resolvePath(str(cluster, "certificate-authority"), clusterIt->dir);
    auto ca = decodeData(cluster, "certificate-authority-data", out.contextName);
    if (!ca)
        return tl::unexpected(ca.error());
    out.certificateAuthorityData = *ca;
    out.tlsServerName = str(cluster, "tls-server-name");
    out.proxyUrl = str(cluster, "proxy-url");
    out.clusterSource = clusterIt->file;
    out.insecureSkipTlsVerify = cluster.value(QLatin1String("insecure-skip-tls-verify")).toBool();
    if (out.insecureSkipTlsVerify &&
        (!out.certificateAuthorityFile.isEmpty() || !out.certificateAuthorityData.isEmpty())) {
        // client-go refuses the pair (transport.TLSConfigFor): a CA that is never checked reads
        // as verification, and the token would go to whoever answers.
        const QString field = out.certificateAuthorityFile.isEmpty()
                                  ? QStringLiteral("certificate-authority-data")
                                  : QStringLiteral("certificate-authority");
        //: %1 the cluster entry, %2 the kubeconfig file, %3 the CA field; the quoted sentence
        //: is kubectl's own error, keep it in English
        return fail(Code::KUBECONFIG_CLUSTER,
                    Tr::tr("cluster \"%1\" in %2 sets both insecure-skip-tls-verify and %3: "
                           "\"specifying a root certificates file with the insecure flag is not "
                           "allowed\" (kubectl refuses it too)")
                        .arg(out.clusterName, out.clusterSource, field),
                    Tr::tr("Remove insecure-skip-tls-verify so that the server is checked against "
                           "the certificate authority (or remove %1 if the server really has no "
                           "certificate you can verify).")
                        .arg(field));
    }
    if (out.insecureSkipTlsVerify) {
        out.warnings.append(Tr::tr("context \"%1\" does not verify the TLS certificate of %2 "
                                   "(insecure-skip-tls-verify is set in the kubeconfig)")
                                .arg(out.contextName, out.server));
    }

    if (out.userName.isEmpty())
        return out; // anonymous, as kubectl allows
    const auto userIt = m_users.constFind(out.userName);
    if (userIt == m_users.cend()) {
        return fail(Code::KUBECONFIG_USER,
                    Tr::tr("context \"%1\" names user \"%2\", which is not in the kubeconfig")
                        .arg(out.contextName, out.userName),
                    hintEdit);
    }
    const QJsonObject &user = userIt->body;
    if (user.contains(QLatin1String("auth-provider"))) {
        return fail(Code::KUBECONFIG_UNSUPPORTED_AUTH,
                    Tr::tr("user \"%1\" of context \"%2\" uses a legacy auth-provider, which is "
                           "not supported")
                        .arg(out.userName, out.contextName),
                    Tr::tr("Switch the user to an exec credential plugin (for GKE "
                           "gke-gcloud-auth-plugin, for AKS kubelogin)."));
    }
    out.userSource = userIt->file;
    out.token = str(user, "token");
    out.tokenFile = resolvePath(str(user, "tokenFile"), userIt->dir);
    out.username = str(user, "username");
    out.password = str(user, "password");
    if (Result<void> checked = checkHeaderCredentials(out); !checked)
        return tl::unexpected(checked.error());
    out.clientCertificateFile = resolvePath(str(user, "client-certificate"), userIt->dir);
    out.clientKeyFile = resolvePath(str(user, "client-key"), userIt->dir);
    auto cert = decodeData(user, "client-certificate-data", out.contextName);
    if (!cert)
        return tl::unexpected(cert.error());
    out.clientCertificateData = *cert;
    auto key = decodeData(user, "client-key-data", out.contextName);
    if (!key)
        return tl::unexpected(key.error());
    out.clientKeyData = *key;

    const QJsonValue execValue = user.value(QLatin1String("exec"));
    if (execValue.isObject()) {
        const QJsonObject exec = execValue.toObject();
        ExecConfig &config = out.exec;
        config.apiVersion = str(exec, "apiVersion");
        if (config.apiVersion != ExecV1 && config.apiVersion != ExecV1beta1) {
            return fail(Code::KUBECONFIG_UNSUPPORTED_AUTH,
                        Tr::tr("the exec plugin of context \"%1\" uses apiVersion \"%2\"; "
                               "supported are %3 and %4")
                            .arg(out.contextName, config.apiVersion, ExecV1, ExecV1beta1),
                        Tr::tr("Update the plugin and the kubeconfig entry that calls it."));
        }
        config.command = str(exec, "command");
        if (config.command.isEmpty()) {
            return fail(
                Code::KUBECONFIG_EXEC,
                Tr::tr("the exec plugin of context \"%1\" has no command").arg(out.contextName),
                hintEdit);
        }
        if (config.command.contains(QLatin1Char('/')))
            config.command = resolvePath(config.command, userIt->dir);
        for (const QJsonValue &arg : exec.value(QLatin1String("args")).toArray())
            config.args.append(arg.toString());
        for (const QJsonValue &var : exec.value(QLatin1String("env")).toArray()) {
            const QJsonObject pair = var.toObject();
            config.env.append({str(pair, "name"), str(pair, "value")});
        }
        config.installHint = str(exec, "installHint");
        config.interactiveMode = str(exec, "interactiveMode");
    }
    return out;
}

} // namespace Accel::Kube
