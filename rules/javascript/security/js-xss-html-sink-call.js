import DOMPurify from 'dompurify';

function addNotification(list, note) {
  // ruleid: js-xss-html-sink-call
  list.insertAdjacentHTML('beforeend', `<li>${note.text}</li>`);
}

function legacyBanner() {
  const name = decodeURIComponent(location.hash.slice(1));
  // ruleid: js-xss-html-sink-call
  document.write('<h1>Welcome ' + name + '</h1>');
}

function fragment(range, html) {
  // ruleid: js-xss-html-sink-call
  return range.createContextualFragment(html);
}

function jqueryRender(user) {
  // ruleid: js-xss-html-sink-call
  $('#profile').html('<b>' + user.bio + '</b>');
}

function addDivider(list) {
  // ok: js-xss-html-sink-call
  list.insertAdjacentHTML('beforeend', '<li class="divider"></li>');
}

function addSafe(list, note) {
  // ok: js-xss-html-sink-call
  list.insertAdjacentHTML('beforeend', DOMPurify.sanitize(`<li>${note.text}</li>`));
}

function addText(list, note) {
  // ok: js-xss-html-sink-call
  list.insertAdjacentText('beforeend', note.text);
}

function printStatic() {
  // ok: js-xss-html-sink-call
  document.write('<p>Loading…</p>');
}

function readHtml() {
  // ok: js-xss-html-sink-call
  return $('#profile').html();
}

function streamOut(res, chunk) {
  // ok: js-xss-html-sink-call
  res.write(chunk, 'utf8');
}
