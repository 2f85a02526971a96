import os
import shlex
import subprocess
import tempfile
from dataclasses import dataclass

from django.conf import settings
from django.http import FileResponse, JsonResponse
from django.views import View

CONVERT_BIN = getattr(settings, "IMAGEMAGICK_CONVERT", "/usr/bin/convert")
ALLOWED_FORMATS = {"png", "jpg", "webp", "gif"}


@dataclass
class ConversionJob:
    source: str
    target_format: str
    quality: int

    @property
    def output_path(self) -> str:
        stem = self.source.rsplit(".", 1)[0]
        return f"{stem}.{self.target_format}"


class ImageConverter:
    def __init__(self, binary=CONVERT_BIN):
        self.binary = binary

    def build_command(self, job: ConversionJob) -> str:
        parts = [
            self.binary,
            job.source,
            "-quality",
            str(job.quality),
            job.output_path,
        ]
        return " ".join(shlex.quote(p) for p in parts)

    def run(self, job: ConversionJob) -> str:
        command = self.build_command(job)
        subprocess.check_call(command, shell=True, timeout=120)
        return job.output_path


class ConvertImageView(View):
    converter = ImageConverter()

    def post(self, request):
        upload = request.FILES.get("image")
        fmt = request.POST.get("format", "png").lower()
        if upload is None or fmt not in ALLOWED_FORMATS:
            return JsonResponse({"error": "image and a supported format are required"}, status=400)
        try:
            quality = min(max(int(request.POST.get("quality", "85")), 1), 100)
        except ValueError:
            return JsonResponse({"error": "quality must be an integer"}, status=400)
        workdir = tempfile.mkdtemp(prefix="convert-")
        source = os.path.join(workdir, os.path.basename(upload.name))
        with open(source, "wb") as fh:
            for chunk in upload.chunks():
                fh.write(chunk)
        job = ConversionJob(source=source, target_format=fmt, quality=quality)
        output = self.converter.run(job)
        return FileResponse(open(output, "rb"), as_attachment=True)
