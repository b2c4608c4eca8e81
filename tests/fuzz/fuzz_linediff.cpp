// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
//
// The line diff (core/doc/linediff): the input is the old text, a NUL byte, the new text (no NUL:
// the two halves). Checks the contract that the hunks apply back onto the old text.

#include "doc/linediff.h"
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
    QByteArray a;
    QByteArray b;
    if (const qsizetype nul = input.indexOf('\0'); nul >= 0) {
        a = input.left(nul);
        b = input.mid(nul + 1);
    } else {
        a = input.left(input.size() / 2);
        b = input.mid(input.size() / 2);
    }
    const QStringList oldLines = Doc::LineDiff::splitLines(QString::fromUtf8(a));
    const QStringList newLines = Doc::LineDiff::splitLines(QString::fromUtf8(b));

    bool coarse = false;
    (void)Doc::LineDiff::compute(oldLines, newLines, &coarse);
    for (const int context : {0, 3}) {
        const QList<Doc::LineDiff::Hunk> hunks =
            Doc::LineDiff::hunks(oldLines, newLines, context, &coarse);
        const Result<QStringList> applied = Doc::LineDiff::apply(oldLines, hunks);
        ACCEL_FUZZ_CHECK(applied.has_value());
        ACCEL_FUZZ_CHECK(*applied == newLines);
    }
    (void)Doc::LineDiff::unified(oldLines, newLines, QStringLiteral("a"), QStringLiteral("b"));
    (void)Doc::LineDiff::sideBySide(oldLines, newLines);
    (void)Doc::LineDiff::sideBySide(oldLines, newLines, 2);
    return 0;
}
