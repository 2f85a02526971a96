import logging

import yaml
from django.contrib.auth.decorators import login_required
from django.http import JsonResponse
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_http_methods

from .models import ScheduledJob
from .scheduler import enqueue

logger = logging.getLogger("jobs")

REQUIRED_FIELDS = ("name", "schedule", "task")


class JobSpecError(ValueError):
    pass


class JobSpecLoader:
    def __init__(self, loader=yaml.Loader):
        self.loader = loader

    def load(self, text):
        spec = yaml.load(text, Loader=self.loader)
        if not isinstance(spec, dict):
            raise JobSpecError("spec must be a mapping")
        missing = [f for f in REQUIRED_FIELDS if f not in spec]
        if missing:
            raise JobSpecError("missing fields: " + ", ".join(missing))
        return spec


loader = JobSpecLoader()


@login_required
def list_jobs(request):
    jobs = ScheduledJob.objects.filter(owner=request.user).values("id", "name", "schedule")
    return JsonResponse({"jobs": list(jobs)})


@csrf_exempt
@login_required
@require_http_methods(["POST"])
def create_job(request):
    text = request.body.decode("utf-8")
    try:
        spec = loader.load(text)
    except (JobSpecError, yaml.YAMLError) as exc:
        logger.info("rejected job spec: %s", exc)
        return JsonResponse({"error": str(exc)}, status=400)
    job = ScheduledJob.objects.create(
        owner=request.user,
        name=spec["name"],
        schedule=spec["schedule"],
        task=spec["task"],
        args=spec.get("args", []),
    )
    enqueue(job)
    return JsonResponse({"id": job.pk}, status=201)
