const express = require('express');
const app = express();

const ALLOWED_HOSTS = new Set(['app.example.com', 'docs.example.com']);

function isSafeRedirect(target) {
  return typeof target === 'string' && target.startsWith('/') && !target.startsWith('//');
}

app.get('/login/done', (req, res) => {
  // ruleid: js-open-redirect
  res.redirect(req.query.next);
});

app.get('/out', (req, res) => {
  const { url } = req.query;
  // ruleid: js-open-redirect
  res.redirect(302, url);
});

app.get('/go', (req, res) => {
  // ruleid: js-open-redirect
  res.writeHead(302, { Location: req.query.to });
  res.end();
});

app.get('/back', (req, res) => {
  // ruleid: js-open-redirect
  res.location(req.get('referer')).sendStatus(302);
});

app.get('/login/done-safe', (req, res) => {
  const next = req.query.next;
  if (!isSafeRedirect(next)) {
    return res.redirect('/');
  }
  // ok: js-open-redirect
  return res.redirect(next);
});

app.get('/profile/:id', (req, res) => {
  // ok: js-open-redirect
  res.redirect(`/users/${req.params.id}`);
});

app.get('/docs', (req, res) => {
  // ok: js-open-redirect
  res.redirect('https://docs.example.com/' + req.query.page);
});

app.get('/out-safe', (req, res) => {
  const target = new URL(req.query.url);
  if (!ALLOWED_HOSTS.has(target.hostname)) {
    return res.status(400).send('bad target');
  }
  // ok: js-open-redirect
  return res.redirect(target.toString());
});

app.get('/home', (req, res) => {
  // ok: js-open-redirect
  res.redirect('/dashboard');
});
