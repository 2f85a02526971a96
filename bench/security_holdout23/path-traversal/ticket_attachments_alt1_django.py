import mimetypes
import os
import uuid
from dataclasses import dataclass
from pathlib import Path

from django.conf import settings
from django.contrib.auth.decorators import login_required
from django.http import FileResponse, Http404, JsonResponse
from django.utils.text import get_valid_filename
from django.views.decorators.http import require_GET, require_POST


@dataclass(frozen=True)
class StoredFile:
    ticket_id: int
    name: str
    path: Path


class AttachmentStorage:
    def __init__(self, root=None):
        self.root = Path(root or getattr(settings, "TICKET_ATTACHMENT_ROOT", "/srv/helpdesk/attachments"))

    def _ticket_dir(self, ticket_id) -> Path:
        return self.root / str(int(ticket_id))

    def save(self, ticket_id, upload) -> StoredFile:
        name = get_valid_filename(os.path.basename(upload.name)) or uuid.uuid4().hex
        directory = self._ticket_dir(ticket_id)
        directory.mkdir(parents=True, exist_ok=True)
        path = directory / name
        with path.open("wb") as fh:
            for chunk in upload.chunks():
                fh.write(chunk)
        return StoredFile(int(ticket_id), name, path)

    def names(self, ticket_id):
        directory = self._ticket_dir(ticket_id)
        if not directory.is_dir():
            return []
        return sorted(p.name for p in directory.iterdir() if p.is_file())

    def locate(self, ticket_id, name) -> StoredFile:
        path = self._ticket_dir(ticket_id) / name
        if not path.is_file():
            raise FileNotFoundError(name)
        return StoredFile(int(ticket_id), name, path)


storage = AttachmentStorage()


def _require_ticket(request, ticket_id):
    if not request.user.helpdesk_tickets.filter(pk=ticket_id).exists():
        raise Http404("ticket not found")


@login_required
@require_POST
def upload_attachment(request, ticket_id):
    _require_ticket(request, ticket_id)
    upload = request.FILES.get("file")
    if upload is None:
        return JsonResponse({"error": "no file"}, status=400)
    if upload.size > 10 * 1024 * 1024:
        return JsonResponse({"error": "file too large"}, status=413)
    stored = storage.save(ticket_id, upload)
    return JsonResponse({"name": stored.name}, status=201)


@login_required
@require_GET
def list_attachments(request, ticket_id):
    _require_ticket(request, ticket_id)
    return JsonResponse({"attachments": storage.names(ticket_id)})


@login_required
@require_GET
def download_attachment(request, ticket_id):
    _require_ticket(request, ticket_id)
    try:
        stored = storage.locate(ticket_id, request.GET.get("name", ""))
    except FileNotFoundError:
        raise Http404("attachment not found")
    content_type, _ = mimetypes.guess_type(stored.name)
    handle = stored.path.open("rb")
    return FileResponse(handle, as_attachment=True, filename=os.path.basename(stored.name),
                        content_type=content_type or "application/octet-stream")
