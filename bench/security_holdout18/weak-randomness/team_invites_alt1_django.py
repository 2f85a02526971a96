import random
import string

from django.contrib.auth.decorators import login_required
from django.http import JsonResponse
from django.views.decorators.http import require_POST

from .models import Invitation

_rng = random.SystemRandom()
CODE_ALPHABET = string.ascii_uppercase + string.digits


@login_required
@require_POST
def create_invitation(request):
    email = request.POST.get("email", "").strip()
    if not email:
        return JsonResponse({"error": "email required"}, status=400)
    code = "".join(_rng.choice(CODE_ALPHABET) for _ in range(16))
    invitation = Invitation.objects.create(inviter=request.user, email=email, code=code)
    return JsonResponse({"id": invitation.pk, "code": code})
