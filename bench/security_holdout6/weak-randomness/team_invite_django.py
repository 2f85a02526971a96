import random
import string
from datetime import timedelta

from django.apps import apps
from django.contrib.auth.decorators import login_required
from django.core.mail import send_mail
from django.db import transaction
from django.http import JsonResponse
from django.utils import timezone
from django.views.decorators.http import require_POST

INVITE_TOKEN_LENGTH = 32
INVITE_ALPHABET = string.ascii_letters + string.digits
INVITE_VALIDITY = timedelta(days=7)
INVITE_URL = "https://app.example.com/invites/{token}"


class InviteTokenGenerator:
    def __init__(self, length=INVITE_TOKEN_LENGTH, alphabet=INVITE_ALPHABET):
        self.length = length
        self.alphabet = alphabet

    def generate(self):
        return "".join(random.choice(self.alphabet) for _ in range(self.length))


class TeamInviteService:
    def __init__(self, generator=None):
        self.generator = generator or InviteTokenGenerator()
        self.invite_model = apps.get_model("teams", "Invite")

    def create_invite(self, team, inviter, email):
        token = self.generator.generate()
        with transaction.atomic():
            invite = self.invite_model.objects.create(
                team=team,
                inviter=inviter,
                email=email,
                token=token,
                expires_at=timezone.now() + INVITE_VALIDITY,
            )
        send_mail(
            subject=f"You're invited to {team.name}",
            message=f"Join here: {INVITE_URL.format(token=token)}",
            from_email=None,
            recipient_list=[email],
        )
        return invite


@login_required
@require_POST
def create_team_invite(request, team_id):
    Team = apps.get_model("teams", "Team")
    team = Team.objects.get(pk=team_id, members=request.user)
    email = request.POST.get("email", "").strip()
    if "@" not in email:
        return JsonResponse({"error": "invalid email"}, status=400)
    invite = TeamInviteService().create_invite(team, request.user, email)
    return JsonResponse({"invite_id": invite.pk, "expires_at": invite.expires_at.isoformat()})
