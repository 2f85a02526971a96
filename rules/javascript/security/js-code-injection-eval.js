const express = require('express');
const vm = require('vm');

const app = express();
app.use(express.json());

app.get('/calc', (req, res) => {
  const expr = req.query.expr;
  // ruleid: js-code-injection-eval
  const result = eval(expr);
  res.json({ result });
});

app.post('/rule', (req, res) => {
  const { condition } = req.body;
  // ruleid: js-code-injection-eval
  const check = new Function('order', `return ${condition};`);
  res.json({ ok: check({ total: 10 }) });
});

app.post('/sandbox', (req, res) => {
  // ruleid: js-code-injection-eval
  const out = vm.runInNewContext(req.body.script, { console });
  res.json({ out });
});

function loadFromHash() {
  const code = decodeURIComponent(location.hash.slice(1));
  // ruleid: js-code-injection-eval
  window.eval(code);
}

app.get('/sum', (req, res) => {
  const a = Number(req.query.a);
  // ok: js-code-injection-eval
  res.json({ result: eval(`${a} + 1`) });
});

app.post('/config', (req, res) => {
  // ok: js-code-injection-eval
  const cfg = JSON.parse(req.body.raw);
  res.json(cfg);
});

function buildAdder() {
  // ok: js-code-injection-eval
  return new Function('a', 'b', 'return a + b');
}

function template(name) {
  // ok: js-code-injection-eval
  return vm.runInNewContext('greeting + name', { greeting: 'Hello ', name });
}

function evalConst() {
  const source = '1 + 2';
  // ok: js-code-injection-eval
  return eval(source);
}

app.get('/scale', (req, res) => {
  const factor = parseFloat(req.query.factor);
  // ok: js-code-injection-eval
  res.json({ result: eval(`10 * ${factor}`) });
});

app.get('/double', (req, res) => {
  // ok: js-code-injection-eval
  res.json({ result: eval(`2 * ${parseInt(req.query.n, 10)}`) });
});

app.post('/greet', (req, res) => {
  // ok: js-code-injection-eval
  const out = vm.runInNewContext(`greet(${JSON.stringify(req.body.name)})`, { greet: (n) => `Hi ${n}` });
  res.json({ out });
});

app.post('/greet/raw', (req, res) => {
  // ruleid: js-code-injection-eval
  const out = vm.runInNewContext(`greet("${req.body.name}")`, { greet: (n) => `Hi ${n}` });
  res.json({ out });
});

app.get('/formula', (req, res) => {
  const { formula } = JSON.parse(req.query.spec);
  // ruleid: js-code-injection-eval
  res.json({ result: eval(formula) });
});
