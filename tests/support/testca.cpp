// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "testca.h"

#include <QFile>
#include <QProcess>
#include <QProcessEnvironment>
#include <QRandomGenerator>
#include <QStandardPaths>

namespace Accel::Test {

namespace {

// Our own configuration, so the distribution's openssl.cnf cannot add or clash with extensions.
constexpr char OpensslConfig[] = "[req]\n"
                                 "distinguished_name = dn\n"
                                 "[dn]\n"
                                 "[v3_ca]\n"
                                 "basicConstraints = critical, CA:TRUE\n"
                                 "keyUsage = critical, keyCertSign, cRLSign\n"
                                 "subjectKeyIdentifier = hash\n"
                                 "authorityKeyIdentifier = keyid:always\n"
                                 "[server]\n"
                                 "basicConstraints = critical, CA:FALSE\n"
                                 "keyUsage = critical, digitalSignature\n"
                                 "extendedKeyUsage = serverAuth\n"
                                 "subjectAltName = DNS:localhost, IP:127.0.0.1\n"
                                 "subjectKeyIdentifier = hash\n"
                                 "authorityKeyIdentifier = keyid, issuer\n"
                                 "[client]\n"
                                 "basicConstraints = critical, CA:FALSE\n"
                                 "keyUsage = critical, digitalSignature\n"
                                 "extendedKeyUsage = clientAuth\n"
                                 "subjectKeyIdentifier = hash\n"
                                 "authorityKeyIdentifier = keyid, issuer\n";

constexpr int OpensslTimeoutMs = 30000;

QString serial()
{
    // Positive and below 2^63, so openssl never sees a negative serial.
    return QStringLiteral("0x") +
           QString::number(QRandomGenerator::global()->generate64() >> 1, 16);
}

} // namespace

TestCa::TestCa() = default;
TestCa::~TestCa() = default;

QString TestCa::caCertificatePath() const
{
    return path(QStringLiteral("ca.crt"));
}
QString TestCa::serverCertificatePath() const
{
    return path(QStringLiteral("server.crt"));
}
QString TestCa::serverKeyPath() const
{
    return path(QStringLiteral("server.key"));
}
QString TestCa::clientCertificatePath() const
{
    return path(QStringLiteral("client.crt"));
}
QString TestCa::clientKeyPath() const
{
    return path(QStringLiteral("client.key"));
}
QString TestCa::otherCaCertificatePath() const
{
    return path(QStringLiteral("otherca.crt"));
}
QString TestCa::otherServerCertificatePath() const
{
    return path(QStringLiteral("otherserver.crt"));
}
QString TestCa::otherServerKeyPath() const
{
    return path(QStringLiteral("otherserver.key"));
}

bool TestCa::create(const TestCaOptions &options)
{
    m_error.clear();
    if (!m_dir.isValid()) {
        m_error = QStringLiteral("cannot create a temporary directory: ") + m_dir.errorString();
        return false;
    }
    if (!writeFile(QStringLiteral("openssl.cnf"), OpensslConfig))
        return false;
    const QString localhost = QStringLiteral("localhost");
    if (!makeCa(QStringLiteral("ca"), QStringLiteral("Accel Test CA")) ||
        !makeLeaf(QStringLiteral("server"), QStringLiteral("ca"), localhost, true) ||
        !loadCertificate(QStringLiteral("ca.crt"), &m_caCert) ||
        !loadCertificate(QStringLiteral("server.crt"), &m_serverCert) ||
        !loadKey(QStringLiteral("server.key"), &m_serverKey))
        return false;
    if (options.clientCertificate &&
        (!makeLeaf(QStringLiteral("client"), QStringLiteral("ca"),
                   QStringLiteral("accel-test-client"), false) ||
         !loadCertificate(QStringLiteral("client.crt"), &m_clientCert) ||
         !loadKey(QStringLiteral("client.key"), &m_clientKey)))
        return false;
    if (options.otherCa &&
        (!makeCa(QStringLiteral("otherca"), QStringLiteral("Accel Other CA")) ||
         !makeLeaf(QStringLiteral("otherserver"), QStringLiteral("otherca"), localhost, true) ||
         !loadCertificate(QStringLiteral("otherca.crt"), &m_otherCaCert) ||
         !loadCertificate(QStringLiteral("otherserver.crt"), &m_otherServerCert) ||
         !loadKey(QStringLiteral("otherserver.key"), &m_otherServerKey)))
        return false;
    return true;
}

QSslConfiguration TestCa::clientConfiguration() const
{
    QSslConfiguration config = QSslConfiguration::defaultConfiguration();
    // setCaCertificates also turns off on-demand loading of the system roots.
    config.setCaCertificates({m_caCert});
    return config;
}

bool TestCa::makeCa(const QString &name, const QString &commonName)
{
    return run(name + QStringLiteral(" CA"), {QStringLiteral("req"),
                                              QStringLiteral("-x509"),
                                              QStringLiteral("-new"),
                                              QStringLiteral("-newkey"),
                                              QStringLiteral("ec"),
                                              QStringLiteral("-pkeyopt"),
                                              QStringLiteral("ec_paramgen_curve:prime256v1"),
                                              QStringLiteral("-nodes"),
                                              QStringLiteral("-sha256"),
                                              QStringLiteral("-days"),
                                              QStringLiteral("1"),
                                              QStringLiteral("-set_serial"),
                                              serial(),
                                              QStringLiteral("-subj"),
                                              QStringLiteral("/CN=") + commonName,
                                              QStringLiteral("-config"),
                                              path(QStringLiteral("openssl.cnf")),
                                              QStringLiteral("-extensions"),
                                              QStringLiteral("v3_ca"),
                                              QStringLiteral("-keyout"),
                                              path(name + QStringLiteral(".key")),
                                              QStringLiteral("-out"),
                                              path(name + QStringLiteral(".crt"))});
}

bool TestCa::makeLeaf(const QString &name, const QString &caName, const QString &commonName,
                      bool server)
{
    const QString csr = path(name + QStringLiteral(".csr"));
    return run(name + QStringLiteral(" key and request"),
               {QStringLiteral("req"), QStringLiteral("-new"), QStringLiteral("-newkey"),
                QStringLiteral("ec"), QStringLiteral("-pkeyopt"),
                QStringLiteral("ec_paramgen_curve:prime256v1"), QStringLiteral("-nodes"),
                QStringLiteral("-subj"), QStringLiteral("/CN=") + commonName,
                QStringLiteral("-config"), path(QStringLiteral("openssl.cnf")),
                QStringLiteral("-keyout"), path(name + QStringLiteral(".key")),
                QStringLiteral("-out"), csr}) &&
           run(name + QStringLiteral(" certificate"),
               {QStringLiteral("x509"), QStringLiteral("-req"), QStringLiteral("-in"), csr,
                QStringLiteral("-CA"), path(caName + QStringLiteral(".crt")),
                QStringLiteral("-CAkey"), path(caName + QStringLiteral(".key")),
                QStringLiteral("-set_serial"), serial(), QStringLiteral("-sha256"),
                QStringLiteral("-days"), QStringLiteral("1"), QStringLiteral("-extfile"),
                path(QStringLiteral("openssl.cnf")), QStringLiteral("-extensions"),
                server ? QStringLiteral("server") : QStringLiteral("client"),
                QStringLiteral("-out"), path(name + QStringLiteral(".crt"))});
}

bool TestCa::run(const QString &step, const QStringList &arguments)
{
    const QString program = QStandardPaths::findExecutable(QStringLiteral("openssl"));
    if (program.isEmpty()) {
        m_error = QStringLiteral("openssl not found in PATH (needed to make test certificates)");
        return false;
    }
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("OPENSSL_CONF"), path(QStringLiteral("openssl.cnf")));
    process.setProcessEnvironment(env);
    process.setWorkingDirectory(m_dir.path());
    process.start(program, arguments);
    const bool finished = process.waitForFinished(OpensslTimeoutMs);
    if (finished && process.exitStatus() == QProcess::NormalExit && process.exitCode() == 0)
        return true;
    if (!finished)
        process.kill();
    m_error = QStringLiteral("openssl failed making the ") + step + QStringLiteral(" (") +
              (finished ? QStringLiteral("exit code ") + QString::number(process.exitCode())
                        : process.errorString()) +
              QStringLiteral(")\ncommand: ") + program + QLatin1Char(' ') +
              arguments.join(QLatin1Char(' ')) + QStringLiteral("\nstderr: ") +
              QString::fromLocal8Bit(process.readAllStandardError());
    return false;
}

