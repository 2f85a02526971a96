from django.contrib.auth import get_user_model
from django.http import JsonResponse
from django.views.decorators.http import require_POST

User = get_user_model()


@require_POST
def open_support_session(request):
    """Called by the helpdesk widget to browse the site as the customer."""
    customer = request.headers.get("X-Support-Customer")
    if not customer:
        return JsonResponse({"error": "missing customer"}, status=400)
    request.session["acting_user_id"] = customer
    return JsonResponse({"ok": True, "acting_as": customer})


def effective_user(request):
    acting = request.session.get("acting_user_id")
    if acting:
        return User.objects.get(pk=acting)
    return request.user


def account_overview(request):
    user = effective_user(request)
    return JsonResponse(
        {
            "email": user.email,
            "orders": list(user.orders.values("id", "total", "status")),
        }
    )
