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

app.get('/refresh', (req, res) => {
  // ok: js-code-injection-timer-string
  setTimeout('refreshPage(' + parseInt(req.query.page, 10) + ')', 1000);
  res.sendStatus(202);
});

app.get('/refresh/raw', (req, res) => {
  // ruleid: js-code-injection-timer-string
  setTimeout('refreshPage(' + req.query.page + ')', 1000);
  res.sendStatus(202);
});

function startTicker() {
  const rate = new URLSearchParams(window.location.search).get('rate');
  // ok: js-code-injection-timer-string
  window.setInterval(`tick(${parseFloat(rate)})`, 1000);
}
