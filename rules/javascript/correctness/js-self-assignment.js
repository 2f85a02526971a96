class Account {
  constructor(owner, balance) {
    this.owner = owner;
    // ruleid: js-self-assignment
    balance = balance;
  }
}

function update(config, next) {
  // ruleid: js-self-assignment
  config.retries = config.retries;
  config.timeout = next.timeout;
}

class AccountSafe {
  constructor(owner, balance) {
    // ok: js-self-assignment
    this.balance = balance;
    this.owner = owner;
  }
}

function reload() {
  // ok: js-self-assignment
  window.location.href = window.location.href;
}

function hostOf(headers, requireHost) {
  let host = headers.host;
  // `??=` assigns only when the left side is null or undefined: not a self-assignment
  // ok: js-self-assignment
  if (requireHost === false) host ??= '';
  return host;
}
