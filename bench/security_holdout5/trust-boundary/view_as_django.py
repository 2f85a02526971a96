from django.contrib.auth.decorators import login_required
from django.shortcuts import redirect
from django.views.decorators.http import require_POST

ACTING_USER_KEY = "acting_user_id"


@login_required
@require_POST
def view_as(request):
    """Lets support agents see the portal as a given customer."""
    target = request.POST.get("user_id")
    request.session[ACTING_USER_KEY] = target
    request.session["acting_reason"] = request.POST.get("reason", "")[:200]
    return redirect("dashboard")


@login_required
def stop_view_as(request):
    request.session.pop(ACTING_USER_KEY, None)
    request.session.pop("acting_reason", None)
    return redirect("dashboard")


class ActingUserMiddleware:
    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        from django.contrib.auth import get_user_model

        acting_id = request.session.get(ACTING_USER_KEY) if hasattr(request, "session") else None
        if acting_id:
            request.user = get_user_model().objects.get(pk=acting_id)
        return self.get_response(request)
