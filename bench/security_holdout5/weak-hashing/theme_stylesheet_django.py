import hashlib

from django.http import HttpResponse, HttpResponseNotModified
from django.shortcuts import get_object_or_404
from django.views.decorators.http import require_GET

from .models import Stylesheet


def _etag_for(content):
    return '"%s"' % hashlib.md5(content.encode("utf-8"), usedforsecurity=False).hexdigest()


@require_GET
def theme_css(request, theme):
    sheet = get_object_or_404(Stylesheet, name=theme, published=True)
    etag = _etag_for(sheet.content)
    if request.headers.get("If-None-Match") == etag:
        return HttpResponseNotModified()
    resp = HttpResponse(sheet.content, content_type="text/css")
    resp["ETag"] = etag
    resp["Cache-Control"] = "public, max-age=300"
    return resp
