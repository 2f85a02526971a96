const jwt = require('jsonwebtoken');

function verifyLegacy(token, key) {
  // ruleid: js-jwt-none-algorithm
  return jwt.verify(token, key, { algorithms: ['HS256', 'none'] });
}

function issueDebugToken(payload) {
  // ruleid: js-jwt-none-algorithm
  return jwt.sign(payload, '', { algorithm: 'none' });
}

function verifySafe(token, key) {
  // ok: js-jwt-none-algorithm
  return jwt.verify(token, key, { algorithms: ['HS256'] });
}

function issueToken(payload) {
  // ok: js-jwt-none-algorithm
  return jwt.sign(payload, process.env.JWT_SECRET, { algorithm: 'HS256', expiresIn: '1h' });
}
