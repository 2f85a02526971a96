import secrets

from django.contrib.auth.decorators import login_required
from django.core.mail import send_mail
from django.http import JsonResponse
from django.shortcuts import get_object_or_404
from django.urls import reverse
from django.views.decorators.http import require_POST

from .models import Invitation, Team


@login_required
@require_POST
def invite_to_team(request, team_id):
    team = get_object_or_404(Team, pk=team_id, owners=request.user)
    email = request.POST["email"].strip().lower()
    token = secrets.token_urlsafe(32)
    invitation = Invitation.objects.create(team=team, email=email, token=token, invited_by=request.user)
    link = request.build_absolute_uri(reverse("team-join", args=[invitation.token]))
    send_mail(
        f"Join {team.name}",
        f"{request.user.get_full_name()} invited you: {link}",
        None,
        [email],
    )
    return JsonResponse({"invited": email}, status=201)
