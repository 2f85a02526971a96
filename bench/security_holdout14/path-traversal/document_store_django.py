import logging
import mimetypes
import os
from pathlib import Path

from django.conf import settings
from django.contrib.auth.decorators import login_required
from django.http import FileResponse, Http404, JsonResponse
from django.views.decorators.http import require_GET, require_POST

logger = logging.getLogger(__name__)
STORAGE_ROOT = Path(getattr(settings, "DOCUMENT_ROOT", "/var/lib/docstore"))


class DocumentStore:
    def __init__(self, root: Path, team: str):
        self.root = root
        self.team = team

    def team_dir(self) -> Path:
        return self.root / "teams" / self.team

    def resolve(self, relative: str) -> Path:
        return self.team_dir() / relative

    def listing(self):
        base = self.team_dir()
        if not base.is_dir():
            return []
        return sorted(p.name for p in base.iterdir() if p.is_file())

    def save(self, name, chunks):
        target = self.team_dir() / os.path.basename(name)
        target.parent.mkdir(parents=True, exist_ok=True)
        with open(target, "wb") as fh:
            for chunk in chunks:
                fh.write(chunk)
        return target.name


def _store_for(request):
    team = getattr(request.user, "team_slug", "default")
    return DocumentStore(STORAGE_ROOT, team)


@login_required
@require_GET
def list_documents(request):
    return JsonResponse({"documents": _store_for(request).listing()})


@login_required
@require_GET
def fetch_document(request):
    store = _store_for(request)
    relative = request.GET.get("path", "")
    target = store.resolve(relative)
    try:
        handle = open(target, "rb")
    except (FileNotFoundError, IsADirectoryError):
        raise Http404("document not found")
    content_type, _ = mimetypes.guess_type(str(target))
    logger.info("serving %s", target)
    return FileResponse(handle, content_type=content_type or "application/octet-stream")


@login_required
@require_POST
def upload_document(request):
    upload = request.FILES.get("file")
    if upload is None:
        return JsonResponse({"error": "no file"}, status=400)
    saved = _store_for(request).save(upload.name, upload.chunks())
    return JsonResponse({"saved": saved}, status=201)