bool TestCa::writeFile(const QString &name, const QByteArray &content)
{
    QFile file(path(name));
    if (file.open(QIODevice::WriteOnly) && file.write(content) == content.size())
        return true;
    m_error = QStringLiteral("cannot write ") + file.fileName() + QStringLiteral(": ") +
              file.errorString();
    return false;
}

bool TestCa::loadCertificate(const QString &name, QSslCertificate *certificate)
{
    const QList<QSslCertificate> certs = QSslCertificate::fromPath(path(name), QSsl::Pem);
    if (certs.size() == 1 && !certs.first().isNull()) {
        *certificate = certs.first();
        return true;
    }
    m_error = QStringLiteral("Qt cannot load the certificate ") + path(name);
    return false;
}

bool TestCa::loadKey(const QString &name, QSslKey *key)
{
    QFile file(path(name));
    if (!file.open(QIODevice::ReadOnly)) {
        m_error = QStringLiteral("cannot read ") + file.fileName() + QStringLiteral(": ") +
                  file.errorString();
        return false;
    }
    *key = QSslKey(file.readAll(), QSsl::Ec, QSsl::Pem, QSsl::PrivateKey);
    if (!key->isNull())
        return true;
    m_error = QStringLiteral("Qt cannot load the EC private key ") + file.fileName() +
              QStringLiteral(" (is the OpenSSL TLS backend available?)");
    return false;
}

} // namespace Accel::Test
