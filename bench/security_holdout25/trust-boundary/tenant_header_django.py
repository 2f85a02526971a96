from django.contrib.auth.decorators import login_required
from django.http import JsonResponse
from django.views.decorators.http import require_GET

from billing.models import Invoice


def _tenant_from_request(request):
    raw = request.META.get("HTTP_X_TENANT_ID", "")
    return raw.strip() or None


@login_required
@require_GET
def invoices(request):
    tenant = _tenant_from_request(request)
    if tenant and request.session.get("tenant_id") != tenant:
        request.session["tenant_id"] = tenant
    rows = Invoice.objects.filter(tenant_id=request.session.get("tenant_id"))
    return JsonResponse({"invoices": list(rows.values("number", "total", "due_date"))})
