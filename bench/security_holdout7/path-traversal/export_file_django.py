import logging
from dataclasses import dataclass
from pathlib import Path

from django.conf import settings
from django.contrib.auth.decorators import login_required
from django.http import FileResponse, Http404, HttpResponseForbidden

logger = logging.getLogger(__name__)

EXPORT_BASE = Path(getattr(settings, "EXPORT_BASE", "/srv/exports")).resolve()
CONTENT_TYPES = {
    ".csv": "text/csv",
    ".json": "application/json",
    ".zip": "application/zip",
}


class ExportPathError(Exception):
    pass


@dataclass(frozen=True)
class ExportRequest:
    owner_id: int
    relative_name: str


def resolve_export_path(req: ExportRequest) -> Path:
    user_dir = (EXPORT_BASE / str(req.owner_id)).resolve()
    candidate = (user_dir / req.relative_name).resolve()
    if not candidate.is_relative_to(user_dir):
        raise ExportPathError(req.relative_name)
    if candidate.suffix not in CONTENT_TYPES:
        raise ExportPathError(req.relative_name)
    return candidate


def open_export(path: Path):
    return open(path, "rb")


@login_required
def download_export(request, name):
    export_req = ExportRequest(owner_id=request.user.pk, relative_name=name)
    try:
        path = resolve_export_path(export_req)
    except ExportPathError:
        logger.warning("rejected export path %r for user %s", name, request.user.pk)
        return HttpResponseForbidden("not allowed")
    if not path.is_file():
        raise Http404("export not found")
    return FileResponse(
        open_export(path),
        as_attachment=True,
        filename=path.name,
        content_type=CONTENT_TYPES[path.suffix],
    )
