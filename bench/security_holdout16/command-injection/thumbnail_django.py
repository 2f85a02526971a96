import subprocess
import tempfile
from pathlib import Path

from django.http import FileResponse, HttpRequest, HttpResponseBadRequest

SIZES = {"small": "128x128", "medium": "256x256", "large": "512x512"}


def thumbnail(request: HttpRequest):
    upload = request.FILES.get("image")
    size = SIZES.get(request.POST.get("size", "small"))
    if upload is None or size is None:
        return HttpResponseBadRequest("image and size required")
    workdir = Path(tempfile.mkdtemp())
    src = workdir / "input"
    src.write_bytes(upload.read())
    dest = workdir / "thumb.png"
    args = ["convert", str(src), "-thumbnail", size, "-strip", str(dest)]
    subprocess.run(args, check=True, timeout=30)
    return FileResponse(dest.open("rb"), filename=f"{Path(upload.name).stem}_thumb.png")
