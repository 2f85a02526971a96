import yaml
from django.http import JsonResponse
from django.views.decorators.csrf import csrf_exempt


@csrf_exempt
def import_pipeline(request):
    text = request.body.decode("utf-8")
    document = "%s\n" % text
    config = yaml.load(document, Loader=yaml.Loader)
    stages = config.get("stages", []) if isinstance(config, dict) else []
    return JsonResponse({"stages": len(stages)})
