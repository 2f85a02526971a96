function pageNumber(query) {
  // ruleid: js-parseint-without-radix
  return parseInt(query.page) || 1;
}

function limit(query) {
  // ok: js-parseint-without-radix
  return parseInt(query.limit, 10);
}

function hexColor(hex) {
  // ok: js-parseint-without-radix
  return parseInt(hex, 16);
}
