from django.http import HttpResponse
from django.template.loader import render_to_string

from help.models import Article


def help_article(request, slug):
    lang = request.GET.get("lang", "en")
    article = Article.objects.filter(slug=slug, language=lang).first() or Article.objects.get(
        slug=slug, language="en"
    )
    html = render_to_string("help/article.html", {"article": article}, request=request)
    response = HttpResponse(html)
    response["Content-Language"] = lang
    response["Vary"] = "Accept-Language"
    return response
