from django.conf import settings
from django.http import HttpResponse
from django.template.loader import render_to_string

from help.models import Article

SUPPORTED_LANGUAGES = {code for code, _name in settings.LANGUAGES}


def help_page(request, slug):
    lang = request.GET.get("lang", settings.LANGUAGE_CODE)
    if lang not in SUPPORTED_LANGUAGES:
        lang = settings.LANGUAGE_CODE
    article = Article.objects.filter(slug=slug, language=lang).first() or Article.objects.get(
        slug=slug, language=settings.LANGUAGE_CODE
    )
    html = render_to_string("help/article.html", {"article": article}, request=request)
    response = HttpResponse(html)
    response["Content-Language"] = lang
    return response
