import html
import json
import sqlite3

import bleach
import nh3
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, render
from django.template.loader import render_to_string
from django.utils.functional import cached_property
from django.utils.html import conditional_escape, escape, format_html, format_html_join, linebreaks, urlize
from django.utils.safestring import SafeString, mark_safe
from dataclasses import dataclass, field

from fastapi import Depends, FastAPI, Form
from fastapi.responses import HTMLResponse
from flask import Flask, jsonify, make_response, render_template, request
from markupsafe import Markup
from markupsafe import escape as markup_escape
from sqlalchemy import select

from .db import Comment, Post, Profile, connection, db

app = Flask(__name__)
api = FastAPI()


def post_detail(request: HttpRequest, slug: str) -> HttpResponse:
    post = get_object_or_404(Post, slug=slug)
    # ruleid: python-xss-stored-taint
    return HttpResponse(f"<h1>{post.title}</h1><div>{post.body}</div>")


def post_detail_safe(request: HttpRequest, slug: str) -> HttpResponse:
    post = get_object_or_404(Post, slug=slug)
    # ok: python-xss-stored-taint
    return HttpResponse(format_html("<h1>{}</h1><div>{}</div>", post.title, post.body))


def post_detail_template(request: HttpRequest, slug: str) -> HttpResponse:
    post = get_object_or_404(Post, slug=slug)
    # ok: python-xss-stored-taint
    return render(request, "post.html", {"post": post})


def signature(user_id: int) -> str:
    profile = Profile.objects.get(user_id=user_id)
    # ruleid: python-xss-stored-taint
    return mark_safe(profile.signature)


def signature_cleaned(user_id: int) -> str:
    profile = Profile.objects.get(user_id=user_id)
    # ok: python-xss-stored-taint
    return mark_safe(bleach.clean(profile.signature, tags={"b", "i", "a"}))


def signature_nh3(user_id: int) -> str:
    profile = Profile.objects.get(user_id=user_id)
    # ok: python-xss-stored-taint
    return mark_safe(nh3.clean(profile.signature))


def comment_list(post_id: int) -> str:
    rows = ""
    for c in Comment.objects.filter(post_id=post_id):
        rows += f"<li>{c.author}: {c.text}</li>"
    # ruleid: python-xss-stored-taint
    return SafeString("<ul>" + rows + "</ul>")


def comment_list_joined(post_id: int) -> str:
    comments = Comment.objects.filter(post_id=post_id)
    # ok: python-xss-stored-taint
    return format_html_join("\n", "<li>{}: {}</li>", ((c.author, c.text) for c in comments))


def comment_list_escaped(post_id: int) -> str:
    comment = Comment.objects.filter(post_id=post_id).first()
    # ok: python-xss-stored-taint
    return mark_safe("<li>" + conditional_escape(comment.text) + "</li>")


def comment_count(post_id: int) -> str:
    comments = Comment.objects.filter(post_id=post_id)
    # ok: python-xss-stored-taint
    return mark_safe(f"<span class='count'>{comments.count()}</span>")


def comment_link(post_id: int) -> str:
    comment = Comment.objects.filter(post_id=post_id).first()
    # ok: python-xss-stored-taint
    return mark_safe(f"<a href='/comments/{comment.id}'>#{comment.pk}</a>")


def card(post_id: int) -> str:
    post = Post.objects.get(pk=post_id)
    # ok: python-xss-stored-taint
    return render_to_string("card.html", {"post": post})


@app.route("/posts/<int:post_id>")
def flask_post(post_id):
    post = db.session.get(Post, post_id)
    # ruleid: python-xss-stored-taint
    return f"<article><h2>{post.title}</h2>{post.body}</article>"


@app.route("/posts/<int:post_id>/safe")
def flask_post_safe(post_id):
    post = db.session.get(Post, post_id)
    # ok: python-xss-stored-taint
    return f"<article><h2>{markup_escape(post.title)}</h2>{html.escape(post.body)}</article>"


@app.route("/posts/<int:post_id>/template")
def flask_post_template(post_id):
    post = db.get_or_404(Post, post_id)
    # ok: python-xss-stored-taint
    return render_template("post.html", post=post)


