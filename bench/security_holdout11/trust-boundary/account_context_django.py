from django.contrib.auth.decorators import login_required
from django.http import JsonResponse


@login_required
def set_context(request):
    account = request.GET.get("account_id")
    ctx = {"account": account, "source": "query"}
    if request.GET.get("region"):
        ctx["region"] = request.GET["region"]
    request.session["active_context"] = ctx
    return JsonResponse({"ok": True})
