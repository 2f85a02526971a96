from pathlib import Path

from django.conf import settings
from django.http import FileResponse
from rest_framework.exceptions import NotFound, PermissionDenied
from rest_framework.permissions import IsAuthenticated
from rest_framework.views import APIView

DOCS_ROOT = Path(settings.DOCUMENT_STORAGE).resolve()


class DocumentDownloadView(APIView):
    permission_classes = [IsAuthenticated]

    def user_root(self):
        return (DOCS_ROOT / str(self.request.user.pk)).resolve()

    def get_document_path(self, relative):
        root = self.user_root()
        candidate = (root / relative).resolve()
        if not candidate.is_relative_to(root):
            raise PermissionDenied("invalid document path")
        if not candidate.is_file():
            raise NotFound()
        return candidate

    def get(self, request):
        path = self.get_document_path(request.query_params.get("path", ""))
        return FileResponse(open(path, "rb"), as_attachment=True, filename=path.name)
