const express = require('express');
const { EventEmitter } = require('events');

const app = express();
const bus = new EventEmitter();

async function saveAuditEntry(entry) {
  await app.locals.db.collection('audit').insertOne(entry);
}

const sendWelcomeEmail = async (user) => {
  await app.locals.mailer.send({ to: user.email, template: 'welcome' });
};

function formatEntry(user, action) {
  return { user: user.id, action, at: new Date() };
}

bus.on('user:created', (user) => {
  // ruleid: js-async-call-result-dropped
  sendWelcomeEmail(user);
  // ruleid: js-async-call-result-dropped
  saveAuditEntry(formatEntry(user, 'created'));
});

app.post('/users', async (req, res) => {
  const user = await app.locals.db.collection('users').insertOne(req.body);
  // ruleid: js-async-call-result-dropped
  refreshSearchIndex(user.insertedId);
  res.status(201).json(user);
});

async function refreshSearchIndex(id) {
  await app.locals.search.index({ id });
}

class SessionStore {
  constructor(redis) {
    this.redis = redis;
  }

  async touch(sessionId) {
    await this.redis.expire(sessionId, 3600);
  }

  clear(sessionId) {
    return this.redis.del(sessionId);
  }

  onRequest(sessionId) {
    // ruleid: js-async-call-result-dropped
    this.touch(sessionId);
    // ok: js-async-call-result-dropped
    this.clear(sessionId);
  }

  async onResponse(sessionId) {
    // ok: js-async-call-result-dropped
    await this.touch(sessionId);
  }
}

bus.on('user:deleted', (user) => {
  // ok: js-async-call-result-dropped
  sendWelcomeEmail(user).catch((error) => console.error('welcome email failed', error));
  // ok: js-async-call-result-dropped
  void saveAuditEntry(formatEntry(user, 'deleted'));
  // ok: js-async-call-result-dropped
  formatEntry(user, 'deleted');
});

app.delete('/users/:id', async (req, res) => {
  // ok: js-async-call-result-dropped
  await saveAuditEntry(formatEntry({ id: req.params.id }, 'deleted'));
  // ok: js-async-call-result-dropped
  const pending = refreshSearchIndex(req.params.id);
  // ok: js-async-call-result-dropped
  await Promise.all([pending, saveAuditEntry({ id: req.params.id })]);
  res.sendStatus(204);
});

function scheduleRefresh(id) {
  // ok: js-async-call-result-dropped
  return refreshSearchIndex(id);
}

function scheduleRefreshLater(id) {
  // ok: js-async-call-result-dropped
  setTimeout(() => refreshSearchIndex(id), 1000);
}

async function main() {
  try {
    await app.locals.db.connect();
  } catch (error) {
    console.error(error);
    process.exitCode = 1;
  }
}

// ok: js-async-call-result-dropped
main();

module.exports = { app, SessionStore, scheduleRefresh, scheduleRefreshLater };
