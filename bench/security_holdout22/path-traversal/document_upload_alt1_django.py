import os
from django.http import JsonResponse
from django.views.decorators.http import require_POST

UPLOAD_DIR = "/srv/uploads/documents"


class IncomingFile:
    def __init__(self, uploaded):
        self.data = uploaded
        self.name = os.path.basename(uploaded.name)


@require_POST
def store_upload(request):
    incoming = IncomingFile(request.FILES["document"])
    if not incoming.name or incoming.name.startswith("."):
        return JsonResponse({"error": "invalid name"}, status=400)
    dest = os.path.join(UPLOAD_DIR, incoming.name)
    with open(dest, "wb") as out:
        for chunk in incoming.data.chunks():
            out.write(chunk)
    return JsonResponse({"stored": incoming.name})
