import yaml
from django.http import HttpResponseBadRequest, JsonResponse
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_POST

REQUIRED_KEYS = {"name", "steps"}


@csrf_exempt
@require_POST
def upload_workflow(request):
    source = request.FILES.get("workflow")
    raw = source.read() if source else request.body
    if not raw:
        return HttpResponseBadRequest("no workflow supplied")
    try:
        definition = yaml.load(raw, Loader=yaml.Loader)
    except yaml.YAMLError as exc:
        return HttpResponseBadRequest("invalid workflow: %s" % exc)
    if not isinstance(definition, dict) or not REQUIRED_KEYS <= definition.keys():
        return HttpResponseBadRequest("workflow needs name and steps")
    steps = [s.get("name") if isinstance(s, dict) else str(s) for s in definition["steps"]]
    return JsonResponse({"workflow": definition["name"], "steps": steps})
