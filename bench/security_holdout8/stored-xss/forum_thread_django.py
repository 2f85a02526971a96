from django.apps import apps
from django.core.paginator import Paginator
from django.http import Http404, HttpResponse
from django.utils.html import escape, format_html, format_html_join
from django.utils.safestring import mark_safe
from django.views.generic import View

POSTS_PER_PAGE = 30


def render_body(text):
    escaped = escape(text or "")
    return mark_safe(escaped.replace("\n", "<br>"))


class ThreadPresenter:
    def __init__(self, thread, posts):
        self.thread = thread
        self.posts = posts

    def post_rows(self):
        return format_html_join(
            "\n",
            '<article id="post-{}"><h3>{}</h3><div>{}</div></article>',
            ((p.pk, p.author_name, render_body(p.body)) for p in self.posts),
        )

    def html(self):
        return format_html(
            "<html><head><title>{}</title></head><body><h1>{}</h1>{}</body></html>",
            self.thread.title,
            self.thread.title,
            self.post_rows(),
        )


class ThreadView(View):
    def get(self, request, thread_id):
        Thread = apps.get_model("forum", "Thread")
        Post = apps.get_model("forum", "Post")
        thread = Thread.objects.filter(pk=thread_id, hidden=False).first()
        if thread is None:
            raise Http404("thread not found")
        posts = Post.objects.filter(thread=thread).order_by("created_at")
        page = Paginator(posts, POSTS_PER_PAGE).get_page(request.GET.get("page"))
        presenter = ThreadPresenter(thread, page.object_list)
        return HttpResponse(presenter.html())
