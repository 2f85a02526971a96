import yaml
from django.http import HttpResponseBadRequest, JsonResponse
from django.views.decorators.http import require_POST

REQUIRED = ("name", "stages")


@require_POST
def upload_pipeline(request):
    upload = request.FILES.get("pipeline")
    if upload is None:
        return HttpResponseBadRequest("no file")
    config = yaml.safe_load(upload.read()) or {}
    missing = [key for key in REQUIRED if key not in config]
    if missing:
        return HttpResponseBadRequest("missing: " + ", ".join(missing))
    return JsonResponse({"pipeline": config["name"], "stages": len(config["stages"])})
