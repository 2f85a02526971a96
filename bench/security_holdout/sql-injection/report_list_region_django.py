from django.http import JsonResponse
from django.views.decorators.http import require_GET

from reports.models import Report


@require_GET
def report_list(request):
    region = request.GET.get("region", "emea")
    since = request.GET.get("since", "2024-01-01")
    where = "region = '%s' AND created_at >= '%s'" % (region, since)
    qs = Report.objects.extra(where=[where]).order_by("-created_at")
    data = list(qs.values("id", "title", "region", "created_at")[:100])
    return JsonResponse({"results": data})
