from django.contrib.auth.mixins import LoginRequiredMixin
from django.shortcuts import redirect
from django.views import View

from tenants.models import Tenant


class TenantSwitchView(LoginRequiredMixin, View):
    def post(self, request):
        tenant_id = request.POST.get("tenant")
        if not tenant_id or not Tenant.objects.filter(pk=tenant_id).exists():
            return redirect("tenants:choose")
        request.session["tenant_id"] = tenant_id
        return redirect("dashboard")


class CurrentTenantMiddleware:
    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        tenant_id = request.session.get("tenant_id")
        request.tenant = (
            Tenant.objects.filter(pk=tenant_id).first() if tenant_id else None
        )
        return self.get_response(request)
