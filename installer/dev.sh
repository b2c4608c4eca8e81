#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 Accel Console contributors
#
# Accel Console developer entry point. From a fresh Debian 12 machine (even one with no compiler):
#   installer/dev.sh run      install what is missing, build, start the console
#   installer/dev.sh test     install what is missing, build, run the whole CTest suite
# Other subcommands: deps, build, package, bench, sanitize, fuzz, fresh, help. Works as root or through
# sudo.
set -eEuo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
src=$(cd "$here/.." && pwd)
build="${ACCEL_BUILD_DIR:-$src/build}"
jobs="${ACCEL_JOBS:-$(nproc 2>/dev/null || echo 2)}"

say() { printf '\033[1m==> %s\033[0m\n' "$*" >&2; }
die() { printf 'dev.sh: %s\n' "$*" >&2; exit 1; }

# The step under way, named when one fails (issue 31: a fresh machine's first missing step must
# be named, not guessed from a page of output). `fresh` reads the last such line of the run inside
# the root.
current_step="start"
step() {
  current_step="$1"
  say "$2"
}
trap 'rc=$?; printf "dev.sh: step \"%s\" failed (exit %s)\n" "$current_step" "$rc" >&2; trap - ERR' ERR

# Debian 12 packages, and why each: the toolchain (a minimal Debian has none), Qt 6.4 with the
# modules in DESIGN.md, the engine's libraries, fonts for offscreen rendering, Xvfb for the GUI on
# machines without a display, ccache for fast clean-checkout rebuilds, mold for fast links (about
# half of a cold build is linking the test programs), openssl (the tests make
# their own CA), zstd/xz (tar for the extraction benchmark) and zlib1g-dev (the API client
# decompresses gzip answers itself, under the body limit: issue 32). libre2-dev: RE2, the one
# regular expression engine in core (issue 39: linear time, Go's syntax as Kubernetes' CEL).
# liblzma-dev: bundles in xz are decoded with liblzma under a memory limit that libarchive 3.6
# cannot set (issue 32).
# pkgconf: pkg-config, which finds libyaml and RE2 (Debian ships neither with a CMake package).
# qt6-httpserver-dev: Qt HttpServer, the Streamable HTTP transport of `accelctl mcp serve --http`
# (issue 35); its CMake package finds Qt WebSockets, which Debian's does not depend on
# (qt6-websockets-dev).
build_packages=(
  g++ cmake ninja-build pkgconf ccache mold
  qt6-base-dev qt6-base-dev-tools qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
  qt6-svg-dev libqt6svg6 qt6-qpa-plugins qt6-httpserver-dev qt6-websockets-dev
  libyaml-cpp-dev libyaml-dev libarchive-dev libssl-dev libexpected-dev libsimdjson-dev libre2-dev
  openssl zlib1g-dev liblzma-dev
  zstd xz-utils
  fonts-dejavu-core
)
run_packages=(xvfb xauth)
# The tests' real parts (issue 14): Debian's own Docker Engine and standalone docker-compose 1.29,
# which the docker-labelled tests start privately as root, and busybox-static for the image they
# import (no registry is reachable from a test). json-schema-test-suite: the official
# JSON-Schema-Test-Suite, which tests/schema/tst_jsonschema_suite runs the JSON Schema validator
# against (issue 39; read at test time from /usr/share/json-schema-test-suite).
# libxml2-utils: xmllint, which tests/nvcre/tst_runreport checks the run reports' JUnit XML with
# against the JUnit schema the test carries (issue 36).
test_packages=(docker.io docker-compose busybox-static json-schema-test-suite libxml2-utils)
# kubernetes-client: a real kubectl, which tests/cli/tst_cli_kubectlplugin runs `kubectl accel`
# through (issue 34: the package's kubectl-accel plugin, against the loopback API server). Only
# where no kubectl is on PATH: another package's /usr/bin/kubectl (Google's, say) would make
# dpkg refuse it, and any kubectl runs plugins the same way.
command -v kubectl >/dev/null 2>&1 || test_packages+=(kubernetes-client)
# The MCP tests (issue 35, label mcp): Debian's nodejs and npm run the protocol's own SDK client
# and conformance suite, pinned by tests/mcp/package-lock.json and installed into the build tree.
# A machine whose nodejs already ships npm (NodeSource's, which conflicts with Debian's npm)
# keeps it: see ensure_node.
node_packages=(nodejs npm)
# The package (issue 20): dpkg-dev (dpkg-shlibdeps, dpkg-buildflags, dpkg-parsechangelog) and
# file for CPack, and the checks the package test runs: lintian, desktop-file-validate
# (desktop-file-utils), appstreamcli (appstream) and man (man-db). `test` installs them too, so
# the package test (a release build of its own, about 4 minutes cold on 2 cores, under a minute
# with ccache warm) runs everywhere the suite does; without them it skips, saying so.
# zsh: the completion test checks the zsh completion too (groff, for the man page test, comes
# with man-db).
package_packages=(dpkg-dev file lintian desktop-file-utils appstream man-db zsh)
# curl and jq: the yardsticks bench_sideload and bench_inventory run beside our own figures;
# python3-yaml: bench_inventory's yardstick for the YAML fleet (yaml.load with libyaml's loader).
# `test` installs them too: tst_installdeps checks that every program the tests and the benches
# run is installed from a package these lists name, and on a fresh root only `test` has run.
bench_packages=(curl jq python3-yaml)

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
  step deps "Installing missing Debian packages: ${missing[*]}"
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
  step configure "Configuring in $dir"
  cmake "${args[@]}" "$@" >&2
}

