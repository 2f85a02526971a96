const express = require('express');
const _ = require('lodash');
const escapeStringRegexp = require('escape-string-regexp');

const app = express();
const products = [];

function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

app.get('/search', (req, res) => {
  // ruleid: js-regex-injection
  const matcher = new RegExp(req.query.q, 'i');
  res.json(products.filter((product) => matcher.test(product.name)));
});

app.get('/users/:prefix', (req, res) => {
  const { prefix } = req.params;
  // ruleid: js-regex-injection
  const pattern = RegExp(`^${prefix}`);
  res.json(res.locals.users.filter((user) => pattern.test(user.login)));
});

app.post('/validate', (req, res) => {
  const { value, format } = req.body;
  // ruleid: js-regex-injection
  const valid = new RegExp('^' + format + '$').test(value);
  res.json({ valid });
});

app.get('/search/escaped', (req, res) => {
  // ok: js-regex-injection
  const matcher = new RegExp(_.escapeRegExp(req.query.q), 'i');
  res.json(products.filter((product) => matcher.test(product.name)));
});

app.get('/search/helper', (req, res) => {
  const term = escapeRegExp(String(req.query.q));
  // ok: js-regex-injection
  const matcher = new RegExp(`\\b${term}\\b`, 'gi');
  res.json(products.filter((product) => matcher.test(product.name)));
});

app.get('/search/package', (req, res) => {
  // ok: js-regex-injection
  const matcher = new RegExp(escapeStringRegexp(req.query.q));
  res.json(products.filter((product) => matcher.test(product.name)));
});

app.get('/search/inline', (req, res) => {
  const term = req.query.q.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // ok: js-regex-injection
  const matcher = new RegExp(term, 'i');
  res.json(products.filter((product) => matcher.test(product.name)));
});

app.get('/search/plain', (req, res) => {
  const term = String(req.query.q).toLowerCase();
  // ok: js-regex-injection
  const SKU = new RegExp('^[A-Z]{3}-\\d{4}$');
  res.json(products.filter((product) => product.name.toLowerCase().includes(term) || SKU.test(term)));
});

app.get('/search/validated', (req, res) => {
  const { term } = req.query;
  if (!/^[\w ]{1,40}$/.test(term)) {
    return res.status(400).json({ error: 'invalid search term' });
  }
  // ok: js-regex-injection
  const matcher = new RegExp(term, 'i');
  res.json(products.filter((product) => matcher.test(product.name)));
});

app.get('/logs', async (req, res) => {
  const lines = await res.locals.logStore.tail(500);
  // ruleid: js-regex-injection
  const filter = new RegExp(req.query.filter ?? '.*');
  res.json(lines.filter((line) => filter.test(line)));
});

function escapeRegex(text) {
  return String(text).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

app.get('/search/own-helper', (req, res) => {
  // ok: js-regex-injection
  const matcher = new RegExp(`^${escapeRegex(req.query.prefix)}`, 'i');
  res.json(products.filter((product) => matcher.test(product.name)));
});

app.get('/search/builtin', (req, res) => {
  // ok: js-regex-injection
  const matcher = new RegExp(RegExp.escape(req.query.q), 'i');
  res.json(products.filter((product) => matcher.test(product.name)));
});

app.get('/orders/:year', (req, res) => {
  // ok: js-regex-injection
  const matcher = new RegExp(`^ORD-${parseInt(req.params.year, 10)}-\\d+$`);
  res.json(res.locals.orders.filter((order) => matcher.test(order.number)));
});

app.get('/orders/:year/raw', (req, res) => {
  // ruleid: js-regex-injection
  const matcher = new RegExp(`^ORD-${req.params.year}-\\d+$`);
  res.json(res.locals.orders.filter((order) => matcher.test(order.number)));
});

app.get('/tickets', (req, res) => {
  // ok: js-regex-injection
  const matcher = new RegExp(`#${Number(req.query.id)}\\b`);
  res.json(res.locals.tickets.filter((ticket) => matcher.test(ticket.title)));
});
