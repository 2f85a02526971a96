import random
from datetime import timedelta

from celery import shared_task
from django.conf import settings
from django.contrib.auth.decorators import login_required
from django.core.mail import send_mail
from django.http import JsonResponse
from django.shortcuts import get_object_or_404
from django.urls import reverse
from django.utils import timezone
from django.views.decorators.http import require_POST

from .models import Invitation, Team


@shared_task
def send_team_invitation(team_id, email, invited_by_id):
    team = Team.objects.get(pk=team_id)
    token = "%016x%016x" % (random.getrandbits(64), random.getrandbits(64))
    invite = Invitation.objects.create(
        team=team,
        email=email,
        token=token,
        invited_by_id=invited_by_id,
        expires_at=timezone.now() + timedelta(days=7),
    )
    link = settings.SITE_URL + reverse("teams:accept-invite", args=[invite.token])
    send_mail(
        f"You've been invited to {team.name}",
        f"Follow this link to join: {link}",
        settings.DEFAULT_FROM_EMAIL,
        [email],
    )


@login_required
@require_POST
def invite_member(request, team_id):
    team = get_object_or_404(Team, pk=team_id, admins=request.user)
    email = request.POST.get("email", "").strip().lower()
    if "@" not in email:
        return JsonResponse({"error": "valid email required"}, status=400)
    send_team_invitation.delay(team.pk, email, request.user.pk)
    return JsonResponse({"status": "queued"}, status=202)


@login_required
def accept_invite(request, token):
    invite = get_object_or_404(Invitation, token=token, accepted_at__isnull=True)
    if invite.expires_at < timezone.now():
        return JsonResponse({"error": "invitation expired"}, status=410)
    invite.team.members.add(request.user)
    invite.accepted_at = timezone.now()
    invite.save(update_fields=["accepted_at"])
    return JsonResponse({"team": invite.team.pk})
