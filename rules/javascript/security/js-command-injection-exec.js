const express = require('express');
const cp = require('child_process');
const { exec, execSync } = require('child_process');
const { exec: run } = require('child_process');
const util = require('util');

const app = express();

app.get('/ping', (req, res) => {
  const host = req.query.host;
  // ruleid: js-command-injection-exec
  exec(`ping -c 1 ${host}`, (err, stdout) => res.send(stdout));
});

app.get('/du', (req, res) => {
  // ruleid: js-command-injection-exec
  const out = execSync('du -sh ' + req.query.dir);
  res.send(out.toString());
});

function archive(name) {
  const cmd = `tar czf /tmp/${name}.tgz /data/${name}`;
  // ruleid: js-command-injection-exec
  return cp.exec(cmd);
}

function convert(file) {
  // ruleid: js-command-injection-exec
  run(['convert', file, 'out.png'].join(' '));
}

function gitLog(branch) {
  // ruleid: js-command-injection-exec
  return require('child_process').execSync("git log " + branch, { encoding: 'utf8' });
}

function status() {
  // ok: js-command-injection-exec
  return execSync('git status --porcelain');
}

function safeConvert(file) {
  // ok: js-command-injection-exec
  return cp.execFile('convert', [file, 'out.png']);
}

function constantConcat() {
  // ok: js-command-injection-exec
  exec('ls ' + '-la', () => {});
}

function regexExec(input) {
  const re = /(\d+)-(\d+)/;
  // ok: js-command-injection-exec
  return re.exec(`${input}`);
}

async function uptime() {
  const execAsync = util.promisify(cp.exec);
  // ok: js-command-injection-exec
  const { stdout } = await execAsync('uptime');
  return stdout;
}

function dbExec(db, table) {
  // ok: js-command-injection-exec
  db.exec(`DELETE FROM ${table}`);
}
