from django.contrib.auth.decorators import login_required
from django.http import HttpResponseBadRequest, HttpResponseForbidden
from django.shortcuts import redirect
from django.views.decorators.http import require_POST

from accounts.models import TenantMembership


@login_required
@require_POST
def pick_tenant(request):
    try:
        tenant_id = int(request.POST.get("tenant_id", ""))
    except ValueError:
        return HttpResponseBadRequest("tenant_id must be an integer")

    allowed = TenantMembership.objects.filter(
        user=request.user, tenant_id=tenant_id, is_active=True
    ).exists()
    if not allowed:
        return HttpResponseForbidden("Not a member of this tenant")

    request.session["tenant_id"] = tenant_id
    return redirect("billing:invoices")
