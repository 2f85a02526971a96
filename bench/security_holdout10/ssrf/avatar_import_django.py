import io
import logging
import urllib.request
from urllib.error import URLError

from django import forms
from django.contrib.auth.decorators import login_required
from django.core.files.base import ContentFile
from django.http import JsonResponse
from django.shortcuts import render
from django.views.decorators.http import require_http_methods, require_POST
from PIL import Image

from .models import Profile

logger = logging.getLogger(__name__)

MAX_AVATAR_BYTES = 2 * 1024 * 1024
AVATAR_SIZE = (256, 256)


class AvatarUrlForm(forms.Form):
    image_url = forms.URLField(max_length=500)


def _download(url):
    req = urllib.request.Request(url, headers={"User-Agent": "avatar-importer"})
    with urllib.request.urlopen(req, timeout=8) as resp:
        return resp.read(MAX_AVATAR_BYTES + 1)


def _normalise(data):
    img = Image.open(io.BytesIO(data))
    img = img.convert("RGB")
    img.thumbnail(AVATAR_SIZE)
    out = io.BytesIO()
    img.save(out, format="JPEG", quality=88)
    return out.getvalue()


@login_required
@require_http_methods(["GET", "POST"])
def import_avatar(request):
    form = AvatarUrlForm(request.POST or None)
    if request.method == "GET" or not form.is_valid():
        return render(request, "profiles/import_avatar.html", {"form": form})
    url = form.cleaned_data["image_url"]
    try:
        raw = _download(url)
    except (URLError, ValueError) as exc:
        logger.info("avatar download failed: %s", exc)
        return JsonResponse({"error": "could not fetch image"}, status=400)
    if len(raw) > MAX_AVATAR_BYTES:
        return JsonResponse({"error": "image too large"}, status=400)
    profile, _ = Profile.objects.get_or_create(user=request.user)
    profile.avatar.save(f"{request.user.pk}.jpg", ContentFile(_normalise(raw)), save=True)
    return JsonResponse({"avatar": profile.avatar.url})


@login_required
@require_POST
def remove_avatar(request):
    Profile.objects.filter(user=request.user).update(avatar="")
    return JsonResponse({"removed": True})
