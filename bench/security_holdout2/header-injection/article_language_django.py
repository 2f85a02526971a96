from django.conf import settings
from django.shortcuts import get_object_or_404, render

from articles.models import Article


def article_detail(request, slug):
    lang = request.GET.get("lang", settings.LANGUAGE_CODE)
    article = get_object_or_404(Article, slug=slug, published=True)
    translation = article.translations.filter(language=lang).first() or article
    response = render(request, "articles/detail.html", {"article": translation})
    response["Content-Language"] = lang
    response["Vary"] = "Accept-Language"
    return response


def article_index(request):
    articles = Article.objects.filter(published=True).order_by("-published_at")[:50]
    return render(request, "articles/index.html", {"articles": articles})
