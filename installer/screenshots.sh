#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 Accel Console contributors
# The README's screenshots (issue 38): each is one `accel-console --screenshot` run, offscreen,
# at 1366x768, on the fixtures of this checkout. tests/gui/tst_readme_screenshots runs the same
# table: every image the README shows is made here, and each committed PNG carries in its text
# the arguments it was made with, which must be this table's (so a changed shot is retaken).
#
#   installer/screenshots.sh --list                 the table: NAME, a tab, its arguments
#   installer/screenshots.sh BINDIR OUTDIR [NAME…]  make them (all, or the NAMEs) into OUTDIR
#
# Retake the README's: installer/screenshots.sh build/bin resources/screenshots
set -euo pipefail
cd "$(dirname "$0")/.."

# The host half's seams: an 8-GPU NVIDIA host with Docker's NVIDIA runtime, or no accelerator.
nvidia_host="--host-root tests/fixtures/hosts/nvidia-8 --docker-info tests/fixtures/docker-info/nvidia-runtime.json"
bare_host="--host-root tests/fixtures/hosts/none --docker-info tests/fixtures/docker-info/no-gpu.json"

# NAME, then the arguments after --screenshot FILE (one line each; no quoting needed). A leading
# QT_SCALE_FACTOR=N is set in the environment instead.
table() {
  cat <<TABLE
hardware	--size 1366x768 --panel hardware --demo $nvidia_host
launch	--size 1366x768 --panel launch --demo $nvidia_host
fleet-nvidia	--size 1366x768 --panel hardware --snapshot tests/fixtures/cluster/nvidia-mig.yaml $bare_host
fleet-mixed	--size 1366x768 --panel hardware --demo $bare_host
claims-in-cluster	--size 1366x768 --panel cluster-claims --demo $nvidia_host
claims	--size 1366x768 --panel claims --demo $nvidia_host
overrides	--size 1366x768 --panel overrides --demo --open tests/fixtures/nvcre/workflowrender/workflow.yaml --target cluster $nvidia_host
dark	--size 1366x768 --palette dark --panel cluster-claims --demo $nvidia_host
scale-2x	QT_SCALE_FACTOR=2 --size 1366x768 --panel hardware --demo $bare_host
TABLE
}

if [ "${1:-}" = "--list" ]; then
  table
  exit 0
fi
if [ $# -lt 2 ]; then
  echo "usage: installer/screenshots.sh --list | BINDIR OUTDIR [NAME...]" >&2
  exit 2
fi
bin=$1
out=$2
shift 2
mkdir -p "$out"
# No saved setting, kubeconfig or display of whoever runs it (a screenshot changes none anyway).
home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT
status=0
while IFS=$'\t' read -r name args; do
  if [ $# -gt 0 ] && [[ " $* " != *" $name "* ]]; then
    continue
  fi
  scale=
  if [[ "$args" == QT_SCALE_FACTOR=* ]]; then
    scale=${args%% *}
    scale=${scale#QT_SCALE_FACTOR=}
    args=${args#* }
  fi
  # shellcheck disable=SC2086 # the table's arguments are words without spaces
  if ! env -u DISPLAY -u WAYLAND_DISPLAY -u KUBECONFIG -u QT_QPA_PLATFORM \
      HOME="$home" XDG_CONFIG_HOME="$home/config" ${scale:+QT_SCALE_FACTOR=$scale} \
      "$bin/accel-console" --screenshot "$out/$name.png" $args >/dev/null; then
    echo "screenshots.sh: $name failed" >&2
    status=1
  fi
done < <(table)
exit $status
