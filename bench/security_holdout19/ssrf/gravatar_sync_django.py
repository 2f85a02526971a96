import hashlib
import io
from urllib.parse import quote

import requests
from django import forms
from django.contrib import messages
from django.contrib.auth.mixins import LoginRequiredMixin
from django.core.files.base import ContentFile
from django.shortcuts import redirect, render
from django.views import View
from PIL import Image

MAX_AVATAR_BYTES = 2 * 1024 * 1024

PROVIDERS = {
    "github": "https://avatars.githubusercontent.com/{handle}?s=256",
    "gravatar": "https://www.gravatar.com/avatar/{handle}?s=256&d=404",
}


class AvatarSourceForm(forms.Form):
    provider = forms.ChoiceField(choices=[(k, k.title()) for k in PROVIDERS])
    handle = forms.CharField(max_length=100, required=False, help_text="Leave empty for Gravatar")


def provider_avatar_url(provider, handle, email):
    if provider == "gravatar":
        handle = hashlib.sha256(email.strip().lower().encode()).hexdigest()
    return PROVIDERS[provider].format(handle=quote(handle, safe=""))


def normalise(data):
    img = Image.open(io.BytesIO(data)).convert("RGB")
    img.thumbnail((256, 256))
    out = io.BytesIO()
    img.save(out, format="PNG")
    return out.getvalue()


class AvatarSourceView(LoginRequiredMixin, View):
    template_name = "profile/avatar_source.html"

    def get(self, request):
        return render(request, self.template_name, {"form": AvatarSourceForm()})

    def post(self, request):
        form = AvatarSourceForm(request.POST)
        if not form.is_valid():
            return render(request, self.template_name, {"form": form}, status=400)
        url = provider_avatar_url(form.cleaned_data["provider"], form.cleaned_data["handle"], request.user.email)
        try:
            resp = requests.get(url, timeout=8, allow_redirects=False, stream=True)
            resp.raise_for_status()
            png = normalise(resp.raw.read(MAX_AVATAR_BYTES, decode_content=True))
        except (requests.RequestException, OSError) as exc:
            form.add_error(None, f"Could not fetch that picture: {exc}")
            return render(request, self.template_name, {"form": form}, status=400)
        request.user.profile.avatar.save(f"avatar-{request.user.pk}.png", ContentFile(png), save=True)
        messages.success(request, "Profile picture updated.")
        return redirect("profile:detail")
