import requests
from django import forms
from django.contrib.auth.decorators import login_required
from django.http import JsonResponse
from django.views.decorators.http import require_POST


class WebhookForm(forms.Form):
    url = forms.URLField(max_length=500)
    secret = forms.CharField(max_length=128, required=False)


@login_required
@require_POST
def ping_webhook(request):
    form = WebhookForm(request.POST)
    if not form.is_valid():
        return JsonResponse(form.errors, status=400)
    target = form.cleaned_data["url"]
    resp = requests.post(
        target,
        json={"event": "ping", "account": request.user.pk},
        headers={"X-Hook-Secret": form.cleaned_data["secret"]},
        timeout=10,
    )
    return JsonResponse({"status": resp.status_code, "body": resp.text[:1000]})
