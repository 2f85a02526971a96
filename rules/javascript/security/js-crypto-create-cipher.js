const crypto = require('crypto');

function encrypt(text, password) {
  // ruleid: js-crypto-create-cipher
  const cipher = crypto.createCipher('aes-256-cbc', password);
  return cipher.update(text, 'utf8', 'hex') + cipher.final('hex');
}

function decrypt(data, password) {
  // ruleid: js-crypto-create-cipher
  const decipher = crypto.createDecipher('aes-256-cbc', password);
  return decipher.update(data, 'hex', 'utf8') + decipher.final('utf8');
}

function encryptSafe(text, key) {
  const iv = crypto.randomBytes(12);
  // ok: js-crypto-create-cipher
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
  return Buffer.concat([iv, cipher.update(text, 'utf8'), cipher.final(), cipher.getAuthTag()]);
}

function decryptSafe(key, iv, data) {
  // ok: js-crypto-create-cipher
  const decipher = crypto.createDecipheriv('aes-256-cbc', key, iv);
  return decipher.update(data) + decipher.final();
}
