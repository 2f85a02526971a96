from django.http import JsonResponse
from django.views.decorators.http import require_POST


@require_POST
def select_account(request):
    values = {}
    values["account"] = request.POST.get("account_id", "")
    values["label"] = "default"
    key = "active_account"
    request.session[key] = values["account"]
    return JsonResponse({"active": values["account"]})
