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
        // Run by ~QCoreApplication before it waits for Qt's own pool: nothing of the engine's
        // still runs once the application's objects are gone.
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
    // One task per thread, each held until all have started: each on a thread of its own. A
    // busy pool (not at start) takes fewer: tryStart refuses rather than queues, so nothing
    // waits for a thread that never comes.
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
    shared->started.acquire(started);
    shared->leave.release(started);
    return started == pool->maxThreadCount() && shared->ok;
}

} // namespace Accel
