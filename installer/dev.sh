#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 Accel Console contributors
#
# Accel Console developer entry point. From a fresh Debian 12 machine (even one with no compiler):
#   installer/dev.sh run      install what is missing, build, start the console
#   installer/dev.sh test     install what is missing, build, run the whole CTest suite
# Other subcommands: deps, build, package, bench, sanitize, fuzz, help. Works as root or through sudo.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
src=$(cd "$here/.." && pwd)
build="${ACCEL_BUILD_DIR:-$src/build}"
jobs="${ACCEL_JOBS:-$(nproc 2>/dev/null || echo 2)}"

say() { printf '\033[1m==> %s\033[0m\n' "$*" >&2; }
die() { printf 'dev.sh: %s\n' "$*" >&2; exit 1; }

# Debian 12 packages, and why each: the toolchain (a minimal Debian has none), Qt 6.4 with the
# modules in DESIGN.md, the engine's libraries, fonts for offscreen rendering, Xvfb for the GUI on
# machines without a display, ccache for fast clean-checkout rebuilds, mold for fast links (about
# half of a cold build is linking the test programs), openssl (the tests make
# their own CA) and zstd/xz (tar for the extraction benchmark); liblzma-dev because bundles in xz
# are decoded with liblzma under a memory limit that libarchive 3.6 cannot set (issue 32).
build_packages=(
  g++ cmake ninja-build ccache mold
  qt6-base-dev qt6-base-dev-tools qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
  qt6-svg-dev libqt6svg6 qt6-qpa-plugins
  libyaml-cpp-dev libyaml-dev libarchive-dev libssl-dev libexpected-dev libsimdjson-dev openssl
  zstd xz-utils liblzma-dev
  fonts-dejavu-core
)
run_packages=(xvfb xauth)
# The tests' real parts (issue 14): Debian's own Docker Engine and standalone docker-compose 1.29,
# which the docker-labelled tests start privately as root, and busybox-static for the image they
# import (no registry is reachable from a test).
test_packages=(docker.io docker-compose busybox-static)
# The package (issue 20): dpkg-dev (dpkg-shlibdeps, dpkg-buildflags, dpkg-parsechangelog) and
# file for CPack, and the checks the package test runs: lintian, desktop-file-validate
# (desktop-file-utils), appstreamcli (appstream) and man (man-db). `test` installs them too, so
# the package test (a release build of its own, about 4 minutes cold on 2 cores, under a minute
# with ccache warm) runs everywhere the suite does; without them it skips, saying so.
# zsh: the completion test checks the zsh completion too (groff, for the man page test, comes
# with man-db).
package_packages=(dpkg-dev file lintian desktop-file-utils appstream man-db zsh)
bench_packages=(curl)

as_root() {
  if [ "$(id -u)" -eq 0 ]; then
    "$@"
  elif command -v sudo >/dev/null 2>&1; then
    sudo "$@"
  else
    die "need root to install packages: run as root or install sudo (missing: ${missing[*]})"
  fi
}

