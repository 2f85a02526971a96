import yaml
from django.contrib.auth.decorators import login_required
from django.http import HttpResponseBadRequest, JsonResponse
from django.views.decorators.http import require_POST

from pipelines.models import Workflow

YAML_TYPES = ("application/x-yaml", "application/yaml", "text/yaml")


@login_required
@require_POST
def import_workflow(request, slug):
    if request.content_type not in YAML_TYPES:
        return HttpResponseBadRequest("send the workflow definition as YAML")
    text = request.body.decode("utf-8", errors="replace")
    try:
        definition = yaml.safe_load(text)
    except yaml.YAMLError as exc:
        return HttpResponseBadRequest(f"invalid YAML: {exc}")
    jobs = definition.get("jobs", []) if isinstance(definition, dict) else []
    if not jobs:
        return HttpResponseBadRequest("workflow has no jobs")
    workflow, _ = Workflow.objects.update_or_create(
        slug=slug,
        owner=request.user,
        defaults={"definition": definition, "job_count": len(jobs)},
    )
    return JsonResponse({"slug": workflow.slug, "jobs": len(jobs)})
