function isAdmin(user) {
  // ruleid: js-loose-equality
  return user.role == 'admin';
}

function changed(prev, next) {
  // ruleid: js-loose-equality
  return prev.count != next.count;
}

function missing(value) {
  // ok: js-loose-equality
  return value == null;
}

function isAdminStrict(user) {
  // ok: js-loose-equality
  return user.role === 'admin';
}

function isString(value) {
  // ok: js-loose-equality
  return typeof value == 'string';
}
