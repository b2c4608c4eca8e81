#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 Accel Console contributors
#
# Builds the Debian package from a release build of its own, apart from the developer build:
#   installer/build-deb.sh [RELEASE_DIR]      (default $ACCEL_PACKAGE_BUILD_DIR, else
#                                              build/package-release)
# Release type, Debian's hardening flags (dpkg-buildflags), no tests and no benchmarks, ccache
# when present: a rebuild after a change compiles only what changed, a fresh directory mostly
# hits the cache. Installs nothing (installer/dev.sh package installs what it needs). Prints the
# .deb's path as the last line on stdout; everything else goes to stderr.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
src=$(cd "$here/.." && pwd)
rel="${1:-${ACCEL_PACKAGE_BUILD_DIR:-$src/build/package-release}}"
jobs="${ACCEL_JOBS:-$(nproc 2>/dev/null || echo 2)}"

say() { printf '\033[1m==> %s\033[0m\n' "$*" >&2; }
die() { printf 'build-deb.sh: %s\n' "$*" >&2; exit 1; }

for tool in cmake ninja cpack dpkg-buildflags dpkg-shlibdeps file gzip; do
  command -v "$tool" >/dev/null 2>&1 || die "$tool not found (installer/dev.sh package installs it)"
done

# Debian's build flags (hardening: stack protector, fortify, relro, bindnow; the source path
# mapped to '.'), without -g: the package ships stripped binaries and no debug package, so debug
# information would only slow the build. CMake's Release flags (-O3 -DNDEBUG) come after these.
export DEB_BUILD_MAINT_OPTIONS="hardening=+all"
cd "$src"
cxxflags="$(dpkg-buildflags --get CXXFLAGS) $(dpkg-buildflags --get CPPFLAGS)"
cxxflags=$(printf '%s' " $cxxflags " | sed -e 's/ -g / /g' -e 's/^ *//' -e 's/ *$//')
ldflags=$(dpkg-buildflags --get LDFLAGS)

args=(-S "$src" -B "$rel" -G Ninja
  -DCMAKE_BUILD_TYPE=Release
  -DACCEL_BUILD_TESTS=OFF -DACCEL_BUILD_BENCHMARKS=OFF
  "-DCMAKE_CXX_FLAGS=$cxxflags" "-DCMAKE_EXE_LINKER_FLAGS=$ldflags")
if command -v ccache >/dev/null 2>&1; then
  args+=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
  export CCACHE_BASEDIR="${CCACHE_BASEDIR:-$src}" CCACHE_NOHASHDIR="${CCACHE_NOHASHDIR:-1}"
fi
say "Configuring the release build in $rel"
cmake "${args[@]}" >&2
say "Building (release, $jobs jobs)"
cmake --build "$rel" --parallel "$jobs" >&2

say "Packaging"
rm -f "$rel"/package/*.deb
(cd "$rel" && cpack -G DEB) >&2
deb=$(ls -1 "$rel"/package/*.deb)
[ "$(printf '%s\n' "$deb" | wc -l)" -eq 1 ] || die "expected one .deb in $rel/package, got: $deb"
printf '%s\n' "$deb"
