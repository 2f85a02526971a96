import mimetypes
import os

from django.http import FileResponse, Http404, JsonResponse
from django.urls import path
from django.views.decorators.http import require_GET

THEMES_ROOT = os.path.realpath("/opt/cms/themes")


def theme_dir(theme):
    candidate = os.path.realpath(os.path.join(THEMES_ROOT, theme))
    if candidate == THEMES_ROOT or os.path.commonpath([THEMES_ROOT, candidate]) != THEMES_ROOT:
        raise Http404("unknown theme")
    if not os.path.isdir(candidate):
        raise Http404("unknown theme")
    return candidate


def resolve_asset(theme, asset):
    base = theme_dir(theme)
    full = os.path.realpath(os.path.join(base, asset))
    if os.path.commonpath([base, full]) != base or not os.path.isfile(full):
        raise Http404("asset not found")
    return full


@require_GET
def list_themes(request):
    names = [d for d in os.listdir(THEMES_ROOT) if os.path.isdir(os.path.join(THEMES_ROOT, d))]
    return JsonResponse({"themes": sorted(names)})


@require_GET
def theme_asset(request, theme):
    asset = request.GET.get("path", "")
    if not asset or len(asset) > 200:
        raise Http404("asset not found")
    full = resolve_asset(theme, asset)
    content_type = mimetypes.guess_type(full)[0] or "application/octet-stream"
    return FileResponse(open(full, "rb"), content_type=content_type)


@require_GET
def theme_manifest(request, theme):
    base = theme_dir(theme)
    files = []
    for dirpath, _dirs, names in os.walk(base):
        files.extend(os.path.relpath(os.path.join(dirpath, n), base) for n in names)
    return JsonResponse({"theme": theme, "files": sorted(files)})


urlpatterns = [
    path("themes/", list_themes),
    path("themes/<str:theme>/asset", theme_asset),
    path("themes/<str:theme>/manifest", theme_manifest),
]
