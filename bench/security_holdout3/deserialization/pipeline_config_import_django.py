import yaml
from django.contrib.auth.decorators import login_required
from django.http import JsonResponse
from django.views.decorators.http import require_POST

from pipelines.models import Pipeline


@login_required
@require_POST
def import_pipeline(request):
    try:
        spec = yaml.load(request.body, Loader=yaml.Loader)
    except yaml.YAMLError as exc:
        return JsonResponse({"error": str(exc)}, status=400)

    if not isinstance(spec, dict) or "stages" not in spec:
        return JsonResponse({"error": "pipeline needs a 'stages' list"}, status=400)

    pipeline = Pipeline.objects.create(
        owner=request.user,
        name=spec.get("name", "untitled"),
        stages=spec["stages"],
        schedule=spec.get("schedule"),
    )
    return JsonResponse({"id": pipeline.pk, "stages": len(spec["stages"])}, status=201)
