const jwt = require('jsonwebtoken');

function requireAdmin(req, res, next) {
  const token = req.headers.authorization.split(' ')[1];
  // ruleid: js-jwt-decode-without-verify
  const claims = jwt.decode(token);
  if (claims && claims.role === 'admin') return next();
  return res.status(403).end();
}

const currentUser = async (req, res) => {
  // ruleid: js-jwt-decode-without-verify
  const { sub } = jwt.decode(req.cookies.session);
  res.json({ id: sub });
};

function requireAdminSafe(req, res, next) {
  const token = req.headers.authorization.split(' ')[1];
  const claims = jwt.verify(token, process.env.JWT_SECRET, { algorithms: ['HS256'] });
  // ok: js-jwt-decode-without-verify
  const header = jwt.decode(token, { complete: true }).header;
  if (claims.role === 'admin' && header.kid) return next();
  return res.status(403).end();
}

function tokenExpiry(token) {
  const verified = jwt.verify(token, process.env.JWT_SECRET, { algorithms: ['HS256'] });
  // ok: js-jwt-decode-without-verify
  return jwt.decode(token).exp || verified.exp;
}

function decodeBase64(text) {
  // ok: js-jwt-decode-without-verify
  return Buffer.from(text, 'base64').toString('utf8');
}
