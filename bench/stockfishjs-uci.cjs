// stockfish.js 10.0.2 (npm; a multi-variant Stockfish of 2019 built as a WebAssembly web worker)
// as a stdin/stdout UCI engine, for bench/vs-engines.sh's atomic row: Fairy-Stockfish 11.1 has no
// atomic. Looks for the package in build/npm (vs-engines.sh installs it there) or NODE_PATH.
'use strict';
globalThis.fetch = undefined;  // the emscripten loader then reads its .wasm file from disk
const fs = require('fs'), path = require('path'), vm = require('vm'), readline = require('readline');
const pkg = require.resolve('stockfish.js/package.json', {
  paths: [path.join(__dirname, '..', 'build', 'npm', 'node_modules'), ...(process.env.NODE_PATH || '').split(':')],
});
const dir = path.dirname(pkg);
const file = path.join(dir, 'stockfish.wasm.js');
process.chdir(dir);
globalThis.postMessage = s => process.stdout.write(String(s) + '\n');
globalThis.close = () => {};
globalThis.require = require;
globalThis.__dirname = dir;
globalThis.__filename = file;
vm.runInThisContext(fs.readFileSync(file, 'utf8'), { filename: file });

// Commands wait until the runtime is up (it then answers `uci`); every answer is synchronous.
const queue = [];
let ready = false;
const send = line => {
  if (line.trim() === 'quit') process.exit(0);
  globalThis.onmessage({ data: line });
};
const input = readline.createInterface({ input: process.stdin });
input.on('line', line => (ready ? send(line) : queue.push(line)));
input.on('close', () => ready && process.exit(0));
const start = () => {
  if (typeof globalThis.onmessage !== 'function') return setTimeout(start, 20);
  const out = globalThis.postMessage;
  let up = false;
  globalThis.postMessage = s => (up = up || String(s) === 'uciok');
  globalThis.onmessage({ data: 'uci' });
  globalThis.postMessage = out;
  if (!up) return setTimeout(start, 20);
  ready = true;
  while (queue.length) send(queue.shift());
};
setTimeout(start, 20);
