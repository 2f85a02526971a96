import os

from django import forms
from django.conf import settings
from django.contrib.auth.decorators import login_required
from django.http import FileResponse, Http404, HttpResponseBadRequest


class StatementForm(forms.Form):
    account = forms.RegexField(regex=r"\A[0-9]{8}\Z")
    period = forms.RegexField(regex=r"\A20[0-9]{2}-(0[1-9]|1[0-2])\Z")


@login_required
def download_statement(request):
    form = StatementForm(request.GET)
    if not form.is_valid():
        return HttpResponseBadRequest("account and period are required")
    account = form.cleaned_data["account"]
    period = form.cleaned_data["period"]
    if account not in request.user.profile.account_numbers:
        raise Http404("unknown account")
    path = os.path.join(settings.STATEMENTS_ROOT, account, f"{period}.pdf")
    try:
        handle = open(path, "rb")
    except FileNotFoundError:
        raise Http404("no statement for that period")
    return FileResponse(handle, as_attachment=True, filename=f"statement-{period}.pdf")
