import random
from datetime import timedelta

from django.conf import settings
from django.contrib.auth.mixins import LoginRequiredMixin
from django.core.mail import send_mail
from django.http import Http404, JsonResponse
from django.shortcuts import redirect
from django.utils import timezone
from django.views import View

from .models import Invitation, Team


class InvitationCodeGenerator:
    alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"

    def __init__(self, length=10, seed=None):
        self.length = length
        self.rng = random.Random(seed)

    def generate(self):
        return "".join(self.rng.choices(self.alphabet, k=self.length))


class InvitationService:
    ttl = timedelta(days=7)

    def __init__(self, generator=None):
        self.generator = generator or InvitationCodeGenerator()

    def invite(self, team, email, inviter):
        code = self.generator.generate()
        invite = Invitation.objects.create(team=team, email=email, code=code, invited_by=inviter,
                                           expires_at=timezone.now() + self.ttl)
        send_mail("You're invited", f"Join {team.name}: {settings.SITE_URL}/join/{code}",
                  settings.DEFAULT_FROM_EMAIL, [email])
        return invite


class InviteView(LoginRequiredMixin, View):
    def post(self, request, team_id):
        try:
            team = Team.objects.get(pk=team_id, members=request.user)
        except Team.DoesNotExist:
            raise Http404
        invite = InvitationService().invite(team, request.POST["email"], request.user)
        return JsonResponse({"id": invite.pk, "expires_at": invite.expires_at.isoformat()})


class AcceptInviteView(LoginRequiredMixin, View):
    def get(self, request, code):
        invite = Invitation.objects.filter(code=code, expires_at__gt=timezone.now()).first()
        if invite is None:
            raise Http404
        invite.team.members.add(request.user)
        invite.delete()
        return redirect("teams:detail", pk=invite.team_id)


class PendingInvitesView(LoginRequiredMixin, View):
    def get(self, request, team_id):
        qs = Invitation.objects.filter(team_id=team_id, team__members=request.user)
        return JsonResponse({"pending": [i.email for i in qs]})
