import logging
import secrets
import string
from datetime import timedelta

from django.conf import settings
from django.contrib.auth.decorators import login_required
from django.core.mail import send_mail
from django.db import models
from django.http import JsonResponse
from django.utils import timezone
from django.views.decorators.http import require_POST

log = logging.getLogger("invites")

CODE_ALPHABET = string.ascii_uppercase + string.digits
CODE_LENGTH = 12


class Invitation(models.Model):
    inviter = models.ForeignKey("auth.User", on_delete=models.CASCADE)
    email = models.EmailField()
    code = models.CharField(max_length=32, unique=True)
    expires_at = models.DateTimeField()

    class Meta:
        app_label = "invites"


class InvitationService:
    def __init__(self, ttl_days=7):
        self.ttl = timedelta(days=ttl_days)

    def generate_code(self):
        return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))

    def invite(self, inviter, email):
        code = self.generate_code()
        inv = Invitation.objects.create(
            inviter=inviter, email=email, code=code, expires_at=timezone.now() + self.ttl
        )
        send_mail(
            "You're invited",
            f"Join us: {settings.SITE_URL}/join/{code}",
            settings.DEFAULT_FROM_EMAIL,
            [email],
        )
        log.info("invitation %s sent by %s", inv.pk, inviter.pk)
        return inv


service = InvitationService()


@login_required
@require_POST
def send_invite(request):
    email = request.POST.get("email", "")
    if "@" not in email:
        return JsonResponse({"error": "invalid email"}, status=400)
    inv = service.invite(request.user, email)
    return JsonResponse({"id": inv.pk, "expires": inv.expires_at.isoformat()})


@login_required
def pending_invites(request):
    qs = Invitation.objects.filter(inviter=request.user, expires_at__gt=timezone.now())
    return JsonResponse({"pending": [i.email for i in qs]})
