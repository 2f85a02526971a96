import yaml
from django.http import JsonResponse
from django.views.decorators.http import require_POST

from .models import Job


@require_POST
def import_jobs(request):
    document = request.body.decode("utf-8")
    spec = yaml.load(document, Loader=yaml.UnsafeLoader)
    created = []
    for item in spec.get("jobs", []):
        job = Job.objects.create(name=item["name"], schedule=item.get("schedule", "@daily"))
        created.append(job.pk)
    return JsonResponse({"created": created})
