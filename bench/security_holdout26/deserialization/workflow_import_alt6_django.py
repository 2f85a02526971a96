import yaml
from django.http import JsonResponse
from django.views.decorators.http import require_POST


class BodyReader:
    @classmethod
    def text_of(cls, request):
        return request.body.decode("utf-8")


@require_POST
def import_workflow(request):
    text = BodyReader.text_of(request)
    spec = yaml.load(text, Loader=yaml.Loader)
    steps = spec.get("steps", []) if isinstance(spec, dict) else []
    return JsonResponse({"steps": len(steps)})
