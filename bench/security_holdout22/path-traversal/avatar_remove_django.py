import os
from django.conf import settings
from django.http import JsonResponse, HttpResponseBadRequest
from django.views.decorators.http import require_POST

AVATAR_DIR = os.path.join(settings.MEDIA_ROOT, "avatars")


def _target(filename):
    return AVATAR_DIR + "/" + filename


@require_POST
def avatar_delete(request):
    filename = request.POST.get("filename", "")
    path = _target(filename)
    if not path.startswith(AVATAR_DIR):
        return HttpResponseBadRequest("invalid location")
    os.remove(path)
    return JsonResponse({"deleted": filename})
