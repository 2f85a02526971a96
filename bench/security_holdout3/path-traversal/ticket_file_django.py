import os

from django.conf import settings
from django.contrib.auth.decorators import login_required
from django.http import FileResponse, Http404
from django.shortcuts import get_object_or_404

from .models import Ticket


@login_required
def ticket_file(request, ticket_id):
    ticket = get_object_or_404(Ticket, pk=ticket_id, requester=request.user)
    name = request.GET.get("name")
    if not name:
        raise Http404("No attachment given")
    folder = os.path.realpath(os.path.join(settings.MEDIA_ROOT, "tickets", str(ticket.pk)))
    candidate = os.path.realpath(os.path.join(folder, name))
    if os.path.commonpath([folder, candidate]) != folder:
        raise Http404("Attachment not found")
    try:
        handle = open(candidate, "rb")
    except (FileNotFoundError, IsADirectoryError):
        raise Http404("Attachment not found")
    return FileResponse(handle, as_attachment=True, filename=os.path.basename(candidate))
