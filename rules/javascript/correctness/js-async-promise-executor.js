function readConfig(fs, path) {
  // ruleid: js-async-promise-executor
  return new Promise(async (resolve, reject) => {
    const text = await fs.promises.readFile(path, 'utf8');
    resolve(JSON.parse(text));
  });
}

function waitFor(check) {
  // ruleid: js-async-promise-executor
  return new Promise(async function (resolve) { while (!(await check())) {} resolve(); });
}

function sleep(ms) {
  // ok: js-async-promise-executor
  return new Promise((resolve) => setTimeout(resolve, ms));
}

async function readConfigSafe(fs, path) {
  // ok: js-async-promise-executor
  const text = await fs.promises.readFile(path, 'utf8');
  return JSON.parse(text);
}

function readLegacy(fs, path) {
  // ok: js-async-promise-executor
  return new Promise((resolve, reject) => fs.readFile(path, (err, data) => (err ? reject(err) : resolve(data))));
}
