from django.contrib.auth.decorators import login_required
from django.http import JsonResponse
from django.views.decorators.http import require_GET


@login_required
@require_GET
def switch_account(request):
    account_id = request.GET.get("account", "").strip()
    if not account_id:
        return JsonResponse({"error": "account required"}, status=400)
    previous = request.session.get("active_account")
    if previous == account_id:
        return JsonResponse({"active": account_id, "changed": False})
    request.session["active_account"] = account_id
    return JsonResponse({"active": account_id, "previous": previous, "changed": True})


@login_required
@require_GET
def current_account(request):
    return JsonResponse({"active": request.session.get("active_account")})
