// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include <cstddef>
#include <memory>

/// Large transient buffers backed by transparent huge pages where the system allows it.
///
/// Debian's kernel runs THP in "madvise" mode: a process gets 2 MiB pages only for ranges it
/// advises. Reading a 32,000-device snapshot touches ~100 MB of fresh memory (the file, simdjson's
/// tape, string buffer and structural index) in 4 KiB faults, which cost a third of
/// `accelctl get gpus --snapshot` on the bench fleet (tests/bench/bench_inventory, issue 17
/// section 3). Advice only: where THP is off ("never") or unsupported, nothing changes but speed.
///
/// Reentrant; may run on any thread.
namespace Accel {

/// Advises the whole 2 MiB-aligned pages inside [data, data + size) for huge pages; ranges
/// shorter than two such pages are left alone (the rounding would leave nothing worth it).
void adviseHugePages(const void *data, std::size_t size) noexcept;

/// A zero-padded byte buffer of `size` bytes plus `padding` readable zero bytes after them,
/// aligned to 2 MiB and advised for huge pages when large. Not initialised except the padding.
class HugeBuffer
{
public:
    HugeBuffer() = default;
    /// An empty buffer (data() is null) when the memory cannot be had.
    HugeBuffer(std::size_t size, std::size_t padding);

    char *data() const noexcept { return m_data.get(); }
    std::size_t size() const noexcept { return m_size; }
    bool isNull() const noexcept { return !m_data; }
    void reset() noexcept
    {
        m_data.reset();
        m_size = 0;
    }

private:
    struct Free
    {
        void operator()(char *p) const noexcept;
    };
    std::unique_ptr<char, Free> m_data;
    std::size_t m_size = 0;
};

} // namespace Accel
