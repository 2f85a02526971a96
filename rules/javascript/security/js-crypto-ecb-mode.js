const crypto = require('crypto');

function encryptCard(key, pan) {
  // ruleid: js-crypto-ecb-mode
  const cipher = crypto.createCipheriv('aes-128-ecb', key, null);
  return cipher.update(pan, 'utf8', 'hex') + cipher.final('hex');
}

function decryptCard(key, data) {
  // ruleid: js-crypto-ecb-mode
  const decipher = crypto.createDecipheriv('AES-256-ECB', key, null);
  return decipher.update(data, 'hex', 'utf8') + decipher.final('utf8');
}

function encryptCardSafe(key, pan) {
  const iv = crypto.randomBytes(12);
  // ok: js-crypto-ecb-mode
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
  return Buffer.concat([iv, cipher.update(pan), cipher.final(), cipher.getAuthTag()]);
}

function decryptCbc(key, iv, data) {
  // ok: js-crypto-ecb-mode
  const decipher = crypto.createDecipheriv('aes-256-cbc', key, iv);
  return decipher.update(data) + decipher.final();
}
