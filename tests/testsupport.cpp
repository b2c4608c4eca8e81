// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "testsupport.h"

#include "doc/documentreader.h"

#include <QDir>
#include <QTest>

namespace Accel::Test {

static QString fromEnv(const char *name, const char *fallback)
{
    const QString value = qEnvironmentVariable(name);
    return value.isEmpty() ? QString::fromUtf8(fallback) : value;
}

QString fixturesDir()
{
    return fromEnv("ACCEL_FIXTURES", ACCEL_FIXTURES_DEFAULT);
}

QString fixture(const QString &relativePath)
{
    return QDir(fixturesDir()).filePath(relativePath);
}

QString conformanceDir()
{
    return QDir::cleanPath(fromEnv("ACCEL_CONFORMANCE_DIR", ACCEL_CONFORMANCE_DEFAULT));
}

QString binDir()
{
    return fromEnv("ACCEL_BIN_DIR", ACCEL_BIN_DIR_DEFAULT);
}

QJsonValue yaml(const QByteArray &text)
{
    const auto value = Doc::readDocument(text, QStringLiteral("test data"));
    if (!value) {
        QTest::qFail(qPrintable(value.error().message), __FILE__, __LINE__);
        return QJsonValue(QJsonValue::Undefined);
    }
    return *value;
}

} // namespace Accel::Test