# ccache: paths below the checkout count relative to it, so a clean clone elsewhere (CI, the
# fresh root) reuses what an earlier build compiled. The precompiled headers (ACCEL_PCH) are
# cached only with these sloppiness settings (ccache's manual, "Precompiled headers"); the
# generated .gch and .moc files are newer than the compile start, which ccache otherwise refuses.
ccache_env() {
  export CCACHE_BASEDIR="${CCACHE_BASEDIR:-$src}" CCACHE_NOHASHDIR="${CCACHE_NOHASHDIR:-1}"
  export CCACHE_SLOPPINESS="${CCACHE_SLOPPINESS:-pch_defines,time_macros,include_file_mtime,include_file_ctime}"
  # Depend mode: a miss takes the headers from the compiler's own -MD file instead of running the
  # preprocessor once more first.
  export CCACHE_DEPEND="${CCACHE_DEPEND:-1}"
}

do_build() {
  ensure_packages "${build_packages[@]}"
  configure
  ccache_env
  step build "Building with $jobs jobs"
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

# Debian's nodejs and npm, unless node and npm already run (a NodeSource nodejs provides npm and
# conflicts with Debian's package of it).
ensure_node() {
  if command -v node >/dev/null 2>&1 && command -v npm >/dev/null 2>&1; then
    return 0
  fi
  ensure_packages "${node_packages[@]}"
}

do_test() {
  ensure_packages "${build_packages[@]}" "${test_packages[@]}" "${package_packages[@]}" \
    "${bench_packages[@]}"
  ensure_node
  do_build
  step test "Running the test suite"
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
  step sanitize-build "Building accelctl and ${#targets[@]} test programs with sanitizers ($jobs jobs)"
  cmake --build "$dir" --parallel "$jobs" --target accelctl "${targets[@]}"
  step sanitize-test "Running the tests labelled '$labels' under ASan + UBSan"
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

# bench [--nodes N]: every benchmark; with --nodes, only the fleet benchmarks (issue 37), each at
# N nodes x 8 GPUs (65000: a 700 MB JSON snapshot and several GB of memory per benchmark).
fleet_benches=(bench_inventory bench_gpulist bench_allocation bench_clusterfilter bench_clusterwatch
  bench_clusterclaims bench_allocator bench_podclaims bench_certification)
do_bench() {
  local nodes=""
  if [ "${1:-}" = "--nodes" ]; then
    [[ "${2:-}" =~ ^[1-9][0-9]*$ ]] || die "bench --nodes takes a node count, e.g. --nodes 65000"
    nodes="$2"
  fi
  ensure_packages "${build_packages[@]}" "${bench_packages[@]}"
  do_build
  say "Benchmarks (figures, not pass/fail)"
  local b
  if [ -n "$nodes" ]; then
    for b in "${fleet_benches[@]}"; do
      say "$b at $nodes nodes"
      case "$b" in
        bench_certification) "$build/bench/$b" 3 "$nodes" ;; # [runs] [nodes]
        *) "$build/bench/$b" "$nodes" ;;
      esac
    done
    return
  fi
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

# fresh (issue 31): the README's test command on a minimal Debian 12 root, as a new user with a
# fresh machine would run it, so that a package missing from the lists above fails here and not
# only on their machine. Needs root (debootstrap, chroot, mounts).
#  1. A minimal root: `debootstrap --variant=minbase bookworm` from the Debian mirror this machine
#     already uses, kept as a tar in $ACCEL_FRESH_CACHE (default /var/cache/accel-console/fresh)
#     and made again when older than a week.
#  2. A copy of it in a scratch directory, with /proc, /sys (read-only), a private /dev (device
#     nodes, devpts, a /dev/shm of its own: never the host's /dev), the host's ccache (the same
#     Debian compiler, so the host build's objects are hits), the host's downloaded .debs and
#     ../shared (read-only). Daemons are kept from starting (policy-rc.d), as in a container.
#  3. A clone of this checkout's HEAD at /root/project (mode 0700, where root's users clone), and
#     inside it, as root: `installer/dev.sh test` with the labels that need no daemon; the docker
#     and package labels need a real machine's /sys and mounts and keep running on the host.
#  4. The check's own control: pkgconf taken off the root's lists and out of the root, a build
#     there must fail at "configure", or the check could not tell a missing package.
# Fails naming the step that failed inside the root (the last `dev.sh: step "..." failed` line).
# Environment: ACCEL_FRESH_CACHE, ACCEL_FRESH_MIRROR (default: this machine's Debian mirror),
# ACCEL_FRESH_KEEP=1 (keep the root for a look; unmount it by hand), ACCEL_FRESH_CONTROL=0
# (skip step 4), ACCEL_FRESH_LABELS (ctest -LE regex, default 'docker|package'). The mcp tests
# run in the root too: their npm install, on Debian's Node 18 and npm 9.2, trusts the host's CA
# bundle (a network's TLS proxy) through NODE_EXTRA_CA_CERTS.
fresh_packages=(debootstrap git)
fresh_root=""

# The Debian mirror of this machine's own sources (deb822 or one-line), else deb.debian.org.
fresh_mirror() {
  if [ -n "${ACCEL_FRESH_MIRROR:-}" ]; then
    printf '%s\n' "$ACCEL_FRESH_MIRROR"
    return
  fi
  local uri
  uri=$(cat /etc/apt/sources.list.d/*.sources 2>/dev/null |
    sed -n 's/^URIs:[[:space:]]*\([^[:space:]]*\/debian\/\{0,1\}\)\([[:space:]].*\)\{0,1\}$/\1/p' |
    head -n 1)
  if [ -z "$uri" ]; then
    uri=$(cat /etc/apt/sources.list /etc/apt/sources.list.d/*.list 2>/dev/null |
      sed -n 's/^deb[[:space:]]\{1,\}\(\[[^]]*\][[:space:]]\{1,\}\)\{0,1\}\([^[:space:]]*\/debian\/\{0,1\}\)[[:space:]].*/\2/p' |
      head -n 1)
  fi
  printf '%s\n' "${uri:-http://deb.debian.org/debian}"
}

# The root's apt sources: this machine's Debian entries when it is Debian 12 (the same package
# versions, so ccache hits), else bookworm, bookworm-updates and bookworm-security from MIRROR.
fresh_sources() {
  local root="$1" mirror="$2"
  rm -f "$root/etc/apt/sources.list"
  mkdir -p "$root/etc/apt/sources.list.d"
  if grep -qs '^VERSION_CODENAME=bookworm' /etc/os-release && [ -f /etc/apt/sources.list.d/debian.sources ]; then
    cp /etc/apt/sources.list.d/debian.sources "$root/etc/apt/sources.list.d/debian.sources"
  else
    local security="${mirror%/debian*}/debian-security"
    cat > "$root/etc/apt/sources.list.d/debian.sources" <<SOURCES
Types: deb
URIs: $mirror
Suites: bookworm bookworm-updates
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg

Types: deb
URIs: $security
Suites: bookworm-security
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
SOURCES
  fi
}

# Sets fresh_base_tar to the cached minimal root, made anew when missing or older than a week.
fresh_base_tar=""
fresh_base() {
  local cache="$1" mirror="$2" base="$1/bookworm-minbase.tar"
  fresh_base_tar="$base"
  if [ -f "$base" ] && [ -z "$(find "$base" -mtime +7)" ]; then
    return
  fi
  step fresh-debootstrap "Making a minimal Debian 12 root: debootstrap --variant=minbase bookworm $mirror"
  local tmp
  tmp=$(mktemp -d "$cache/debootstrap.XXXXXX")
  if ! debootstrap --variant=minbase bookworm "$tmp/root" "$mirror" >"$tmp/log" 2>&1; then
    tail -n 40 "$tmp/log" >&2
    umount -R "$tmp/root/proc" "$tmp/root/sys" 2>/dev/null || true
    rm -rf --one-file-system "$tmp"
    die "debootstrap failed (mirror $mirror; set ACCEL_FRESH_MIRROR to another Debian mirror)"
  fi
  tar -C "$tmp/root" --numeric-owner -cf "$base.partial" .
  mv -f "$base.partial" "$base"
  rm -rf --one-file-system "$tmp"
}

# A private /dev, as container runtimes make one: the usual nodes, its own devpts and /dev/shm.
fresh_dev() {
  local dev="$1/dev"
  mount -t tmpfs -o mode=0755,nosuid,noexec,size=65536k accel-fresh-dev "$dev"
  mknod -m 666 "$dev/null" c 1 3
  mknod -m 666 "$dev/zero" c 1 5
  mknod -m 666 "$dev/full" c 1 7
  mknod -m 666 "$dev/random" c 1 8
  mknod -m 666 "$dev/urandom" c 1 9
  mknod -m 666 "$dev/tty" c 5 0
  mkdir -m 0755 "$dev/pts"
  mkdir -m 1777 "$dev/shm"
  mount -t devpts -o newinstance,ptmxmode=0666,mode=0620 devpts "$dev/pts"
  mount -t tmpfs -o mode=1777,nosuid,nodev accel-fresh-shm "$dev/shm"
  ln -s pts/ptmx "$dev/ptmx"
  ln -s /proc/self/fd "$dev/fd"
  ln -s /proc/self/fd/0 "$dev/stdin"
  ln -s /proc/self/fd/1 "$dev/stdout"
  ln -s /proc/self/fd/2 "$dev/stderr"
}

# Unmounts everything below the root, deepest first, and removes it; never crosses into a
# mount that is still there (rm --one-file-system), so the host's files are safe whatever failed.
fresh_cleanup() {
  local root="$fresh_root"
  [ -n "$root" ] && [ -d "$root" ] || return 0
  if [ "${ACCEL_FRESH_KEEP:-}" = "1" ]; then
    echo "dev.sh fresh: kept $root (mounts: findmnt -R $root; remove with umount -R and rm -rf --one-file-system)" >&2
    return 0
  fi
  local m
  for m in $(findmnt -rn -o TARGET | grep -F "$root/" | sort -r); do
    umount "$m" 2>/dev/null || umount -l "$m" 2>/dev/null || true
  done
  if findmnt -rn -o TARGET | grep -qF "$root/"; then
    echo "dev.sh fresh: mounts remain under $root; not removing it" >&2
    return 0
  fi
  rm -rf --one-file-system "$root"
}

# Runs a command as root inside the fresh root with a clean environment.
fresh_chroot() {
  chroot "$fresh_root" /usr/bin/env -i HOME=/root USER=root LOGNAME=root TERM=dumb \
    PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
    LANG=C.UTF-8 CI="${CI:-}" ACCEL_JOBS="$jobs" CCACHE_DIR=/var/cache/accel-ccache \
    CCACHE_COMPILERCHECK=content DEBIAN_FRONTEND=noninteractive \
    ${fresh_node_ca:+NODE_EXTRA_CA_CERTS="$fresh_node_ca"} "$@"
}

do_fresh() {
  [ "$(id -u)" -eq 0 ] || die "fresh needs root: it makes a Debian root with debootstrap and runs the suite in it with chroot (run it as root or with sudo)"
  ensure_packages "${fresh_packages[@]}"
  local started=$SECONDS cache="${ACCEL_FRESH_CACHE:-/var/cache/accel-console/fresh}" mirror base
  mkdir -p "$cache"
  mirror=$(fresh_mirror)
  fresh_base "$cache" "$mirror"
  base="$fresh_base_tar"
  if [ -n "$(git -C "$src" status --porcelain --untracked-files=no 2>/dev/null)" ]; then
    say "Note: the fresh root gets a clone of HEAD ($(git -C "$src" rev-parse --short HEAD)); uncommitted changes are not in it"
  fi

  step fresh-root "Unpacking $base into a scratch root"
  fresh_root=$(mktemp -d /var/tmp/accel-fresh.XXXXXX)
  trap fresh_cleanup EXIT
  tar -C "$fresh_root" --numeric-owner -xf "$base"
  fresh_sources "$fresh_root" "$mirror"
  cp -L /etc/resolv.conf "$fresh_root/etc/resolv.conf" 2>/dev/null || true
  # The network's trust, as resolv.conf is its DNS: where this machine reaches the npm registry
  # through a TLS proxy whose CA only its own bundle holds, node in the root (the mcp tests' npm)
  # trusts that bundle too, beside the CAs node ships. A copy outside /etc/ssl/certs, which the
  # root's ca-certificates package rewrites.
  fresh_node_ca=""
  if [ -r /etc/ssl/certs/ca-certificates.crt ]; then
    cp -L /etc/ssl/certs/ca-certificates.crt "$fresh_root/etc/ssl-host-ca-certificates.crt"
    fresh_node_ca=/etc/ssl-host-ca-certificates.crt
  fi
  cp /etc/hosts "$fresh_root/etc/hosts"
  printf '#!/bin/sh\n# dev.sh fresh: no daemon starts in this root\nexit 101\n' >"$fresh_root/usr/sbin/policy-rc.d"
  chmod 0755 "$fresh_root/usr/sbin/policy-rc.d"
  mount -t proc proc "$fresh_root/proc"
  mount -t sysfs -o ro,nosuid,nodev,noexec sysfs "$fresh_root/sys"
  fresh_dev "$fresh_root"
  local ccache_dir=""
  if command -v ccache >/dev/null 2>&1; then
    ccache_dir=$(ccache -k cache_dir 2>/dev/null || true)
  fi
  mkdir -p "$fresh_root/var/cache/accel-ccache"
  if [ -n "$ccache_dir" ]; then
    mkdir -p "$ccache_dir"
    mount --bind "$ccache_dir" "$fresh_root/var/cache/accel-ccache"
  fi
  if [ -d /var/cache/apt/archives ]; then
    mount --bind /var/cache/apt/archives "$fresh_root/var/cache/apt/archives"
  fi
  local shared
  shared=$(cd "$src/.." && pwd)/shared
  if [ -d "$shared" ]; then
    mkdir -p "$fresh_root/root/shared"
    mount --bind "$shared" "$fresh_root/root/shared"
    mount -o remount,bind,ro "$fresh_root/root/shared"
  fi
  git clone --quiet --no-hardlinks "$src" "$fresh_root/root/project"
  chmod 0700 "$fresh_root/root" "$fresh_root/root/project"

  local labels="${ACCEL_FRESH_LABELS:-docker|package}" log="$fresh_root/root/fresh.log"
  step fresh-test "In the fresh root, as root: cd /root/project && installer/dev.sh test -LE '$labels'"
  if ! fresh_chroot /bin/bash -c "cd /root/project && installer/dev.sh test -LE '$labels'" 2>&1 |
    tee "$log"; then
    local failed
    failed=$(grep -a 'dev.sh: step "' "$log" | tail -n 1 | sed 's/.*step "\([^"]*\)".*/\1/')
    die "on a fresh Debian 12 root, 'installer/dev.sh test' failed at step '${failed:-unknown}' (the output above; ACCEL_FRESH_KEEP=1 keeps the root)"
  fi

  if [ "${ACCEL_FRESH_CONTROL:-1}" != "0" ]; then
    step fresh-control "Control: pkgconf taken off the lists and out of the root, the build must fail at configure"
    sed -i 's/^\(build_packages=(\)$/\1/; s/ pkgconf / /' "$fresh_root/root/project/installer/dev.sh"
    grep -q ' pkgconf ' "$fresh_root/root/project/installer/dev.sh" &&
      die "control: could not take pkgconf off the root's installer/dev.sh"
    # pkgconf-bin too: it stays behind as /usr/bin/pkgconf, which CMake's FindPkgConfig also
    # takes (a new machine has neither).
    fresh_chroot apt-get purge -y -q pkgconf pkgconf-bin pkg-config >/dev/null
    local out rc=0
    out=$(fresh_chroot /bin/bash -c "cd /root/project && ACCEL_BUILD_DIR=/root/project/build-control installer/dev.sh build" 2>&1) || rc=$?
    if [ "$rc" -eq 0 ] || ! grep -q 'dev.sh: step "configure" failed' <<<"$out" ||
      ! grep -q 'PkgConfig' <<<"$out"; then
      printf '%s\n' "$out" | tail -n 30 >&2
      die "control: with pkgconf missing the build did not fail at step 'configure' naming PkgConfig (exit $rc): the fresh check cannot tell a missing package"
    fi
    echo "control: $(grep -a 'dev.sh: step' <<<"$out" | tail -n 1); $(grep -a -m1 'PkgConfig' <<<"$out" | sed 's/^ *//')" >&2
  fi
  say "Fresh Debian 12 root: the README's test command passed ($((SECONDS - started)) s in all)"
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
  bench [--nodes N] build and run the benchmarks in tests/bench; with --nodes, only the fleet
                    benchmarks, each at N nodes x 8 GPUs (e.g. --nodes 65000)
  sanitize [ctest args]
                    build accelctl and the unit and cli tests with ASan + UBSan in build-asan/
                    and run them (test does this after the suite when ACCEL_TEST_SANITIZE=1, as
                    .ci/run sets it)
  fresh             as root: the README's test command on a minimal Debian 12 root made with
                    debootstrap (cached a week), in a chroot, with the labels that need no
                    daemon; fails naming the step that failed there (.ci/run runs it)
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
  deps) ensure_packages "${build_packages[@]}" "${run_packages[@]}" "${test_packages[@]}"; ensure_node ;;
  build) do_build ;;
  run) do_run "$@" ;;
  test) do_test "$@" ;;
  package) do_package ;;
  bench) do_bench "$@" ;;
  sanitize) do_sanitize "$@" ;;
  fuzz) do_fuzz "$@" ;;
  fresh) do_fresh ;;
  help|-h|--help) usage ;;
  *) usage >&2; exit 2 ;;
esac
