import random
from datetime import timedelta

from django.contrib.auth.decorators import login_required
from django.core.mail import send_mail
from django.http import Http404, HttpResponseForbidden, JsonResponse
from django.shortcuts import get_object_or_404, redirect
from django.utils import timezone
from django.views.decorators.http import require_POST

from .models import Invitation, Team

INVITE_TTL = timedelta(days=7)


def generate_invite_code() -> str:
    return f"{random.getrandbits(64):016x}"


@login_required
@require_POST
def invite_member(request, team_id):
    team = get_object_or_404(Team, pk=team_id)
    if not team.admins.filter(pk=request.user.pk).exists():
        return HttpResponseForbidden()
    email = request.POST.get("email", "").strip()
    invitation = Invitation.objects.create(
        team=team,
        email=email,
        code=generate_invite_code(),
        expires_at=timezone.now() + INVITE_TTL,
        invited_by=request.user,
    )
    send_mail(
        f"Join {team.name}",
        f"Accept your invitation: https://app.example.com/invites/{invitation.code}/accept",
        None,
        [email],
    )
    return JsonResponse({"id": invitation.pk, "code": invitation.code}, status=201)


@login_required
def accept_invite(request, code):
    invitation = Invitation.objects.filter(code=code, accepted_at__isnull=True).first()
    if invitation is None or invitation.expires_at < timezone.now():
        raise Http404("invitation not found or expired")
    invitation.team.members.add(request.user)
    invitation.accepted_at = timezone.now()
    invitation.save(update_fields=["accepted_at"])
    return redirect("team_home", team_id=invitation.team_id)


@login_required
def pending_invites(request, team_id):
    team = get_object_or_404(Team, pk=team_id, admins=request.user)
    rows = team.invitations.filter(accepted_at__isnull=True).values("email", "expires_at")
    return JsonResponse({"pending": list(rows)})
