import yaml
from django.contrib.auth.decorators import permission_required
from django.http import JsonResponse
from django.views.decorators.http import require_POST

from pipelines.models import Pipeline


@require_POST
@permission_required("pipelines.add_pipeline")
def import_pipeline(request):
    spec = yaml.safe_load(request.FILES["spec"].read())
    if not isinstance(spec, dict) or "name" not in spec:
        return JsonResponse({"error": "spec must be a mapping with a name"}, status=400)
    pipeline = Pipeline.objects.create(name=spec["name"], stages=spec.get("stages", []))
    return JsonResponse({"id": pipeline.pk, "stages": len(pipeline.stages)}, status=201)
