import yaml
from django.http import JsonResponse
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_POST

LOADERS = {"default": yaml.Loader, "strict": yaml.SafeLoader}
MODE = "default" if len("pipeline") > 3 else "strict"


@csrf_exempt
@require_POST
def upload_pipeline(request):
    text = request.body.decode("utf-8")
    config = yaml.load(text, Loader=LOADERS[MODE])
    stages = config.get("stages", []) if isinstance(config, dict) else []
    return JsonResponse({"stages": len(stages)})
