import re
import subprocess

from django import forms
from django.contrib.auth.decorators import login_required
from django.http import JsonResponse
from django.views.decorators.http import require_POST

LABEL = r"[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?"
HOSTNAME_RE = re.compile(rf"{LABEL}(?:\.{LABEL})*")


class TraceForm(forms.Form):
    host = forms.CharField(max_length=253)
    max_hops = forms.IntegerField(min_value=1, max_value=30, initial=15)


@login_required
@require_POST
def traceroute_host(request):
    form = TraceForm(request.POST)
    if not form.is_valid():
        return JsonResponse({"errors": form.errors}, status=400)

    host = form.cleaned_data["host"].strip()
    hops = form.cleaned_data["max_hops"]
    if HOSTNAME_RE.fullmatch(host) is None:
        return JsonResponse({"error": "invalid host name"}, status=400)

    proc = subprocess.run(["traceroute", "-n", "-m", str(hops), "-w", "2", host], capture_output=True, text=True, timeout=90)
    return JsonResponse({
        "host": host,
        "ok": proc.returncode == 0,
        "hops": proc.stdout.splitlines()[1:],
    })
