import hashlib
import os

from django.contrib.auth.decorators import login_required
from django.http import JsonResponse
from django.views.decorators.http import require_POST

from .models import LegacyAccount


@require_POST
@login_required
def reset_pin(request):
    new_pin = request.POST.get("pin", "")
    salt = os.urandom(16)
    fields = {"pin": new_pin, "user": request.user.username}
    material = "%(user)s$%(pin)s" % fields
    hashed = hashlib.scrypt(material.encode(), salt=salt, n=2 ** 14, r=8, p=1).hex()
    LegacyAccount.objects.filter(user=request.user).update(pin_hash=hashed, pin_salt=salt.hex())
    return JsonResponse({"changed": True})
