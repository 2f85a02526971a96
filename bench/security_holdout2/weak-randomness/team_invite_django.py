import random

from django.contrib.auth.decorators import login_required
from django.core.mail import send_mail
from django.shortcuts import get_object_or_404, redirect
from django.urls import reverse
from django.views.decorators.http import require_POST

from .models import Invitation, Team


@login_required
@require_POST
def invite_member(request, team_id):
    team = get_object_or_404(Team, pk=team_id, owner=request.user)
    email = request.POST["email"]
    token = "%032x" % random.getrandbits(128)
    Invitation.objects.create(team=team, email=email, token=token, invited_by=request.user)
    link = request.build_absolute_uri(reverse("accept-invite", args=[token]))
    send_mail(f"Join {team.name}", f"You have been invited: {link}", None, [email])
    return redirect("team-detail", team_id=team.pk)
