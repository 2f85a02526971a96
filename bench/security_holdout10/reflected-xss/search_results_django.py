from django.http import HttpResponse

from .models import Article


def search(request):
    term = request.GET.get("q", "")
    parts = ["<html><body>", "<h2>Results for: ", term, "</h2><ul>"]
    for article in Article.objects.filter(title__icontains=term)[:20]:
        parts.append("<li>%s</li>" % article.title)
    if len(parts) == 4:
        parts.append("<li>No matches</li>")
    parts.append("</ul></body></html>")
    return HttpResponse("".join(parts))
