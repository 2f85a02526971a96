const { spawn, spawnSync, execFile } = require('child_process');
const childProcess = require('child_process');

function search(req, res) {
  const pattern = req.query.q;
  // ruleid: js-command-injection-spawn-shell
  const proc = spawn('grep', ['-r', pattern, '/srv/docs'], { shell: true });
  proc.stdout.pipe(res);
}

function runUserScript(script) {
  // ruleid: js-command-injection-spawn-shell
  return spawnSync(`bash -c "${script}"`, { shell: true, encoding: 'utf8' });
}

function thumbnail(file, size) {
  // ruleid: js-command-injection-spawn-shell
  return childProcess.execFile('convert', ['-resize', size, file], { shell: '/bin/bash' });
}

function build(target, extraArgs) {
  // ruleid: js-command-injection-spawn-shell
  return childProcess.spawn('make', extraArgs, { cwd: '/srv', shell: true });
}

function listDocs(res) {
  // ok: js-command-injection-spawn-shell
  const proc = spawn('ls', ['-la', '/srv/docs'], { shell: true });
  proc.stdout.pipe(res);
}

function searchNoShell(pattern) {
  // ok: js-command-injection-spawn-shell
  return spawn('grep', ['-r', pattern, '/srv/docs']);
}

function convertNoShell(file) {
  // ok: js-command-injection-spawn-shell
  return execFile('convert', [file, 'out.png'], { shell: false });
}

function npmInstall() {
  // ok: js-command-injection-spawn-shell
  return spawnSync('npm', ['ci', '--no-audit'], { shell: true, stdio: 'inherit' });
}
