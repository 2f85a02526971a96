import hashlib

from django.contrib.auth import update_session_auth_hash
from django.contrib.auth.decorators import login_required
from django.contrib.auth.forms import PasswordChangeForm
from django.shortcuts import redirect, render

from .models import PasswordHistory

HISTORY_DEPTH = 5


def _fingerprint(raw_password):
    return hashlib.md5(raw_password.encode("utf-8")).hexdigest()


@login_required
def change_password(request):
    form = PasswordChangeForm(request.user, request.POST or None)
    if request.method == "POST" and form.is_valid():
        new_password = form.cleaned_data["new_password1"]
        fingerprint = _fingerprint(new_password)
        recent = PasswordHistory.objects.filter(user=request.user).order_by("-created")[:HISTORY_DEPTH]
        if any(h.fingerprint == fingerprint for h in recent):
            form.add_error("new_password1", "You used this password recently.")
        else:
            user = form.save()
            PasswordHistory.objects.create(user=user, fingerprint=fingerprint)
            update_session_auth_hash(request, user)
            return redirect("account-settings")
    return render(request, "accounts/change_password.html", {"form": form})
