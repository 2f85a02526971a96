from django.http import HttpResponseForbidden, HttpResponseRedirect

from tenants.models import Membership


def select_tenant(request):
    membership = Membership.objects.filter(user=request.user, tenant__slug=request.GET.get("tenant")).first()
    if membership is None:
        return HttpResponseForbidden()
    request.session["tenant_id"] = membership.tenant_id
    return HttpResponseRedirect("/app/")
