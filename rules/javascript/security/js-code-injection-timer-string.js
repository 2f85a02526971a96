const express = require('express');
const app = express();

app.get('/later', (req, res) => {
  // ruleid: js-code-injection-timer-string
  setTimeout('notify("' + req.query.msg + '")', 1000);
  res.sendStatus(202);
});

function poll() {
  const params = new URLSearchParams(window.location.search);
  const cb = params.get('callback');
  // ruleid: js-code-injection-timer-string
  window.setInterval(`${cb}()`, 5000);
}

app.get('/delay', (req, res) => {
  const msg = req.query.msg;
  // ok: js-code-injection-timer-string
  setTimeout(() => console.info(msg), 1000);
  res.sendStatus(202);
});

app.get('/delay2', (req, res) => {
  const delay = Number(req.query.ms);
  // ok: js-code-injection-timer-string
  setTimeout(function () { res.send('done'); }, delay);
});

function scheduleHandler(handler, req) {
  // ok: js-code-injection-timer-string
  setTimeout(handler.bind(null, req.query.id), 10);
}
