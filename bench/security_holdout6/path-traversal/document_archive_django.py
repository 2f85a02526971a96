import mimetypes
from dataclasses import dataclass
from pathlib import Path

from django.http import FileResponse, Http404, HttpResponseForbidden
from django.views import View

ARCHIVE_ROOT = Path("/srv/archive/documents").resolve()
ALLOWED_SUFFIXES = {".pdf", ".txt", ".csv", ".docx"}


class PathOutsideArchive(Exception):
    pass


@dataclass(frozen=True)
class ArchivedDocument:
    path: Path
    content_type: str


class DocumentArchive:
    def __init__(self, root: Path = ARCHIVE_ROOT):
        self.root = root

    def resolve(self, year: str, relative_name: str) -> ArchivedDocument:
        candidate = (self.root / year / relative_name).resolve()
        if not candidate.is_relative_to(self.root):
            raise PathOutsideArchive(relative_name)
        if candidate.suffix.lower() not in ALLOWED_SUFFIXES:
            raise PathOutsideArchive(relative_name)
        content_type, _ = mimetypes.guess_type(candidate.name)
        return ArchivedDocument(candidate, content_type or "application/octet-stream")

    def open(self, document: ArchivedDocument):
        return document.path.open("rb")


archive = DocumentArchive()


class ArchivedDocumentView(View):
    def get(self, request, year):
        name = request.GET.get("name", "")
        try:
            document = archive.resolve(year, name)
        except PathOutsideArchive:
            return HttpResponseForbidden("not permitted")
        if not document.path.is_file():
            raise Http404("document not found")
        handle = archive.open(document)
        return FileResponse(handle, content_type=document.content_type, filename=document.path.name)
