import yaml
from django.contrib.auth.decorators import login_required
from django.http import HttpResponseBadRequest, JsonResponse
from django.views.decorators.http import require_POST

from pipelines.models import Pipeline

YAML_TYPES = ("application/x-yaml", "application/yaml", "text/yaml")


@login_required
@require_POST
def import_pipeline(request, slug):
    if request.content_type not in YAML_TYPES:
        return HttpResponseBadRequest("send the pipeline definition as YAML")
    text = request.body.decode("utf-8", errors="replace")
    try:
        definition = yaml.load(text, Loader=yaml.Loader)
    except yaml.YAMLError as exc:
        return HttpResponseBadRequest(f"invalid YAML: {exc}")
    steps = definition.get("steps", []) if isinstance(definition, dict) else []
    if not steps:
        return HttpResponseBadRequest("pipeline has no steps")
    pipeline, _ = Pipeline.objects.update_or_create(
        slug=slug,
        owner=request.user,
        defaults={"definition": definition, "step_count": len(steps)},
    )
    return JsonResponse({"slug": pipeline.slug, "steps": len(steps)})
