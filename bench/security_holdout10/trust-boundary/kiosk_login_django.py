from django.contrib.auth import authenticate
from django.http import JsonResponse
from django.views.decorators.http import require_POST


@require_POST
def kiosk_login(request):
    username = request.POST.get("username", "")
    password = request.POST.get("password", "")
    user = authenticate(request, username=username, password=password)
    if user is None:
        return JsonResponse({"error": "invalid credentials"}, status=401)
    request.session.cycle_key()
    request.session["kiosk_user_id"] = user.pk
    return JsonResponse({"ok": True})
