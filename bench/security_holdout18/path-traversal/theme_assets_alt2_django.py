import mimetypes
from pathlib import Path

from django.conf import settings
from django.contrib.auth.decorators import login_required
from django.http import FileResponse, Http404, JsonResponse
from django.urls import path
from django.views.decorators.http import require_GET

THEMES_ROOT = Path(getattr(settings, "THEMES_ROOT", "/srv/themes")).resolve()


def theme_dir(theme: str) -> Path:
    base = (THEMES_ROOT / theme).resolve()
    if base.parent != THEMES_ROOT or not base.is_dir():
        raise Http404("unknown theme")
    return base


def resolve_inside(base: Path, relative: str) -> Path:
    candidate = (base / relative).resolve()
    if not candidate.is_relative_to(base):
        raise Http404("not found")
    return candidate


@require_GET
def list_themes(request):
    names = sorted(p.name for p in THEMES_ROOT.iterdir() if p.is_dir())
    return JsonResponse({"themes": names})


@require_GET
def theme_asset(request, theme):
    base = theme_dir(theme)
    asset = resolve_inside(base, request.GET.get("file", "theme.css"))
    if not asset.is_file():
        raise Http404("not found")
    content_type, _ = mimetypes.guess_type(asset.name)
    return FileResponse(open(asset, "rb"), content_type=content_type or "application/octet-stream")


@login_required
@require_GET
def theme_manifest(request, theme):
    base = theme_dir(theme)
    files = [str(p.relative_to(base)) for p in base.rglob("*") if p.is_file()]
    return JsonResponse({"theme": theme, "files": files[:500]})


urlpatterns = [
    path("themes/", list_themes),
    path("themes/<str:theme>/asset", theme_asset),
    path("themes/<str:theme>/manifest", theme_manifest),
]
