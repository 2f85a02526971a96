from django.contrib.auth.mixins import LoginRequiredMixin
from django.http import FileResponse, Http404
from django.shortcuts import get_object_or_404
from django.views import View

from documents.models import Document, DownloadLog

MAX_NAME_LENGTH = 150


class DocumentDownloadView(LoginRequiredMixin, View):
    """Streams a stored document; ?save_as= lets the user pick the saved file name."""

    http_method_names = ["get"]

    def get_document(self, request, pk):
        document = get_object_or_404(Document, pk=pk, deleted_at__isnull=True)
        if not document.can_be_read_by(request.user):
            raise Http404("document not found")
        return document

    def get(self, request, pk):
        document = self.get_document(request, pk)
        save_as = request.GET.get("save_as", "").strip()[:MAX_NAME_LENGTH] or document.original_name

        extension = document.original_name.rpartition(".")[2].lower()
        if extension and not save_as.lower().endswith("." + extension):
            save_as = f"{save_as}.{extension}"

        handle = document.file.open("rb")
        DownloadLog.objects.create(document=document, user=request.user, saved_as=save_as)

        response = FileResponse(handle, as_attachment=True, filename=save_as, content_type=document.content_type)
        response["Cache-Control"] = "private, no-store"
        response["X-Content-Type-Options"] = "nosniff"
        return response


class DocumentInlineView(DocumentDownloadView):
    def get(self, request, pk):
        document = self.get_document(request, pk)
        if not document.content_type.startswith(("image/", "application/pdf")):
            raise Http404("preview not available")
        response = FileResponse(document.file.open("rb"), content_type=document.content_type)
        response["Cache-Control"] = "private, max-age=60"
        response["Content-Security-Policy"] = "sandbox"
        return response
