import os
import uuid

from django.conf import settings
from django.http import FileResponse, Http404

EXPORT_ROOT = os.path.join(settings.MEDIA_ROOT, "exports")


def export_id(raw):
    try:
        return uuid.UUID(str(raw))
    except ValueError:
        raise Http404("no such export")


class ExportRepository:
    def __init__(self, root):
        self.root = root

    def path_for(self, ident):
        return os.path.join(self.root, f"{ident.hex}.csv")

    def open(self, ident):
        path = self.path_for(ident)
        if not os.path.isfile(path):
            raise Http404("no such export")
        return open(path, "rb")


repository = ExportRepository(EXPORT_ROOT)


def download_export(request, export_key):
    ident = export_id(export_key)
    handle = repository.open(ident)
    return FileResponse(handle, as_attachment=True, filename=f"export-{ident}.csv")
