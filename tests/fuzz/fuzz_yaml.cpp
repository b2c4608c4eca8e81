// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
//
// The YAML/JSON document reader (core/doc/documentreader): every entry that takes bytes, then
// the writers on what it read. What the writers print must read back to the same tree.

#include "doc/documentreader.h"
#include "doc/jsonwriter.h"
#include "doc/yamlwriter.h"
#include "fuzzsupport.h"

using namespace Accel;

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    Fuzz::quietQt();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray input = Fuzz::bytesOf(data, size);
    const QString source = QStringLiteral("fuzz.yaml");
    (void)Doc::readDocument(input, source);
    (void)Doc::readObjects(input, source);
    const Result<QList<QJsonValue>> documents = Doc::readDocuments(input, source);
    if (!documents)
        return 0;
    for (const QJsonValue &document : *documents) {
        const QByteArray json = Doc::toJson(document, Doc::JsonStyle::Compact);
        const QByteArray yaml = Doc::toYaml(document);
        const Result<QJsonValue> again = Doc::readDocument(yaml, source);
        ACCEL_FUZZ_CHECK(again.has_value());
        ACCEL_FUZZ_CHECK(Doc::toJson(*again, Doc::JsonStyle::Compact) == json);
    }
    (void)Doc::toYamlDocuments(*documents);
    return 0;
}
