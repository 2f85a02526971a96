function counter() {
  // ruleid: js-no-var
  var count = 0;
  return () => ++count;
}

// ruleid: js-no-var
var cache;

function counterSafe() {
  // ok: js-no-var
  let count = 0;
  return () => ++count;
}

// ok: js-no-var
const LIMIT = 10;
