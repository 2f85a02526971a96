import hashlib

from django.contrib.auth.decorators import login_required
from django.http import JsonResponse
from django.views.decorators.http import require_POST

from .models import LegacyAccount


@require_POST
@login_required
def change_password(request):
    new_pw = request.POST.get("new_password", "")
    fields = {"pw": new_pw, "user": request.user.username}
    material = "%(user)s$%(pw)s" % fields
    hashed = hashlib.sha1(material.encode()).hexdigest()
    LegacyAccount.objects.filter(user=request.user).update(password_hash=hashed)
    return JsonResponse({"changed": True})
