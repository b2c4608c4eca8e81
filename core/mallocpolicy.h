// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

/// How the C allocator is set up for a process with a UI thread beside busy workers.
///
/// glibc's malloc keeps a lock per arena, and a thread can share its arena with another thread
/// (arenas are handed out by number of cores, and reused). Freed small blocks wait in "fast
/// bins" until a later large request merges them all at once, with the arena locked: after a
/// worker frees one cluster model (hundreds of thousands of small blocks), that merge held the
/// lock the UI thread needed for 60-90 ms. bench_clusterwatch measured it (issue 17 section 3:
/// "a watch applying 100 slice or claim changes per second without a UI stall over 50 ms"):
/// strace showed the UI thread in futex() on the arena's lock until the worker let go, with
/// 4-5 ms of its own CPU in a 70-100 ms stall. With fast bins off, each free merges its block at
/// once (a little more work per free, spread evenly) and the longest stall fell to ~21 ms, all
/// of it the UI thread's own work.
///
/// Call it first thing in main(), before threads start. Other C libraries: nothing happens.
namespace Accel {

/// Turns off glibc's fast bins (mallopt M_MXFAST = 0). Returns whether the allocator took it.
bool keepAllocatorLocksShort() noexcept;

} // namespace Accel
