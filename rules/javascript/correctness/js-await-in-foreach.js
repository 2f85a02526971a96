async function notifyAll(users, mailer) {
  // ruleid: js-await-in-foreach
  users.forEach(async (user) => {
    await mailer.send(user.email, 'Welcome');
  });
  return 'done';
}

async function deleteAll(ids, repo) {
  // ruleid: js-await-in-foreach
  ids.forEach(async function (id) { await repo.delete(id); });
}

async function notifyAllSequential(users, mailer) {
  for (const user of users) {
    // ok: js-await-in-foreach
    await mailer.send(user.email, 'Welcome');
  }
}

async function notifyAllParallel(users, mailer) {
  // ok: js-await-in-foreach
  await Promise.all(users.map(async (user) => mailer.send(user.email, 'Welcome')));
}

function logAll(users) {
  // ok: js-await-in-foreach
  users.forEach((user) => console.info(user.email));
}
