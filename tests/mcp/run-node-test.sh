#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 Accel Console contributors
#
# Runs one of the MCP tests that use the protocol's own tools (issue 35, label mcp):
#   run-node-test.sh sdk|conformance ACCELCTL FIXTURES NODE_DIR
# The npm packages that tests/mcp/package-lock.json pins are installed into NODE_DIR (a folder of
# the build tree) with `npm ci` when the lock changed. Where node, npm or the registry is missing
# the test skips (exit 77) saying so; with CI=true it fails instead.
set -euo pipefail
mode=$1 accelctl=$2 fixtures=$3 dir=$4
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
node=${ACCEL_NODE:-node}

skip() {
  if [ "${CI:-}" = "true" ]; then
    echo "FAIL (CI=true, so this does not skip): $*" >&2
    exit 1
  fi
  echo "SKIP: $*" >&2
  exit 77
}

command -v "$node" >/dev/null 2>&1 || skip "node is not installed (installer/dev.sh test installs Debian's nodejs)"
command -v npm >/dev/null 2>&1 || skip "npm is not installed (installer/dev.sh test installs Debian's npm)"

mkdir -p "$dir"
# One install at a time (ctest runs both tests at once); a stamp records the lock installed.
(
  flock 9
  if ! cmp -s "$here/package-lock.json" "$dir/installed.lock" || [ ! -d "$dir/node_modules" ]; then
    cp "$here/package.json" "$here/package-lock.json" "$dir/"
    rm -f "$dir/installed.lock"
    if ! (cd "$dir" && npm ci --no-audit --no-fund --loglevel=error >"$dir/npm-ci.log" 2>&1); then
      tail -5 "$dir/npm-ci.log" >&2
      exit 3
    fi
    cp "$here/package-lock.json" "$dir/installed.lock"
  fi
) 9>"$dir/.install-lock" || skip "npm ci of tests/mcp/package-lock.json failed (is the npm registry reachable?); see $dir/npm-ci.log"

# ES modules resolve packages from where the script is: run a copy beside node_modules.
cp "$here/sdk-client.mjs" "$here/conformance.mjs" "$here/conformance-expected-failures.json" "$dir/"
case "$mode" in
  sdk) cd "$dir" && exec "$node" "$dir/sdk-client.mjs" "$accelctl" "$fixtures" ;;
  conformance) cd "$dir" && exec "$node" "$dir/conformance.mjs" "$accelctl" "$fixtures" "$dir/node_modules" ;;
  *) echo "run-node-test.sh: unknown mode $mode" >&2; exit 2 ;;
esac
