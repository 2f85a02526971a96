from django.http import JsonResponse
from django.views.decorators.http import require_POST


@require_POST
def select_account(request):
    values = request.POST.getlist("account")
    param = values[0] if values else ""
    items = ["alpha", param, "gamma"]
    chosen = items[1]
    request.session["account_id"] = chosen
    return JsonResponse({"account": chosen})
