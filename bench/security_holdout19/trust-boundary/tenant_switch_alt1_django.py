from django.http import JsonResponse
from django.views.decorators.http import require_GET


@require_GET
def switch_tenant(request):
    header_value = request.headers.get("X-Tenant", "")
    candidates = ["default"]
    candidates.append(header_value)
    candidates.pop(0)
    tenant = candidates[0]
    request.session["tenant_id"] = tenant
    request.session["tenant_verified"] = True
    return JsonResponse({"tenant": tenant})
