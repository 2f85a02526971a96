from django.conf import settings
from django.shortcuts import get_object_or_404, render

from articles.models import Article

SUPPORTED = {code for code, _name in settings.LANGUAGES}


def article_translation(request, slug):
    lang = request.GET.get("lang", settings.LANGUAGE_CODE)
    if lang not in SUPPORTED:
        lang = settings.LANGUAGE_CODE
    article = get_object_or_404(Article, slug=slug, published=True)
    translation = article.translations.filter(language=lang).first() or article
    response = render(request, "articles/detail.html", {"article": translation})
    response["Content-Language"] = lang
    return response
