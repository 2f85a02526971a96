const express = require('express');
const Joi = require('joi');
const yup = require('yup');
const { z } = require('zod');

const app = express();
app.use(express.json());

const settings = {};
const preferences = {};
const ALLOWED_SETTINGS = ['theme', 'language', 'timezone'];
const ALLOWED_SECTIONS = new Set(['profile', 'notifications']);

app.post('/settings', (req, res) => {
  // ruleid: js-prototype-pollution-key-assignment
  settings[req.body.key] = req.body.value;
  res.json(settings);
});

app.post('/preferences/:section', (req, res) => {
  const { section } = req.params;
  const { name, value } = req.body;
  // ruleid: js-prototype-pollution-key-assignment
  preferences[section][name] = value;
  res.sendStatus(204);
});

app.put('/config', (req, res) => {
  const key = req.query.key;
  const config = res.locals.config;
  // ruleid: js-prototype-pollution-key-assignment
  config[key][req.query.field] = req.body.value;
  res.json(config);
});

app.post('/import', (req, res) => {
  const target = {};
  for (const field of Object.keys(req.body)) {
    // ruleid: js-prototype-pollution-key-assignment
    target[field] = req.body[field];
  }
  res.json(target);
});

app.post('/settings/allowed', (req, res) => {
  const { key, value } = req.body;
  if (!ALLOWED_SETTINGS.includes(key)) {
    return res.status(400).json({ error: 'unknown setting' });
  }
  // ok: js-prototype-pollution-key-assignment
  settings[key] = value;
  res.json(settings);
});

app.post('/preferences/:section/safe', (req, res) => {
  const { section } = req.params;
  if (!ALLOWED_SECTIONS.has(section)) {
    return res.sendStatus(404);
  }
  // ok: js-prototype-pollution-key-assignment
  preferences[section].updatedAt = Date.now();
  res.sendStatus(204);
});

app.post('/tags', (req, res) => {
  const tags = Object.create(null);
  // ok: js-prototype-pollution-key-assignment
  tags[req.body.name] = req.body.colour;
  res.json(tags);
});

app.post('/counters', (req, res) => {
  const counters = new Map();
  // ok: js-prototype-pollution-key-assignment
  counters.set(req.body.name, Number(req.body.count));
  res.json(Object.fromEntries(counters));
});

app.patch('/profile', (req, res) => {
  const profile = res.locals.profile;
  const { field, value } = req.body;
  if (field === '__proto__' || field === 'constructor' || field === 'prototype') {
    return res.sendStatus(400);
  }
  // ok: js-prototype-pollution-key-assignment
  profile[field] = value;
  res.json(profile);
});

app.put('/slots/:index', (req, res) => {
  const slots = res.locals.slots;
  // ok: js-prototype-pollution-key-assignment
  slots[parseInt(req.params.index, 10)] = req.body.value;
  res.json(slots);
});

app.post('/labels', (req, res) => {
  const labels = {};
  // ok: js-prototype-pollution-key-assignment
  labels['owner'] = req.body.owner;
  res.json(labels);
});

const histogram = {};

app.post('/histogram', (req, res) => {
  // ok: js-prototype-pollution-key-assignment
  histogram[parseFloat(req.body.bucket)] = Number(req.body.count);
  res.json(histogram);
});

app.put('/slots/:index/truncated', (req, res) => {
  const slots = res.locals.slots;
  // ok: js-prototype-pollution-key-assignment
  slots[Math.trunc(req.body.index)] = req.body.value;
  res.json(slots);
});

const settingJoi = Joi.object({ key: Joi.string().valid(...ALLOWED_SETTINGS).required(), value: Joi.string() });
const settingYup = yup.object({ key: yup.string().oneOf(ALLOWED_SETTINGS).required(), value: yup.string() });
const SettingZod = z.object({ key: z.enum(['theme', 'language', 'timezone']), value: z.string() });

app.post('/settings/joi', (req, res) => {
  const { value: setting, error } = settingJoi.validate(req.body);
  if (error) return res.status(400).json(error.details);
  // ok: js-prototype-pollution-key-assignment
  settings[setting.key] = setting.value;
  return res.json(settings);
});

app.post('/settings/yup', (req, res) => {
  const setting = settingYup.validateSync(req.body);
  // ok: js-prototype-pollution-key-assignment
  settings[setting.key] = setting.value;
  res.json(settings);
});

app.post('/settings/zod', (req, res) => {
  const { key, value } = SettingZod.parse(req.body);
  // ok: js-prototype-pollution-key-assignment
  settings[key] = value;
  res.json(settings);
});

app.post('/settings/zod-safe', (req, res) => {
  const parsed = SettingZod.safeParse(req.body);
  if (!parsed.success) return res.status(400).json(parsed.error.issues);
  // ok: js-prototype-pollution-key-assignment
  settings[parsed.data.key] = parsed.data.value;
  return res.json(settings);
});

app.post('/settings/json', (req, res) => {
  const { key, value } = JSON.parse(req.body.payload);
  // ruleid: js-prototype-pollution-key-assignment
  settings[key] = value;
  res.json(settings);
});
