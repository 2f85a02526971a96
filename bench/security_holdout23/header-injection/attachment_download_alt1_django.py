from urllib.parse import quote

from django.contrib.auth.decorators import login_required
from django.http import HttpResponse
from django.shortcuts import get_object_or_404

from .models import Attachment


@login_required
def download_attachment(request, pk):
    attachment = get_object_or_404(Attachment, pk=pk, ticket__requester=request.user)
    label = request.GET.get("as") or attachment.original_name
    response = HttpResponse(attachment.file.read(), content_type=attachment.content_type or "application/octet-stream")
    response["Content-Disposition"] = "attachment; filename*=UTF-8''{}".format(quote(label, safe=""))
    response["X-Content-Type-Options"] = "nosniff"
    return response
