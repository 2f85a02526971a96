import yaml
from django import forms
from django.contrib.auth.decorators import login_required
from django.http import JsonResponse
from django.views.decorators.http import require_POST

from .models import AlertRule


class RulesUploadForm(forms.Form):
    rules_file = forms.FileField()


@login_required
@require_POST
def import_alert_rules(request):
    form = RulesUploadForm(request.POST, request.FILES)
    if not form.is_valid():
        return JsonResponse(form.errors, status=400)
    document = yaml.safe_load(form.cleaned_data["rules_file"].read())
    rules = document.get("rules", []) if isinstance(document, dict) else []
    created = [
        AlertRule.objects.create(name=r["name"], expression=r["expr"], severity=r.get("severity", "warning"))
        for r in rules
        if isinstance(r, dict) and "name" in r and "expr" in r
    ]
    return JsonResponse({"imported": len(created)})
