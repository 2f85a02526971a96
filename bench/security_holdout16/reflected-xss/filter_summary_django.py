from django.http import HttpResponse
from django.utils.html import format_html, format_html_join


def filter_summary(request):
    tags = request.GET.getlist("tag")[:10]
    query = request.GET.get("q", "")
    items = format_html_join("", "<li>{}</li>", ((t,) for t in tags))
    body = format_html("<h2>Results for &ldquo;{}&rdquo;</h2><ul>{}</ul>", query, items)
    return HttpResponse(body)
