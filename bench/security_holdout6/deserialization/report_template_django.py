import yaml
from django.http import HttpResponseBadRequest, JsonResponse
from django.views.decorators.http import require_POST


@require_POST
def upload_report_template(request):
    upload = request.FILES.get("template")
    if upload is None:
        return HttpResponseBadRequest("missing template file")
    try:
        spec = yaml.load(upload.read(), Loader=yaml.SafeLoader)
    except yaml.YAMLError:
        return HttpResponseBadRequest("invalid yaml")
    if not isinstance(spec, dict):
        return HttpResponseBadRequest("template must be a mapping")
    columns = [str(c) for c in spec.get("columns", [])]
    return JsonResponse({"title": str(spec.get("title", "Untitled")), "columns": columns})
