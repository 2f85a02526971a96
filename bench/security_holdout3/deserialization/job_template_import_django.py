import yaml
from django.contrib.auth.decorators import login_required
from django.http import JsonResponse
from django.views.decorators.http import require_POST

from scheduler.models import JobTemplate


@login_required
@require_POST
def import_job_template(request):
    try:
        spec = yaml.safe_load(request.body)
    except yaml.YAMLError as exc:
        return JsonResponse({"error": f"invalid YAML: {exc}"}, status=400)

    if not isinstance(spec, dict) or not isinstance(spec.get("steps"), list):
        return JsonResponse({"error": "template needs a 'steps' list"}, status=400)

    template = JobTemplate.objects.create(
        owner=request.user,
        name=str(spec.get("name", "untitled"))[:120],
        steps=spec["steps"],
        cron=spec.get("cron"),
    )
    return JsonResponse({"id": template.pk, "steps": len(spec["steps"])}, status=201)
