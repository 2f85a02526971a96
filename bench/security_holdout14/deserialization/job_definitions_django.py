import logging

import yaml
from django.contrib.auth.decorators import permission_required
from django.db import transaction
from django.http import JsonResponse
from django.views.decorators.http import require_GET, require_POST

from .models import ScheduledJob

logger = logging.getLogger(__name__)
REQUIRED_FIELDS = ("name", "schedule", "command")


class JobDefinitionImporter:
    def __init__(self, document):
        self.document = document
        self.errors = []

    def parse(self):
        data = yaml.load(self.document, Loader=yaml.Loader)
        if not isinstance(data, dict) or "jobs" not in data:
            raise ValueError("expected a mapping with a 'jobs' key")
        return data["jobs"]

    def validate(self, jobs):
        valid = []
        for index, job in enumerate(jobs):
            missing = [f for f in REQUIRED_FIELDS if f not in job]
            if missing:
                self.errors.append("job %d missing %s" % (index, ", ".join(missing)))
                continue
            valid.append(job)
        return valid

    @transaction.atomic
    def save(self, jobs):
        for job in jobs:
            ScheduledJob.objects.update_or_create(
                name=job["name"],
                defaults={"schedule": job["schedule"], "command": job["command"]},
            )
        return len(jobs)


@require_POST
@permission_required("scheduler.change_scheduledjob", raise_exception=True)
def import_jobs(request):
    importer = JobDefinitionImporter(request.body.decode("utf-8"))
    try:
        jobs = importer.validate(importer.parse())
    except (yaml.YAMLError, ValueError) as exc:
        logger.info("job import rejected: %s", exc)
        return JsonResponse({"error": str(exc)}, status=400)
    saved = importer.save(jobs)
    return JsonResponse({"saved": saved, "errors": importer.errors})


@require_GET
def list_jobs(request):
    jobs = ScheduledJob.objects.order_by("name").values("name", "schedule")
    return JsonResponse({"jobs": list(jobs)})
