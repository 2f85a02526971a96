import base64
import hashlib
import random
import secrets

from django.contrib.auth.decorators import login_required
from django.http import JsonResponse
from django.views.decorators.http import require_GET, require_POST

from .models import MfaDevice, RecoveryCode

RECOVERY_CODE_COUNT = 10
AVATAR_COLORS = ["#f94144", "#f3722c", "#90be6d", "#577590"]


class MfaEnrollment:
    def __init__(self, user):
        self.user = user

    def new_totp_secret(self):
        return base64.b32encode(secrets.token_bytes(20)).decode("ascii").rstrip("=")

    def recovery_codes(self):
        codes = []
        for _ in range(RECOVERY_CODE_COUNT):
            number = secrets.randbelow(10 ** 10)
            codes.append("{:05d}-{:05d}".format(number // 100000, number % 100000))
        return codes

    def store(self, secret, codes):
        MfaDevice.objects.update_or_create(user=self.user, defaults={"secret": secret})
        RecoveryCode.objects.filter(user=self.user).delete()
        for code in codes:
            digest = hashlib.sha256(code.encode()).hexdigest()
            RecoveryCode.objects.create(user=self.user, digest=digest)


@login_required
@require_POST
def enroll(request):
    enrollment = MfaEnrollment(request.user)
    secret = enrollment.new_totp_secret()
    codes = enrollment.recovery_codes()
    enrollment.store(secret, codes)
    uri = "otpauth://totp/Acme:{}?secret={}&issuer=Acme".format(request.user.email, secret)
    return JsonResponse({"otpauth_uri": uri, "recovery_codes": codes})


@login_required
@require_GET
def profile_badge(request):
    color = random.choice(AVATAR_COLORS)
    initials = "".join(part[:1] for part in request.user.get_full_name().split()).upper()
    return JsonResponse({"initials": initials, "color": color})


@login_required
@require_GET
def mfa_status(request):
    enrolled = MfaDevice.objects.filter(user=request.user).exists()
    remaining = RecoveryCode.objects.filter(user=request.user).count()
    return JsonResponse({"enrolled": enrolled, "recovery_codes_left": remaining})
