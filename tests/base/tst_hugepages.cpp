// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// HugeBuffer and adviseHugePages (core/hugepages.h): the buffer the simdjson snapshot reader
// parses in place (issue 17 section 3, `accelctl get gpus --snapshot` at >= 5x jq).
#include "hugepages.h"

#include <QFile>
#include <QTest>

#include <cstdint>

class TestHugePages : public QObject
{
    Q_OBJECT

private:
    /// The VmFlags of the mapping holding `address`, from /proc/self/smaps; empty if not found.
    static QByteArray vmFlagsAt(const void *address)
    {
        QFile smaps(QStringLiteral("/proc/self/smaps"));
        if (!smaps.open(QIODevice::ReadOnly))
            return {};
        const auto at = reinterpret_cast<std::uintptr_t>(address);
        bool inside = false;
        for (const QByteArray &line : smaps.readAll().split('\n')) {
            // A mapping's header is "FROM-TO perms ...", its fields "Name: value".
            const QByteArray first = line.left(line.indexOf(' '));
            const qsizetype dash = first.indexOf('-');
            if (!first.endsWith(':') && dash > 0) {
                const std::uintptr_t from = first.left(dash).toULongLong(nullptr, 16);
                const std::uintptr_t to = first.mid(dash + 1).toULongLong(nullptr, 16);
                inside = from <= at && at < to;
            }
            if (inside && line.startsWith("VmFlags:"))
                return line.mid(8).trimmed();
        }
        return {};
    }

    static bool transparentHugePagesAvailable()
    {
        QFile mode(QStringLiteral("/sys/kernel/mm/transparent_hugepage/enabled"));
        return mode.open(QIODevice::ReadOnly) && !mode.readAll().contains("[never]");
    }

private Q_SLOTS:
    void buffer_data()
    {
        QTest::addColumn<qint64>("size");
        QTest::addColumn<qint64>("padding");
        QTest::newRow("one byte") << qint64(1) << qint64(64);
        QTest::newRow("one page less one") << qint64(4095) << qint64(64);
        QTest::newRow("padding crosses a huge page") << qint64((2 << 20) - 10) << qint64(64);
        QTest::newRow("exactly a huge page") << qint64(2 << 20) << qint64(64);
        QTest::newRow("several huge pages, odd size") << qint64((9 << 20) + 3) << qint64(64);
        QTest::newRow("no padding") << qint64(12345) << qint64(0);
    }

    void buffer()
    {
        QFETCH(qint64, size);
        QFETCH(qint64, padding);
        Accel::HugeBuffer buffer{std::size_t(size), std::size_t(padding)};
        QVERIFY(!buffer.isNull());
        QCOMPARE(buffer.size(), std::size_t(size));
        QCOMPARE(reinterpret_cast<std::uintptr_t>(buffer.data()) % (2 << 20), std::uintptr_t(0));
        for (qint64 i = 0; i < padding; ++i)
            QCOMPARE(buffer.data()[size + i], '\0');
        // Every byte of the size is writable (ASan checks the bounds in the sanitizer pass).
        buffer.data()[0] = 'x';
        buffer.data()[size - 1] = 'y';
        buffer.reset();
        QVERIFY(buffer.isNull());
        QCOMPARE(buffer.size(), std::size_t(0));
    }

    void impossibleSize()
    {
        const Accel::HugeBuffer buffer{SIZE_MAX - 10, 64};
        QVERIFY(buffer.isNull());
        QCOMPARE(buffer.size(), std::size_t(0));
    }

    /// A large buffer's mapping carries the kernel's huge-page advice ("hg" in VmFlags, proc(5));
    /// without it the snapshot reader pays a page fault per 4 KiB again.
    void largeBufferIsAdvised()
    {
        if (!transparentHugePagesAvailable())
            QSKIP("transparent huge pages are off on this kernel: the advice is a no-op here");
        Accel::HugeBuffer buffer{std::size_t(16) << 20, 64};
        QVERIFY(!buffer.isNull());
        const QByteArray flags = vmFlagsAt(buffer.data() + (4 << 20));
        QVERIFY2(!flags.isEmpty(), "the buffer's mapping is not in /proc/self/smaps");
        QVERIFY2(flags.split(' ').contains("hg"), flags.constData());
    }

    /// Short or null ranges are left alone rather than advising memory around them.
    void shortRangesAreLeftAlone()
    {
        Accel::adviseHugePages(nullptr, std::size_t(64) << 20);
        // One whole huge page inside the range is not worth splitting the mapping for.
        Accel::HugeBuffer small{4096, 0};
        QVERIFY(!small.isNull());
        if (transparentHugePagesAvailable())
            QVERIFY(!vmFlagsAt(small.data()).split(' ').contains("hg"));
    }
};

QTEST_GUILESS_MAIN(TestHugePages)
#include "tst_hugepages.moc"
