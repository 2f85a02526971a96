import mimetypes
from pathlib import Path

from django.conf import settings
from django.http import FileResponse, Http404, HttpResponseBadRequest, JsonResponse
from django.utils.text import get_valid_filename
from django.views.decorators.http import require_GET, require_POST

THEMES_ROOT = Path(getattr(settings, "THEMES_ROOT", "/srv/themes")).resolve()
UPLOAD_LIMIT = 2 * 1024 * 1024


def _theme_dir(theme):
    directory = (THEMES_ROOT / theme).resolve()
    if not directory.is_relative_to(THEMES_ROOT) or not directory.is_dir():
        raise Http404("theme")
    return directory


@require_GET
def list_themes(request):
    names = sorted(p.name for p in THEMES_ROOT.iterdir() if p.is_dir())
    return JsonResponse({"themes": names})


@require_GET
def theme_asset(request, theme):
    directory = _theme_dir(theme)
    requested = request.GET.get("path", "")
    candidate = (directory / requested).resolve()
    if not candidate.is_relative_to(directory) or not candidate.is_file():
        raise Http404("asset")
    content_type, _ = mimetypes.guess_type(candidate.name)
    return FileResponse(candidate.open("rb"), content_type=content_type or "application/octet-stream")


@require_POST
def upload_asset(request, theme):
    directory = _theme_dir(theme)
    upload = request.FILES.get("file")
    if upload is None or upload.size > UPLOAD_LIMIT:
        return HttpResponseBadRequest("file")
    name = get_valid_filename(Path(upload.name).name)
    if not name or name.startswith("."):
        return HttpResponseBadRequest("name")
    destination = directory / "uploads" / name
    destination.parent.mkdir(exist_ok=True)
    with destination.open("wb") as fh:
        for chunk in upload.chunks():
            fh.write(chunk)
    return JsonResponse({"stored": name}, status=201)
