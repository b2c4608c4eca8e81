// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
//
// `accelctl mcp serve` driven over stdio by the official TypeScript SDK's Client (issue 35):
// initialize, list the tools, call each against the demo cluster and the fixtures, validate every
// structuredContent against its tool's outputSchema (Ajv, beside the SDK's own check), a failing
// call's isError and code, a protocol error, progress, and a cancelled call (the server stops
// reading a live cluster that never answers). Usage: node sdk-client.mjs ACCELCTL FIXTURES
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import Ajv from 'ajv';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const [accelctl, fixtures] = process.argv.slice(2);
const fixture = (p) => path.join(fixtures, p);
const read = (p) => fs.readFileSync(fixture(p), 'utf8');
const hostSeams = ['--host-root', fixture('hosts/nvidia-1'), '--docker-info',
                   fixture('docker-info/nvidia-runtime.json')];
const SECRET = 'mcp-test-secret-token-0123456789';

let failures = 0;
async function check(name, body) {
  try {
    await body();
    console.log(`PASS ${name}`);
  } catch (error) {
    failures++;
    console.log(`FAIL ${name}: ${error && error.stack ? error.stack : error}`);
  }
}

async function connect(args) {
  const transport = new StdioClientTransport({
    command: accelctl,
    args: ['mcp', 'serve', ...args],
    stderr: 'pipe',
    env: { ...process.env, LC_ALL: 'C.UTF-8' },
  });
  const client = new Client({ name: 'accel-console-tests', version: '1.0.0' });
  await client.connect(transport);
  return client;
}

const ajv = new Ajv({ strict: false, allErrors: true });
const outputValidators = new Map();
const everyText = [];

function textOf(result) {
  return result.content.filter((c) => c.type === 'text').map((c) => c.text).join('\n');
}

async function callAndValidate(client, name, args, summaryPart) {
  const result = await client.callTool({ name, arguments: args });
  everyText.push(JSON.stringify(result));
  assert.equal(result.isError, false, `${name}: ${textOf(result)}`);
  assert.ok(result.structuredContent, `${name}: no structuredContent`);
  const validate = outputValidators.get(name);
  assert.ok(validate, `${name}: not listed`);
  assert.ok(validate(result.structuredContent),
            `${name}: ${ajv.errorsText(validate.errors)}`);
  assert.ok(result.content[0].text.includes(summaryPart),
            `${name}: summary "${result.content[0].text}" lacks "${summaryPart}"`);
  return result;
}

const demo = await connect(['--demo', ...hostSeams]);
const claims = await connect(['--snapshot', fixture('cluster/claims-cluster.yaml'), ...hostSeams]);
const media = await connect(['--snapshot', fixture('cluster/media-fleet.yaml'), ...hostSeams]);
const runs = await connect(['--snapshot', fixture('nvcre-runs/runs.yaml'), ...hostSeams]);

await check('initialize: server info and tools capability', async () => {
  const info = demo.getServerVersion();
  assert.equal(info.name, 'accelctl');
  assert.ok(demo.getServerCapabilities().tools);
  assert.ok(demo.getInstructions().includes('Read-only'));
});

let tools = [];
await check('tools/list: every tool read-only with input and output schemas', async () => {
  ({ tools } = await demo.listTools());
  assert.equal(tools.length, 17);
  for (const tool of tools) {
    assert.equal(tool.inputSchema.type, 'object', tool.name);
    assert.equal(tool.outputSchema.type, 'object', tool.name);
    assert.equal(tool.annotations.readOnlyHint, true, tool.name);
    assert.equal(tool.annotations.destructiveHint, false, tool.name);
    assert.ok(!/launch$|stop|apply|write|delete/.test(tool.name) || tool.name === 'plan_launch',
              `${tool.name} looks like it changes something`);
    outputValidators.set(tool.name, ajv.compile(tool.outputSchema));
    ajv.compile(tool.inputSchema);
  }
  // The other sessions list the same (the SDK checks structuredContent against what it listed).
  await claims.listTools();
  await media.listTools();
  await runs.listTools();
});

await check('ping', async () => {
  assert.deepEqual(await demo.ping(), {});
});

