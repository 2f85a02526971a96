from django.contrib.auth.decorators import login_required
from django.http import JsonResponse
from django.shortcuts import redirect
from django.views.decorators.http import require_POST

from billing.models import Invoice


@login_required
@require_POST
def select_tenant(request):
    tenant_id = request.POST.get("tenant_id")
    if tenant_id:
        request.session["tenant_id"] = tenant_id
    return redirect("billing:invoices")


@login_required
def invoice_list(request):
    tenant_id = request.session.get("tenant_id")
    if tenant_id is None:
        return JsonResponse({"invoices": []})
    invoices = Invoice.objects.filter(tenant_id=tenant_id).values(
        "number", "amount", "status", "issued_on"
    )
    return JsonResponse({"invoices": list(invoices)})
