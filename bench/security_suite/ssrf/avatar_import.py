import requests
from django.core.files.base import ContentFile
from django.http import JsonResponse


def import_avatar(request):
    profile = request.user.profile
    remote = request.POST.get("avatar_url", "")
    session = requests.Session()
    fetched = session.get(remote, timeout=10, stream=True)
    profile.avatar.save("avatar.png", ContentFile(fetched.content))
    return JsonResponse({"saved": True})