const calls = [
  [demo, 'get_hardware', {}, 'Profile nvidia'],
  [demo, 'get_launch_form', { product: 'norsk-gpu-transcode' }, 'norsk-gpu-transcode'],
  [demo, 'plan_launch', { product: 'norsk-gpu-transcode', hardware: 'nvidia' }, 'as project'],
  [demo, 'get_gpus', {}, 'demo cluster'],
  [demo, 'get_gpus', { filter: 'h100' }, 'match "h100"'],
  [demo, 'get_gpu_summary', {}, 'GPUs on'],
  [claims, 'get_pools', {}, 'pools'],
  [claims, 'get_claims', { allNamespaces: true }, 'claims:'],
  [claims, 'explain_pod', { name: 'waiting', namespace: 'ml' }, 'pod ml/waiting'],
  [media, 'match_claim', { claims: read('claims/decode-10bit.yaml') }, 'decode-10bit'],
  [media, 'allocate_claim', { claims: read('claims/decode-10bit.yaml'), node: 'arc-1' }, 'arc-1'],
  [demo, 'eval_cel', { expression: 'device.driver == "gpu.nvidia.com"' }, 'Compiles: bool'],
  [demo, 'eval_cel', { expression: 'device.driver == "media.liken.sh"',
                       device: read('cel/media-device.yaml'), terms: true }, 'On device'],
  [demo, 'get_cluster_info', {}, 'Platform'],
  [demo, 'render_workflow', { kind: 'Workflow', document: read('nvcre/workflowrender/workflow.yaml'),
                              platform: 'aws', gpuArch: 'h100' }, 'override(s) applied'],
  [demo, 'render_workflow', { kind: 'Certification',
                              document: read('nvcre/certification/onprem-gb300.yaml') },
   'Workflow(s) rendered'],
  [demo, 'render_workflow', { kind: 'WorkloadRun',
                              document: read('nvcre/certification/workloadrun.yaml') },
   'Workflow(s) rendered'],
  [runs, 'get_certification_status', { name: 'gpu-cert-bad', namespace: 'nvcre' }, 'FAILED'],
  [runs, 'get_certification_report', { name: 'fleet-a', namespace: 'nvcre' }, 'INCOMPLETE'],
  [runs, 'list_failed_nodes', { name: 'gpu-cert-bad', namespace: 'nvcre' }, '2 failed nodes'],
  [runs, 'get_workloadrun_report', { name: 'llama-smoke' }, 'RUNNING'],
];
const called = new Set();
for (const [client, name, args, summaryPart] of calls) {
  await check(`tools/call ${name} ${JSON.stringify(args).slice(0, 60)}`, async () => {
    await callAndValidate(client, name, args, summaryPart);
    called.add(name);
  });
}
await check('every listed tool was called', async () => {
  assert.deepEqual(tools.map((t) => t.name).filter((n) => !called.has(n)), []);
});

await check('a failing call: isError with the code and a hint', async () => {
  const result = await claims.callTool({ name: 'explain_pod', arguments: { name: 'nope', namespace: 'ml' } });
  assert.equal(result.isError, true);
  assert.match(result.content[0].text, /^POD_NOT_FOUND: .*\nhint: ./s);
  assert.equal(result.structuredContent, undefined);
});

await check('arguments against the inputSchema: a tool error the model can correct', async () => {
  const result = await demo.callTool({ name: 'get_gpus', arguments: { filter: 3 } });
  assert.equal(result.isError, true);
  assert.match(result.content[0].text, /^MCP_TOOL_INPUT: /);
});

await check('an unknown tool: JSON-RPC error -32602', async () => {
  await assert.rejects(demo.callTool({ name: 'launch', arguments: {} }),
                       (error) => error.code === -32602);
});

await check('an unknown method: JSON-RPC error -32601', async () => {
  await assert.rejects(demo.listResources(), (error) => error.code === -32601);
});

