import os
import subprocess
import uuid

from django.conf import settings
from django.contrib.auth.mixins import LoginRequiredMixin
from django.http import FileResponse, Http404, JsonResponse
from django.views import View


class MediaStorageMixin:
    upload_dir = os.path.join(settings.MEDIA_ROOT, "uploads")
    thumb_dir = os.path.join(settings.MEDIA_ROOT, "thumbs")

    def upload_path(self, name):
        return os.path.join(self.upload_dir, name)


class Thumbnailer:
    def __init__(self, source, dest):
        self.source = source
        self.dest = dest
        self.size = "128x128"

    def with_size(self, size):
        self.size = size
        return self

    def render(self):
        line = f"convert {self.source} -thumbnail {self.size} {self.dest}"
        completed = subprocess.run(line, shell=True, capture_output=True, timeout=30)
        return completed.returncode == 0


class UploadView(LoginRequiredMixin, MediaStorageMixin, View):
    def post(self, request):
        upload = request.FILES["image"]
        stored = f"{uuid.uuid4().hex}.png"
        with open(self.upload_path(stored), "wb") as fh:
            for chunk in upload.chunks():
                fh.write(chunk)
        return JsonResponse({"id": stored})


class ThumbnailView(LoginRequiredMixin, MediaStorageMixin, View):
    def post(self, request, image_id):
        source = self.upload_path(os.path.basename(image_id))
        if not os.path.exists(source):
            raise Http404()
        dest = os.path.join(self.thumb_dir, os.path.basename(image_id))
        size = request.POST.get("size", "128x128")
        ok = Thumbnailer(source, dest).with_size(size).render()
        return JsonResponse({"thumbnail": ok})

    def get(self, request, image_id):
        path = os.path.join(self.thumb_dir, os.path.basename(image_id))
        if not os.path.exists(path):
            raise Http404()
        return FileResponse(open(path, "rb"), content_type="image/png")
