import DOMPurify from 'dompurify';

function renderComment(container, comment) {
  // ruleid: js-xss-inner-html
  container.innerHTML = `<p class="body">${comment.body}</p>`;
}

function showSearch() {
  const q = new URLSearchParams(location.search).get('q');
  // ruleid: js-xss-inner-html
  document.getElementById('title').innerHTML = 'Results for ' + q;
}

function appendRow(table, html) {
  // ruleid: js-xss-inner-html
  table.innerHTML += html;
}

function replaceCard(card, markup) {
  // ruleid: js-xss-inner-html
  card.outerHTML = markup;
}

function clear(container) {
  // ok: js-xss-inner-html
  container.innerHTML = '';
}

function renderSafe(container, comment) {
  // ok: js-xss-inner-html
  container.innerHTML = DOMPurify.sanitize(`<p>${comment.body}</p>`);
}

function renderText(container, comment) {
  // ok: js-xss-inner-html
  container.textContent = comment.body;
}

function spinner(el) {
  // ok: js-xss-inner-html
  el.innerHTML = `<div class="spinner"></div>`;
}

function copyTemplate(target, template) {
  // ok: js-xss-inner-html
  target.innerHTML = template.innerHTML;
}
