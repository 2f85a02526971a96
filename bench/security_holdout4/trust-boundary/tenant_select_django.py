from django.contrib.auth.decorators import login_required
from django.http import HttpResponseBadRequest
from django.shortcuts import redirect, render

from billing.models import Invoice


@login_required
def select_tenant(request):
    tenant = request.GET.get("tenant")
    if not tenant:
        return HttpResponseBadRequest("tenant is required")
    request.session["tenant_id"] = tenant
    return redirect("billing:invoices")


@login_required
def invoice_list(request):
    tenant_id = request.session.get("tenant_id")
    invoices = Invoice.objects.filter(tenant_id=tenant_id).order_by("-issued_on")[:100]
    return render(request, "billing/invoice_list.html", {"invoices": invoices})
