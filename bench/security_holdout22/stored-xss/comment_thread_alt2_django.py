from django.shortcuts import render
from django.utils.safestring import mark_safe
from blog.models import Comment

MAX_COMMENTS = 50


def _format(comment):
    return "<p><b>%s</b>: %s</p>" % (comment.author_name, comment.body)


def comment_list(request, post_id):
    comments = Comment.objects.filter(post_id=post_id).order_by("-created")[:MAX_COMMENTS]
    fragments = [_format(c) for c in comments]
    html = mark_safe("\n".join(fragments))
    return render(request, "blog/comments.html", {"comments_html": html})
