const express = require('express');
const fs = require('fs');
const fsp = require('fs/promises');
const path = require('path');

const app = express();
const UPLOAD_ROOT = path.resolve(__dirname, 'uploads');

app.get('/files', (req, res) => {
  // ruleid: js-path-traversal
  fs.readFile(path.join(UPLOAD_ROOT, req.query.name), (err, data) => res.send(data));
});

app.get('/download/:file', (req, res) => {
  const target = path.join(UPLOAD_ROOT, req.params.file);
  // ruleid: js-path-traversal
  res.sendFile(target);
});

app.get('/download/plain/:file', (req, res) => {
  // ok: js-path-traversal
  res.sendFile(`${UPLOAD_ROOT}/${req.params.file}`);
});

app.get('/download/any', (req, res) => {
  // ruleid: js-path-traversal
  res.sendFile(`${req.query.file}`);
});

app.delete('/files', async (req, res) => {
  const { file } = req.body;
  // ruleid: js-path-traversal
  await fsp.unlink(path.resolve(UPLOAD_ROOT, file));
  res.sendStatus(204);
});

app.get('/export', (req, res) => {
  // ruleid: js-path-traversal
  res.download(path.resolve('/var/exports', req.query.report));
});

app.get('/export/plain', (req, res) => {
  // ok: js-path-traversal
  res.download('/var/exports/' + req.query.report);
});

app.get('/files/safe', (req, res) => {
  const name = path.basename(req.query.name);
  // ok: js-path-traversal
  fs.readFile(path.join(UPLOAD_ROOT, name), (err, data) => res.send(data));
});

app.get('/files/checked', async (req, res) => {
  const resolved = path.resolve(UPLOAD_ROOT, req.query.name);
  if (!resolved.startsWith(UPLOAD_ROOT + path.sep)) {
    return res.status(403).end();
  }
  // ok: js-path-traversal
  const data = await fsp.readFile(resolved);
  return res.send(data);
});

app.get('/static/:file', (req, res) => {
  // ok: js-path-traversal
  res.sendFile(req.params.file, { root: UPLOAD_ROOT, dotfiles: 'deny' });
});

app.get('/report', (req, res) => {
  // ok: js-path-traversal
  fs.createReadStream(path.join(__dirname, 'reports', 'latest.pdf')).pipe(res);
});

app.delete('/cart/:sku', (req, res) => {
  // ok: js-path-traversal
  req.session.cart.remove(req.params.sku);
  res.sendStatus(204);
});

app.delete('/uploads/:name', async (req, res) => {
  // ruleid: js-path-traversal
  await fse.remove(`${UPLOAD_ROOT}/${req.params.name}`);
  res.sendStatus(204);
});

const INVOICE_DIR = path.join(__dirname, 'invoices');

app.get('/invoices/:id', (req, res) => {
  // ok: js-path-traversal
  res.sendFile(path.join(INVOICE_DIR, `${parseInt(req.params.id, 10)}.pdf`));
});

app.get('/invoices/by-name/:id', (req, res) => {
  // ruleid: js-path-traversal
  res.sendFile(path.join(INVOICE_DIR, `${req.params.id}.pdf`));
});

app.get('/exports/yearly', (req, res) => {
  // ok: js-path-traversal
  fs.createReadStream(path.join('/var/exports', `report-${Number(req.query.year)}.csv`)).pipe(res);
});

app.get('/thumbnails', async (req, res) => {
  const { name } = req.query;
  if (!name.startsWith('thumb_')) {
    return res.status(400).end();
  }
  // "thumb_/../../../etc/passwd" passes the check and leaves UPLOAD_ROOT.
  // ruleid: js-path-traversal
  return res.send(await fsp.readFile(path.join(UPLOAD_ROOT, name)));
});
