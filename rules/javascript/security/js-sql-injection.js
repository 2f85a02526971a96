const express = require('express');
const mysql = require('mysql2/promise');
const { Pool } = require('pg');
const knex = require('knex')({ client: 'pg' });
const { Sequelize, QueryTypes } = require('sequelize');
const { PrismaClient } = require('@prisma/client');

const app = express();
const pool = new Pool();
const sequelize = new Sequelize(process.env.DATABASE_URL);
const prisma = new PrismaClient();

app.get('/users', async (req, res) => {
  const conn = await mysql.createConnection(process.env.MYSQL_URL);
  // ruleid: js-sql-injection
  const [rows] = await conn.query(`SELECT * FROM users WHERE name = '${req.query.name}'`);
  res.json(rows);
});

app.get('/orders/:id', async (req, res) => {
  // ruleid: js-sql-injection
  const { rows } = await pool.query('SELECT * FROM orders WHERE id = ' + req.params.id);
  res.json(rows);
});

async function search(term, sort) {
  let sql = 'SELECT id, title FROM posts WHERE title LIKE ?';
  sql += ' ORDER BY ' + sort;
  // ruleid: js-sql-injection
  return knex.raw(sql, [`%${term}%`]);
}

async function deleteUser(id) {
  const statement = `DELETE FROM users WHERE id = ${id}`;
  // ruleid: js-sql-injection
  return sequelize.query(statement, { type: QueryTypes.DELETE });
}

async function findByEmail(email) {
  // ruleid: js-sql-injection
  return prisma.$queryRawUnsafe(`SELECT * FROM "User" WHERE email = '${email}'`);
}

async function filtered(table, column, value) {
  // ruleid: js-sql-injection
  return knex(table).whereRaw(`${column} = '${value}'`);
}

app.get('/users/safe', async (req, res) => {
  const conn = await mysql.createConnection(process.env.MYSQL_URL);
  // ok: js-sql-injection
  const [rows] = await conn.execute('SELECT * FROM users WHERE name = ?', [req.query.name]);
  res.json(rows);
});

app.get('/orders/safe/:id', async (req, res) => {
  // ok: js-sql-injection
  const { rows } = await pool.query('SELECT * FROM orders WHERE id = $1', [req.params.id]);
  res.json(rows);
});

async function findByEmailSafe(email) {
  // ok: js-sql-injection
  return prisma.$queryRaw`SELECT * FROM "User" WHERE email = ${email}`;
}

async function deleteUserSafe(id) {
  // ok: js-sql-injection
  return sequelize.query('DELETE FROM users WHERE id = :id', { replacements: { id }, type: QueryTypes.DELETE });
}

async function searchSafe(term) {
  // ok: js-sql-injection
  return knex.raw('SELECT id FROM posts WHERE title LIKE ?', [`%${term}%`]);
}

function cacheKey(req) {
  // ok: js-sql-injection
  return req.get(`x-cache-${req.params.region}`);
}

async function escaped(conn, name) {
  // ok: js-sql-injection
  return conn.query(`SELECT * FROM users WHERE name = ${conn.escape(name)}`);
}

async function logMessage(logger, user) {
  // ok: js-sql-injection
  logger.run('user ' + user.name + ' logged in');
}
