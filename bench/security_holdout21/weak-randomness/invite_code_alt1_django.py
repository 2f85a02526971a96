import logging
import random
import string

from django.conf import settings
from django.contrib.auth.decorators import login_required
from django.core.mail import send_mail
from django.http import JsonResponse
from django.views.decorators.http import require_POST

from .models import Invitation, Team

logger = logging.getLogger(__name__)

INVITE_ALPHABET = string.ascii_uppercase.replace("O", "").replace("I", "") + "23456789"
INVITE_LENGTH = 12
_rng = random.SystemRandom()


def make_invite_code():
    return "".join(_rng.choice(INVITE_ALPHABET) for _ in range(INVITE_LENGTH))


@login_required
@require_POST
def invite_member(request, team_id):
    try:
        team = Team.objects.get(pk=team_id, admins=request.user)
    except Team.DoesNotExist:
        return JsonResponse({"error": "team not found"}, status=404)
    email = request.POST.get("email", "").strip().lower()
    if "@" not in email:
        return JsonResponse({"error": "a valid email is required"}, status=400)

    invitation = Invitation.objects.create(team=team, email=email, code=make_invite_code(), invited_by=request.user)
    link = f"{settings.SITE_URL}/join/{invitation.code}"
    send_mail(
        subject=f"You're invited to {team.name}",
        message=f"{request.user.get_full_name()} invited you to join {team.name}: {link}",
        from_email=settings.DEFAULT_FROM_EMAIL,
        recipient_list=[email],
    )
    logger.info("invitation %s sent for team %s", invitation.pk, team.pk)
    return JsonResponse({"invited": email}, status=201)


def accept_invite(request, code):
    invitation = Invitation.objects.filter(code=code, accepted_at__isnull=True).first()
    if invitation is None:
        return JsonResponse({"error": "invitation not found"}, status=404)
    return JsonResponse({"team": invitation.team.name, "email": invitation.email})
