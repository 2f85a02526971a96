const express = require('express');
const mongoose = require('mongoose');

const Product = mongoose.model('Product', new mongoose.Schema({ name: String, price: Number }));
const app = express();

app.get('/products', async (req, res) => {
  // ruleid: js-nosql-where-injection
  const items = await Product.find({ $where: `this.price < ${req.query.max}` });
  res.json(items);
});

app.get('/products/by-name', async (req, res) => {
  const clause = "this.name == '" + req.query.name + "'";
  // ruleid: js-nosql-where-injection
  const items = await Product.find({ $where: clause });
  res.json(items);
});

async function cheaperThan(max) {
  // ruleid: js-nosql-where-injection
  return Product.find().$where('this.price < ' + max);
}

app.get('/products/safe', async (req, res) => {
  // ok: js-nosql-where-injection
  const items = await Product.find({ price: { $lt: Number(req.query.max) } });
  res.json(items);
});

async function discounted() {
  // ok: js-nosql-where-injection
  return Product.find({ $where: 'this.discount > 0' });
}

async function withFunction() {
  // ok: js-nosql-where-injection
  return Product.find({ $where: function () { return this.price > 100; } });
}
