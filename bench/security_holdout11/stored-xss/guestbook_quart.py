import datetime
import logging
from dataclasses import dataclass, field
from typing import List

from quart import Quart, Response, redirect, request, url_for

app = Quart(__name__)
log = logging.getLogger("guestbook")

MAX_ENTRIES = 200


@dataclass
class Entry:
    author: str
    message: str
    created: datetime.datetime = field(default_factory=datetime.datetime.utcnow)


class GuestbookRepository:
    def __init__(self):
        self._entries: List[Entry] = []

    def add(self, entry: Entry) -> None:
        self._entries.append(entry)
        del self._entries[:-MAX_ENTRIES]

    def latest(self, n: int = 50) -> List[Entry]:
        return list(reversed(self._entries[-n:]))


repo = GuestbookRepository()


def render_entry(entry: Entry) -> str:
    stamp = entry.created.strftime("%Y-%m-%d %H:%M")
    return f"<li><span class='who'>{entry.author}</span> <time>{stamp}</time><p>{entry.message}</p></li>"


@app.route("/guestbook", methods=["POST"])
async def sign():
    form = await request.form
    author = form.get("author", "anonymous").strip()[:60]
    message = form.get("message", "").strip()
    if not message:
        return Response("empty message", status=400)
    repo.add(Entry(author=author, message=message))
    log.info("new guestbook entry from %s", author)
    return redirect(url_for("show"))


@app.route("/guestbook", methods=["GET"])
async def show():
    items = "".join(render_entry(e) for e in repo.latest())
    body = f"<html><body><h1>Guestbook</h1><ul>{items}</ul></body></html>"
    return Response(body, content_type="text/html")


@app.route("/guestbook/count")
async def count():
    return {"count": len(repo.latest(MAX_ENTRIES))}
