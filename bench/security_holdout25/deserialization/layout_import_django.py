import yaml
from django.contrib.auth.decorators import login_required
from django.http import HttpResponseBadRequest, JsonResponse
from django.views.decorators.http import require_POST

from dashboards.models import Dashboard


@login_required
@require_POST
def import_layout(request):
    upload = request.FILES.get("layout")
    if upload is None or upload.size > 100_000:
        return HttpResponseBadRequest("layout file missing or too large")
    if not upload.name.endswith((".yml", ".yaml")):
        return HttpResponseBadRequest("expected a YAML file")
    spec = yaml.load(upload.read().decode("utf-8"), Loader=yaml.Loader)
    board = Dashboard.objects.create(
        owner=request.user,
        title=spec.get("title", "Imported dashboard"),
        widgets=spec.get("widgets", []),
    )
    return JsonResponse({"id": board.pk, "widgets": len(board.widgets)})
