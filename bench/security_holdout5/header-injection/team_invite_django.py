import smtplib

from django.conf import settings
from django.contrib.auth.mixins import LoginRequiredMixin
from django.http import JsonResponse
from django.views import View


class TeamInviteView(LoginRequiredMixin, View):
    def post(self, request, team_slug):
        invitee = request.POST.get("email", "").strip()
        note = request.POST.get("note", "")
        inviter = request.user.get_full_name() or request.user.username
        headers = {
            "From": settings.DEFAULT_FROM_EMAIL,
            "To": invitee,
            "Subject": f"{inviter} invited you to join {team_slug}",
            "X-Invite-Note": note,
        }
        body = f"Accept the invitation: https://app.example.com/join/{team_slug}"
        message = "\r\n".join(f"{k}: {v}" for k, v in headers.items()) + "\r\n\r\n" + body
        with smtplib.SMTP(settings.EMAIL_HOST, settings.EMAIL_PORT) as server:
            server.starttls()
            server.login(settings.EMAIL_HOST_USER, settings.EMAIL_HOST_PASSWORD)
            server.sendmail(settings.DEFAULT_FROM_EMAIL, [invitee], message)
        return JsonResponse({"invited": invitee})