@app.route("/posts/<int:post_id>/json")
def flask_post_json(post_id):
    post = db.get_or_404(Post, post_id)
    # ok: python-xss-stored-taint
    return {"title": post.title, "body": post.body}


@app.route("/posts/<int:post_id>/api")
def flask_post_api(post_id):
    post = db.get_or_404(Post, post_id)
    # ok: python-xss-stored-taint
    return make_response(jsonify(title=post.title))


@app.route("/latest")
def latest():
    post = db.session.scalars(select(Post).order_by(Post.id.desc())).first()
    # ruleid: python-xss-stored-taint
    return Markup(post.summary)


@app.route("/latest/formatted")
def latest_formatted():
    post = db.session.scalars(select(Post).order_by(Post.id.desc())).first()
    # ok: python-xss-stored-taint
    return Markup("<p>{}</p>").format(post.summary)


@app.route("/latest/percent")
def latest_percent():
    post = Post.query.order_by(Post.id.desc()).first()
    # ok: python-xss-stored-taint
    return Markup("<p>%s</p>") % post.summary


@app.route("/names")
def names():
    cursor = connection.cursor()
    cursor.execute("SELECT name FROM users ORDER BY name")
    items = ""
    for (name,) in cursor.fetchall():
        items += f"<li>{name}</li>"
    # ruleid: python-xss-stored-taint
    return make_response(f"<ul>{items}</ul>")


@app.route("/names/count")
def names_count():
    cursor = connection.cursor()
    cursor.execute("SELECT name FROM users")
    # ok: python-xss-stored-taint
    return f"<p>{len(cursor.fetchall())} users</p>"


@app.route("/names/plain")
def names_plain():
    cursor = connection.cursor()
    cursor.execute("SELECT name FROM users")
    names = "\n".join([r[0] for r in cursor.fetchall()])
    # ok: python-xss-stored-taint
    return make_response(names, 200, {"Content-Type": "text/plain"})


@app.route("/names/dump")
def names_dump():
    cursor = connection.cursor()
    cursor.execute("SELECT id, name FROM users")
    # ok: python-xss-stored-taint
    return make_response(json.dumps(cursor.fetchall()))


@app.route("/rank/<int:user_id>")
def rank(user_id):
    row = Profile.query.filter_by(user_id=user_id).first()
    # ok: python-xss-stored-taint
    return f"<p>Rank {int(row.rank)}</p>"


@api.get("/bio/{user_id}", response_class=HTMLResponse)
async def bio(user_id: int):
    profile = Profile.query.get_or_404(user_id)
    # ruleid: python-xss-stored-taint
    return HTMLResponse("<section>" + profile.bio + "</section>")


@api.get("/bio/{user_id}/escaped", response_class=HTMLResponse)
async def bio_escaped(user_id: int):
    profile = Profile.query.get_or_404(user_id)
    # ok: python-xss-stored-taint
    return HTMLResponse("<section>" + escape(profile.bio) + "</section>")


class Features:
    @cached_property
    def supports_transactions(self):
        with connection.cursor() as cursor:
            cursor.execute("SELECT COUNT(X) FROM ROLLBACK_TEST")
            (count,) = cursor.fetchone()
        # ok: python-xss-stored-taint
        return count == 0


def comment_items(request: HttpRequest, post_id: int):
    items = []
    for comment in Comment.objects.filter(post_id=post_id):
        items.append("<li>" + comment.body + "</li>")
    # ruleid: python-xss-stored-taint
    return HttpResponse("<ul>" + "".join(items) + "</ul>")


def comment_items_escaped(request: HttpRequest, post_id: int):
    items = []
    for comment in Comment.objects.filter(post_id=post_id):
        items.append("<li>" + escape(comment.body) + "</li>")
    # ok: python-xss-stored-taint
    return HttpResponse("<ul>" + "".join(items) + "</ul>")


def post_titles(request: HttpRequest):
    posts = Post.objects.order_by("-created")[:10]
    rows = "".join(f"<li>{post.title}</li>" for post in posts)
    # ruleid: python-xss-stored-taint
    return HttpResponse(content="<ol>" + rows + "</ol>")


def post_ids(request: HttpRequest):
    posts = Post.objects.order_by("-created")[:10]
    ids = ",".join(str(post.id) for post in posts)
    # ok: python-xss-stored-taint
    return HttpResponse(f"<p data-ids='{ids}'></p>")


