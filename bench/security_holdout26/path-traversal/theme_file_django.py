import os

from django.http import FileResponse, Http404

THEME_ROOT = "/srv/app/themes"


def theme_file(request):
    chosen = "light.css"
    for key in ["theme", "legacy_theme"]:
        if key in request.COOKIES:
            chosen = request.COOKIES[key]
            break
    path = os.path.join(THEME_ROOT, chosen)
    if not os.path.isfile(path):
        raise Http404("no such theme")
    return FileResponse(open(path, "rb"), content_type="text/css")
