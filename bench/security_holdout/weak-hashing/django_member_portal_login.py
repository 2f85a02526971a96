import hashlib

from django.contrib.auth import login
from django.http import HttpResponseRedirect
from django.shortcuts import render

from portal.models import Member


def member_login(request):
    if request.method != "POST":
        return render(request, "portal/login.html")
    member = Member.objects.filter(username=request.POST["username"]).first()
    if member is not None:
        candidate = hashlib.sha1((member.salt + request.POST["password"]).encode()).hexdigest()
        if candidate == member.password_digest:
            login(request, member.user)
            return HttpResponseRedirect("/portal/")
    return render(request, "portal/login.html", {"error": "Invalid credentials"})
