const express = require('express');
const app = express();

app.post('/login', (req, res) => {
  const token = issueToken(req.body);
  // ruleid: js-insecure-auth-cookie
  res.cookie('session', token);
  res.sendStatus(204);
});

app.post('/login2', (req, res) => {
  // ruleid: js-insecure-auth-cookie
  res.cookie('auth_token', issueToken(req.body), { maxAge: 3600000, httpOnly: true });
  res.sendStatus(204);
});

app.post('/login/safe', (req, res) => {
  // ok: js-insecure-auth-cookie
  res.cookie('session', issueToken(req.body), { httpOnly: true, secure: true, sameSite: 'lax' });
  res.sendStatus(204);
});

app.post('/theme', (req, res) => {
  // ok: js-insecure-auth-cookie
  res.cookie('theme', 'dark', { maxAge: 31536000000 });
  res.sendStatus(204);
});

const COOKIE_OPTS = { httpOnly: true, secure: true };
app.post('/login/shared', (req, res) => {
  // ok: js-insecure-auth-cookie
  res.cookie('sid', issueToken(req.body), COOKIE_OPTS);
  res.sendStatus(204);
});

function issueToken(body) {
  return String(body.user);
}
