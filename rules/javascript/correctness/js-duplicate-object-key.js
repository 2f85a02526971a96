const express = require('express');

const app = express();

// ruleid: js-duplicate-object-key
const defaults = {
  retries: 3,
  timeout: 5000,
  retries: 5,
};

function buildHeaders(token) {
  // ruleid: js-duplicate-object-key
  return {
    'Content-Type': 'application/json',
    Authorization: `Bearer ${token}`,
    'Content-Type': 'text/plain',
  };
}

app.get('/status', (req, res) => {
  // ruleid: js-duplicate-object-key
  res.json({ ok: true, version: process.env.VERSION, ok: req.query.verbose === '1' });
});

// ok: js-duplicate-object-key
const limits = {
  retries: 3,
  timeout: 5000,
  maxRetries: 5,
};

function buildSafeHeaders(token, extra) {
  // ok: js-duplicate-object-key
  return {
    'Content-Type': 'application/json',
    Authorization: `Bearer ${token}`,
    ...extra,
  };
}

app.get('/status/safe', (req, res) => {
  const nested = { meta: { id: 1 }, data: { id: 2 } };
  // ok: js-duplicate-object-key
  res.json({ ok: true, version: process.env.VERSION, nested });
});

function withOverride(settings) {
  // ok: js-duplicate-object-key
  return { ...settings, retries: 0, timeout: settings.timeout * 2 };
}

module.exports = { defaults, buildHeaders, limits, buildSafeHeaders, withOverride, app };
