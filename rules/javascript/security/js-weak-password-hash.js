const crypto = require('crypto');

function storeUser(db, user) {
  // ruleid: js-weak-password-hash
  const hash = crypto.createHash('md5').update(user.password).digest('hex');
  return db.insert({ email: user.email, hash });
}

function checkPassword(stored, password) {
  // ruleid: js-weak-password-hash
  return crypto.createHash('sha1').update(password, 'utf8').digest('hex') === stored;
}

function etag(body) {
  // ok: js-weak-password-hash
  return crypto.createHash('md5').update(body).digest('hex');
}

function hashPassword(password, salt) {
  // ok: js-weak-password-hash
  return crypto.scryptSync(password, salt, 64).toString('hex');
}
