from django.shortcuts import get_object_or_404
from django.utils.safestring import mark_safe
from django.views.generic import TemplateView

from blog.models import Comment, Post


class PostCommentsView(TemplateView):
    template_name = "blog/comments.html"

    def get_context_data(self, **kwargs):
        context = super().get_context_data(**kwargs)
        post = get_object_or_404(Post, slug=kwargs["slug"], published=True)
        comments = Comment.objects.filter(post=post, approved=True).select_related("author")
        context["post"] = post
        context["comments"] = [
            {
                "author": c.author.get_full_name(),
                "created": c.created,
                "body": mark_safe(c.body.replace("\n", "<br>")),
            }
            for c in comments
        ]
        return context
