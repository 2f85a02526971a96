import mimetypes
import os

from django.conf import settings
from django.http import FileResponse, Http404, HttpResponseBadRequest, JsonResponse
from django.views.decorators.http import require_GET

STORE_ROOT = os.path.join(getattr(settings, "BASE_DIR", "/srv/app"), "documents")
EXTENSIONS = {".pdf", ".docx", ".txt"}


def _entries(path):
    out = []
    for entry in sorted(os.scandir(path), key=lambda e: e.name):
        if entry.is_file() and os.path.splitext(entry.name)[1].lower() in EXTENSIONS:
            out.append({"name": entry.name, "size": entry.stat().st_size})
    return out


@require_GET
def list_folder(request):
    folder = request.GET.get("folder", "general")
    if not folder.isalnum():
        return HttpResponseBadRequest("folder")
    path = os.path.join(STORE_ROOT, folder)
    if not os.path.isdir(path):
        raise Http404
    return JsonResponse({"folder": folder, "files": _entries(path)})


@require_GET
def folders(request):
    names = [e.name for e in os.scandir(STORE_ROOT) if e.is_dir()]
    return JsonResponse({"folders": sorted(names)})


@require_GET
def fetch_document(request):
    folder = request.GET.get("folder", "general")
    filename = os.path.basename(request.GET.get("name", ""))
    _, ext = os.path.splitext(filename)
    if ext.lower() not in EXTENSIONS:
        return HttpResponseBadRequest("type")
    target = os.path.join(STORE_ROOT, folder, filename)
    if not os.path.exists(target):
        raise Http404
    content_type, _ = mimetypes.guess_type(target)
    return FileResponse(open(target, "rb"), content_type=content_type or "application/octet-stream")
