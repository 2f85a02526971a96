const express = require('express');
const _ = require('lodash');
const merge = require('lodash.merge');
const deepmerge = require('deepmerge');
const objectPath = require('object-path');
const $ = require('jquery');
const Joi = require('joi');
const yup = require('yup');
const { z } = require('zod');
const { body, matchedData } = require('express-validator');

const app = express();
app.use(express.json());

const defaults = { theme: 'light', notifications: { email: true } };
const preferenceSchema = Joi.object({ theme: Joi.string().valid('light', 'dark') });

app.post('/preferences', (req, res) => {
  // ruleid: js-prototype-pollution-deep-merge
  const preferences = _.merge({}, defaults, req.body);
  res.json(preferences);
});

app.post('/preferences/defaults', (req, res) => {
  const user = res.locals.user;
  // ruleid: js-prototype-pollution-deep-merge
  _.defaultsDeep(user.settings, req.body.settings);
  res.json(user.settings);
});

app.post('/profile', (req, res) => {
  const patch = req.body;
  // ruleid: js-prototype-pollution-deep-merge
  const profile = merge(res.locals.profile, patch);
  res.json(profile);
});

app.post('/layout', (req, res) => {
  // ruleid: js-prototype-pollution-deep-merge
  const layout = deepmerge(defaults, req.body.layout);
  res.json(layout);
});

app.put('/config', (req, res) => {
  const config = res.locals.config;
  // ruleid: js-prototype-pollution-deep-merge
  _.set(config, req.query.path, req.body.value);
  res.json(config);
});

app.put('/config/path', (req, res) => {
  const { path, value } = req.body;
  // ruleid: js-prototype-pollution-deep-merge
  objectPath.set(res.locals.config, path, value);
  res.json(res.locals.config);
});

app.post('/widget', (req, res) => {
  // ruleid: js-prototype-pollution-deep-merge
  const options = $.extend(true, {}, defaults, req.body);
  res.json(options);
});

app.post('/preferences/validated', (req, res) => {
  const { value, error } = preferenceSchema.validate(req.body);
  if (error) return res.status(400).json(error.details);
  // ok: js-prototype-pollution-deep-merge
  const preferences = _.merge({}, defaults, value);
  res.json(preferences);
});

app.post('/preferences/picked', (req, res) => {
  // `notifications` is still the caller's object, `{"__proto__": {...}}` inside it included.
  // ruleid: js-prototype-pollution-deep-merge
  const preferences = _.merge({}, defaults, _.pick(req.body, ['theme', 'notifications']));
  res.json(preferences);
});

app.post('/profile/shallow', (req, res) => {
  // ok: js-prototype-pollution-deep-merge
  const profile = { ...res.locals.profile, ...req.body };
  res.json(profile);
});

app.put('/config/value', (req, res) => {
  const config = res.locals.config;
  // ok: js-prototype-pollution-deep-merge
  _.set(config, 'ui.theme', req.body.theme);
  res.json(config);
});

app.get('/defaults', (req, res) => {
  // ok: js-prototype-pollution-deep-merge
  const merged = _.merge({}, defaults, { theme: 'dark' });
  res.json(merged);
});

app.post('/widget/shallow', (req, res) => {
  // ok: js-prototype-pollution-deep-merge
  const options = $.extend({}, defaults, { title: String(req.body.title) });
  res.json(options);
});

app.post('/tags', (req, res) => {
  // ok: js-prototype-pollution-deep-merge
  const tags = _.merge([], res.locals.tags, ['new']);
  res.json(tags);
});

const preferenceYup = yup.object({ theme: yup.string().oneOf(['light', 'dark']) });
const PreferenceZod = z.object({ theme: z.enum(['light', 'dark']), compact: z.boolean().optional() });

app.post('/preferences/yup', (req, res) => {
  const value = preferenceYup.validateSync(req.body, { stripUnknown: true });
  // ok: js-prototype-pollution-deep-merge
  res.json(_.merge({}, defaults, value));
});

app.post('/preferences/joi', async (req, res) => {
  const value = await preferenceSchema.validateAsync(req.body);
  // ok: js-prototype-pollution-deep-merge
  res.json(deepmerge(defaults, value));
});

app.post('/preferences/zod', (req, res) => {
  // ok: js-prototype-pollution-deep-merge
  res.json(_.merge({}, defaults, PreferenceZod.parse(req.body)));
});

app.post('/preferences/zod-safe', (req, res) => {
  const parsed = PreferenceZod.safeParse(req.body);
  if (!parsed.success) return res.status(400).json(parsed.error.issues);
  // ok: js-prototype-pollution-deep-merge
  return res.json(_.merge({}, defaults, parsed.data));
});

app.post('/preferences/checked', body('theme').isIn(['light', 'dark']), (req, res) => {
  // ok: js-prototype-pollution-deep-merge
  res.json(_.merge({}, defaults, matchedData(req, { locations: ['body'] })));
});

app.post('/preferences/json', (req, res) => {
  const patch = JSON.parse(req.body.patch);
  // ruleid: js-prototype-pollution-deep-merge
  res.json(_.merge({}, defaults, patch));
});

app.put('/sheet/:row', (req, res) => {
  const sheet = res.locals.sheet;
  // ok: js-prototype-pollution-deep-merge
  _.set(sheet, ['rows', Number(req.params.row), 'label'], req.body.label);
  res.json(sheet);
});

app.put('/config/string', (req, res) => {
  const config = res.locals.config;
  // ruleid: js-prototype-pollution-deep-merge
  _.set(config, String(req.query.path), req.body.value);
  res.json(config);
});