def post_counts(request: HttpRequest):
    posts = Post.objects.order_by("-created")[:10]
    rows = "".join(
        f"<tr><td>{int(post.comment_count)}</td><td>{int(post.views)}</td></tr>"
        for post in posts
    )
    # ok: python-xss-stored-taint
    return HttpResponse("<table>" + rows + "</table>")


def post_counts_titled(request: HttpRequest):
    posts = Post.objects.order_by("-created")[:10]
    rows = "".join(
        f"<tr><td>{post.title}</td></tr>"
        for post in posts
    )
    # ruleid: python-xss-stored-taint
    return HttpResponse("<table>" + rows + "</table>")


def post_titles_escaped(request: HttpRequest):
    posts = Post.objects.order_by("-created")[:10]
    rows = [format_html("<li>{}</li>", post.title) for post in posts]
    # ok: python-xss-stored-taint
    return HttpResponse("<ol>" + "".join(rows) + "</ol>")


@api.get("/profiles/names")
def profile_names():
    names = [p.display_name for p in db.query(Profile).all()]
    # ruleid: python-xss-stored-taint
    return HTMLResponse(content="<p>" + ", ".join(names) + "</p>")


@api.get("/profiles/count")
def profile_count():
    names = [p.display_name for p in db.query(Profile).all()]
    # ok: python-xss-stored-taint
    return HTMLResponse(content="<p>" + str(len(names)) + " profiles</p>", media_type="text/plain")


@app.route("/events")
def list_events():
    rows = app.config["DB"].execute("SELECT title, starts_at FROM events").fetchall()
    parts = ["<h1>Upcoming events</h1>"]
    for row in rows:
        parts.append("<article><h2>%s</h2><time>%s</time></article>" % (row["title"], row["starts_at"]))
    # ruleid: python-xss-stored-taint
    return "".join(parts)


@app.route("/events/escaped")
def list_events_escaped():
    rows = app.config["DB"].execute("SELECT title, starts_at FROM events").fetchall()
    parts = ["<h1>Upcoming events</h1>"]
    for row in rows:
        parts.append("<article><h2>%s</h2></article>" % markup_escape(row["title"]))
    # ok: python-xss-stored-taint
    return "".join(parts)


from django.views.generic import DetailView  # noqa: E402
from rest_framework.renderers import JSONRenderer, StaticHTMLRenderer  # noqa: E402
from rest_framework.response import Response as ApiResponse  # noqa: E402
from rest_framework.views import APIView  # noqa: E402


class AnnouncementBannerView(APIView):
    renderer_classes = [StaticHTMLRenderer]

    def get(self, request):
        current = Comment.objects.filter(active=True).first()
        # ruleid: python-xss-stored-taint
        return ApiResponse("<div class='banner'>{}</div>".format(current.headline))


class AnnouncementApiView(APIView):
    renderer_classes = [JSONRenderer]

    def get(self, request):
        current = Comment.objects.filter(active=True).first()
        # ok: python-xss-stored-taint
        return ApiResponse({"headline": current.headline})


class ProfileDetailView(DetailView):
    model = Comment

    def get_context_data(self, **kwargs):
        context = super().get_context_data(**kwargs)
        bio = self.object.bio.replace("\n", "<br>")
        # ruleid: python-xss-stored-taint
        context["bio_html"] = mark_safe(bio)
        # ok: python-xss-stored-taint
        context["bio_escaped"] = mark_safe(escape(self.object.bio).replace("\n", "<br>"))
        return context


def load_recent_comments(limit=20):
    with sqlite3.connect("blog.db") as conn:
        return conn.execute("SELECT author, body FROM comments LIMIT ?", (limit,)).fetchall()


def load_posts():
    return Post.objects.filter(published=True).order_by("-created")


def page_size(default=20):
    return default


@app.route("/comments/feed")
def comment_feed():
    parts = []
    for author, body in load_recent_comments():
        parts.append(f"<li><b>{author}</b>: {body}</li>")
    # ruleid: python-xss-stored-taint
    return Markup("".join(parts))


@app.route("/comments/feed/escaped")
def comment_feed_escaped():
    parts = []
    for author, body in load_recent_comments():
        parts.append(f"<li><b>{markup_escape(author)}</b>: {markup_escape(body)}</li>")
    # ok: python-xss-stored-taint
    return Markup("".join(parts))


