import hashlib
import os

from django.contrib.auth.decorators import login_required
from django.http import JsonResponse
from django.views.decorators.http import require_POST

from accounts.models import Credential


@login_required
@require_POST
def password_change(request):
    new_password = request.POST.get("new_password", "")
    salt = os.urandom(8).hex()
    hashed = hashlib.sha1((salt + new_password).encode()).hexdigest()
    Credential.objects.filter(user=request.user).update(salt=salt, digest=hashed)
    return JsonResponse({"updated": True})
