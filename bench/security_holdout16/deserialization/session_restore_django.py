from django.core import signing
from django.http import HttpRequest, JsonResponse

DEFAULT_STATE = {"tabs": [], "theme": "light"}
SALT = "workspace.state"


def restore_workspace(request: HttpRequest) -> JsonResponse:
    state = dict(DEFAULT_STATE)
    if token := request.COOKIES.get("ws_state"):
        try:
            state |= signing.loads(token, salt=SALT, max_age=60 * 60 * 24 * 30)
        except signing.BadSignature:
            pass
    return JsonResponse({"tabs": state["tabs"], "theme": state["theme"]})


def save_workspace(request: HttpRequest) -> JsonResponse:
    state = {"tabs": request.POST.getlist("tab"), "theme": request.POST.get("theme", "light")}
    response = JsonResponse({"saved": True})
    response.set_cookie("ws_state", signing.dumps(state, salt=SALT), httponly=True, samesite="Lax")
    return response
