import yaml
from django.http import JsonResponse


def parse_pipeline(text):
    return yaml.load(text, Loader=yaml.SafeLoader)


def upload_pipeline(request):
    definition = parse_pipeline(request.body.decode("utf-8"))
    return JsonResponse({"stages": list(definition.get("stages", {}))})
