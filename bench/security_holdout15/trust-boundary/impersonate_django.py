from django.http import JsonResponse
from django.views.decorators.http import require_POST


class SupportContext:
    def __init__(self, request):
        self.request = request

    def switch_to(self, account_id):
        self.request.session["acting_account_id"] = account_id
        self.request.session["support_mode"] = True


@require_POST
def start_support_session(request):
    if not request.user.is_authenticated:
        return JsonResponse({"error": "login required"}, status=401)
    account_id = request.POST.get("account_id", "")
    SupportContext(request).switch_to(account_id)
    return JsonResponse({"acting_as": account_id})
