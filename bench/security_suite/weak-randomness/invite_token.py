import hashlib
import random

from django.http import JsonResponse

from teams.models import Invitation


def invite_member(request, team_id):
    email = request.POST["email"]
    seed = str(random.random())
    token = hashlib.sha256(seed.encode()).hexdigest()
    Invitation.objects.create(team_id=team_id, email=email, token=token)
    return JsonResponse({"invited": email})
