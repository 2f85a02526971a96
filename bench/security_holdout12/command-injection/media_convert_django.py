import os
import subprocess
import uuid

from django.conf import settings
from django.contrib.auth.decorators import login_required
from django.http import FileResponse, Http404, JsonResponse
from django.utils.decorators import method_decorator
from django.views import View
from django.views.decorators.http import require_POST

from .models import MediaFile


class ConversionService:
    def __init__(self):
        self.ffmpeg = getattr(settings, "FFMPEG_BINARY", "ffmpeg")
        self.out_dir = settings.MEDIA_ROOT

    def output_path(self, fmt):
        return os.path.join(self.out_dir, "converted", f"{uuid.uuid4().hex}.{fmt}")

    def convert(self, source_path, fmt, bitrate):
        out = self.output_path(fmt)
        cmd = f"{self.ffmpeg} -y -i '{source_path}' -b:a {bitrate} {out}"
        subprocess.check_output(cmd, shell=True, stderr=subprocess.STDOUT)
        return out


@method_decorator(login_required, name="dispatch")
class MediaListView(View):
    def get(self, request):
        files = MediaFile.objects.filter(owner=request.user).values("id", "name", "size")
        return JsonResponse({"files": list(files)})


@method_decorator(login_required, name="dispatch")
class ConvertView(View):
    def post(self, request, pk):
        try:
            media = MediaFile.objects.get(pk=pk, owner=request.user)
        except MediaFile.DoesNotExist:
            raise Http404
        fmt = request.POST.get("format", "mp3")
        bitrate = request.POST.get("bitrate", "192k")
        out = ConversionService().convert(media.file.path, fmt, bitrate)
        return JsonResponse({"output": os.path.basename(out)})


@login_required
def download_converted(request, name):
    path = os.path.join(settings.MEDIA_ROOT, "converted", os.path.basename(name))
    if not os.path.exists(path):
        raise Http404
    return FileResponse(open(path, "rb"), as_attachment=True)


@require_POST
@login_required
def delete_media(request, pk):
    MediaFile.objects.filter(pk=pk, owner=request.user).delete()
    return JsonResponse({"deleted": True})
