import yaml
from django.http import JsonResponse
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_POST


def _parse(text):
    return yaml.load(text, Loader=yaml.Loader)


def _load_definition(raw_bytes):
    return _parse(raw_bytes.decode("utf-8"))


@csrf_exempt
@require_POST
def import_workflow(request):
    definition = _load_definition(request.body)
    steps = definition.get("steps", [])
    return JsonResponse({"name": definition.get("name"), "steps": len(steps)})
