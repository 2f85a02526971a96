import yaml
from django.contrib.auth.decorators import login_required
from django.http import JsonResponse
from django.views.decorators.http import require_GET, require_POST

from .models import Job
from .tasks import enqueue

JOB_DEFAULTS = {"priority": 5, "retries": 3, "timeout": 600}


class JobSpec:
    def __init__(self, name, steps, **options):
        self.name = name
        self.steps = steps
        self.options = {**JOB_DEFAULTS, **options}

    @classmethod
    def from_document(cls, text):
        doc = yaml.load(text, Loader=yaml.Loader)
        if not isinstance(doc, dict) or "name" not in doc or "steps" not in doc:
            raise ValueError("job spec needs name and steps")
        return cls(doc["name"], doc["steps"], **doc.get("options", {}))


@login_required
@require_POST
def submit_job(request):
    try:
        spec = JobSpec.from_document(request.body.decode("utf-8"))
    except (ValueError, yaml.YAMLError):
        return JsonResponse({"error": "invalid job spec"}, status=400)
    job = Job.objects.create(owner=request.user, name=spec.name, steps=spec.steps, options=spec.options)
    enqueue(job.pk)
    return JsonResponse({"id": job.pk, "status": job.status}, status=202)


@login_required
@require_GET
def job_status(request, job_id):
    job = Job.objects.filter(owner=request.user, pk=job_id).first()
    if job is None:
        return JsonResponse({"error": "not found"}, status=404)
    return JsonResponse({"id": job.pk, "name": job.name, "status": job.status})


@login_required
@require_GET
def my_jobs(request):
    jobs = Job.objects.filter(owner=request.user).order_by("-created_at")[:50]
    return JsonResponse({"jobs": [{"id": j.pk, "name": j.name, "status": j.status} for j in jobs]})