def post_titles(request: HttpRequest) -> HttpResponse:
    items = "".join(f"<li>{post.title}</li>" for post in load_posts())
    # ruleid: python-xss-stored-taint
    return HttpResponse(f"<ul>{items}</ul>")


@app.route("/comments/size")
def comment_size():
    # ok: python-xss-stored-taint
    return Markup(f"<p>{page_size()} per page</p>")


def post_card(post) -> str:
    return "<article><h2>%s</h2></article>" % markup_escape(post.title)


def post_card_raw(post) -> str:
    return "<article><h2>%s</h2></article>" % post.title.strip()


def post_teaser(request: HttpRequest, slug: str) -> HttpResponse:
    post = get_object_or_404(Post, slug=slug)
    # a helper of the file that escapes what it is given
    # ok: python-xss-stored-taint
    return HttpResponse(post_card(post))


def post_teaser_raw(request: HttpRequest, slug: str) -> HttpResponse:
    post = get_object_or_404(Post, slug=slug)
    # ruleid: python-xss-stored-taint
    return HttpResponse(post_card_raw(post))


class PostCardView:
    def card(self, post) -> str:
        return "<h2>%s</h2>" % markup_escape(post.title)

    def get(self, request: HttpRequest, slug: str) -> HttpResponse:
        post = get_object_or_404(Post, slug=slug)
        # a method of the view itself that escapes
        # ok: python-xss-stored-taint
        return HttpResponse(self.card(post))


ANNOUNCEMENTS = []
COMMENTS: dict = {}
THEMES = {}
THEMES["dark"] = "<style>body{background:#000}</style>"


def post_announcement(request: HttpRequest) -> HttpResponse:
    ANNOUNCEMENTS.append({"title": request.POST["title"], "body": request.POST["body"]})
    COMMENTS.setdefault(request.POST["page"], []).append(request.POST["body"])
    return HttpResponse(status=303)


def list_announcements(request: HttpRequest) -> HttpResponse:
    blocks = []
    for item in reversed(ANNOUNCEMENTS[-20:]):
        blocks.append("<article><h3>{title}</h3><div>{body}</div></article>".format(**item))
    # an in-memory store the app's users fill
    # ruleid: python-xss-stored-taint
    return HttpResponse("<section>" + "".join(blocks) + "</section>")


def page_comments(request: HttpRequest, page: str) -> HttpResponse:
    items = ["<li>%s</li>" % body for body in COMMENTS.get(page, [])]
    # ruleid: python-xss-stored-taint
    return HttpResponse("<ul>" + "".join(items) + "</ul>")


def escaped_comments(request: HttpRequest, page: str) -> HttpResponse:
    items = ["<li>%s</li>" % escape(body) for body in COMMENTS.get(page, [])]
    # ok: python-xss-stored-taint
    return HttpResponse("<ul>" + "".join(items) + "</ul>")


def theme_style(request: HttpRequest) -> HttpResponse:
    # a table the module fills itself, never a function
    # ok: python-xss-stored-taint
    return HttpResponse(THEMES["dark"])


class GuestbookStore:
    def __init__(self):
        self._entries = []

    def add(self, author, text):
        self._entries.append({"author": author, "text": text})

    def recent(self, limit):
        return self._entries[-limit:]


guestbook = GuestbookStore()


@app.route("/guestbook")
def guestbook_page():
    rows = guestbook.recent(20)
    if not rows:
        return "<p>No entries yet.</p>"
    if len(rows) > 10:
        parts = []
        for row in rows:
            parts.append("<li>%s</li>" % html.escape(row["text"]))
        # ok: python-xss-stored-taint
        return "<ul>%s</ul>" % "".join(parts)
    # what the store kept from earlier requests comes back as it was written
    # ruleid: python-xss-stored-taint
    return "<ul>%s</ul>" % "".join("<li>%s</li>" % row["text"] for row in rows)


class ListPage:
    def __init__(self, title):
        self.title = html.escape(title)
        self.parts = []

    def add(self, fragment):
        self.parts.append(fragment)
        return self

    def render(self):
        return "<title>%s</title>%s" % (self.title, "".join(self.parts))


