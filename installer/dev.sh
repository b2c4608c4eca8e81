#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 Accel Console contributors
#
# Accel Console developer entry point. From a fresh Debian 12 machine (even one with no compiler):
#   installer/dev.sh run      install what is missing, build, start the console
#   installer/dev.sh test     install what is missing, build, run the whole CTest suite
# Other subcommands: deps, build, package, bench, help. Works as root or through sudo.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
src=$(cd "$here/.." && pwd)
build="${ACCEL_BUILD_DIR:-$src/build}"
jobs="${ACCEL_JOBS:-$(nproc 2>/dev/null || echo 2)}"

say() { printf '\033[1m==> %s\033[0m\n' "$*" >&2; }
die() { printf 'dev.sh: %s\n' "$*" >&2; exit 1; }

# Debian 12 packages, and why each: the toolchain (a minimal Debian has none), Qt 6.4 with the
# modules in DESIGN.md, the engine's libraries, fonts for offscreen rendering, Xvfb for the GUI on
# machines without a display, ccache for fast clean-checkout rebuilds, openssl (the tests make
# their own CA) and zstd/xz (tar for the extraction benchmark).
build_packages=(
  g++ cmake ninja-build ccache
  qt6-base-dev qt6-base-dev-tools qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
  qt6-svg-dev libqt6svg6 qt6-qpa-plugins
  libyaml-cpp-dev libyaml-dev libarchive-dev libssl-dev libexpected-dev libsimdjson-dev openssl
  zstd xz-utils
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

configure() {
  local args=(-S "$src" -B "$build" -G Ninja)
  if [ ! -f "$build/CMakeCache.txt" ]; then
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
  say "Configuring in $build"
  cmake "${args[@]}" >&2
}

do_build() {
  ensure_packages "${build_packages[@]}"
  configure
  # ccache: paths below the checkout count relative to it, so a clean clone elsewhere (CI)
  # reuses what an earlier build compiled.
  export CCACHE_BASEDIR="${CCACHE_BASEDIR:-$src}" CCACHE_NOHASHDIR="${CCACHE_NOHASHDIR:-1}"
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
  cd "$build"
  ctest --output-on-failure --timeout 600 -j "$jobs" "$@"
}

# The .deb comes from a release build of its own ($ACCEL_PACKAGE_BUILD_DIR, default
# build/package-release: Release, Debian's hardening flags, no tests), never from the developer
# build; the package test then checks it (lintian, validators, a scratch install) and a copy goes
# to build/package/.
do_package() {
  ensure_packages "${build_packages[@]}" "${package_packages[@]}"
  export CCACHE_BASEDIR="${CCACHE_BASEDIR:-$src}" CCACHE_NOHASHDIR="${CCACHE_NOHASHDIR:-1}"
  local rel="${ACCEL_PACKAGE_BUILD_DIR:-$build/package-release}" deb
  deb=$(ACCEL_JOBS="$jobs" "$here/build-deb.sh" "$rel" | tail -n 1)
  say "Checking $deb (tests/package/tst_deb.sh)"
  ACCEL_DEB="$deb" "$src/tests/package/tst_deb.sh" >&2
  mkdir -p "$build/package"
  rm -f "$build"/package/accel-console_*.deb
  cp "$deb" "$build/package/"
  ls -1 "$build"/package/accel-console_*.deb
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

Environment: ACCEL_BUILD_DIR (default build/), ACCEL_PACKAGE_BUILD_DIR (default
build/package-release), ACCEL_JOBS, ACCEL_BUILD_TYPE, ACCEL_SANITIZE
(e.g. address,undefined), CI=true or ACCEL_WERROR=ON makes warnings errors.
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
  help|-h|--help) usage ;;
  *) usage >&2; exit 2 ;;
esac
