import os

from django.http import JsonResponse
from django.views.decorators.http import require_POST

UPLOAD_DIR = "/srv/uploads/docs"


@require_POST
def upload_store(request):
    incoming = request.FILES["document"]
    raw_name = request.POST.get("name") or incoming.name
    filename = os.path.basename(raw_name.replace("\\", "/"))
    if filename in ("", ".", ".."):
        filename = "unnamed.bin"
    with open(os.path.join(UPLOAD_DIR, filename), "wb") as out:
        for chunk in incoming.chunks():
            out.write(chunk)
    return JsonResponse({"stored": filename})
