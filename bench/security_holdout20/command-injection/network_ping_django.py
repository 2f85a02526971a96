import re
import subprocess

from django import forms
from django.contrib.auth.decorators import login_required
from django.http import JsonResponse
from django.views.decorators.http import require_POST

HOST_RE = re.compile(r"[A-Za-z0-9][A-Za-z0-9.-]*")


class PingForm(forms.Form):
    host = forms.CharField(max_length=253)
    count = forms.IntegerField(min_value=1, max_value=5, initial=3)


@login_required
@require_POST
def ping_host(request):
    form = PingForm(request.POST)
    if not form.is_valid():
        return JsonResponse({"errors": form.errors}, status=400)

    host = form.cleaned_data["host"].strip()
    count = form.cleaned_data["count"]
    if not HOST_RE.match(host):
        return JsonResponse({"error": "invalid host name"}, status=400)

    proc = subprocess.run(f"ping -c {count} -W 2 {host}", shell=True, capture_output=True, text=True, timeout=20)
    return JsonResponse({
        "host": host,
        "reachable": proc.returncode == 0,
        "output": proc.stdout.splitlines()[-3:],
    })
