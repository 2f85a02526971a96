const jwt = require('jsonwebtoken');
const fs = require('fs');

const publicKey = fs.readFileSync('/etc/keys/jwt.pub');

function authenticate(req, res, next) {
  const token = (req.headers.authorization || '').replace('Bearer ', '');
  try {
    // ruleid: js-jwt-verify-without-algorithms
    req.user = jwt.verify(token, publicKey);
    return next();
  } catch (err) {
    return res.status(401).end();
  }
}

function verifyCallback(token, cb) {
  // ruleid: js-jwt-verify-without-algorithms
  jwt.verify(token, publicKey, (err, payload) => cb(err, payload));
}

function verifyWithIssuer(token) {
  // ruleid: js-jwt-verify-without-algorithms
  return jwt.verify(token, publicKey, { issuer: 'https://auth.example.com' });
}

function authenticateSafe(token) {
  // ok: js-jwt-verify-without-algorithms
  return jwt.verify(token, publicKey, { algorithms: ['RS256'], issuer: 'https://auth.example.com' });
}

function verifyCallbackSafe(token, cb) {
  // ok: js-jwt-verify-without-algorithms
  jwt.verify(token, publicKey, { algorithms: ['RS256'] }, (err, payload) => cb(err, payload));
}

function checkSignature(verifier, data, signature) {
  // ok: js-jwt-verify-without-algorithms
  return verifier.verify(data, signature);
}
