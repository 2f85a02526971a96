const express = require('express');
const axios = require('axios');
const http = require('http');

const app = express();
const ALLOWED_HOSTS = new Set(['images.example.com', 'cdn.example.com']);

app.get('/preview', async (req, res) => {
  // ruleid: js-ssrf
  const response = await fetch(req.query.url);
  res.send(await response.text());
});

app.post('/webhook/test', async (req, res) => {
  const { callbackUrl } = req.body;
  // ruleid: js-ssrf
  const result = await axios.post(callbackUrl, { ping: true });
  res.json({ status: result.status });
});

app.get('/proxy', (req, res) => {
  const target = `http://${req.query.host}/status`;
  // ruleid: js-ssrf
  http.get(target, (upstream) => upstream.pipe(res));
});

app.get('/avatar', async (req, res) => {
  // ruleid: js-ssrf
  const img = await axios({ method: 'get', url: req.query.src, responseType: 'stream' });
  img.data.pipe(res);
});

app.get('/users/:id', async (req, res) => {
  // ok: js-ssrf
  const response = await fetch(`https://api.example.com/users/${encodeURIComponent(req.params.id)}`);
  res.json(await response.json());
});

app.get('/repos/:name', async (req, res) => {
  // ok: js-ssrf
  const response = await axios.get('https://api.github.com/repos/' + req.params.name);
  res.json(response.data);
});

app.get('/image', async (req, res) => {
  const target = new URL(req.query.url);
  if (!ALLOWED_HOSTS.has(target.hostname)) {
    return res.status(400).send('host not allowed');
  }
  // ok: js-ssrf
  const upstream = await fetch(target);
  return res.send(Buffer.from(await upstream.arrayBuffer()));
});

async function health() {
  // ok: js-ssrf
  return fetch(process.env.HEALTH_URL);
}

const request = require('request');

function downloadRelease(version, done) {
  const url = `https://releases.example.com/v${version}/app.tar.gz`;
  // ok: js-ssrf
  request.get(url, done);
}

app.get('/forward', (req, res) => {
  // ruleid: js-ssrf
  request.get(req.query.next).pipe(res);
});

const INVENTORY_API = process.env.INVENTORY_API;

app.get('/items/:id', async (req, res) => {
  // ok: js-ssrf
  const response = await fetch(`${INVENTORY_API}/items/${parseInt(req.params.id, 10)}`);
  res.json(await response.json());
});

app.get('/items/:id/raw', async (req, res) => {
  // ruleid: js-ssrf
  const response = await fetch(`${req.query.api}/items/${parseInt(req.params.id, 10)}`);
  res.json(await response.json());
});

app.get('/pages', async (req, res) => {
  // ok: js-ssrf
  const response = await axios.get(INVENTORY_API + '/pages/' + Number(req.query.page));
  res.json(response.data);
});
