import hashlib
import hmac

from django.contrib.auth import login
from django.http import HttpResponseRedirect
from django.shortcuts import render

from partners.models import Partner


def partner_login(request):
    if request.method != "POST":
        return render(request, "partners/login.html")
    partner = Partner.objects.filter(username=request.POST["username"]).first()
    if partner is not None:
        candidate = hashlib.pbkdf2_hmac("sha256", request.POST["password"].encode(), bytes.fromhex(partner.salt), 600_000).hex()
        if hmac.compare_digest(candidate, partner.password_digest):
            login(request, partner.user)
            return HttpResponseRedirect("/partners/")
    return render(request, "partners/login.html", {"error": "Invalid credentials"})
