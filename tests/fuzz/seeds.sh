#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 Accel Console contributors
#
# tests/fuzz/seeds.sh OUT: the seed corpus of every fuzz target, from the tests' own data, into
# OUT/<target>/ (made afresh; nothing here is committed). Sources: tests/fixtures, the sample
# products in resources/products, ../shared/conformance where it exists (CEL expressions, JSON
# Patch and merge-patch suites, ResourceSlices), a few inputs written below for formats that
# have no fixture file (bundle manifest, sideload index, tar archives). Files over 64 KiB are
# left out: libFuzzer sizes its inputs by the largest seed, and small inputs run faster.
set -euo pipefail

src=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
out="${1:?usage: seeds.sh OUT}"
conf="${ACCEL_CONFORMANCE_DIR:-$src/../shared/conformance}"
fixtures="$src/tests/fixtures"
rm -rf "$out"
mkdir -p "$out"

# seed TARGET FILE...: copies each existing file under 64 KiB, named by its path (unique).
seed() {
  local target="$1" f
  shift
  mkdir -p "$out/$target"
  for f in "$@"; do
    [ -f "$f" ] || continue
    [ "$(stat -c %s "$f")" -le 65536 ] || continue
    cp "$f" "$out/$target/$(printf '%s' "${f#"$src"/}" | tr '/' '_')"
  done
}
# seeds TARGET DIR PATTERN...: every file under DIR whose name matches a pattern.
seeds() {
  local target="$1" dir="$2" files=()
  shift 2
  [ -d "$dir" ] || { mkdir -p "$out/$target"; return 0; }
  local pattern args=()
  for pattern in "$@"; do args+=(-o -name "$pattern"); done
  mapfile -t files < <(find "$dir" -type f \( "${args[@]:1}" \) | sort)
  seed "$target" "${files[@]}"
}
# text TARGET NAME CONTENT: a seed written here.
text() {
  mkdir -p "$out/$1"
  printf '%s' "$3" >"$out/$1/$2"
}

# YAML/JSON reader: every document fixture.
seeds fuzz_yaml "$fixtures" '*.yaml' '*.json'
seeds fuzz_yaml "$conf/liken" '*.yaml' '*.json'
seeds fuzz_yaml "$conf/k8s/examples" '*.yaml' '*.json'
seeds fuzz_yaml "$conf/norsk" '*.yaml'

# Cluster snapshots, JSON first (the fast path), YAML for the hand-over.
seeds fuzz_snapshotjson "$fixtures/cluster" '*.json' '*.yaml'
seeds fuzz_snapshotjson "$fixtures/doc" 'nodes-v1-list.*' 'resourceslice.yaml'
seeds fuzz_snapshotjson "$fixtures/cel" '*.json'
seeds fuzz_snapshotjson "$conf/liken" 'resourceslice-*.yaml'

# Patches: the conformance suites as they are, and override fixtures.
seed fuzz_patch "$conf/json-patch/tests.json" "$conf/json-merge-patch/rfc7386-appendix-a.json"
text fuzz_patch two-documents.yaml $'spec:\n  containers: [{name: a, image: x}]\n  n: 1\n---\n- {op: copy, from: "", path: /c}\n- {op: move, from: /spec/n, path: /spec/m}\n- {op: test, path: /spec/containers/0/name, value: a}\n'
text fuzz_patch strategic.yaml $'doc: {a: {b: [1, 2]}, c: 1}\npatch: {a: {b: [3]}, c: null, d: {e: f}}\n'
text fuzz_patch pointer.txt '/spec/containers/0/name~1x~0y'

# CEL: the conformance suites' expressions (textproto `expr: "..."`, escapes left as they are)
# and the selectors in the claim fixtures.
mkdir -p "$out/fuzz_cel"
{
  if [ -d "$conf/cel" ]; then
    sed -n 's/^ *expr: "\(.*\)"$/\1/p' "$conf/cel"/*.textproto
  fi
  sed -n 's/^ *\(- \)\{0,1\}expression: *//p' "$fixtures"/claims/*.yaml | sed "s/^['\"]//; s/['\"]$//"
  printf '%s\n' \
    'device.driver == "media.liken.sh" && device.attributes["media.liken.sh"].decodeAV1Main' \
    'device.capacity["media.liken.sh"].memory.compareTo(quantity("8Gi")) >= 0' \
    'device.attributes["media.liken.sh"].driverVersion.isGreaterThan(semver("1.0.0"))' \
    '[1, 2, 3].all(x, x > 0) && {"a": 1}.exists(k, k == "a")' \
    '"abc".matches("^a.c$") ? size("xyz") : 0'
} | sort -u | head -n 2000 | {
  n=0
  while IFS= read -r line; do
    n=$((n + 1))
    printf '%s' "$line" >"$out/fuzz_cel/expr-$n"
  done
}

# Kubeconfig.
seeds fuzz_kubeconfig "$fixtures/kubeconfig" '*.yaml'

# The credential path (issue 32): the kubeconfig fixtures, the regression inputs (hostile
# tokens, usernames, token files and plugin answers), and one input of each section.
seeds fuzz_credentials "$fixtures/kubeconfig" '*.yaml'
seeds fuzz_credentials "$fixtures/fuzz-regressions/fuzz_credentials" '*'
user=$'apiVersion: v1\nkind: Config\ncurrent-context: c\nclusters:\n- name: k\n  cluster: {server: "https://k.example:6443"}\ncontexts:\n- name: c\n  context: {cluster: k, user: u}\nusers:\n- name: u\n  user:\n'
text fuzz_credentials token-file "${user}    tokenFile: token"$'\n#--- tokenFile\ns3cr3t\n'
text fuzz_credentials exec "${user}    exec: {apiVersion: client.authentication.k8s.io/v1, command: plugin}"$'\n#--- exec\n{"apiVersion":"client.authentication.k8s.io/v1","kind":"ExecCredential","status":{"token":"t0k"}}'
text fuzz_credentials basic "${user}    username: admin"$'\n    password: "p\\tw"\n'

# Products (product.yaml, the separator line, compose.yaml) and bundle manifests.
mkdir -p "$out/fuzz_product"
for dir in "$src"/resources/products/*/; do
  [ -f "$dir/product.yaml" ] && [ -f "$dir/compose.yaml" ] || continue
  { cat "$dir/product.yaml"; printf '\n#--- compose.yaml\n'; cat "$dir/compose.yaml"; } \
    >"$out/fuzz_product/$(basename "$dir")"
done
hex=0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef
text fuzz_product manifest.json "{\"bundles\": [{\"name\": \"gpu-video\", \"version\": \"1.4.2\", \"sha256\": \"$hex\", \"mountPath\": \"/opt/norsk\"}, {\"name\": \"extra\", \"sha256\": \"$hex\", \"mountPath\": \"/opt/extra\"}]}"

# Sideload index.
text fuzz_sideloadindex index.json "{\"bundles\": [{\"name\": \"gpu-video\", \"version\": \"1.4.2\", \"sha256\": \"$hex\", \"size\": 123456789, \"unpackedSize\": 402653184, \"url\": \"bundles/gpu-video-1.4.2.tar.zst\"}, {\"name\": \"b\", \"version\": \"2\", \"sha256\": \"$hex\", \"url\": \"https://other.example/b.tar.gz\"}]}"
text fuzz_sideloadindex empty.json '{"bundles": []}'

# Tar archives: plain, gzip, xz and zstd, with a file, a folder, a symlink and a hard link.
mkdir -p "$out/fuzz_tar"
tree=$(mktemp -d)
trap 'rm -rf "$tree"' EXIT
mkdir -p "$tree/lib/sub"
printf 'libnvcuvid\n' >"$tree/lib/libnvcuvid.so.1"
printf '#!/bin/sh\n' >"$tree/lib/sub/run.sh"
chmod 0755 "$tree/lib/sub/run.sh"
ln -s libnvcuvid.so.1 "$tree/lib/libnvcuvid.so"
ln "$tree/lib/libnvcuvid.so.1" "$tree/lib/hardlink"
tar -C "$tree" -cf "$out/fuzz_tar/bundle.tar" lib
tar -C "$tree" --format=ustar -cf "$out/fuzz_tar/ustar.tar" lib
tar -C "$tree" -czf "$out/fuzz_tar/bundle.tar.gz" lib
command -v xz >/dev/null && tar -C "$tree" -cJf "$out/fuzz_tar/bundle.tar.xz" lib
command -v zstd >/dev/null && tar -C "$tree" --zstd -cf "$out/fuzz_tar/bundle.tar.zst" lib

# Line diff: pairs of related fixtures, old and new joined by a NUL byte.
mkdir -p "$out/fuzz_linediff"
pair() {
  [ -f "$1" ] && [ -f "$2" ] || return 0
  { cat "$1"; printf '\0'; cat "$2"; } >"$out/fuzz_linediff/$3"
}
pair "$fixtures/launch/nvidia-legacy.yaml" "$fixtures/launch/nvidia-cdi.yaml" nvidia
pair "$fixtures/launch/quadra-1.yaml" "$fixtures/launch/quadra-3.yaml" quadra
pair "$fixtures/cluster/v1beta1-basic.yaml" "$fixtures/cluster/v1beta2.yaml" slices
pair "$fixtures/kubeconfig/a.yaml" "$fixtures/kubeconfig/b.yaml" kubeconfig

# State-directory walker (issue 32): scripts that build a state directory with the links,
# FIFOs, modes and left-overs the tests plant ("d PATH", "f PATH TEXT", "l PATH TARGET" with @
# for the folder outside, "p PATH", "m OCTAL PATH"; fuzz_statedir.cpp).
sha=$(printf 'a%.0s' $(seq 64))
shb=$(printf 'b%.0s' $(seq 64))
text fuzz_statedir cache.txt "d sideload/$sha/lib
f sideload/$sha/lib/libnvcodec.so ELF
l sideload/$sha/lib/libnvcodec.so.1 libnvcodec.so
f sideload/$sha.json {\"name\": \"gpu-video\"}
d sideload/.partial
f sideload/.partial/$shb partial
f sideload/$shb.lock 999999
d sideload/.tmp-$sha-999999-0/lib
"
text fuzz_statedir links.txt "d sideload/.partial
l sideload/$sha @
l sideload/.partial/$shb @/victim
l sideload/$shb.lock @/victim
l sideload/.tmp-prune-x @/lib
d sideload/$shb/lib
l sideload/$shb/lib/extra @/lib
l sideload/$shb/up ..
"
text fuzz_statedir modes.txt "d sideload/$sha
m 777 sideload
m 1777 sideload/$sha
p sideload/$shb.json
p sideload/.partial
l launches @
"
# The terminal printer: the hostile cluster fixture and text with escapes (UTF-8 after an even
# first byte; fuzz_printable.cpp).
mkdir -p "$out/fuzz_printable"
seed fuzz_printable "$fixtures/cluster/hostile-terminal.yaml"
text fuzz_printable osc $'\x02title \e]0;pwned\a csi \e[2J cr \r tab \t nl \n'
text fuzz_printable c1-bidi $'\x02\xc2\x9b2J \xe2\x80\xae rlo \xe2\x81\xa6 isolate \xd8\x9c'
text fuzz_printable backslashes $'\x02\\e \\x1b \\u{202e} \\n'

for d in "$out"/*/; do
  printf '%s: %s seeds\n' "$(basename "$d")" "$(find "$d" -type f | wc -l)"
done
