function generateResetToken() {
  // ruleid: js-insecure-random-secret
  return Math.random().toString(36).slice(2);
}

function createUser(email) {
  // ruleid: js-insecure-random-secret
  const tempPassword = Math.random().toString(36).substring(2, 10);
  return { email, tempPassword };
}

const makeSessionId = () => {
  // ruleid: js-insecure-random-secret
  return Date.now().toString(16) + Math.floor(Math.random() * 1e9).toString(16);
};

const crypto = require('crypto');

function generateResetTokenSafe() {
  // ok: js-insecure-random-secret
  return crypto.randomBytes(32).toString('hex');
}

function jitter(ms) {
  // ok: js-insecure-random-secret
  const delay = ms + Math.random() * 100;
  return delay;
}

function pickColor(colors) {
  // ok: js-insecure-random-secret
  return colors[Math.floor(Math.random() * colors.length)];
}
