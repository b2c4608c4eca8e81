// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include <QSslCertificate>
#include <QSslConfiguration>
#include <QSslKey>
#include <QString>
#include <QTemporaryDir>

namespace Accel::Test {

/// What TestCa::create() makes besides the test CA and its server certificate.
struct TestCaOptions
{
    bool clientCertificate = false; ///< a clientAuth certificate signed by the test CA (mTLS)
    bool otherCa = true;            ///< an unrelated CA and a server certificate signed by it
};

/// A throwaway certificate authority for TLS tests, made with the `openssl` command-line tool in
/// a QTemporaryDir that this object owns and removes. Keys are EC P-256 without a passphrase;
/// certificates are valid for one day from now.
///
/// After a successful create():
///  - the CA certificate (CN "Accel Test CA") and key;
///  - a server certificate signed by the CA: CN localhost, subjectAltName DNS:localhost and
///    IP:127.0.0.1, extendedKeyUsage serverAuth;
///  - with TestCaOptions::clientCertificate, a client certificate (CN "accel-test-client",
///    clientAuth) signed by the CA;
///  - with TestCaOptions::otherCa, an unrelated CA ("Accel Other CA") and a server certificate
///    for the same names signed by it, for "wrong certificate is refused" tests.
///
/// Not thread-safe; create it on the test thread. Accessors return null/empty values for parts
/// that were not made.
class TestCa
{
public:
    TestCa();
    ~TestCa();
    TestCa(const TestCa &) = delete;
    TestCa &operator=(const TestCa &) = delete;

    /// Runs openssl (a few tens of milliseconds per step). On failure returns false and
    /// errorString() names the step, the command line and openssl's stderr, so a test can do
    /// `QVERIFY2(ca.create(), qPrintable(ca.errorString()))`.
    bool create(const TestCaOptions &options);
    bool create() { return create(TestCaOptions()); }
    QString errorString() const { return m_error; }

    /// The directory holding every file below (removed with this object).
    QString directory() const { return m_dir.path(); }

    QString caCertificatePath() const;
    QString serverCertificatePath() const;
    QString serverKeyPath() const;
    QString clientCertificatePath() const;
    QString clientKeyPath() const;
    QString otherCaCertificatePath() const;
    QString otherServerCertificatePath() const;
    QString otherServerKeyPath() const;

    QSslCertificate caCertificate() const { return m_caCert; }
    QSslCertificate serverCertificate() const { return m_serverCert; }
    QSslKey serverKey() const { return m_serverKey; }
    QSslCertificate clientCertificate() const { return m_clientCert; }
    QSslKey clientKey() const { return m_clientKey; }
    QSslCertificate otherCaCertificate() const { return m_otherCaCert; }
    QSslCertificate otherServerCertificate() const { return m_otherServerCert; }
    QSslKey otherServerKey() const { return m_otherServerKey; }

    /// A client TLS configuration that trusts the test CA and nothing else (no system roots).
    QSslConfiguration clientConfiguration() const;

private:
    bool makeCa(const QString &name, const QString &commonName);
    bool makeLeaf(const QString &name, const QString &caName, const QString &commonName,
                  bool server);
    bool run(const QString &step, const QStringList &arguments);
    bool writeFile(const QString &name, const QByteArray &content);
    QString path(const QString &name) const { return m_dir.filePath(name); }
    bool loadCertificate(const QString &name, QSslCertificate *certificate);
    bool loadKey(const QString &name, QSslKey *key);

    QTemporaryDir m_dir;
    QString m_error;
    QSslCertificate m_caCert;
    QSslCertificate m_serverCert;
    QSslKey m_serverKey;
    QSslCertificate m_clientCert;
    QSslKey m_clientKey;
    QSslCertificate m_otherCaCert;
    QSslCertificate m_otherServerCert;
    QSslKey m_otherServerKey;
};

} // namespace Accel::Test
