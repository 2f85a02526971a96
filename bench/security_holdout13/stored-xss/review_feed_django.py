from django.http import HttpResponseRedirect
from django.shortcuts import render
from django.utils.html import escape
from django.utils.safestring import mark_safe

from .models import Review


def post_review(request):
    text = request.POST.get("text", "")
    Review.objects.create(author=request.user, body=text)
    return HttpResponseRedirect("/reviews/")


def review_feed(request):
    rendered = []
    for review in Review.objects.order_by("-created")[:50]:
        line = "<li><b>%s</b>: %s</li>" % (escape(review.author.username), escape(review.body))
        rendered.append(mark_safe(line))
    return render(request, "reviews/feed.html", {"items": rendered})
