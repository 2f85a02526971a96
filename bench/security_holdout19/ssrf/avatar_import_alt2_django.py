import io
import urllib.request
from urllib.error import URLError

from django import forms
from django.contrib import messages
from django.contrib.auth.mixins import LoginRequiredMixin
from django.core.files.base import ContentFile
from django.shortcuts import redirect, render
from django.views import View
from PIL import Image

MAX_AVATAR_BYTES = 2 * 1024 * 1024


class AvatarForm(forms.Form):
    image = forms.ImageField(required=False)
    image_url = forms.URLField(required=False, assume_scheme="https")

    def clean(self):
        data = super().clean()
        if not data.get("image") and not data.get("image_url"):
            raise forms.ValidationError("Upload a picture or paste a link to one.")
        return data


def fetch_remote_image(url):
    req = urllib.request.Request(url, headers={"User-Agent": "profile-service/2.3"})
    with urllib.request.urlopen(req, timeout=8) as resp:
        data = resp.read(MAX_AVATAR_BYTES + 1)
    if len(data) > MAX_AVATAR_BYTES:
        raise ValueError("image too large")
    return data


def normalise(data):
    img = Image.open(io.BytesIO(data)).convert("RGB")
    img.thumbnail((256, 256))
    out = io.BytesIO()
    img.save(out, format="PNG")
    return out.getvalue()


class AvatarView(LoginRequiredMixin, View):
    template_name = "profile/avatar.html"

    def get(self, request):
        return render(request, self.template_name, {"form": AvatarForm()})

    def post(self, request):
        form = AvatarForm(request.POST, request.FILES)
        if not form.is_valid():
            return render(request, self.template_name, {"form": form}, status=400)
        try:
            if form.cleaned_data.get("image"):
                raw = form.cleaned_data["image"].read()
            else:
                raw = fetch_remote_image(form.cleaned_data["image_url"])
            png = normalise(raw)
        except (URLError, ValueError, OSError) as exc:
            form.add_error(None, f"Could not use that image: {exc}")
            return render(request, self.template_name, {"form": form}, status=400)
        profile = request.user.profile
        profile.avatar.save(f"avatar-{request.user.pk}.png", ContentFile(png), save=True)
        messages.success(request, "Profile picture updated.")
        return redirect("profile:detail")
