import os
from collections import namedtuple

from django.http import JsonResponse
from django.views.decorators.http import require_POST

AVATAR_DIR = "/srv/media/avatars"
Avatar = namedtuple("Avatar", ["owner", "filename"])


@require_POST
def avatar_delete(request):
    current = Avatar(owner=request.user.username, filename=request.COOKIES.get("avatar_file", ""))
    target = "{}/{}".format(AVATAR_DIR, current.filename)
    try:
        os.remove(target)
        removed = True
    except FileNotFoundError:
        removed = False
    return JsonResponse({"removed": removed})
