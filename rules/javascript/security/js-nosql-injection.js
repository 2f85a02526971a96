const express = require('express');
const mongoose = require('mongoose');
const Joi = require('joi');

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
