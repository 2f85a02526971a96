import logging
import time
from dataclasses import dataclass, field
from typing import List

from quart import Quart, request, redirect, url_for, render_template_string, jsonify

app = Quart(__name__)
log = logging.getLogger("guestbook")

MAX_ENTRIES = 200

PAGE = """
<!doctype html>
<title>Guestbook</title>
<h1>Guestbook</h1>
<form method="post" action="{{ url_for('sign') }}">
  <input name="name" placeholder="Your name">
  <textarea name="message"></textarea>
  <button>Sign</button>
</form>
{% for e in entries %}
  <div class="entry">
    <h3>{{ e.name }}</h3>
    <div class="msg">{{ e.message | safe }}</div>
    <small>{{ e.created }}</small>
  </div>
{% endfor %}
"""


@dataclass
class Entry:
    name: str
    message: str
    created: float = field(default_factory=time.time)


class Guestbook:
    def __init__(self):
        self._entries: List[Entry] = []

    def add(self, name: str, message: str):
        self._entries.insert(0, Entry(name=name[:80], message=message[:2000]))
        del self._entries[MAX_ENTRIES:]

    def latest(self, n=50):
        return self._entries[:n]


book = Guestbook()


@app.route("/")
async def index():
    entries = book.latest()
    return await render_template_string(PAGE, entries=entries)


@app.route("/sign", methods=["POST"])
async def sign():
    form = await request.form
    name = form.get("name", "anonymous").strip() or "anonymous"
    message = form.get("message", "").strip()
    if message:
        book.add(name, message)
        log.info("new guestbook entry from %s", name)
    return redirect(url_for("index"))


@app.route("/api/count")
async def count():
    return jsonify(count=len(book.latest(MAX_ENTRIES)))
