import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
const [base, path] = [process.argv[2], process.argv[3]];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium-headless-shell', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run','--disable-quic'] });
const fabrics = await (await fetch(`${base}/api/fabrics`)).json();
const url = `${base}${path.replace('ID', fabrics[0]._id)}`;
// warm the server
for (let i = 0; i < 2; i++) { const c = await browser.newContext(); const p = await c.newPage(); await p.goto(url); await p.waitForLoadState('networkidle'); await c.close(); }
await browser.startTracing(undefined, { path: '/tmp/zz-trace.json', categories: ['devtools.timeline', 'v8', 'blink', 'cc', 'disabled-by-default-devtools.timeline'] });
for (let i = 0; i < 5; i++) { const c = await browser.newContext(); const p = await c.newPage(); await p.goto(url); await p.waitForLoadState('networkidle'); await c.close(); }
await browser.stopTracing();
await browser.close();
const events = JSON.parse(readFileSync('/tmp/zz-trace.json', 'utf8')).traceEvents ?? JSON.parse(readFileSync('/tmp/zz-trace.json', 'utf8'));
// self time of complete events per name, on renderer main threads
const byThread = new Map();
for (const e of events) if (e.ph === 'X' && e.dur) { const k = `${e.pid}:${e.tid}`; if (!byThread.has(k)) byThread.set(k, []); byThread.get(k).push(e); }
const threadNames = new Map(events.filter(e => e.ph === 'M' && e.name === 'thread_name').map(e => [`${e.pid}:${e.tid}`, e.args.name]));
const self = new Map(); const perThread = new Map();
for (const [k, list] of byThread) {
  list.sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const stack = [];
  for (const e of list) {
    while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= e.ts) stack.pop();
    e.self = e.dur; if (stack.length) stack.at(-1).self -= e.dur;
    stack.push(e);
  }
  for (const e of list) { const n = `${threadNames.get(k) ?? k} | ${e.name}`; self.set(n, (self.get(n) ?? 0) + e.self); }
  perThread.set(threadNames.get(k) ?? k, list.filter(e=>!list.some(()=>false)).reduce((s, e) => s + e.self, 0));
}
console.log([...perThread].sort((a,b)=>b[1]-a[1]).slice(0,10).map(([n,v])=>`${(v/1000/5).toFixed(0).padStart(6)} ms/load  ${n}`).join('\n'));
console.log('---');
console.log([...self].sort((a,b)=>b[1]-a[1]).slice(0,30).map(([n,v])=>`${(v/1000/5).toFixed(1).padStart(7)} ms/load  ${n}`).join('\n'));
