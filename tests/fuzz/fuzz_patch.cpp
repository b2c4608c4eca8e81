// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
//
// JSON Pointer, RFC 6902 JSON Patch, RFC 7386 merge patch and strategic merge (core/doc). The
// input is read as YAML/JSON and gives (document, patch) pairs, so the conformance files are
// seeds as they are:
//  - an array of {doc, patch} records (shared/conformance/json-patch/tests.json),
//  - an array of {target, patch} records (json-merge-patch/rfc7386-appendix-a.json),
//  - one such object, or two documents (`---`): the document, then the patch.
// Every pair goes through every engine. The input as text is also a JSON Pointer.

#include "doc/documentreader.h"
#include "doc/jsonpatch.h"
#include "doc/jsonpointer.h"
#include "doc/mergepatch.h"
#include "doc/strategicmerge.h"
#include "fuzzsupport.h"

#include <QJsonArray>
#include <QJsonObject>

using namespace Accel;

namespace {

void applyAll(const QJsonValue &document, const QJsonValue &patch)
{
    // A small budget keeps each run fast; growth past it must be an error, never an abort.
    Doc::JsonPatch::Budget budget(1 << 20);
    (void)Doc::JsonPatch::apply(document, patch, {}, &budget);
    const Result<QJsonValue> merged = Doc::MergePatch::apply(document, patch);
    (void)Doc::StrategicMerge::apply(document, patch);
    // RFC 7386: the merge patch that create() computes turns `from` into `to`.
    const QJsonValue created = Doc::MergePatch::create(document, patch);
    const Result<QJsonValue> roundTrip = Doc::MergePatch::apply(document, created);
    (void)merged;
    (void)roundTrip;
    for (const QJsonValue &operation : patch.toArray()) {
        const Result<Doc::JsonPointer> pointer =
            Doc::JsonPointer::parse(operation.toObject().value(QLatin1String("path")).toString());
        if (pointer) {
            (void)pointer->resolve(document);
            ACCEL_FUZZ_CHECK(Doc::JsonPointer::parse(pointer->toString()) == *pointer);
        }
    }
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    Fuzz::quietQt();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray input = Fuzz::bytesOf(data, size);
    const QString text = QString::fromUtf8(input);
    const Result<Doc::JsonPointer> pointer = Doc::JsonPointer::parse(text);
    if (pointer) {
        (void)pointer->resolve(QJsonObject{{QStringLiteral("a"), QJsonArray{1, 2}}});
        ACCEL_FUZZ_CHECK(Doc::JsonPointer::parse(pointer->toString()) == *pointer);
    }

    const Result<QList<QJsonValue>> documents =
        Doc::readDocuments(input, QStringLiteral("fuzz.yaml"));
    if (!documents || documents->isEmpty())
        return 0;
    if (documents->size() >= 2) {
        applyAll(documents->at(0), documents->at(1));
        return 0;
    }
    const QJsonValue &only = documents->first();
    const auto record = [](const QJsonObject &object) {
        const QJsonValue document = object.contains(QLatin1String("doc"))
                                        ? object.value(QLatin1String("doc"))
                                        : object.value(QLatin1String("target"));
        applyAll(document, object.value(QLatin1String("patch")));
    };
    if (only.isArray()) {
        for (const QJsonValue &entry : only.toArray())
            record(entry.toObject());
    } else {
        record(only.toObject());
    }
    return 0;
}
