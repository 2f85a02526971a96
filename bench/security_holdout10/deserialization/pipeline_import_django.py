import yaml
from django.http import JsonResponse
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_POST


@csrf_exempt
@require_POST
def import_pipeline(request):
    text = request.body.decode("utf-8")
    spec = yaml.load(text, Loader=yaml.Loader)
    if not isinstance(spec, dict):
        return JsonResponse({"error": "expected a mapping"}, status=400)
    stages = spec.get("stages", [])
    return JsonResponse({"name": spec.get("name"), "stage_count": len(stages)})
