// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// keepAllocatorLocksShort (core/mallocpolicy.h): no freed block waits in glibc's fast bins for a
// later merge under the arena's lock, the merge that stalled the window's UI thread for 60-90 ms
// in bench_clusterwatch (issue 17 section 3, "without a UI stall over 50 ms").
#include "mallocpolicy.h"

#include <QTest>

#include <cstdlib>
#include <vector>

#if defined(__GLIBC__)
#include <malloc.h>
#endif

#if defined(__SANITIZE_ADDRESS__)
// ASan replaces malloc and mallopt: glibc's arenas and fast bins are not in use at all.
#define ACCEL_GLIBC_MALLOC 0
#elif defined(__GLIBC__)
#define ACCEL_GLIBC_MALLOC 1
#else
#define ACCEL_GLIBC_MALLOC 0
#endif

class TestMallocPolicy : public QObject
{
    Q_OBJECT

private:
    /// Frees COUNT small blocks (more than the per-thread cache keeps), then returns how many
    /// free blocks the main arena holds in fast bins; -1 where that cannot be asked. mallinfo2,
    /// not malloc_info: the latter's own output buffer is a large request that merges them.
    static long fastBlocksAfterChurn(int count)
    {
#if ACCEL_GLIBC_MALLOC
        std::vector<char *> blocks;
        blocks.reserve(std::size_t(count));
        for (int i = 0; i < count; ++i) {
            auto *block = static_cast<char *>(std::malloc(24));
            // Seen by the compiler as used, so the pair is not optimised away.
            __asm__ volatile("" : : "r"(block) : "memory");
            blocks.push_back(block);
        }
        for (char *block : blocks)
            std::free(block);
        return long(mallinfo2().smblks);
#else
        Q_UNUSED(count);
        return -1;
#endif
    }

private Q_SLOTS:
    void fastBinsUsedByDefault()
    {
#if !ACCEL_GLIBC_MALLOC
        QSKIP("glibc's allocator only (not under ASan)");
#endif
        // The control: without the policy, churn leaves blocks in fast bins. Without it, the
        // next test would pass for a reason of its own.
        QVERIFY(fastBlocksAfterChurn(256) > 0);
    }

    void noFastBinsWithThePolicy()
    {
#if !ACCEL_GLIBC_MALLOC
        QSKIP("glibc's allocator only (not under ASan)");
#endif
        QVERIFY(Accel::keepAllocatorLocksShort());
        // mallopt merged what waited; new frees do not wait either.
        QCOMPARE(fastBlocksAfterChurn(0), 0L);
        QCOMPARE(fastBlocksAfterChurn(256), 0L);
    }
};

QTEST_GUILESS_MAIN(TestMallocPolicy)
#include "tst_mallocpolicy.moc"