@app.route("/guestbook/search")
def guestbook_search():
    # a page built in this request holds nothing stored by earlier ones
    page = ListPage("Search")
    page.add("<p>%s</p>" % html.escape(request.args.get("q", "")))
    # ok: python-xss-stored-taint
    first = make_response(page.render())
    # ok: python-xss-stored-taint
    second = make_response(ListPage("Empty").add("<p>none</p>").render())
    return first if request.args.get("q") else second


@api.get("/guestbook/escaped", response_class=HTMLResponse)
def guestbook_escaped():
    entries = connection.execute("SELECT name, message FROM entries").fetchall()
    esc = lambda s: html.escape(s or "", quote=True)
    name, message = entries[0]
    # ok: python-xss-stored-taint
    return HTMLResponse(f"<p>{esc(name)}: {esc(message)}</p>")


@api.get("/guestbook/trimmed", response_class=HTMLResponse)
def guestbook_trimmed():
    entries = connection.execute("SELECT name, message FROM entries").fetchall()
    trim = lambda s: (s or "").strip()
    name, message = entries[0]
    # ruleid: python-xss-stored-taint
    return HTMLResponse(f"<p>{trim(name)}: {trim(message)}</p>")


@api.get("/guestbook/names", response_class=HTMLResponse)
def guestbook_names():
    names = [row[0] for row in connection.execute("SELECT name FROM entries").fetchall()]
    # ok: python-xss-stored-taint
    return HTMLResponse("<p>" + ", ".join(map(html.escape, names)) + "</p>")


@api.get("/guestbook/names/raw", response_class=HTMLResponse)
def guestbook_names_raw():
    names = [row[0] for row in connection.execute("SELECT name FROM entries").fetchall()]
    # ruleid: python-xss-stored-taint
    return HTMLResponse("<p>" + ", ".join(map(str.title, names)) + "</p>")


def speaker_bio(request: HttpRequest, handle: str) -> HttpResponse:
    speaker = get_object_or_404(Profile, handle=handle)
    if request.GET.get("plain"):
        # linebreaks and urlize escape their text only when asked to
        # ruleid: python-xss-stored-taint
        return HttpResponse(mark_safe(linebreaks(speaker.bio)))
    if request.GET.get("links"):
        # ok: python-xss-stored-taint
        return HttpResponse(mark_safe(urlize(speaker.bio, nofollow=True, autoescape=True)))
    # ok: python-xss-stored-taint
    return HttpResponse(mark_safe(linebreaks(speaker.bio, autoescape=True)))


@dataclass
class StatusBoard:
    entries: list[tuple[str, str]] = field(default_factory=list)
    title: str = "Status"

    def add(self, author: str, text: str) -> None:
        self.entries.insert(0, (author, text))


board = StatusBoard()


def get_board() -> StatusBoard:
    return board


@api.post("/status")
async def post_status(author: str = Form(...), text: str = Form(...), b: StatusBoard = Depends(get_board)):
    b.add(author, text)
    return {"ok": True}


@api.get("/status", response_class=HTMLResponse)
async def show_status(b: StatusBoard = Depends(get_board)):
    # what the board kept from earlier requests, read from its field
    items = "".join(f"<li><b>{a}</b> {msg}</li>" for a, msg in b.entries[:50])
    # ruleid: python-xss-stored-taint
    return HTMLResponse(f"<ul>{items}</ul>")


@api.get("/status/module", response_class=HTMLResponse)
async def show_status_module():
    # ruleid: python-xss-stored-taint
    return HTMLResponse("".join(f"<li>{msg}</li>" for _, msg in board.entries))


@api.get("/status/escaped", response_class=HTMLResponse)
async def show_status_escaped(b: StatusBoard = Depends(get_board)):
    items = "".join(f"<li>{html.escape(msg)}</li>" for _, msg in b.entries)
    # ok: python-xss-stored-taint
    return HTMLResponse(f"<h1>{b.title}</h1><ul>{items}</ul>")


@api.get("/status/fresh", response_class=HTMLResponse)
async def show_status_fresh():
    # a board made in this request holds nothing stored by earlier ones
    fresh = StatusBoard()
    # ok: python-xss-stored-taint
    return HTMLResponse("".join(f"<li>{msg}</li>" for _, msg in fresh.entries))

