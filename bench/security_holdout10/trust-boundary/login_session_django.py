from django.contrib.auth import authenticate
from django.http import JsonResponse
from django.views.decorators.http import require_POST


@require_POST
def api_login(request):
    user = authenticate(
        request,
        username=request.POST.get("username", ""),
        password=request.POST.get("password", ""),
    )
    if user is None:
        return JsonResponse({"error": "invalid credentials"}, status=401)
    request.session.cycle_key()
    request.session["uid"] = user.pk
    request.session["is_staff"] = user.is_staff
    return JsonResponse({"ok": True})
