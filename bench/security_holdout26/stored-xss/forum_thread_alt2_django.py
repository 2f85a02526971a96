from django.shortcuts import get_object_or_404, render
from django.utils.html import format_html, format_html_join

from forum.models import Thread


class ThreadView:
    def __init__(self, thread):
        self.title = thread.title
        self.posts = list(thread.posts.order_by("created_at"))

    def post_rows(self):
        return ((post.author.username, post.body) for post in self.posts)

    def body_html(self):
        return format_html_join(
            "\n",
            "<article><h4>{}</h4><p>{}</p></article>",
            self.post_rows(),
        )

    def context(self):
        return {
            "title": self.title,
            "posts_html": format_html("<section>{}</section>", self.body_html()),
        }


def load_thread(thread_id):
    return get_object_or_404(Thread, pk=thread_id)


def thread_page(request, thread_id):
    view = ThreadView(load_thread(thread_id))
    return render(request, "forum/thread.html", view.context())
