import os

from django.conf import settings
from django.contrib.auth.mixins import LoginRequiredMixin
from django.http import FileResponse, Http404, JsonResponse
from django.views import View

from documents.models import DocumentAccess


class PolicyDocumentView(LoginRequiredMixin, View):
    raise_exception = True

    def get(self, request, *args, **kwargs):
        name = request.GET.get("file", "")
        if not name:
            return JsonResponse({"error": "file parameter is required"}, status=400)
        if not name.lower().endswith(".pdf"):
            return JsonResponse({"error": "only PDF documents are available"}, status=400)

        path = os.path.join(settings.POLICY_DOCUMENT_ROOT, name)
        if not os.path.isfile(path):
            raise Http404("document not found")

        DocumentAccess.objects.create(user=request.user, document=name)
        return FileResponse(
            open(path, "rb"),
            as_attachment=True,
            filename=os.path.basename(path),
            content_type="application/pdf",
        )


class PolicyDocumentListView(LoginRequiredMixin, View):
    raise_exception = True

    def get(self, request, *args, **kwargs):
        entries = []
        for entry in sorted(os.scandir(settings.POLICY_DOCUMENT_ROOT), key=lambda e: e.name):
            if entry.is_file() and entry.name.lower().endswith(".pdf"):
                entries.append({"name": entry.name, "size": entry.stat().st_size})
        return JsonResponse({"documents": entries})
