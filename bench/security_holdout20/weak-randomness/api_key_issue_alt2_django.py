import hashlib
import time

from django import forms
from django.contrib.auth.decorators import login_required
from django.http import JsonResponse
from django.views.decorators.http import require_POST

from integrations.models import ApiKey


class ApiKeyForm(forms.Form):
    label = forms.CharField(max_length=60)
    read_only = forms.BooleanField(required=False)


@login_required
@require_POST
def create_api_key(request):
    form = ApiKeyForm(request.POST)
    if not form.is_valid():
        return JsonResponse({"errors": form.errors}, status=400)

    label = form.cleaned_data["label"]
    raw_key = hashlib.sha256(f"{request.user.pk}:{label}:{time.time()}".encode()).hexdigest()
    ApiKey.objects.create(
        owner=request.user,
        label=label,
        prefix=raw_key[:8],
        key_hash=hashlib.sha256(raw_key.encode()).hexdigest(),
        read_only=form.cleaned_data["read_only"],
    )
    # the full key is shown once; only the prefix and hash are kept
    return JsonResponse({"label": label, "key": raw_key}, status=201)
