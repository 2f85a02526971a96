from django.http import JsonResponse
from django.views.decorators.http import require_GET

from dashboards.models import Widget


@require_GET
def widget_list(request):
    owner = request.GET.get("owner", "")
    since = request.GET.get("since", "2024-01-01")
    qs = Widget.objects.extra(
        where=["owner_username = %s", "updated_at >= %s"],
        params=[owner, since],
    ).order_by("-updated_at")
    data = list(qs.values("id", "kind", "owner_username", "updated_at")[:100])
    return JsonResponse({"results": data})
