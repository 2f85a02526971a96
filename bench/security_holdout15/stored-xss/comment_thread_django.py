from django.utils.html import format_html, format_html_join
from django.views.generic import ListView

from .models import Comment


class RecentCommentsMixin:
    limit = 20

    def recent(self, post_id):
        return Comment.objects.filter(post_id=post_id).order_by("-created_at")[: self.limit]


class CommentThreadView(RecentCommentsMixin, ListView):
    template_name = "blog/comment_thread.html"
    context_object_name = "comments"

    def get_queryset(self):
        return self.recent(self.kwargs["post_id"])

    def get_context_data(self, **kwargs):
        context = super().get_context_data(**kwargs)
        rows = format_html_join("", "<li><b>{}</b>: {}</li>", ((c.author_name, c.body) for c in context["comments"]))
        context["feed_html"] = format_html("<ul>{}</ul>", rows)
        return context
