// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "launch/launchplanner.h"
#include "launch/product.h"
#include "result.h"
#include "sideload/bundlefetcher.h"

#include <QObject>

#include <atomic>
#include <memory>
#include <optional>

template<typename T>
class QFutureWatcher;

namespace Accel::Launch {

class ComposeRunner;

/// A launch, start to end: the one entry `accelctl launch` and the Launch panel drive (issue 18,
/// section 1), shaped as KCoreAddons' KJob (start() and signals for the window, exec() for the
/// command line) over a params value as qBittorrent's addTorrent(source, AddTorrentParams):
/// the front end fills a LaunchRequest (accelerator choice, project, shared memory, host
/// sources, state directory, sideload manifest, fetch options) and the job does every step.
///
/// Steps: plan (LaunchPlanner::plan: the mandate, the GPU wiring, the bundles, the overlay; a
/// refusal ends the job with its HARDWARE_* error), then, unless the plan has blockers (the
/// job ends with the first; plan() holds the rest), fetch the bundles into the cache with
/// progress (BundleFetcher), write the launch files and the record (LaunchControl::up), and
/// run `compose up -d` streaming its output (ComposeRunner). A dry run stops after the plan.
///
/// start() runs the plan and the fetch on worker threads and compose asynchronously, so the UI
/// thread never blocks; cancel() stops the fetch (SIDELOAD_CANCELLED) or compose
/// (LAUNCH_CANCELLED), and finished() still follows. exec() runs the same steps on the calling
/// thread. Lives on the thread that created it and signals there; start() never emits from
/// inside itself.
class LaunchJob : public QObject
{
    Q_OBJECT

public:
    enum class Step
    {
        Invalid = 0,
        Planning,
        Fetching,
        Writing,
        Running,
        Done,
    };
    Q_ENUM(Step)

    /// Plans `product` with `request` first.
    LaunchJob(ProductTemplate product, LaunchRequest request, QObject *parent = nullptr);
    /// Launches a plan already made with `request` (the panel's preview, so what was shown is
    /// what runs); `request` still gives the state directory and the fetch options.
    LaunchJob(LaunchPlan plan, LaunchRequest request, QObject *parent = nullptr);
    ~LaunchJob() override;

    /// Before start()/exec(): stop once planned (`accelctl launch --dry-run`); the job then
    /// succeeds with blockers too, which plan() carries.
    void setDryRun(bool dryRun) { m_dryRun = dryRun; }

    void start();
    /// Runs every step and waits: the command line's entry.
    Result<void> exec();
    /// Stops the fetch or compose (compose keeps the containers it already started);
    /// finished() follows with the cancellation.
    void cancel();

    Step step() const { return m_step; }
    /// The step the job failed in (Planning for a refusal or a blocker); Invalid until then.
    Step failedAt() const { return m_failedAt; }
    bool isRunning() const { return m_step != Step::Invalid && m_step != Step::Done; }
    /// The plan, once made (also when a blocker or a later step failed).
    const std::optional<LaunchPlan> &plan() const { return m_plan; }
    const LaunchRequest &request() const { return m_request; }

    /// At most this often fetchProgress() reports within one phase of one bundle.
    static constexpr int ProgressIntervalMs = 100;

Q_SIGNALS:
    void stepChanged(Accel::Launch::LaunchJob::Step step);
    /// The plan, before anything runs; with blockers only in a dry run.
    void planned(const Accel::Launch::LaunchPlan &plan);
    /// Phase changes, and at most every ProgressIntervalMs within a phase.
    void fetchProgress(const Accel::Sideload::FetchProgress &progress);
    /// A bundle is in the cache, fetched now or found there.
    void bundleReady(const Accel::Sideload::FetchedBundle &bundle);
    /// docker compose's output as it arrives (the first line is the command run).
    void outputReceived(const QString &text);
    /// The job ended: ok, or the error that ended it.
    void finished(bool ok, const Accel::Error &error);

private:
    void setStep(Step step);
    void onPlanned(Result<LaunchPlan> plan);
    /// Whether the plan may go on (else the job ended); emits planned().
    bool acceptPlan(Result<LaunchPlan> plan);
    void startFetch();
    void onFetched();
    void writeAndRun();
    void finish(bool ok, const Error &error = {});
    QList<Sideload::BundleRef> bundleRefs() const;

    std::optional<ProductTemplate> m_product;
    LaunchRequest m_request;
    std::optional<LaunchPlan> m_plan;
    bool m_dryRun = false;
    Step m_step = Step::Invalid;
    Step m_failedAt = Step::Invalid;
    bool m_cancelled = false;
    std::shared_ptr<std::atomic<bool>> m_fetchCancel;
    QFutureWatcher<Result<LaunchPlan>> *m_planWatcher = nullptr;
    QFutureWatcher<Result<QList<Sideload::FetchedBundle>>> *m_fetchWatcher = nullptr;
    ComposeRunner *m_runner = nullptr;
};

} // namespace Accel::Launch
