// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
//
// The programs' allocator hook (issue 32): malloc, calloc, realloc, aligned_alloc and
// posix_memalign, defined in the executable so that every library's calls reach them (ELF symbol
// interposition; glibc supports replacing malloc this way), forward to glibc's own allocator
// (__libc_malloc and friends: the same heap, so glibc's free() stays right) and, when it returns
// nothing, call Limits::allocationFailed(). After Limits::installOutOfMemoryHandler() that is
// OUT_OF_MEMORY on stderr and exit 1 (README "Limits"), wherever the allocation was: in Qt's
// HTTP thread or JSON parser, which are built without exceptions and would otherwise go on with
// a null pointer and crash. Nothing else changes: no allocation is slower by more than a
// predictable branch.
//
// Linked into accelctl and accel-console (and the OOM test probe) only, never into the core
// libraries, so tests and the fuzzers keep the plain allocator. Left out under AddressSanitizer,
// whose runtime must be the one to define malloc.

#include "resourcelimits.h"

#include <cerrno>
#include <cstddef>

#if defined(__SANITIZE_ADDRESS__)
#define ACCEL_ALLOCATION_HOOK 0
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(memory_sanitizer) ||                         \
    __has_feature(thread_sanitizer)
#define ACCEL_ALLOCATION_HOOK 0
#endif
#endif
#ifndef ACCEL_ALLOCATION_HOOK
#define ACCEL_ALLOCATION_HOOK 1
#endif

#if ACCEL_ALLOCATION_HOOK

// glibc declares the public ones noexcept (__THROW) in C++; these match.
extern "C" {
void *__libc_malloc(std::size_t size);
void *__libc_calloc(std::size_t count, std::size_t size);
void *__libc_realloc(void *pointer, std::size_t size);
void *__libc_memalign(std::size_t alignment, std::size_t size);

void *malloc(std::size_t size) noexcept
{
    void *p = __libc_malloc(size);
    if (__builtin_expect(p == nullptr, 0) && size != 0)
        Accel::Limits::allocationFailed();
    return p;
}

void *calloc(std::size_t count, std::size_t size) noexcept
{
    void *p = __libc_calloc(count, size);
    if (__builtin_expect(p == nullptr, 0) && count != 0 && size != 0)
        Accel::Limits::allocationFailed();
    return p;
}

void *realloc(void *pointer, std::size_t size) noexcept
{
    void *p = __libc_realloc(pointer, size);
    // realloc(p, 0) frees and may return null: that is no failure.
    if (__builtin_expect(p == nullptr, 0) && size != 0)
        Accel::Limits::allocationFailed();
    return p;
}

void *aligned_alloc(std::size_t alignment, std::size_t size) noexcept
{
    void *p = __libc_memalign(alignment, size);
    if (__builtin_expect(p == nullptr, 0) && size != 0 && errno == ENOMEM)
        Accel::Limits::allocationFailed();
    return p;
}

int posix_memalign(void **out, std::size_t alignment, std::size_t size) noexcept
{
    if (alignment % sizeof(void *) != 0 || (alignment & (alignment - 1)) != 0 || alignment == 0)
        return EINVAL;
    const int saved = errno;
    void *p = __libc_memalign(alignment, size);
    if (p == nullptr && size != 0) {
        Accel::Limits::allocationFailed();
        errno = saved;
        return ENOMEM;
    }
    *out = p;
    errno = saved;
    return 0;
}
} // extern "C"

#endif
