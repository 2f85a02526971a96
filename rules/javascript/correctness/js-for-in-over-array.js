function total(prices) {
  const amounts = [1, 2, 3];
  let sum = 0;
  // ruleid: js-for-in-over-array
  for (const i in amounts) {
    sum += amounts[i];
  }
  return sum + prices;
}

function names(users) {
  const list = Array.from(users);
  const out = [];
  // ruleid: js-for-in-over-array
  for (const i in list) out.push(list[i].name);
  return out;
}

function totalSafe() {
  const amounts = [1, 2, 3];
  let sum = 0;
  // ok: js-for-in-over-array
  for (const amount of amounts) {
    sum += amount;
  }
  return sum;
}

function keys(settings) {
  const out = [];
  // ok: js-for-in-over-array
  for (const key in settings) out.push(key);
  return out;
}
