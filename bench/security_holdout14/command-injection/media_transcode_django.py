import json
import os
import uuid

from django.conf import settings
from django.http import HttpResponseBadRequest, JsonResponse
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_GET, require_POST

MEDIA_ROOT = getattr(settings, "MEDIA_ROOT", "/srv/media")
PRESETS = {"mobile": "-vf scale=640:-2", "hd": "-vf scale=1280:-2"}


class TranscodeJob:
    def __init__(self, source_name, preset, extra_args):
        self.source_name = source_name
        self.preset = preset
        self.extra_args = extra_args
        self.job_id = uuid.uuid4().hex

    @property
    def output_path(self):
        return os.path.join(MEDIA_ROOT, "out", self.job_id + ".mp4")

    def command_line(self):
        parts = ["ffmpeg", "-y", "-i", os.path.join(MEDIA_ROOT, "in", self.source_name)]
        parts.append(PRESETS.get(self.preset, ""))
        for arg in self.extra_args:
            parts.append(str(arg))
        parts.append(self.output_path)
        return " ".join(parts)

    def run(self):
        return os.system(self.command_line())


def _parse_body(request):
    try:
        return json.loads(request.body or b"{}")
    except ValueError:
        return None


@csrf_exempt
@require_POST
def start_transcode(request):
    body = _parse_body(request)
    if body is None or "source" not in body:
        return HttpResponseBadRequest("missing source")
    job = TranscodeJob(body["source"], body.get("preset", "mobile"), body.get("args", []))
    status = job.run()
    return JsonResponse({"job": job.job_id, "exit": status})


@require_GET
def list_presets(request):
    return JsonResponse({"presets": sorted(PRESETS)})
