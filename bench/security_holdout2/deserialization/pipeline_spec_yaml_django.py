import yaml
from django.contrib.auth.decorators import login_required
from django.http import HttpResponseBadRequest, JsonResponse
from django.views.decorators.http import require_POST

from ci.models import Pipeline


@login_required
@require_POST
def validate_pipeline(request):
    try:
        spec = yaml.safe_load(request.body)
    except yaml.YAMLError as exc:
        return HttpResponseBadRequest(f"invalid YAML: {exc}")
    if not isinstance(spec, dict):
        return HttpResponseBadRequest("top-level mapping expected")
    problems = []
    for index, stage in enumerate(spec.get("stages") or []):
        if not isinstance(stage, dict) or "script" not in stage:
            problems.append(f"stage {index}: missing script")
    name = str(spec.get("name", ""))
    exists = Pipeline.objects.filter(owner=request.user, name=name).exists()
    return JsonResponse({"valid": not problems, "problems": problems, "name_taken": exists})
