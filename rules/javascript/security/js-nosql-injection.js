const express = require('express');
const mongoose = require('mongoose');
const Joi = require('joi');
const { z } = require('zod');
const { ObjectId } = require('mongodb');
const sanitize = require('mongo-sanitize');
const mongoSanitize = require('express-mongo-sanitize');
const { body, matchedData } = require('express-validator');

const User = mongoose.model('User', new mongoose.Schema({ username: String, password: String }));
const app = express();
app.use(express.json());

app.post('/login', async (req, res) => {
  // ruleid: js-nosql-injection
  const user = await User.findOne({ username: req.body.username, password: req.body.password });
  res.json({ ok: Boolean(user) });
});

app.get('/users', async (req, res) => {
  // ruleid: js-nosql-injection
  const users = await User.find(req.query).limit(20);
  res.json(users);
});

app.delete('/sessions', async (req, res) => {
  const { token } = req.body;
  const db = req.app.locals.db;
  // ruleid: js-nosql-injection
  await db.collection('sessions').deleteOne({ token });
  res.sendStatus(204);
});

app.post('/login/safe', async (req, res) => {
  // ok: js-nosql-injection
  const user = await User.findOne({ username: String(req.body.username), password: String(req.body.password) });
  res.json({ ok: Boolean(user) });
});

app.post('/login/eq', async (req, res) => {
  // ok: js-nosql-injection
  const user = await User.findOne({ username: { $eq: req.body.username } });
  res.json({ ok: Boolean(user) });
});

const querySchema = Joi.object({ username: Joi.string().alphanum().required() });

app.get('/users/validated', async (req, res) => {
  const { value, error } = querySchema.validate(req.query);
  if (error) return res.status(400).end();
  // ok: js-nosql-injection
  const users = await User.find({ username: value.username });
  res.json(users);
});

app.get('/items', async (req, res) => {
  const items = await req.app.locals.db.collection('items').find({}).toArray();
  // ok: js-nosql-injection
  const match = items.find((item) => item.slug === req.query.slug);
  res.json(match);
});

app.get('/me', async (req, res) => {
  // ok: js-nosql-injection
  const me = await User.findOne({ _id: req.user.id });
  res.json(me);
});

app.delete('/tags/:tag', async (req, res) => {
  const post = await Post.findById(String(req.body.postId));
  // ok: js-nosql-injection
  post.tags.remove(req.body.tag);
  await post.save();
  res.sendStatus(204);
});

const Order = mongoose.model('Order', new mongoose.Schema({ customer: String, total: Number }));
const Product = mongoose.model('Product', new mongoose.Schema({ name: String, price: Number, stock: Number }));

app.get('/orders', async (req, res) => {
  // ok: js-nosql-injection
  const orders = await Order.find({ customer: req.user.id, total: { $gte: Number(req.query.min) } });
  res.json(orders);
});

app.get('/orders/raw', async (req, res) => {
  // ruleid: js-nosql-injection
  const orders = await Order.find({ customer: req.user.id, total: { $gte: req.query.min } });
  res.json(orders);
});

app.get('/products/low-stock', async (req, res) => {
  // ok: js-nosql-injection
  const products = await Product.find({ stock: { $lt: parseInt(req.query.below, 10) } });
  res.json(products);
});

app.get('/products/cheap', async (req, res) => {
  // ok: js-nosql-injection
  const products = await Product.find({ price: { $lte: parseFloat(req.query.maxPrice) } });
  res.json(products);
});

app.get('/orders/:id', async (req, res) => {
  const db = req.app.locals.db;
  // ok: js-nosql-injection
  const order = await db.collection('orders').findOne({ _id: new ObjectId(req.query.id) });
  res.json(order);
});

app.post('/login/sanitized', async (req, res) => {
  // ok: js-nosql-injection
  const user = await User.findOne({ username: sanitize(req.body.username), password: sanitize(req.body.password) });
  res.json({ ok: Boolean(user) });
});

app.post('/users/search', async (req, res) => {
  // ok: js-nosql-injection
  const users = await User.find({ email: mongoSanitize.sanitize(req.body.email) });
  res.json(users);
});

const loginSchema = Joi.object({ username: Joi.string().alphanum().required(), password: Joi.string().required() });

app.post('/login/joi', async (req, res) => {
  const credentials = await loginSchema.validateAsync(req.body);
  // ok: js-nosql-injection
  const user = await User.findOne({ username: credentials.username, password: credentials.password });
  res.json({ ok: Boolean(user) });
});

const LoginBody = z.object({ username: z.string(), password: z.string() });

app.post('/login/zod', async (req, res) => {
  const { username, password } = LoginBody.parse(req.body);
  // ok: js-nosql-injection
  const user = await User.findOne({ username, password });
  res.json({ ok: Boolean(user) });
});

app.post('/login/zod-safe', async (req, res) => {
  const parsed = LoginBody.safeParse(req.body);
  if (!parsed.success) return res.status(400).json(parsed.error.issues);
  // ok: js-nosql-injection
  const user = await User.findOne({ username: parsed.data.username, password: parsed.data.password });
  return res.json({ ok: Boolean(user) });
});

app.post('/login/checked', body('username').isString(), body('password').isString(), async (req, res) => {
  const { username, password } = matchedData(req);
  // ok: js-nosql-injection
  const user = await User.findOne({ username, password });
  res.json({ ok: Boolean(user) });
});

app.get('/users/filter', async (req, res) => {
  const filter = JSON.parse(req.query.filter);
  // ruleid: js-nosql-injection
  const users = await User.find(filter);
  res.json(users);
});
