import os

from django.conf import settings
from django.http import Http404, HttpResponse


def theme_stylesheet(request):
    theme = request.GET.get("theme", "default")
    variant = request.GET.get("variant", "main.css")
    css_path = os.path.join(settings.BASE_DIR, "themes", theme, variant)
    try:
        with open(css_path, encoding="utf-8") as fh:
            css = fh.read()
    except OSError:
        raise Http404("theme not found")
    response = HttpResponse(css, content_type="text/css")
    response["Cache-Control"] = "public, max-age=600"
    return response
