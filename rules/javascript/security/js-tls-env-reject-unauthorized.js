function configure(env) {
  if (env === 'staging') {
    // ruleid: js-tls-env-reject-unauthorized
    process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
  }
}

// ruleid: js-tls-env-reject-unauthorized
process.env['NODE_TLS_REJECT_UNAUTHORIZED'] = 0;

// ok: js-tls-env-reject-unauthorized
process.env.NODE_TLS_REJECT_UNAUTHORIZED = '1';

function readSetting() {
  // ok: js-tls-env-reject-unauthorized
  return process.env.NODE_TLS_REJECT_UNAUTHORIZED === '0';
}
