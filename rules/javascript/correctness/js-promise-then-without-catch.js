function loadUser(api, id, render) {
  // ruleid: js-promise-then-without-catch
  api.getUser(id).then((user) => render(user));
}

function saveAll(db, items) {
  // ruleid: js-promise-then-without-catch
  db.save(items).then(() => db.flush()).then(() => console.info('saved'));
}

function loadUserSafe(api, id, render, onError) {
  // ok: js-promise-then-without-catch
  api.getUser(id).then((user) => render(user)).catch(onError);
}

function loadUserReturned(api, id) {
  // ok: js-promise-then-without-catch
  return api.getUser(id).then((user) => user.name);
}

function loadWithHandler(api, id, render, onError) {
  // ok: js-promise-then-without-catch
  api.getUser(id).then(render, onError);
}

async function loadAwaited(api, id, render) {
  // ok: js-promise-then-without-catch
  await api.getUser(id).then(render);
}

function hydrate(query, promise) {
  // The chained promise is kept and handed on: whoever holds it handles a rejection.
  // ok: js-promise-then-without-catch
  const initialPromise = Promise.resolve(promise).then(deserialize);
  query.fetch(undefined, { initialPromise });
}

class Loader {
  start(source) {
    // ok: js-promise-then-without-catch
    this.pending = source.load().then(parse);
  }
}

// Inside a class or function that is itself assigned, a dropped chain is still dropped.
SvelteElement = class extends HTMLElement {
  disconnectedCallback() {
    // ruleid: js-promise-then-without-catch
    Promise.resolve().then(() => this.destroy());
  }
};
