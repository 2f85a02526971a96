import re

from django.http import HttpResponse
from django.template.loader import render_to_string

LANG_TAG = re.compile(r"[a-z]{2}(-[A-Z]{2})?")


def help_article(request, slug):
    lang = request.GET.get("lang", "en")
    if not LANG_TAG.match(lang):
        lang = "en"
    body = render_to_string("help/article.html", {"slug": slug, "lang": lang}, request=request)
    response = HttpResponse(body)
    response["Content-Language"] = lang
    response["Vary"] = "Accept-Language"
    return response
