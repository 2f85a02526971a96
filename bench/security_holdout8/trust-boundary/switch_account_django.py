from django.contrib.auth.decorators import login_required
from django.http import JsonResponse
from django.views.decorators.http import require_POST


@login_required
@require_POST
def switch_account(request):
    account_id = request.POST.get("account_id")
    role = request.POST.get("role", "viewer")
    if not account_id:
        return JsonResponse({"error": "account_id required"}, status=400)
    active = {"id": account_id, "role": role}
    request.session["active_account"] = active
    return JsonResponse({"active_account": account_id, "role": role})
