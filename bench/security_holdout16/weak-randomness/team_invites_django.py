import random
import string
from datetime import timedelta

from django.http import HttpResponseBadRequest, JsonResponse
from django.shortcuts import get_object_or_404
from django.utils import timezone
from django.views.decorators.http import require_POST

from .models import Invite, Team

_sysrand = random.SystemRandom()
TOKEN_ALPHABET = string.ascii_letters + string.digits
BADGE_COLOURS = ["#e57373", "#64b5f6", "#81c784", "#ffb74d", "#ba68c8"]


def _badge_colour():
    return _sysrand.choice(BADGE_COLOURS)


def _invite_token(length=40):
    return "".join(random.choices(TOKEN_ALPHABET, k=length))


@require_POST
def create_invite(request, team_id):
    team = get_object_or_404(Team, pk=team_id, owner=request.user)
    email = request.POST.get("email", "").strip().lower()
    if "@" not in email:
        return HttpResponseBadRequest("email")
    invite = Invite.objects.create(
        team=team,
        email=email,
        token=_invite_token(),
        colour=_badge_colour(),
        expires=timezone.now() + timedelta(days=7),
    )
    return JsonResponse({"invite": invite.pk, "link": f"/join/{invite.token}"}, status=201)


def accept_invite(request, token):
    invite = get_object_or_404(Invite, token=token, accepted_at__isnull=True)
    if invite.expires < timezone.now():
        return JsonResponse({"error": "expired"}, status=410)
    invite.team.members.add(request.user)
    invite.accepted_at = timezone.now()
    invite.save(update_fields=["accepted_at"])
    return JsonResponse({"team": invite.team.name})


def pending_invites(request, team_id):
    team = get_object_or_404(Team, pk=team_id, owner=request.user)
    rows = team.invite_set.filter(accepted_at__isnull=True).values("email", "colour", "expires")
    return JsonResponse({"pending": list(rows)})
