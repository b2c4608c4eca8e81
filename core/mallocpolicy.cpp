// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "mallocpolicy.h"

#include <cstdlib> // defines __GLIBC__ where it applies

#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace Accel {

bool keepAllocatorLocksShort() noexcept
{
#if defined(__GLIBC__)
    // mallopt merges the main arena's fast bins before it changes the limit (glibc malloc.c,
    // do_set_mxfast), so nothing is left waiting in them.
    return mallopt(M_MXFAST, 0) == 1;
#else
    return false;
#endif
}

} // namespace Accel
