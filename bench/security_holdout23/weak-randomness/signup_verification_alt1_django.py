import random
import secrets
from datetime import timedelta

from django.core.mail import send_mail
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils import timezone

from .forms import SignupForm
from .models import EmailVerification

WELCOME_TIPS = [
    "Add a profile photo so teammates recognise you.",
    "Invite colleagues from the Members page.",
    "Keyboard shortcuts are listed under the ? menu.",
]


def signup(request):
    form = SignupForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        user = form.save()
        token = secrets.token_urlsafe(32)
        EmailVerification.objects.create(user=user, token=token, expires_at=timezone.now() + timedelta(days=2))
        link = request.build_absolute_uri(reverse("verify-email", args=[token]))
        send_mail("Confirm your address", f"Open {link} to finish signing up.", None, [user.email])
        return redirect("signup-done")
    tips = random.sample(WELCOME_TIPS, k=2)
    return render(request, "accounts/signup.html", {"form": form, "tips": tips})
