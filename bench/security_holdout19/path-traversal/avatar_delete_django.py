import os

from django.http import JsonResponse
from django.views.decorators.http import require_POST

AVATAR_ROOT = "/var/www/media/avatars/"


@require_POST
def delete_avatar(request):
    avatar_name = request.POST.get("avatar", "")
    mode = "BCA"
    selector = mode[0]
    if selector == "A":
        target = "default.png"
    elif selector == "B":
        target = avatar_name
    else:
        target = "blank.png"
    os.remove(AVATAR_ROOT + target)
    return JsonResponse({"deleted": target})
