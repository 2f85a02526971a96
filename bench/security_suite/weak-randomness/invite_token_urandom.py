import hashlib
import os

from django.http import JsonResponse

from teams.models import Invitation


def invite_member(request, team_id):
    email = request.POST["email"]
    seed = os.urandom(32)
    token = hashlib.sha256(seed).hexdigest()
    Invitation.objects.create(team_id=team_id, email=email, token=token)
    return JsonResponse({"invited": email})
