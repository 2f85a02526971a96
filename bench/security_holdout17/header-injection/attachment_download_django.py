import re

from django.http import HttpResponse
from django.shortcuts import get_object_or_404
from django.views import View

from mail.models import Attachment

FILENAME_CHARS = re.compile(r"[^A-Za-z0-9._-]+")


class AttachmentDownloadView(View):
    def get(self, request, pk):
        attachment = get_object_or_404(Attachment, pk=pk, message__owner=request.user)
        requested = request.GET.get("as", attachment.filename)
        stored_name = FILENAME_CHARS.sub("_", requested).strip("._")[:120] or "attachment"
        response = HttpResponse(attachment.data, content_type=attachment.mime_type)
        response["Content-Disposition"] = f'attachment; filename="{stored_name}"'
        return response
