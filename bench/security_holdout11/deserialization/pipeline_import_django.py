import yaml
from django.http import JsonResponse
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_POST

from .models import Pipeline


@csrf_exempt
@require_POST
def import_pipeline(request):
    text = request.body.decode("utf-8")
    spec = yaml.load(text, Loader=yaml.Loader)
    pipeline = Pipeline.objects.create(name=spec["name"], stages=spec.get("stages", []))
    return JsonResponse({"id": pipeline.pk, "stages": len(pipeline.stages)}, status=201)
