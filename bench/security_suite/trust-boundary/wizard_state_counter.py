from django.shortcuts import redirect
from django.utils import timezone

from signup.forms import StepForm


def save_step(request, step):
    form = StepForm(request.POST)
    if form.is_valid():
        form.save_draft(request.user)
    request.session["signup_touched_at"] = timezone.now().isoformat()
    return redirect("signup-step", step=step + 1)
