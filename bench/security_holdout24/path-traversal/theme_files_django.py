import json
import os
from dataclasses import dataclass

from django.conf import settings
from django.contrib.auth.mixins import LoginRequiredMixin
from django.http import HttpResponseBadRequest, HttpResponseNotFound, JsonResponse
from django.shortcuts import get_object_or_404
from django.views import View

from sites.models import Theme

THEMES_ROOT = os.path.join(settings.MEDIA_ROOT, "themes")
ALLOWED_EXTENSIONS = {".css", ".png", ".svg", ".woff2"}


@dataclass(frozen=True)
class AssetRef:
    theme: Theme
    filename: str

    @property
    def directory(self) -> str:
        return os.path.join(THEMES_ROOT, str(self.theme.pk))

    @property
    def path(self) -> str:
        return os.path.join(self.directory, self.filename)

    def existing(self) -> set[str]:
        if not os.path.isdir(self.directory):
            return set()
        return {entry.name for entry in os.scandir(self.directory) if entry.is_file()}


class ThemeFileView(LoginRequiredMixin, View):
    def get_theme(self, pk):
        return get_object_or_404(Theme, pk=pk, site__owner=self.request.user)

    def get(self, request, pk):
        ref = AssetRef(self.get_theme(pk), "")
        return JsonResponse({"assets": sorted(ref.existing())})

    def post(self, request, pk):
        upload = request.FILES.get("asset")
        if upload is None or os.path.splitext(upload.name)[1].lower() not in ALLOWED_EXTENSIONS:
            return HttpResponseBadRequest("unsupported asset")
        ref = AssetRef(self.get_theme(pk), os.path.basename(upload.name))
        os.makedirs(ref.directory, exist_ok=True)
        with open(ref.path, "wb") as fh:
            for chunk in upload.chunks():
                fh.write(chunk)
        return JsonResponse({"asset": ref.filename}, status=201)

    def delete(self, request, pk):
        body = json.loads(request.body or b"{}")
        if not (filename := body.get("filename")):
            return HttpResponseBadRequest("filename required")
        ref = AssetRef(self.get_theme(pk), filename)
        if filename not in ref.existing():
            return HttpResponseNotFound()
        os.remove(ref.path)
        return JsonResponse({"deleted": filename})
