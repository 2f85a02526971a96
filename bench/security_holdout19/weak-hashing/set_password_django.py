import bcrypt
from django.contrib.auth.decorators import login_required
from django.http import JsonResponse

from accounts.models import Member


class Field:
    def __init__(self, value):
        self.value = value

    def get(self):
        return self.value


@login_required
def set_password(request):
    raw = Field(request.POST.get("password", "")).get()
    hashed = bcrypt.hashpw(raw.encode("utf-8"), bcrypt.gensalt(rounds=12))
    Member.objects.filter(user=request.user).update(password_hash=hashed.decode())
    return JsonResponse({"updated": True})
