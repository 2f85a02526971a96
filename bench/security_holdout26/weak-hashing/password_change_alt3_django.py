from django.contrib.auth import get_user_model
from django.contrib.auth.decorators import login_required
from django.contrib.auth.hashers import check_password, make_password
from django.http import JsonResponse
from django.views.decorators.http import require_POST


def password_digest(password):
    return make_password(password)


class PasswordChanger:
    def __init__(self, user):
        self.user = user

    def verify_current(self, current):
        return check_password(current, self.user.password)

    def apply(self, new_password):
        self.user.password = password_digest(new_password)
        self.user.save(update_fields=["password"])


@login_required
@require_POST
def change_password(request):
    changer = PasswordChanger(get_user_model().objects.get(pk=request.user.pk))
    if not changer.verify_current(request.POST.get("current", "")):
        return JsonResponse({"error": "current password is wrong"}, status=400)
    new_password = request.POST.get("new", "")
    if len(new_password) < 10:
        return JsonResponse({"error": "password too short"}, status=400)
    changer.apply(new_password)
    return JsonResponse({"changed": True})
