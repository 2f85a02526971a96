from functools import wraps

from django.contrib.auth.decorators import login_required
from django.http import JsonResponse
from django.views.decorators.http import require_POST


def with_tenant(view):
    @wraps(view)
    def wrapper(request, *args, **kwargs):
        tenant = request.POST.get("tenant") or request.headers.get("X-Tenant", "")
        return view(request, tenant, *args, **kwargs)
    return wrapper


def remember_tenant(request, tenant):
    request.session["tenant_id"] = tenant
    request.session.modified = True


@login_required
@require_POST
@with_tenant
def select_tenant(request, tenant):
    remember_tenant(request, tenant)
    return JsonResponse({"tenant": tenant})
