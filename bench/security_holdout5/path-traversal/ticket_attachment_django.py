import os

from django.conf import settings
from django.contrib.auth.mixins import LoginRequiredMixin
from django.http import FileResponse, Http404
from django.shortcuts import get_object_or_404
from django.views import View

from .models import Attachment


class AttachmentDownloadView(LoginRequiredMixin, View):
    def get_attachment(self, pk):
        return get_object_or_404(Attachment, pk=pk, ticket__owner=self.request.user)

    def get(self, request, pk):
        attachment = self.get_attachment(pk)
        # storage_key is assigned at upload time: uuid4 hex plus the stored extension
        path = os.path.join(settings.ATTACHMENT_ROOT, attachment.storage_key)
        if not os.path.isfile(path):
            raise Http404("attachment missing from storage")
        return FileResponse(open(path, "rb"), as_attachment=True, filename=attachment.original_name)
