from django.http import HttpResponse
from django.utils.html import format_html


def tag_filter(request):
    tags = request.GET.getlist("tag")
    first = tags[0] if tags else ""
    values = {"tag": first, "count": 0}
    body = format_html("<h2>Posts tagged {tag}</h2><p>{count} posts</p>", **values)
    return HttpResponse(body)
