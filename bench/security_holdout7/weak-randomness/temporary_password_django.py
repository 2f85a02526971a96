import random
import string
from dataclasses import dataclass

from django.contrib.admin.views.decorators import staff_member_required
from django.contrib.auth import get_user_model
from django.core.mail import send_mail
from django.http import HttpResponseNotFound, JsonResponse
from django.views.decorators.http import require_POST

PASSWORD_LENGTH = 16
SYMBOLS = "!@#$%^&*-_"


@dataclass
class PasswordPolicy:
    length: int = PASSWORD_LENGTH
    require_digit: bool = True
    require_symbol: bool = True


class TemporaryPasswordGenerator:
    def __init__(self, policy=None):
        self.policy = policy or PasswordPolicy()
        self._rng = random.SystemRandom()
        self.alphabet = string.ascii_letters + string.digits + SYMBOLS

    def _acceptable(self, candidate: str) -> bool:
        if self.policy.require_digit and not any(c.isdigit() for c in candidate):
            return False
        if self.policy.require_symbol and not any(c in SYMBOLS for c in candidate):
            return False
        return True

    def generate(self) -> str:
        while True:
            candidate = "".join(
                self._rng.choice(self.alphabet) for _ in range(self.policy.length)
            )
            if self._acceptable(candidate):
                return candidate


generator = TemporaryPasswordGenerator()


@staff_member_required
@require_POST
def reset_user_password(request, user_id):
    User = get_user_model()
    try:
        user = User.objects.get(pk=user_id)
    except User.DoesNotExist:
        return HttpResponseNotFound("no such user")
    temp = generator.generate()
    user.set_password(temp)
    user.save(update_fields=["password"])
    send_mail(
        "Your temporary password",
        f"A temporary password was set for your account: {temp}\n"
        "Please change it after signing in.",
        None,
        [user.email],
    )
    return JsonResponse({"status": "reset", "user": user.pk})