ensure_packages() {
  missing=()
  local pkg
  for pkg in "$@"; do
    if ! dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q 'install ok installed'; then
      missing+=("$pkg")
    fi
  done
  if [ ${#missing[@]} -eq 0 ]; then
    return 0
  fi
  command -v apt-get >/dev/null 2>&1 || die "apt-get not found; install by hand: ${missing[*]}"
  say "Installing missing Debian packages: ${missing[*]}"
  as_root env DEBIAN_FRONTEND=noninteractive apt-get update -q
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "${missing[@]}"
}

# configure [DIR [cmake args...]]: DIR defaults to $build.
configure() {
  local dir="${1:-$build}"
  [ $# -gt 0 ] && shift
  local args=(-S "$src" -B "$dir" -G Ninja)
  if [ ! -f "$dir/CMakeCache.txt" ]; then
    args+=(-DCMAKE_BUILD_TYPE="${ACCEL_BUILD_TYPE:-RelWithDebInfo}")
  fi
  if command -v ccache >/dev/null 2>&1; then
    args+=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
  fi
  # Warnings are errors in CI (STYLE.md, rule 2).
  if [ "${CI:-}" = "true" ] || [ "${ACCEL_WERROR:-}" = "ON" ]; then
    args+=(-DACCEL_WERROR=ON)
  fi
  if [ -n "${ACCEL_SANITIZE:-}" ]; then
    args+=(-DACCEL_SANITIZE="$ACCEL_SANITIZE")
  fi
  say "Configuring in $dir"
  cmake "${args[@]}" "$@" >&2
}

# ccache: paths below the checkout count relative to it, so a clean clone elsewhere (CI) reuses
# what an earlier build compiled.
ccache_env() {
  export CCACHE_BASEDIR="${CCACHE_BASEDIR:-$src}" CCACHE_NOHASHDIR="${CCACHE_NOHASHDIR:-1}"
}

do_build() {
  ensure_packages "${build_packages[@]}"
  configure
  ccache_env
  say "Building with $jobs jobs"
  cmake --build "$build" --parallel "$jobs"
}

has_display() {
  [ -n "${DISPLAY:-}" ] || [ -n "${WAYLAND_DISPLAY:-}" ]
}

do_run() {
  ensure_packages "${build_packages[@]}"
  do_build
  if has_display; then
    say "Starting the console: $build/bin/accel-console $*"
    exec "$build/bin/accel-console" "$@"
  fi
  say "No display (neither DISPLAY nor WAYLAND_DISPLAY is set): showing what can be shown without one"
  local shot="$build/accel-console-screenshot.png"
  "$build/bin/accel-console" --screenshot "$shot" "$@" >/dev/null
  echo "Screenshot of the console (rendered offscreen): $shot"
  echo
  echo "This host, as accelctl sees it ($build/bin/accelctl get hardware):"
  "$build/bin/accelctl" get hardware || true
  echo
  echo "To use the window, run from a desktop session, or over SSH with X forwarding (ssh -X),"
  echo "or under a virtual display: xvfb-run -a $build/bin/accel-console"
}

do_test() {
  ensure_packages "${build_packages[@]}" "${test_packages[@]}" "${package_packages[@]}"
  do_build
  say "Running the test suite"
  (cd "$build" && ctest --output-on-failure --timeout 600 -j "$jobs" "$@")
  # .ci/run sets ACCEL_TEST_SANITIZE=1: once the suite passes, the unit and cli tests again under
  # ASan + UBSan (issue 19, "Keep it so"). Not with ctest args: those select tests of the main
  # build, and the sanitizer pass would run unasked.
  if [ "${ACCEL_TEST_SANITIZE:-}" = "1" ] && [ $# -eq 0 ]; then
    do_sanitize
  fi
}

# The .deb comes from a release build of its own ($ACCEL_PACKAGE_BUILD_DIR, default
# build/package-release: Release, Debian's hardening flags, no tests), never from the developer
# build; the package test then checks it (lintian, validators, a scratch install) and a copy goes
# to build/package/.
do_package() {
  ensure_packages "${build_packages[@]}" "${package_packages[@]}"
  ccache_env
  local rel="${ACCEL_PACKAGE_BUILD_DIR:-$build/package-release}" deb
  deb=$(ACCEL_JOBS="$jobs" "$here/build-deb.sh" "$rel" | tail -n 1)
  say "Checking $deb (tests/package/tst_deb.sh)"
  ACCEL_DEB="$deb" "$src/tests/package/tst_deb.sh" >&2
  mkdir -p "$build/package"
  rm -f "$build"/package/accel-console_*.deb
  cp "$deb" "$build/package/"
  ls -1 "$build"/package/accel-console_*.deb
}

# The unit and cli tests under AddressSanitizer + UndefinedBehaviorSanitizer (issue 19), in a build
# of their own ($ACCEL_ASAN_BUILD_DIR, default build-asan: Debug, g++, ccache). Only the test
# programs those labels need, and accelctl, are built (no GUI, no benchmarks). -O0 -g1, because on
# a cold machine the compile is what costs: with ASan, -O1 took 2.2-2.7 times the CPU of -O0 per
# file (core/dra/allocator.cpp 85 s against 33 s), while -O0 costs about what the main -O2 build
# does; -g1 keeps the line tables a sanitizer report needs and drops the rest of the debug
# information (smaller objects, faster links). ACCEL_SANITIZE_FLAGS overrides them. gui, docker, package and
# integration stay out: they test Qt's widgets, Docker and packaging tools more than our code,
# and take most of the suite's time; the fuzzers cover the parsers under the same sanitizers.
# Leaks are checked (LeakSanitizer, the default with ASan); tests/sanitizer/lsan.supp names the
# few at-exit allocations of the libraries we link that are not ours to fix.
do_sanitize() {
  # The unit and cli tests need neither Docker nor the packaging tools.
  ensure_packages "${build_packages[@]}"
  local dir="${ACCEL_ASAN_BUILD_DIR:-$src/build-asan}" labels="${ACCEL_SANITIZE_LABELS:-unit|cli}"
  # Warnings are not errors here: the main build enforces them, and g++'s sanitizer
  # instrumentation adds false positives of its own (-Wmaybe-uninitialized, -Wstringop-*).
  ACCEL_SANITIZE=address,undefined ACCEL_BUILD_TYPE=Debug configure "$dir" \
    -DCMAKE_CXX_FLAGS_DEBUG="${ACCEL_SANITIZE_FLAGS:--O0 -g1}" -DACCEL_BUILD_BENCHMARKS=OFF \
    -DACCEL_WERROR=OFF -DACCEL_TEST_TIMEOUT_SCALE=5
  ccache_env
  local targets
  mapfile -t targets < <(cd "$dir" && ctest -N -L "$labels" | sed -n 's/^ *Test *#[0-9]*: //p')
  [ ${#targets[@]} -gt 0 ] || die "no tests labelled '$labels' in $dir"
  say "Building accelctl and ${#targets[@]} test programs with sanitizers ($jobs jobs)"
  cmake --build "$dir" --parallel "$jobs" --target accelctl "${targets[@]}"
  say "Running the tests labelled '$labels' under ASan + UBSan"
  cd "$dir"
  ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=0:strict_string_checks=1:detect_stack_use_after_return=1}" \
  LSAN_OPTIONS="${LSAN_OPTIONS:-suppressions=$src/tests/sanitizer/lsan.supp:print_suppressions=0}" \
  UBSAN_OPTIONS="${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1:suppressions=$src/tests/sanitizer/ubsan.supp}" \
    ctest --output-on-failure --timeout 600 -j "$jobs" -L "$labels" "$@"
}

# libFuzzer (issue 19): every parser and engine that reads outside input has a target in
# tests/fuzz. A build of its own ($ACCEL_FUZZ_BUILD_DIR, default build-fuzz: clang, ACCEL_FUZZ=ON,
# so ASan + UBSan + coverage on every object), a seed corpus from the tests (tests/fuzz/seeds.sh),
# then each target for SECONDS (default 60). What a target finds new is kept in
# build-fuzz/corpus/TARGET for the next run; a crash, a leak, a timeout (over 25 s on one input)
# or going past 2 GiB is written to build-fuzz/crashes/ and fails the command, naming the file.
# Every crash found becomes a test row in tests/fuzz-regressions (tests/fixtures/fuzz-regressions).
do_fuzz() {
  local seconds="${1:-60}"
  [ $# -gt 0 ] && shift
  ensure_packages "${build_packages[@]}" clang
  local dir="${ACCEL_FUZZ_BUILD_DIR:-$src/build-fuzz}"
  CXX=clang++ configure "$dir" -DCMAKE_CXX_COMPILER=clang++ -DACCEL_FUZZ=ON \
    -DACCEL_BUILD_TESTS=OFF -DACCEL_BUILD_BENCHMARKS=OFF
  ccache_env
  say "Building the fuzzers ($jobs jobs)"
  cmake --build "$dir" --parallel "$jobs" --target fuzzers
  "$src/tests/fuzz/seeds.sh" "$dir/seeds" >&2
  mkdir -p "$dir/crashes"
  local target failed=()
  for target in "$dir"/fuzz/fuzz_*; do
    [ -x "$target" ] || continue
    local name
    name=$(basename "$target")
    [ $# -eq 0 ] || [[ " $* " == *" $name "* ]] || continue
    mkdir -p "$dir/corpus/$name"
    say "Fuzzing $name for ${seconds}s"
    if ! ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1}" \
        UBSAN_OPTIONS="${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}" \
        "$target" -max_total_time="$seconds" -timeout=25 -rss_limit_mb=2048 -max_len=65536 \
        -print_final_stats=1 -artifact_prefix="$dir/crashes/$name-" \
        "$dir/corpus/$name" "$dir/seeds/$name" >"$dir/$name.log" 2>&1; then
      failed+=("$name")
      tail -n 60 "$dir/$name.log" >&2
    fi
    grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|#[0-9]+ *DONE)' "$dir/$name.log" |
      tr '\n' ' ' >&2 || true
    echo >&2
  done
  if [ ${#failed[@]} -gt 0 ]; then
    ls -1 "$dir"/crashes/ >&2
    die "fuzzing found crashes in: ${failed[*]} (inputs in $dir/crashes, logs in $dir/*.log)"
  fi
  say "No crashes (logs in $dir/fuzz_*.log)"
}

do_bench() {
  ensure_packages "${build_packages[@]}" "${bench_packages[@]}"
  do_build
  say "Benchmarks (figures, not pass/fail)"
  local b
  for b in "$build"/bench/*; do
    case "$(basename "$b")" in
      bench_launch) "$b" "$src/tests/fixtures/hosts" ;;
      bench_overrides)
        "$b" "$src/tests/fixtures/nvcre/workflowrender/workflow.yaml" aws/h100
        "$b" "$src/tests/fixtures/nvcre/certification/all-entries.yaml" gcp/h100 ;;
      *) [ -x "$b" ] && "$b" ;;
    esac
  done
}

usage() {
  cat <<USAGE
Usage: installer/dev.sh COMMAND [args]

  deps              install the Debian packages the build, the console and the tests need (only
                    what is missing)
  build             deps, configure (Ninja, ccache when present) and build into build/
  run [args]        build and start build/bin/accel-console with args; with no display, save an
                    offscreen screenshot, print its path and print 'accelctl get hardware'
  test [ctest args] build and run the whole CTest suite (e.g. test -L unit, test -R probe); the
                    docker-labelled tests start their own Docker daemon as root and skip,
                    saying why, when not root
  package           build the .deb from a release build (build/package-release), check it
                    (lintian, desktop-file-validate, appstreamcli, a scratch install) and copy
                    it to build/package/; installs the packaging tools it needs
  bench             build and run the benchmarks in tests/bench
  sanitize [ctest args]
                    build accelctl and the unit and cli tests with ASan + UBSan in build-asan/
                    and run them (test does this after the suite when ACCEL_TEST_SANITIZE=1, as
                    .ci/run sets it)
  fuzz [SECONDS [TARGET...]]
                    build the libFuzzer targets with clang in build-fuzz/ and run each (or the
                    ones named) for SECONDS (default 60) from a seed corpus made of the tests'
                    data; fails naming the input when one crashes

Environment: ACCEL_BUILD_DIR (default build/), ACCEL_PACKAGE_BUILD_DIR (default
build/package-release), ACCEL_ASAN_BUILD_DIR (default build-asan/), ACCEL_SANITIZE_LABELS
(default 'unit|cli'), ACCEL_FUZZ_BUILD_DIR (default build-fuzz/), ACCEL_JOBS, ACCEL_BUILD_TYPE,
ACCEL_SANITIZE (e.g. address,undefined), ACCEL_SANITIZE_FLAGS (default '-O0 -g1'),
ACCEL_TEST_SANITIZE=1 (test also runs sanitize), CI=true or ACCEL_WERROR=ON makes warnings errors.
USAGE
}

cmd="${1:-help}"
[ $# -gt 0 ] && shift
case "$cmd" in
  deps) ensure_packages "${build_packages[@]}" "${run_packages[@]}" "${test_packages[@]}" ;;
  build) do_build ;;
  run) do_run "$@" ;;
  test) do_test "$@" ;;
  package) do_package ;;
  bench) do_bench ;;
  sanitize) do_sanitize "$@" ;;
  fuzz) do_fuzz "$@" ;;
  help|-h|--help) usage ;;
  *) usage >&2; exit 2 ;;
esac
