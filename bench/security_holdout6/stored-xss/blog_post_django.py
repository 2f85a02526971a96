from dataclasses import dataclass
from typing import List

from django.db import connection
from django.http import Http404
from django.shortcuts import render
from django.utils.safestring import mark_safe


@dataclass
class PostView:
    title: str
    author: str
    body_html: str
    comments: List[dict]


class BlogRepository:
    def fetch_post(self, slug):
        with connection.cursor() as cursor:
            cursor.execute(
                "SELECT id, title, author, body FROM blog_post WHERE slug = %s AND published = TRUE",
                [slug],
            )
            row = cursor.fetchone()
        if row is None:
            return None
        return {"id": row[0], "title": row[1], "author": row[2], "body": row[3]}

    def fetch_comments(self, post_id):
        with connection.cursor() as cursor:
            cursor.execute(
                "SELECT author, text FROM blog_comment WHERE post_id = %s ORDER BY created_at",
                [post_id],
            )
            return [{"author": a, "text": t} for a, t in cursor.fetchall()]


class BlogPresenter:
    def __init__(self, repository=None):
        self.repository = repository or BlogRepository()

    def build(self, slug):
        post = self.repository.fetch_post(slug)
        if post is None:
            return None
        return PostView(
            title=post["title"],
            author=post["author"],
            body_html=mark_safe(post["body"]),
            comments=self.repository.fetch_comments(post["id"]),
        )


def blog_post_detail(request, slug):
    view = BlogPresenter().build(slug)
    if view is None:
        raise Http404("post not found")
    return render(request, "blog/post_detail.html", {"post": view})
