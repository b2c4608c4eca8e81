// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "launchjob.h"
#include "launchcodes.h"
#include "launchtr.h"

#include "launch/composerunner.h"
#include "launch/launches.h"
#include "sideload/sideloadcache.h"
#include "workpool.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFutureWatcher>
#include <QPointer>
#include <QtConcurrent/QtConcurrentRun>

namespace Accel::Launch {

namespace {
Error cancelledBeforeRunning()
{
    return Error::of(Code::LAUNCH_CANCELLED, Tr::tr("the launch was cancelled before anything ran"),
                     Tr::tr("Launch again when ready"));
}

/// Lets a fetch's progress through on every phase change and otherwise at most once per
/// ProgressIntervalMs: the fetcher reports every chunk, far more often than anyone can read.
class ProgressThrottle
{
public:
    ProgressThrottle() { m_sinceReport.start(); }

    bool pass(const Sideload::FetchProgress &p)
    {
        if (p.phase == m_lastPhase && m_sinceReport.elapsed() < LaunchJob::ProgressIntervalMs)
            return false;
        m_lastPhase = p.phase;
        m_sinceReport.restart();
        return true;
    }

private:
    QElapsedTimer m_sinceReport;
    Sideload::FetchProgress::Phase m_lastPhase = Sideload::FetchProgress::Phase::Invalid;
};
} // namespace

LaunchJob::LaunchJob(ProductTemplate product, LaunchRequest request, QObject *parent)
    : QObject(parent)
    , m_product(std::move(product))
    , m_request(std::move(request))
{}

LaunchJob::LaunchJob(LaunchPlan plan, LaunchRequest request, QObject *parent)
    : QObject(parent)
    , m_request(std::move(request))
    , m_plan(std::move(plan))
{}

LaunchJob::~LaunchJob()
{
    if (m_runner)
        m_runner->disconnect(this);
    if (m_planWatcher)
        m_planWatcher->disconnect(this);
    // The fetch posts its progress to this object: stop it and wait (the fetcher polls the flag
    // every 100 ms) so nothing is posted to a destroyed job. A plan touches nothing of ours.
    if (m_fetchWatcher) {
        m_fetchWatcher->disconnect(this);
        if (m_fetchCancel)
            m_fetchCancel->store(true);
        m_fetchWatcher->waitForFinished();
    }
}

void LaunchJob::setStep(Step step)
{
    if (step == m_step)
        return;
    m_step = step;
    Q_EMIT stepChanged(step);
}

void LaunchJob::finish(bool ok, const Error &error)
{
    if (m_step == Step::Done)
        return;
    if (!ok)
        m_failedAt = m_step;
    setStep(Step::Done);
    Q_EMIT finished(ok, error);
}

QList<Sideload::BundleRef> LaunchJob::bundleRefs() const
{
    QList<Sideload::BundleRef> refs;
    for (const PlannedBundle &planned : m_plan->bundles)
        refs << planned.bundle;
    return refs;
}

bool LaunchJob::acceptPlan(Result<LaunchPlan> plan)
{
    if (!plan) {
        finish(false, plan.error());
        return false;
    }
    m_plan = std::move(*plan);
    // A plan that cannot be launched says so before anything else happens.
    if (!m_dryRun && !m_plan->blockers.isEmpty()) {
        finish(false, m_plan->blockers.constFirst());
        return false;
    }
    Q_EMIT planned(*m_plan);
    if (m_dryRun) {
        finish(true);
        return false;
    }
    return true;
}

// --- Asynchronous -----------------------------------------------------------------------------

void LaunchJob::start()
{
    if (isRunning())
        return;
    m_cancelled = false;
    m_failedAt = Step::Invalid;
    setStep(Step::Planning);
    if (!m_product) {
        // A plan given: nothing to plan, but start() still never signals from inside itself.
        QMetaObject::invokeMethod(
            this, [this] { onPlanned(*m_plan); }, Qt::QueuedConnection);
        return;
    }
    m_planWatcher = new QFutureWatcher<Result<LaunchPlan>>(this);
    connect(m_planWatcher, &QFutureWatcherBase::finished, this,
            [this] { onPlanned(m_planWatcher->result()); });
    // `docker image inspect` and the compose detection may take a moment: off this thread.
    m_planWatcher->setFuture(
        QtConcurrent::run(workPool(), &LaunchPlanner::plan, *m_product, m_request));
}

void LaunchJob::onPlanned(Result<LaunchPlan> plan)
{
    if (m_cancelled)
        return finish(false, cancelledBeforeRunning());
    if (!acceptPlan(std::move(plan)))
        return;
    if (m_plan->bundles.isEmpty())
        return writeAndRun();
    startFetch();
}

void LaunchJob::startFetch()
{
    setStep(Step::Fetching);
    m_fetchCancel = std::make_shared<std::atomic<bool>>(false);
    m_fetchWatcher = new QFutureWatcher<Result<QList<Sideload::FetchedBundle>>>(this);
    connect(m_fetchWatcher, &QFutureWatcherBase::finished, this, &LaunchJob::onFetched);
    const Sideload::SideloadCache cache(m_request.stateDir);
    const Sideload::FetchOptions options = m_request.fetch;
    const QPointer<LaunchJob> self(this);
    m_fetchWatcher->setFuture(QtConcurrent::run(
        workPool(), [self, cache, options, refs = bundleRefs(), cancel = m_fetchCancel] {
            Sideload::BundleFetcher fetcher(cache, options);
            ProgressThrottle throttle;
            // Called on this worker thread for every chunk: pass on phase changes and at most ten
            // updates a second. The destructor waits for this thread, so the job outlives every
            // call posted here.
            const auto progress = [&](const Sideload::FetchProgress &p) {
                if (!throttle.pass(p))
                    return;
                QMetaObject::invokeMethod(
                    self.data(),
                    [self, p] {
                        if (self && self->m_step == Step::Fetching)
                            Q_EMIT self->fetchProgress(p);
                    },
                    Qt::QueuedConnection);
            };
            QList<Sideload::FetchedBundle> fetched;
            for (const Sideload::BundleRef &ref : refs) {
                Result<Sideload::FetchedBundle> one = fetcher.fetch(ref, cancel.get(), progress);
                if (!one)
                    return Result<QList<Sideload::FetchedBundle>>(tl::unexpected(one.error()));
                QMetaObject::invokeMethod(
                    self.data(),
                    [self, bundle = *one] {
                        if (self && self->m_step == Step::Fetching)
                            Q_EMIT self->bundleReady(bundle);
                    },
                    Qt::QueuedConnection);
                fetched << *one;
            }
            return Result<QList<Sideload::FetchedBundle>>(fetched);
        }));
}

void LaunchJob::onFetched()
{
    const Result<QList<Sideload::FetchedBundle>> fetched = m_fetchWatcher->result();
    if (!fetched)
        return finish(false, fetched.error());
    if (m_cancelled)
        return finish(false, cancelledBeforeRunning());
    writeAndRun();
}

void LaunchJob::writeAndRun()
{
    // The overlay, the compose copy and the record: a few hundred bytes, fine on this thread.
    setStep(Step::Writing);
    const Result<ComposeInvocation> up = LaunchControl::up(*m_plan, m_request.stateDir);
    if (!up)
        return finish(false, up.error());
    setStep(Step::Running);
    m_runner = new ComposeRunner(this);
    m_runner->setLogFile(m_plan->logPath());
    connect(m_runner, &ComposeRunner::outputReceived, this, &LaunchJob::outputReceived);
    connect(m_runner, &ComposeRunner::finished, this,
            [this](bool ok, const Error &error) { finish(ok, error); });
    // The runner may report a docker that cannot start from inside start(): nothing after it.
    m_runner->start(*up);
}

void LaunchJob::cancel()
{
    m_cancelled = true;
    switch (m_step) {
    case Step::Fetching:
        if (m_fetchCancel)
            m_fetchCancel->store(true);
        break;
    case Step::Running:
        if (m_runner)
            m_runner->cancel();
        break;
    case Step::Planning:
    case Step::Writing:
    case Step::Invalid:
    case Step::Done:
        break;
    }
}

// --- Blocking ---------------------------------------------------------------------------------

Result<void> LaunchJob::exec()
{
    m_cancelled = false;
    m_failedAt = Step::Invalid;
    const auto failWith = [this](const Error &error) -> Result<void> {
        finish(false, error);
        return tl::unexpected(error);
    };
    setStep(Step::Planning);
    Result<LaunchPlan> plan =
        m_product ? LaunchPlanner::plan(*m_product, m_request) : Result<LaunchPlan>(*m_plan);
    if (!plan)
        return failWith(plan.error());
    if (!acceptPlan(std::move(plan))) {
        // Ended by the plan: a dry run (ok) or its first blocker.
        if (m_dryRun)
            return {};
        return tl::unexpected(m_plan->blockers.constFirst());
    }
    if (!m_plan->bundles.isEmpty()) {
        setStep(Step::Fetching);
        Sideload::BundleFetcher fetcher(Sideload::SideloadCache(m_request.stateDir),
                                        m_request.fetch);
        ProgressThrottle throttle;
        const auto progress = [&](const Sideload::FetchProgress &p) {
            if (throttle.pass(p))
                Q_EMIT fetchProgress(p);
        };
        for (const Sideload::BundleRef &ref : bundleRefs()) {
            const Result<Sideload::FetchedBundle> fetched = fetcher.fetch(ref, nullptr, progress);
            if (!fetched)
                return failWith(fetched.error());
            Q_EMIT bundleReady(*fetched);
        }
    }
    setStep(Step::Writing);
    const Result<ComposeInvocation> up = LaunchControl::up(*m_plan, m_request.stateDir);
    if (!up)
        return failWith(up.error());
    setStep(Step::Running);
    const Result<void> ran = ComposeRunner::runBlocking(
        *up, m_plan->logPath(), [this](const QString &text) { Q_EMIT outputReceived(text); });
    if (!ran)
        return failWith(ran.error());
    finish(true);
    return {};
}

} // namespace Accel::Launch
