import secrets
import string

from django.contrib.auth import get_user_model
from django.contrib.auth.decorators import permission_required
from django.core.mail import send_mail
from django.http import HttpResponseBadRequest, JsonResponse
from django.urls import path
from django.views.decorators.http import require_GET, require_POST

ALPHABET = string.ascii_letters + string.digits + "!@#%*-_"


class Passwords:
    @staticmethod
    def temporary(length=16):
        return "".join(secrets.choice(ALPHABET) for _ in range(length))


@require_GET
@permission_required("auth.view_user")
def user_count(request):
    return JsonResponse({"users": get_user_model().objects.count()})


@require_POST
@permission_required("auth.add_user")
def create_account(request):
    username = request.POST.get("username", "").strip()
    email = request.POST.get("email", "").strip()
    if not username or not email:
        return HttpResponseBadRequest("username and email required")
    temp = Passwords.temporary()
    user = get_user_model().objects.create_user(username=username, email=email, password=temp)
    send_mail("Your new account", f"Temporary password: {temp}", None, [email])
    return JsonResponse({"id": user.pk}, status=201)


@require_POST
@permission_required("auth.change_user")
def deactivate_account(request, user_id):
    user = get_user_model().objects.filter(pk=user_id).first()
    if user is None:
        return JsonResponse({"error": "not found"}, status=404)
    user.is_active = False
    user.save(update_fields=["is_active"])
    return JsonResponse({"id": user.pk, "active": False})


urlpatterns = [
    path("accounts/count/", user_count),
    path("accounts/create/", create_account),
    path("accounts/<int:user_id>/deactivate/", deactivate_account),
]
