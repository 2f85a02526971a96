from django.http import HttpResponseRedirect
from django.shortcuts import render
from django.utils.safestring import mark_safe

from .models import Comment


def post_comment(request):
    text = request.POST.get("text", "")
    Comment.objects.create(author=request.user, body=text)
    return HttpResponseRedirect("/comments/")


def comment_feed(request):
    rendered = []
    for comment in Comment.objects.order_by("-created")[:50]:
        line = "<li><b>%s</b>: %s</li>" % (comment.author.username, comment.body)
        rendered.append(mark_safe(line))
    return render(request, "comments/feed.html", {"items": rendered})
