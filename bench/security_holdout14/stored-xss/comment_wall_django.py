from django.contrib.auth.decorators import login_required
from django.http import HttpResponse
from django.shortcuts import redirect
from django.template import engines
from django.utils.safestring import mark_safe
from django.views.decorators.http import require_http_methods

from .models import Comment

WALL = engines["django"].from_string(
    "<ul>{% for c in comments %}<li><b>{{ c.author }}</b>: {{ c.body }}</li>{% endfor %}</ul>"
)


@login_required
@require_http_methods(["GET", "POST"])
def comment_wall(request):
    if request.method == "POST":
        Comment.objects.create(author=request.user.username, text=request.POST.get("text", ""))
        return redirect("comment-wall")
    comments = []
    for comment in Comment.objects.order_by("-created")[:50]:
        comments.append({"author": comment.author, "body": mark_safe(comment.text)})
    return HttpResponse(WALL.render({"comments": comments}, request))
