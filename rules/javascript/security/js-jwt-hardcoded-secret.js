const jwt = require('jsonwebtoken');

function login(user) {
  // ruleid: js-jwt-hardcoded-secret
  return jwt.sign({ sub: user.id }, 'super-secret-key', { expiresIn: '1h' });
}

const SIGNING_KEY = 'change-me-in-prod';

function check(token) {
  // ruleid: js-jwt-hardcoded-secret
  return jwt.verify(token, SIGNING_KEY, { algorithms: ['HS256'] });
}

function loginSafe(user) {
  // ok: js-jwt-hardcoded-secret
  return jwt.sign({ sub: user.id }, process.env.JWT_SECRET, { expiresIn: '1h' });
}

function checkSafe(token, config) {
  // ok: js-jwt-hardcoded-secret
  return jwt.verify(token, config.jwtSecret, { algorithms: ['HS256'] });
}
