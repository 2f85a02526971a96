import yaml
from django.contrib.auth.decorators import permission_required
from django.http import HttpResponseBadRequest, JsonResponse
from django.views.decorators.http import require_POST

from ci.models import Pipeline


@require_POST
@permission_required("ci.change_pipeline")
def upload_pipeline_config(request, pipeline_id):
    pipeline = Pipeline.objects.get(pk=pipeline_id)
    try:
        config = yaml.load(request.body, Loader=yaml.Loader)
    except yaml.YAMLError as exc:
        return HttpResponseBadRequest(f"invalid YAML: {exc}")
    stages = config.get("stages", [])
    if not isinstance(stages, list) or not stages:
        return HttpResponseBadRequest("at least one stage is required")
    pipeline.stages = stages
    pipeline.variables = config.get("variables", {})
    pipeline.save(update_fields=["stages", "variables"])
    return JsonResponse({"pipeline": pipeline.pk, "stages": len(stages)})
