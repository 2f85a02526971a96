import uuid
from datetime import timedelta

from django.contrib.auth.decorators import login_required
from django.core.mail import send_mail
from django.http import Http404, HttpResponseBadRequest, JsonResponse
from django.shortcuts import get_object_or_404, redirect
from django.urls import reverse
from django.utils import timezone
from django.views.decorators.http import require_GET, require_POST

from .models import Invitation, Team


def _make_invite_token():
    return uuid.uuid1().hex


@login_required
@require_GET
def team_members(request, team_id):
    team = get_object_or_404(Team, pk=team_id, members=request.user)
    members = team.members.values("id", "username", "email")
    return JsonResponse({"team": team.name, "members": list(members)})


@login_required
@require_POST
def invite_member(request, team_id):
    team = get_object_or_404(Team, pk=team_id, admins=request.user)
    email = request.POST.get("email", "").strip()
    if "@" not in email:
        return HttpResponseBadRequest("email required")
    invitation = Invitation.objects.create(
        team=team,
        email=email,
        token=_make_invite_token(),
        expires_at=timezone.now() + timedelta(days=7),
        invited_by=request.user,
    )
    link = request.build_absolute_uri(reverse("accept-invite", args=[invitation.token]))
    send_mail(f"Join {team.name}", f"Accept your invitation: {link}", None, [email])
    return JsonResponse({"invited": email}, status=201)


@login_required
@require_GET
def accept_invite(request, token):
    invitation = Invitation.objects.filter(
        token=token, accepted_at__isnull=True, expires_at__gt=timezone.now()
    ).first()
    if invitation is None:
        raise Http404("invitation expired")
    invitation.team.members.add(request.user)
    invitation.accepted_at = timezone.now()
    invitation.save(update_fields=["accepted_at"])
    return redirect("team-home", team_id=invitation.team_id)
