// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "hugepages.h"

#include <cstdint>
#include <cstdlib>
#include <cstring>

#include <sys/mman.h>

namespace Accel {

namespace {

constexpr std::size_t HugePage = std::size_t(2) << 20;

std::uintptr_t roundUp(std::uintptr_t value, std::size_t to)
{
    return (value + to - 1) / to * to;
}

} // namespace

void adviseHugePages(const void *data, std::size_t size) noexcept
{
#ifdef MADV_HUGEPAGE
    const auto begin = reinterpret_cast<std::uintptr_t>(data);
    const std::uintptr_t first = roundUp(begin, HugePage);
    const std::uintptr_t last = (begin + size) / HugePage * HugePage;
    if (!data || last < first + 2 * HugePage)
        return;
    // Advice: a kernel without THP refuses it (EINVAL) and the memory simply stays 4 KiB pages.
    (void)madvise(reinterpret_cast<void *>(first), last - first, MADV_HUGEPAGE);
#else
    (void)data;
    (void)size;
#endif
}

HugeBuffer::HugeBuffer(std::size_t size, std::size_t padding)
{
    if (size > SIZE_MAX - padding - HugePage)
        return;
    const std::size_t total = roundUp(size + padding, HugePage);
    char *memory = static_cast<char *>(std::aligned_alloc(HugePage, total));
    if (!memory)
        return;
    adviseHugePages(memory, total);
    std::memset(memory + size, 0, padding);
    m_data.reset(memory);
    m_size = size;
}

void HugeBuffer::Free::operator()(char *p) const noexcept
{
    std::free(p);
}

} // namespace Accel
