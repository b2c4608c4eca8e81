// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "workpool.h"

#include <QCoreApplication>
#include <QSemaphore>
#include <QThreadPool>

#include <atomic>
#include <cerrno>
#include <memory>

#if defined(Q_OS_LINUX)
#include <sys/resource.h>
#include <unistd.h>
#endif

namespace Accel {

namespace {

void waitForWork();

class WorkPool : public QThreadPool
{
public:
    WorkPool()
    {
        setObjectName(QStringLiteral("Accel work pool"));
        // Run when the application object is destroyed (its post routines), before it waits for
        // Qt's own pool: nothing of the engine's still runs once the application's objects are
        // gone. Once per process, as post routines are.
        qAddPostRoutine(&waitForWork);
    }
};

Q_GLOBAL_STATIC(WorkPool, thePool)

void waitForWork()
{
    if (thePool.exists())
        thePool->waitForDone();
}

} // namespace

QThreadPool *workPool()
{
    return thePool();
}

bool lowerThisThreadsPriority()
{
#if defined(Q_OS_LINUX)
    // Linux keeps a nice value per thread (setpriority(2), "BUGS": PRIO_PROCESS with a thread
    // ID). Raising it needs no privilege; it is never lowered again.
    constexpr int Nice = 10;
    errno = 0;
    const int now = getpriority(PRIO_PROCESS, id_t(gettid()));
    if (errno == 0 && now >= Nice)
        return true;
    return setpriority(PRIO_PROCESS, id_t(gettid()), Nice) == 0;
#else
    return false;
#endif
}

bool lowerWorkPoolPriority()
{
    QThreadPool *pool = workPool();
    pool->setExpiryTimeout(-1);
    // One task per thread, each held until all have started: each on a thread of its own. On a
    // busy pool (not at start) tryStart takes fewer, and a task it gave an idle thread may wait
    // behind work queued before it: waited for a few seconds at most, then let go, so the
    // caller (the UI thread) never waits for a thread that does not come.
    struct Shared
    {
        QSemaphore started;
        QSemaphore leave;
        std::atomic_bool ok = true;
    };
    auto shared = std::make_shared<Shared>();
    int started = 0;
    for (int i = 0; i < pool->maxThreadCount(); ++i) {
        const bool took = pool->tryStart([shared] {
            if (!lowerThisThreadsPriority())
                shared->ok = false;
            shared->started.release();
            shared->leave.acquire();
        });
        if (!took)
            break;
        ++started;
    }
    const bool allStarted = shared->started.tryAcquire(started, 5000);
    shared->leave.release(started);
    return allStarted && started == pool->maxThreadCount() && shared->ok;
}

} // namespace Accel
