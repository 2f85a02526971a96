function isMissing(value) {
  // ruleid: js-invalid-typeof-comparison
  return typeof value === 'undefinded';
}

function isList(value) {
  // ruleid: js-invalid-typeof-comparison
  return typeof value == 'array';
}

function isFunction(value) {
  // ok: js-invalid-typeof-comparison
  return typeof value === 'function';
}

function isMissingSafe(value) {
  // ok: js-invalid-typeof-comparison
  return 'undefined' === typeof value;
}

function sameType(a, b) {
  // ok: js-invalid-typeof-comparison
  return typeof a === typeof b;
}
