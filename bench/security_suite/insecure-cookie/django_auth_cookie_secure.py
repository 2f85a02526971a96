from django.http import JsonResponse

from accounts.auth import create_session_token


def api_login(request):
    token = create_session_token(request.POST["username"], request.POST["password"])
    response = JsonResponse({"ok": True})
    response.set_cookie("auth_token", token, httponly=True, secure=True, samesite="Strict")
    return response
