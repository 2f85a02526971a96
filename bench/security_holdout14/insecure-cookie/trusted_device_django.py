from django import forms
from django.contrib.auth.decorators import login_required
from django.core import signing
from django.http import JsonResponse
from django.views.decorators.http import require_POST

DEVICE_COOKIE_AGE = 60 * 60 * 24 * 90


class TrustDeviceForm(forms.Form):
    device_name = forms.CharField(max_length=60)
    trust = forms.BooleanField(required=False)


@login_required
@require_POST
def trust_device(request):
    form = TrustDeviceForm(request.POST)
    if not form.is_valid():
        return JsonResponse({"errors": form.errors}, status=400)
    response = JsonResponse({"trusted": form.cleaned_data["trust"]})
    if form.cleaned_data["trust"]:
        value = signing.dumps({"uid": request.user.pk, "device": form.cleaned_data["device_name"]}, salt="mfa-device")
        response.set_cookie("trusted_device", value, max_age=DEVICE_COOKIE_AGE, httponly=True, samesite="Lax")
    return response
