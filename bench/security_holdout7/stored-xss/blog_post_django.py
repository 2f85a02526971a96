from dataclasses import dataclass
from datetime import datetime
from typing import List, Optional

from django.db import connection
from django.http import Http404
from django.shortcuts import render
from django.utils.html import escape
from django.utils.safestring import mark_safe

RELATED_LIMIT = 3


@dataclass
class PostRecord:
    id: int
    slug: str
    title: str
    author: str
    body_html: str
    published_at: datetime


class PostRepository:
    columns = "id, slug, title, author, body_html, published_at"

    def get(self, slug: str) -> Optional[PostRecord]:
        with connection.cursor() as cursor:
            cursor.execute(
                f"SELECT {self.columns} FROM blog_post WHERE slug = %s AND published = TRUE",
                [slug],
            )
            row = cursor.fetchone()
        return PostRecord(*row) if row else None

    def related(self, post: PostRecord, limit: int = RELATED_LIMIT) -> List[PostRecord]:
        with connection.cursor() as cursor:
            cursor.execute(
                f"SELECT {self.columns} FROM blog_post "
                "WHERE author = %s AND id <> %s ORDER BY published_at DESC LIMIT %s",
                [post.author, post.id, limit],
            )
            return [PostRecord(*row) for row in cursor.fetchall()]


class PostPresenter:
    def __init__(self, post: PostRecord):
        self.post = post

    @property
    def title(self):
        return escape(self.post.title)

    @property
    def body(self):
        return mark_safe(self.post.body_html)

    def as_context(self):
        return {
            "title": self.title,
            "author": self.post.author,
            "body": self.body,
            "published": self.post.published_at,
        }


def post_detail(request, slug):
    repo = PostRepository()
    post = repo.get(slug)
    if post is None:
        raise Http404("no such post")
    context = PostPresenter(post).as_context()
    context["related"] = [{"slug": p.slug, "title": p.title} for p in repo.related(post)]
    return render(request, "blog/post_detail.html", context)
