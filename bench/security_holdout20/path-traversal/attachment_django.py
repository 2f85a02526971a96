import os

from django.http import FileResponse, Http404
from django.urls import path

ATTACHMENT_ROOT = "/var/app/attachments"


def _join(root, name):
    return os.path.join(root, name)


def _locate(name):
    return _join(ATTACHMENT_ROOT, name.strip())


def attachment(request):
    location = _locate(request.GET.get("name", ""))
    if not os.path.isfile(location):
        raise Http404("not found")
    return FileResponse(open(location, "rb"), filename=os.path.basename(location))


urlpatterns = [path("attachments/", attachment)]
