import secrets

from django.contrib.auth.decorators import login_required
from django.core.mail import send_mail
from django.http import JsonResponse
from django.urls import reverse
from django.views.decorators.http import require_POST

from teams.models import Invitation


@login_required
@require_POST
def invite_member(request, team_id):
    team = request.user.owned_teams.get(pk=team_id)
    email = request.POST["email"].strip().lower()
    token = secrets.token_urlsafe(32)
    Invitation.objects.create(team=team, email=email, token=token, invited_by=request.user)
    link = request.build_absolute_uri(reverse("teams:accept-invite", args=[token]))
    send_mail(
        subject=f"You're invited to join {team.name}",
        message=f"Accept your invitation: {link}",
        from_email=None,
        recipient_list=[email],
    )
    return JsonResponse({"invited": email}, status=201)
