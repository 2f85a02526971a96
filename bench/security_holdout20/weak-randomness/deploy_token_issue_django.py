import hashlib
import secrets

from django import forms
from django.contrib.auth.decorators import login_required
from django.http import JsonResponse
from django.views.decorators.http import require_POST

from deployments.models import DeployToken


class DeployTokenForm(forms.Form):
    label = forms.CharField(max_length=60)
    environment = forms.ChoiceField(choices=[("staging", "Staging"), ("production", "Production")])


@login_required
@require_POST
def create_deploy_token(request):
    form = DeployTokenForm(request.POST)
    if not form.is_valid():
        return JsonResponse({"errors": form.errors}, status=400)

    label = form.cleaned_data["label"]
    raw_token = secrets.token_urlsafe(32)
    DeployToken.objects.create(
        owner=request.user,
        label=label,
        prefix=raw_token[:8],
        token_hash=hashlib.sha256(raw_token.encode()).hexdigest(),
        environment=form.cleaned_data["environment"],
    )
    # the full token is shown once; only the prefix and hash are kept
    return JsonResponse({"label": label, "token": raw_token}, status=201)
