from dataclasses import dataclass
from datetime import datetime, timezone
from typing import List

from jinja2 import DictLoader, Environment
from markupsafe import Markup, escape
from pyramid.config import Configurator
from pyramid.httpexceptions import HTTPBadRequest, HTTPFound, HTTPNotFound
from pyramid.response import Response
from pyramid.view import view_config
from sqlalchemy import text

PAGE = """<!doctype html><title>{{ thread.title }}</title>
<h1>{{ thread.title }}</h1>
{% for reply in replies %}<div class="reply"><h4>{{ reply.author }}</h4>{{ reply.body_html }}</div>{% endfor %}
<form method="post" action="{{ post_url }}"><input type="hidden" name="csrf_token" value="{{ csrf }}">
<textarea name="body"></textarea><button>Reply</button></form>"""

templates = Environment(loader=DictLoader({"thread.html": PAGE}), autoescape=True)


@dataclass
class Reply:
    author: str
    body: str
    created_at: datetime

    @property
    def body_html(self) -> Markup:
        blocks = []
        for line in self.body.splitlines():
            if line.startswith(">"):
                blocks.append(Markup("<blockquote>{}</blockquote>").format(line[1:].strip()))
            else:
                blocks.append(escape(line))
        return Markup("<br>\n").join(blocks)


class ThreadRepository:
    def __init__(self, dbsession):
        self.db = dbsession

    def thread(self, thread_id: int):
        return self.db.execute(
            text("SELECT id, title FROM thread WHERE id = :id"), {"id": thread_id}
        ).mappings().first()

    def replies(self, thread_id: int) -> List[Reply]:
        rows = self.db.execute(
            text("SELECT author, body, created_at FROM reply WHERE thread_id = :id ORDER BY created_at"),
            {"id": thread_id},
        ).all()
        return [Reply(*row) for row in rows]

    def add_reply(self, thread_id: int, author: str, body: str) -> None:
        self.db.execute(
            text("INSERT INTO reply (thread_id, author, body, created_at) VALUES (:t, :a, :b, :c)"),
            {"t": thread_id, "a": author, "b": body, "c": datetime.now(timezone.utc)},
        )


@view_config(route_name="thread", request_method="GET", permission="view")
def show_thread(request):
    repo = ThreadRepository(request.dbsession)
    thread = repo.thread(int(request.matchdict["id"]))
    if thread is None:
        raise HTTPNotFound()
    html = templates.get_template("thread.html").render(
        thread=thread,
        replies=repo.replies(thread["id"]),
        post_url=request.route_url("thread", id=thread["id"]),
        csrf=request.session.get_csrf_token(),
    )
    return Response(html, content_type="text/html")


@view_config(route_name="thread", request_method="POST", permission="post", require_csrf=True)
def post_reply(request):
    body = request.POST.get("body", "").strip()
    if not body or len(body) > 10_000:
        raise HTTPBadRequest()
    thread_id = int(request.matchdict["id"])
    ThreadRepository(request.dbsession).add_reply(thread_id, request.authenticated_userid, body)
    return HTTPFound(request.route_url("thread", id=thread_id))


def includeme(config: Configurator):
    config.add_route("thread", "/threads/{id:\\d+}")
    config.scan(__name__)