await check('progress notifications while a call reads the cluster', async () => {
  // What the server controls is the order on the wire ("Progress": notifications reference a
  // request in flight, so all of them come before its response). The SDK hands a notification
  // to its handler a microtask after reading it but a response at once, so where the last
  // notification and the response arrive in one read, the SDK has dropped the call's progress
  // handler before that notification reaches it: onprogress may miss it (every one, where the
  // call is quick). Both are checked: the messages as read from the pipe, and that what
  // onprogress received are those, in order. A server of its own, so the call reads the cluster
  // (`mcp serve` keeps a snapshot it has read for the calls after).
  const fresh = await connect(['--snapshot', fixture('cluster/media-fleet.yaml'), ...hostSeams]);
  const transport = fresh.transport;
  const deliver = transport.onmessage;
  const wire = [];
  transport.onmessage = (message, extra) => {
    wire.push(message);
    deliver(message, extra);
  };
  const seen = [];
  try {
    await fresh.callTool({ name: 'get_gpu_summary', arguments: {} }, undefined,
                         { onprogress: (p) => seen.push(p) });
  } finally {
    transport.onmessage = deliver;
    await fresh.close();
  }
  const answer = wire.findIndex((m) => 'result' in m || 'error' in m);
  assert.ok(answer >= 0, JSON.stringify(wire));
  const notes = wire.filter((m) => m.method === 'notifications/progress').map((m) => m.params);
  assert.ok(notes.length >= 2, JSON.stringify(notes));
  assert.equal(notes[0].message, 'reading the cluster', JSON.stringify(notes));
  assert.ok(wire.slice(answer + 1).every((m) => m.method !== 'notifications/progress'),
            JSON.stringify(wire));
  const token = notes[0].progressToken;
  for (let i = 0; i < notes.length; i++) {
    assert.equal(notes[i].progressToken, token, JSON.stringify(notes));
    assert.equal(typeof notes[i].message, 'string', JSON.stringify(notes));
    if (i > 0)
      assert.ok(notes[i].progress > notes[i - 1].progress, JSON.stringify(notes));
  }
  assert.deepEqual(seen, notes.slice(0, seen.length).map(({ progressToken, ...rest }) => rest));
});

// A live cluster that accepts connections and never answers: the read hangs until cancelled.
const connections = [];
const hanging = net.createServer((socket) => {
  connections.push(socket);
  socket.on('error', () => {});
  socket.resume(); // read (and drop) the TLS hello, so the client's close is seen
});
await new Promise((resolve) => hanging.listen(0, '127.0.0.1', resolve));
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'accel-mcp-'));
const kubeconfig = path.join(dir, 'kubeconfig');
fs.writeFileSync(kubeconfig, `apiVersion: v1
kind: Config
current-context: hang
clusters:
- name: hang
  cluster: {server: "https://127.0.0.1:${hanging.address().port}", insecure-skip-tls-verify: true}
users:
- name: u
  user: {token: ${SECRET}}
contexts:
- name: hang
  context: {cluster: hang, user: u}
`);
const live = await connect(['--kubeconfig', kubeconfig, '--request-timeout', '60']);

await check('a cancelled call: the server stops reading and answers the next request', async () => {
  const controller = new AbortController();
  const pending = live.callTool({ name: 'get_gpus', arguments: {} }, undefined, {
    signal: controller.signal,
    onprogress: () => {},
  });
  // Wait until the server is connected to the cluster, then cancel.
  for (let i = 0; i < 200 && connections.filter((s) => !s.destroyed).length === 0; i++)
    await new Promise((r) => setTimeout(r, 50));
  assert.ok(connections.length > 0, 'the server never connected to the cluster');
  controller.abort('test cancels');
  await assert.rejects(pending);
  // notifications/cancelled reached the server: it drops the read and closes its connection.
  const closed = await new Promise((resolve) => {
    const deadline = setTimeout(() => resolve(false), 10000);
    const poll = setInterval(() => {
      if (connections.every((s) => s.destroyed || s.readableEnded)) {
        clearTimeout(deadline);
        clearInterval(poll);
        resolve(true);
      }
    }, 50);
  });
  assert.ok(closed, 'the cluster connection stayed open after the cancel');
  assert.deepEqual(await live.ping(), {});
});

await check('the per-call deadline (--request-timeout) ends a call that hangs', async () => {
  const quick = await connect(['--kubeconfig', kubeconfig, '--request-timeout', '1']);
  const result = await quick.callTool({ name: 'get_pools', arguments: {} });
  everyText.push(JSON.stringify(result));
  assert.equal(result.isError, true);
  assert.match(result.content[0].text, /^(MCP_DEADLINE|KUBE_[A-Z_]+): /);
  await quick.close();
});

await check('no kubeconfig credential in any result', async () => {
  for (const text of everyText)
    assert.ok(!text.includes(SECRET), 'a result holds the kubeconfig token');
});

for (const client of [demo, claims, media, runs, live])
  await client.close();
hanging.close();
for (const s of connections)
  s.destroy();
fs.rmSync(dir, { recursive: true, force: true });
console.log(failures === 0 ? 'all passed' : `${failures} failed`);
process.exit(failures === 0 ? 0 : 1);
