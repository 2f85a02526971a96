import yaml
from django.http import JsonResponse
from django.views.decorators.http import require_POST


@require_POST
def validate_compose(request):
    upload = request.FILES.get("compose")
    if upload is None:
        return JsonResponse({"error": "no file"}, status=400)
    document = yaml.safe_load(upload.read())
    services = document.get("services", {}) if isinstance(document, dict) else {}
    return JsonResponse({"services": sorted(services)})
