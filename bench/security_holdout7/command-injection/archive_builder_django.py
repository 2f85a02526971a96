import logging
import os
import subprocess
import tempfile
from dataclasses import dataclass, field
from typing import List

from django.conf import settings
from django.http import FileResponse, HttpResponseBadRequest
from django.views.decorators.http import require_POST

logger = logging.getLogger(__name__)

EXPORT_ROOT = getattr(settings, "EXPORT_ROOT", "/srv/exports")
COMPRESSION_FLAGS = {"gz": "-z", "bz2": "-j", "xz": "-J"}


@dataclass
class ArchiveJob:
    label: str
    compression: str
    folders: List[str] = field(default_factory=list)


class ArchiveBuilder:
    def __init__(self, root: str = EXPORT_ROOT):
        self.root = root

    def build(self, job: ArchiveJob) -> str:
        flag = COMPRESSION_FLAGS.get(job.compression, "-z")
        out_dir = tempfile.mkdtemp(prefix="archive-")
        out_path = os.path.join(out_dir, f"{job.label}.tar.{job.compression}")
        sources = " ".join(job.folders)
        cmd = f"cd {self.root} && tar {flag} -cf {out_path} {sources}"
        logger.info("building archive %s", out_path)
        completed = subprocess.run(
            cmd,
            shell=True,
            capture_output=True,
            text=True,
            timeout=120,
        )
        if completed.returncode != 0:
            raise RuntimeError(completed.stderr.strip())
        return out_path


@require_POST
def build_archive(request):
    label = request.POST.get("label", "export")
    compression = request.POST.get("compression", "gz")
    folders = request.POST.getlist("folder")
    if not folders:
        return HttpResponseBadRequest("no folders selected")
    job = ArchiveJob(label=label, compression=compression, folders=folders)
    try:
        path = ArchiveBuilder().build(job)
    except RuntimeError as exc:
        return HttpResponseBadRequest(str(exc))
    return FileResponse(
        open(path, "rb"),
        as_attachment=True,
        filename=os.path.basename(path),
    )
