function parseAge(input) {
  const age = Number(input);
  // ruleid: js-nan-comparison
  if (age === NaN) {
    throw new Error('not a number');
  }
  return age;
}

function valid(x) {
  // ruleid: js-nan-comparison
  return x !== NaN;
}

function parseAgeSafe(input) {
  const age = Number(input);
  // ok: js-nan-comparison
  if (Number.isNaN(age)) {
    throw new Error('not a number');
  }
  return age;
}

function validSafe(x) {
  // ok: js-nan-comparison
  return !Number.isNaN(x) && x !== null;
}
