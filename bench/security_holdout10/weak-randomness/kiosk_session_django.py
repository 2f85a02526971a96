import random
import string
import time

from django.core.cache import cache
from django.http import JsonResponse

ALPHABET = string.ascii_letters + string.digits


class KioskSessionStore:
    ttl = 3600

    def new_session_id(self):
        random.seed(time.time())
        return "".join(random.choice(ALPHABET) for _ in range(32))

    def create(self, terminal):
        sid = self.new_session_id()
        cache.set(f"kiosk:{sid}", {"terminal": terminal}, self.ttl)
        return sid


def start_kiosk_session(request):
    terminal = request.GET.get("terminal", "unknown")
    sid = KioskSessionStore().create(terminal)
    response = JsonResponse({"ok": True})
    response.set_cookie("kiosk_sid", sid, secure=True, httponly=True)
    return response
