from django.utils.safestring import mark_safe
from django.views.generic import ListView

from .models import Comment


class RecentCommentsMixin:
    limit = 20

    def recent(self, post_id):
        return Comment.objects.filter(post_id=post_id).order_by("-created_at")[: self.limit]


class CommentFeedView(RecentCommentsMixin, ListView):
    template_name = "blog/comment_feed.html"
    context_object_name = "comments"

    def get_queryset(self):
        return self.recent(self.kwargs["post_id"])

    def get_context_data(self, **kwargs):
        context = super().get_context_data(**kwargs)
        rows = [f"<li><b>{c.author_name}</b>: {c.body}</li>" for c in context["comments"]]
        context["feed_html"] = mark_safe("<ul>" + "".join(rows) + "</ul>")
        return context
