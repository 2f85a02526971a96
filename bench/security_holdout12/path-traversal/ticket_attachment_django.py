import os

from django.http import FileResponse, Http404

ATTACHMENT_ROOT = os.path.realpath("/srv/helpdesk/attachments")


def contained_path(*parts):
    candidate = os.path.realpath(os.path.join(ATTACHMENT_ROOT, *parts))
    if os.path.commonpath([candidate, ATTACHMENT_ROOT]) != ATTACHMENT_ROOT:
        raise Http404("no such attachment")
    return candidate


def attachment(request, ticket):
    filename = request.GET.get("name", "")
    path = contained_path(str(ticket), filename)
    if not os.path.isfile(path):
        raise Http404("no such attachment")
    return FileResponse(open(path, "rb"), as_attachment=True, filename=os.path.basename(path))
