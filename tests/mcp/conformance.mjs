// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
//
// The official MCP conformance suite (@modelcontextprotocol/conformance, server mode) against
// `accelctl mcp serve --http` on loopback (issue 35), plus the transport's own guards: the Origin
// and Host checks against DNS rebinding (403) and the bearer token (401). Every server scenario
// of the suite runs; one that fails must be named in conformance-expected-failures.json with the
// reason it does not apply, and one named there must fail (a stale entry is an error too).
// Usage: node conformance.mjs ACCELCTL FIXTURES NODE_MODULES_DIR
import { spawn, spawnSync } from 'node:child_process';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const [accelctl, fixtures, modules] = process.argv.slice(2);
const here = path.dirname(fileURLToPath(import.meta.url));
const suite = path.join(modules, '@modelcontextprotocol', 'conformance', 'dist', 'index.js');
const expected = JSON.parse(
  fs.readFileSync(path.join(here, 'conformance-expected-failures.json'), 'utf8')).scenarios;
const fixture = (p) => path.join(fixtures, p);
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'accel-mcp-conformance-'));
let failures = 0;
const fail = (text) => { failures++; console.log(`FAIL ${text}`); };

/// Starts the server; resolves with {child, url} once it says where it listens.
function serve(extra) {
  return new Promise((resolve, reject) => {
    const child = spawn(accelctl, ['mcp', 'serve', '--demo', '--http', '127.0.0.1:0',
                                   '--host-root', fixture('hosts/nvidia-1'),
                                   '--docker-info', fixture('docker-info/nvidia-runtime.json'),
                                   ...extra], { stdio: ['ignore', 'pipe', 'pipe'] });
    let err = '';
    child.stderr.on('data', (chunk) => {
      err += chunk;
      const m = /listening on (http:\/\/\S+\/mcp)/.exec(err);
      if (m)
        resolve({ child, url: m[1] });
    });
    child.on('exit', (code) => reject(new Error(`accelctl mcp serve exited ${code}: ${err}`)));
  });
}

function post(url, headers, body) {
  return new Promise((resolve, reject) => {
    const u = new URL(url);
    const req = http.request({ host: u.hostname, port: u.port, path: u.pathname, method: 'POST',
                               headers: { 'Content-Type': 'application/json',
                                          Accept: 'application/json, text/event-stream',
                                          ...headers } }, (res) => {
      let data = '';
      res.on('data', (c) => { data += c; });
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: data }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const initialize = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: {
  protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 't', version: '1' } } });

const server = await serve([]);
const host = new URL(server.url).host;

// The suite's server scenarios, one run each.
const list = spawnSync(process.execPath, [suite, 'list', '--server'], { encoding: 'utf8' });
const scenarios = [...list.stdout.matchAll(/^\s+-\s+(\S+)/gm)].map((m) => m[1]);
assert.ok(scenarios.length > 10, `no scenarios listed: ${list.stdout}${list.stderr}`);
for (const scenario of scenarios) {
  const out = path.join(work, scenario);
  const run = spawnSync(process.execPath, [suite, 'server', '--url', server.url, '--scenario',
                                           scenario, '--output-dir', out],
                        { encoding: 'utf8', timeout: 120000 });
  const files = fs.existsSync(out) ? fs.readdirSync(out, { recursive: true }) : [];
  const checksFile = files.map((f) => path.join(out, f)).find((f) => f.endsWith('checks.json'));
  const checks = checksFile ? JSON.parse(fs.readFileSync(checksFile, 'utf8')) : [];
  const failed = checks.filter((c) => c.status === 'FAILURE');
  const passed = run.status === 0 && checks.length > 0 && failed.length === 0;
  const reason = expected[scenario];
  if (passed && reason)
    fail(`${scenario}: passes, but conformance-expected-failures.json says it fails ("${reason}"); remove it there`);
  else if (!passed && !reason)
    fail(`${scenario}: ${failed.map((c) => `${c.name}: ${c.errorMessage || c.description}`).join('; ') ||
         (run.stdout + run.stderr).slice(-2000)}`);
  else
    console.log(`${passed ? 'PASS' : 'XFAIL'} ${scenario}${reason ? ` (${reason})` : ''}`);
}
for (const scenario of Object.keys(expected))
  if (!scenarios.includes(scenario))
    fail(`${scenario}: named in conformance-expected-failures.json but not a scenario of the suite`);

// Transports, "Security Warning": Origin and Host checked (403), before anything else.
const guards = [
  ['a foreign Origin', { Origin: 'https://evil.example' }, 403],
  ['a DNS-rebound Host', { Host: `evil.example:${new URL(server.url).port}` }, 403],
  ['a loopback Origin', { Origin: 'http://localhost:3000' }, 200],
];
for (const [name, headers, status] of guards) {
  const res = await post(server.url, { Host: host, ...headers }, initialize);
  if (res.status !== status)
    fail(`${name}: HTTP ${res.status}, expected ${status}: ${res.body}`);
  else
    console.log(`PASS ${name}: HTTP ${status}`);
}
server.child.kill();

// --token-file: without the bearer token 401, with it 200.
const tokenFile = path.join(work, 'token');
fs.writeFileSync(tokenFile, 'accel-mcp-test-token-0123456789\n', { mode: 0o600 });
const guarded = await serve(['--token-file', tokenFile]);
for (const [name, headers, status] of [
  ['no bearer token', {}, 401],
  ['a wrong bearer token', { Authorization: 'Bearer nope-nope-nope-nope' }, 401],
  ['the bearer token', { Authorization: 'Bearer accel-mcp-test-token-0123456789' }, 200],
]) {
  const res = await post(guarded.url, headers, initialize);
  if (res.status !== status)
    fail(`${name}: HTTP ${res.status}, expected ${status}: ${res.body}`);
  else
    console.log(`PASS ${name}: HTTP ${status}`);
}
guarded.child.kill();

fs.rmSync(work, { recursive: true, force: true });
console.log(failures === 0 ? 'all passed' : `${failures} failed`);
process.exit(failures === 0 ? 0 : 1);
