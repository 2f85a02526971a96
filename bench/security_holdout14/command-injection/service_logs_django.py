import subprocess

from django import forms
from django.contrib.admin.views.decorators import staff_member_required
from django.http import JsonResponse

SERVICES = [("nginx", "Web server"), ("postgresql", "Database"), ("redis-server", "Cache")]


class ServiceForm(forms.Form):
    service = forms.ChoiceField(choices=SERVICES)
    lines = forms.IntegerField(min_value=1, max_value=200, initial=50)


@staff_member_required
def service_logs(request):
    form = ServiceForm(request.GET)
    if not form.is_valid():
        return JsonResponse({"errors": form.errors}, status=400)
    unit = form.cleaned_data["service"]
    count = str(form.cleaned_data["lines"])
    args = ["journalctl", "-u", unit, "-n", count, "--no-pager"]
    output = subprocess.check_output(args, text=True, timeout=15)
    return JsonResponse({"service": unit, "log": output.splitlines()})
