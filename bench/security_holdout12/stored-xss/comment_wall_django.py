from django.contrib.auth.decorators import login_required
from django.http import HttpResponse, HttpResponseRedirect
from django.template import Context, Template
from django.utils.safestring import mark_safe

from .models import Comment

WALL = Template(
    "<ul>{% for c in comments %}<li><b>{{ c.author }}</b>: {{ c.body }}</li>{% endfor %}</ul>"
)


@login_required
def post_comment(request):
    if request.method == "POST":
        Comment.objects.create(author=request.user.username, body=request.POST.get("body", ""))
    return HttpResponseRedirect("/wall/")


def wall(request):
    comments = []
    for c in Comment.objects.order_by("-created")[:50]:
        comments.append({"author": c.author, "body": mark_safe(c.body.replace("\n", "<br>"))})
    return HttpResponse(WALL.render(Context({"comments": comments})))
