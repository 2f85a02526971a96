import hashlib
import hmac
import os

from django.http import JsonResponse
from django.views.decorators.http import require_POST

from .models import Card

ITERATIONS = 600_000


def derive(pin, salt):
    return hashlib.pbkdf2_hmac("sha256", pin.encode(), salt, ITERATIONS)


@require_POST
def set_card_pin(request, card_id):
    pin = request.POST.get("pin", "")
    if not (pin.isdigit() and len(pin) == 6):
        return JsonResponse({"error": "pin must be 6 digits"}, status=400)
    salt = os.urandom(16)
    Card.objects.filter(pk=card_id, owner=request.user).update(pin_salt=salt, pin_hash=derive(pin, salt))
    return JsonResponse({"ok": True})


def check_pin(card, pin):
    return hmac.compare_digest(derive(pin, bytes(card.pin_salt)), bytes(card.pin_hash))
